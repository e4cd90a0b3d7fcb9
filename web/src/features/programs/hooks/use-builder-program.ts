import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../components/toaster';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { messageOf } from '../../../lib/api-client';
import { movePieceToEnsemble, reorderEnsembles, reorderPieces } from '../api/program-pieces';
import { programKey } from '../api/program-keys';
import { getProgram, useProgram } from '../api/get-program';
import {
  applyEnsembleOrder,
  applyPieceMove,
  callsForEnsembleOrder,
  callsForPieceMove,
  type PieceMove,
  type SaveCall,
} from '../board/board';
import { enqueueSave, savesSettled } from './save-queue';

function send(programId: number, call: SaveCall): Promise<unknown> {
  switch (call.kind) {
    case 'piece-ensemble':
      return movePieceToEnsemble(programId, call.pieceId, call.ensembleId);
    case 'reorder-pieces':
      return reorderPieces(programId, call.pieceIds);
    case 'reorder-ensembles':
      return reorderEnsembles(programId, call.ensembleIds);
  }
}

const FAILURE_NOTICE: Record<SaveCall['kind'], string> = {
  'piece-ensemble': 'Failed to move the piece. Please try again.',
  'reorder-pieces': 'Failed to move the piece. Please try again.',
  'reorder-ensembles': 'Failed to reorder the ensembles. Please try again.',
};

/** Shows the server's program; when it cannot be read (offline), `saved` if given. Never rejects. */
type Restore = (programId: number, saved?: Program) => Promise<unknown>;

/**
 * The program each failed change puts back, kept until the saves queued meanwhile have settled:
 * the first failure's (a later change, built on the failed one, fails with it when offline).
 */
const restoring = new Map<number, Program>();

function putBack(programId: number, saved: Program, restore: Restore) {
  if (restoring.has(programId)) return;
  restoring.set(programId, saved);
  void savesSettled(programId).then(() => {
    restoring.delete(programId);
    return restore(programId, saved);
  });
}

/**
 * Sends one change's calls in order, after the program's earlier saves. When one fails (an error
 * answer, or no answer at all when the connection dropped), the program on screen goes back to the
 * server's, or to the one saved before the change when the server cannot be read (once the saves
 * queued meanwhile have settled), so nothing looks saved that is not, and a notice offers to send
 * the calls not made yet again.
 */
function saveChange(programId: number, saved: Program, calls: SaveCall[], restore: Restore, { retried = false } = {}) {
  let sent = 0;
  void enqueueSave(
    programId,
    async () => {
      // the change is on screen first: the request's work does not share the frame that paints it
      // (queued at once, so a refresh still waits for it)
      await afterNextPaint();
      for (const call of calls) {
        await send(programId, call);
        sent += 1;
      }
      // a retried change is not on screen any more: show the server's program with it
      if (retried) void restore(programId);
    },
    (error) => {
      const failed = calls[sent]!;
      console.error(`[builder] saving ${failed.kind} failed; the program on screen goes back to the saved one`, error);
      putBack(programId, saved, restore);
      notify.error(FAILURE_NOTICE[failed.kind], messageOf(error), () =>
        saveChange(programId, saved, calls.slice(sent), restore, { retried: true }),
      );
    },
  );
}

/**
 * The program in the builder: its drags change the program on screen at once (the swr cache,
 * not revalidated) and queue the save calls; a failed save puts the saved program back and offers
 * to retry; `refresh` waits for the saves and then shows the server's truth.
 */
export function useBuilderProgram(programId: number | null) {
  const { mutate } = useSWRConfig();
  const query = useProgram(programId);
  const program = query.data;

  const commit = useCallback(
    (before: Program, after: Program, calls: SaveCall[]) => {
      if (after === before || calls.length === 0) return;
      void mutate(programKey(before.id), after, { revalidate: false });
      saveChange(before.id, before, calls, (programId, saved) =>
        mutate(
          programKey(programId),
          getProgram(programId).catch((error: unknown) => {
            if (saved) return saved;
            throw error;
          }),
          { revalidate: false },
        ).catch((error: unknown) => console.error('[builder] the saved program could not be read', error)),
      );
    },
    [mutate],
  );

  const movePiece = useCallback(
    (move: PieceMove) => {
      if (!program) return;
      const after = applyPieceMove(program, move);
      commit(program, after, callsForPieceMove(program, after, move.pieceId));
    },
    [program, commit],
  );

  const orderEnsembles = useCallback(
    (ensembleIds: number[]) => {
      if (!program) return;
      const after = applyEnsembleOrder(program, ensembleIds);
      commit(program, after, callsForEnsembleOrder(program, after));
    },
    [program, commit],
  );

  const reload = query.mutate; // stable: swr keeps one per key
  const refresh = useCallback(async () => {
    if (programId === null) return;
    await savesSettled(programId);
    await reload();
  }, [programId, reload]);

  return {
    program,
    error: query.error as unknown,
    isLoading: query.isLoading,
    isValidating: query.isValidating,
    movePiece,
    orderEnsembles,
    refresh,
  };
}
