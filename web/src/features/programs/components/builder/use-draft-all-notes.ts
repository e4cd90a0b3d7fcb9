import { useCallback, useRef, useState } from 'react';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../../components/toaster';
import { draftPieceNotes, savePieceNotes } from '../../api/draft-notes';

/** What the notice says when every piece has been seen. */
export function draftAllSummary(drafted: number, kept: number, failed: number): string {
  const parts = [
    drafted ? `Drafted notes for ${drafted} ${drafted === 1 ? 'piece' : 'pieces'}` : 'No notes drafted',
    ...(kept
      ? [
          `${kept} already had your notes and ${kept === 1 ? 'was' : 'were'} left as ${kept === 1 ? 'it was' : 'they were'}`,
        ]
      : []),
    ...(failed ? [`${failed} could not be drafted just now`] : []),
  ];
  return `${parts.join('; ')}. Open a piece's notes to read or change its draft.`;
}

/**
 * "Draft notes for every piece": the longer draft, from each piece's facts, saved to every piece
 * that has no notes, one after another; a piece with the director's notes is never touched.
 */
export function useDraftAllNotes(program: Program | undefined, replaced: (program: Program) => void) {
  const [progress, setProgress] = useState<string | null>(null);
  const running = useRef(false);
  // the program as it is when the button is pressed; the handler itself stays the same across a
  // drag's renders (the toolbar is memoised)
  const current = useRef({ program, replaced });
  current.current = { program, replaced };
  const draftAll = useCallback(async () => {
    const { program, replaced } = current.current;
    if (!program || running.current) return;
    running.current = true;
    const empty = program.pieces.filter((p) => !p.notes?.trim());
    const kept = program.pieces.length - empty.length;
    let drafted = 0;
    let failed = 0;
    try {
      for (const [i, piece] of empty.entries()) {
        setProgress(`${i + 1} of ${empty.length}`);
        try {
          const draft = await draftPieceNotes(program.id, piece.id);
          replaced(await savePieceNotes(program.id, piece.id, draft.long));
          drafted += 1;
        } catch (error) {
          console.error('[programs] drafting the notes of a piece failed', error);
          failed += 1;
        }
      }
      const summary = draftAllSummary(drafted, kept, failed);
      if (failed) notify.error(summary);
      else notify.success(summary);
    } finally {
      running.current = false;
      setProgress(null);
    }
  }, []);
  const start = useCallback(() => void draftAll(), [draftAll]);
  return { draftAll: start, drafting: progress };
}
