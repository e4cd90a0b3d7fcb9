import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../components/toaster';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { messageOf } from '../../../lib/api-client';
import { movePieceToEnsemble, reorderEnsembles, reorderPieces } from '../api/program-pieces';
import { programKey } from '../api/program-keys';
import { useProgram } from '../api/get-program';
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

type Revalidate = (programId: number) => Promise<unknown>;

/**
 * Sends one change's calls in order, after the program's earlier saves. When one fails, the
 * program on screen goes back to the server's (once the saves queued meanwhile have settled), so
 * nothing looks saved that is not, and a notice offers to send the calls not made yet again.
 */
function saveChange(programId: number, calls: SaveCall[], revalidate: Revalidate, { retried = false } = {}) {
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
      if (retried) void revalidate(programId);
    },
    (error) => {
      const failed = calls[sent]!;
      console.error(`[builder] saving ${failed.kind} failed; the program on screen goes back to the saved one`, error);
      void savesSettled(programId).then(() => revalidate(programId));
      notify.error(FAILURE_NOTICE[failed.kind], messageOf(error), () =>
        saveChange(programId, calls.slice(sent), revalidate, { retried: true }),
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
      saveChange(before.id, calls, (programId) => mutate(programKey(programId)));
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
