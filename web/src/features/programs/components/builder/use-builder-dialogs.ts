import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ProgramPiece } from '@app/shared/contracts/programs';
import { dismissErrorNotices } from '../../../../components/toaster';
import { currentProgram, type BuilderDialogRequest } from '../../hooks/current-program';

type Shown =
  | 'select'
  | 'create'
  | 'manage'
  | 'rename'
  | 'date'
  | 'delete'
  | 'export'
  | 'share'
  | { remove: ProgramPiece }
  | { notes: ProgramPiece }
  | null;

/**
 * Which of the builder's dialogs is open. The bottom bar may ask for Select Program or Create New
 * Program (`requested`); `isDragging` keeps a remove button from asking while a piece is dragged.
 */
export function useBuilderDialogs(requested: BuilderDialogRequest, isDragging: () => boolean) {
  const [shown, setShown] = useState<Shown>(null);

  // They open alone: opened together with the builder, its dialog could take the focus from them
  // and close them.
  useEffect(() => {
    if (!requested) return;
    setShown(requested);
    currentProgram.dialogShown();
  }, [requested]);

  // a dialog opened over the builder is not covered by the red notices of what failed before it
  // (a move that could not be saved, then Change Date & Time)
  useEffect(() => {
    if (shown !== null) dismissErrorNotices();
  }, [shown]);

  // stable handlers: the toolbar and the footer skip the re-renders of every drag step
  const open = useMemo(
    () => ({
      select: () => setShown('select'),
      create: () => setShown('create'),
      manage: () => setShown('manage'),
      rename: () => setShown('rename'),
      date: () => setShown('date'),
      delete: () => setShown('delete'),
      export: () => setShown('export'),
      share: () => setShown('share'),
    }),
    [],
  );
  const close = useCallback(() => setShown(null), []);
  const askRemove = useCallback(
    (piece: ProgramPiece) => {
      if (!isDragging()) setShown({ remove: piece });
    },
    [isDragging],
  );
  const openNotes = useCallback(
    (piece: ProgramPiece) => {
      if (!isDragging()) setShown({ notes: piece });
    },
    [isDragging],
  );

  return {
    /** The dialog open now, if one of the named ones. */
    shown: typeof shown === 'string' ? shown : null,
    /** The piece whose removal is asked about. */
    removing: shown !== null && typeof shown === 'object' && 'remove' in shown ? shown.remove : null,
    /** The piece whose program notes are open. */
    notesOf: shown !== null && typeof shown === 'object' && 'notes' in shown ? shown.notes : null,
    open,
    close,
    askRemove,
    openNotes,
  };
}
