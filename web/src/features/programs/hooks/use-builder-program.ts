import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Program } from '@app/shared/contracts/programs';
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

/** A failed ensemble change or reorder is only logged; the local order is kept. */
const logFailure = (call: SaveCall) => (error: unknown) =>
  console.error(`[builder] saving ${call.kind} failed; the order on screen is kept`, error);

/**
 * The program in the builder: its drags change the program on screen at once (the swr cache,
 * not revalidated) and queue the save calls; `refresh` waits for the saves and then shows the
 * server's truth.
 */
export function useBuilderProgram(programId: number | null) {
  const { mutate } = useSWRConfig();
  const query = useProgram(programId);
  const program = query.data;

  const commit = useCallback(
    (before: Program, after: Program, calls: SaveCall[]) => {
      if (after === before || calls.length === 0) return;
      void mutate(programKey(before.id), after, { revalidate: false });
      for (const call of calls) void enqueueSave(before.id, () => send(before.id, call), logFailure(call));
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
