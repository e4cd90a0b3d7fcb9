import type { Performance } from '@app/shared/contracts/programs';
import type { Caller } from '../lib/caller';
import { ensembleIndex } from './ensemble-index';
import { playedPieces, type PlayedPiece } from './played-pieces';
import { listFinalizedProgramItems } from './repository';

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The director's repertoire history without ensemble names (the assistant reads ids). */
export const playedByEnsembles = async (caller: Caller, now = new Date()): Promise<PlayedPiece[]> =>
  playedPieces(await listFinalizedProgramItems(caller.sub), todayOf(now));

/** GET /repertoire-history: the history with each ensemble's current name. */
export async function repertoireHistory(caller: Caller): Promise<Performance[]> {
  const played = await playedByEnsembles(caller);
  const ensembles = await ensembleIndex(caller);
  return played.map((p) => ({ ...p, ensemble_name: ensembles.get(p.ensemble_id)?.name ?? null }));
}
