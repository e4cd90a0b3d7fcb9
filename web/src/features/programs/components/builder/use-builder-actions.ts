import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Program, ProgramPiece, ProgramSummary } from '@app/shared/contracts/programs';
import { formatDuration, totalDuration } from '@app/shared/domain/duration';
import { notify } from '../../../../components/toaster';
import type { CreateProgramRequest } from '../../api/create-program';
import { deleteProgram } from '../../api/delete-program';
import { getPrograms } from '../../api/get-programs';
import { programKey, useRevalidatePrograms } from '../../api/program-keys';
import { removePiece } from '../../api/program-pieces';
import { inOrder } from '../../board/board';
import { currentProgram } from '../../hooks/current-program';
import { enqueueSave } from '../../hooks/save-queue';

/** A new program's first ensemble becomes the current one. */
const firstEnsembleOf = (made: Pick<Program, 'program_ensembles'>) => made.program_ensembles[0]?.ensemble_id ?? null;

/**
 * What the builder's dialogs do to the program shown: choose or make one (or, when making one
 * failed, find it or stand a placeholder title in), remove a piece, delete the program, store a
 * changed one. Each change updates the cached program at once and refreshes the lists.
 */
export function useBuilderActions(program: Program | undefined) {
  const [placeholder, setPlaceholder] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const revalidatePrograms = useRevalidatePrograms();

  // a program chosen or made shows in the builder (opened if the bar asked for the dialog); one
  // from the list is a summary without its pieces, so the builder reads it, while one just made
  // is shown as the server answered it
  const show = useCallback(
    (chosen: Program | ProgramSummary, { open, ensembleId = null }: { open: boolean; ensembleId?: number | null }) => {
      setPlaceholder(null);
      currentProgram.select(chosen.id, { open, ensembleId });
      if ('pieces' in chosen) void mutate(programKey(chosen.id), chosen, { revalidate: false });
    },
    [mutate],
  );
  const select = useCallback((chosen: ProgramSummary) => show(chosen, { open: true }), [show]);

  // Create New Program answers, then closes itself a moment later. The builder opens once it has
  // closed: a dialog that closes also closes every dialog opened after it, which shut the builder
  // as soon as it opened when the bottom bar's CREATE NEW asked for the dialog.
  const madeWhileCreating = useRef(false);
  const created = useCallback(
    (made: Program) => {
      show(made, { open: false, ensembleId: firstEnsembleOf(made) });
      madeWhileCreating.current = true;
    },
    [show],
  );
  const createClosed = useCallback(() => {
    if (madeWhileCreating.current) currentProgram.open();
    madeWhileCreating.current = false;
  }, []);

  // the list is refetched; without the program in it, a local placeholder stands in, also for a program
  // open before (the builder then says the new one is not saved yet, rather than showing the old one)
  const createFailed = useCallback(
    async (request: CreateProgramRequest) => {
      const programs = await getPrograms('in_progress').catch(() => [] as ProgramSummary[]);
      const found = programs
        .filter((p) => p.title === request.title.trim())
        .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      if (found) show(found, { open: true, ensembleId: firstEnsembleOf(found) });
      else {
        currentProgram.clear();
        setPlaceholder(request.title.trim());
        currentProgram.open();
      }
    },
    [show],
  );

  const confirmRemove = async (piece: ProgramPiece) => {
    if (!program) return;
    const key = programKey(program.id);
    await enqueueSave(
      program.id,
      async () => {
        await removePiece(program.id, piece.id);
        await mutate<Program>(key, (current) => current && withoutPiece(current, piece.id), { revalidate: false });
        void revalidatePrograms();
      },
      (failure) => {
        console.error('[builder] removing a piece failed', failure);
        notify.error('Failed to remove piece from program. Please try again.');
      },
    );
  };

  const confirmDelete = async () => {
    if (!program) return;
    try {
      await deleteProgram(program.id);
      currentProgram.clear();
      void revalidatePrograms();
    } catch (failure) {
      console.error('[builder] deleting the program failed', failure);
      notify.error('Failed to delete program. Please try again.');
    }
  };

  const replaced = (next: Program) => {
    void mutate(programKey(next.id), next, { revalidate: false });
    void revalidatePrograms();
  };

  return { placeholder, select, created, createClosed, createFailed, confirmRemove, confirmDelete, replaced };
}

/** The program without one piece, renumbered (what the server answers after a removal). */
function withoutPiece(program: Program, pieceId: number): Program {
  const pieces = inOrder(program.pieces.filter((p) => p.id !== pieceId)).map((p, i) => ({ ...p, order: i + 1 }));
  const total = totalDuration(pieces);
  return { ...program, pieces, total_duration: total, formatted_duration: formatDuration(total) };
}
