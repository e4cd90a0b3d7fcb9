import type { Performance } from '@app/shared/contracts/programs';
import { pieceIdentity } from '@app/shared/domain/search-text';
import { libraryKey, type CandidatePool } from './candidates';

/**
 * Rotation: a piece an ensemble played (a finalized concert whose date has passed) is not offered to
 * the same ensemble again within the director's rotation years; another ensemble's performance does
 * not count. The reply names what it left out, and the director can ask to include them.
 */

/** A performance as the assistant reads it: the ensemble by id. */
export type PlayedPiece = Omit<Performance, 'ensemble_name'>;

/** The day `years` years before `today`, as YYYY-MM-DD. */
const yearsBefore = (today: Date, years: number) => {
  const then = new Date(today);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then.toISOString().slice(0, 10);
};

/**
 * Pool keys of what the ensemble played within the years before today, each with its latest
 * performance: the library entry it came from, and every candidate of the same piece (the catalogue
 * work a program took its piece from, or the library's copy of it).
 */
export function playedKeys(
  played: readonly PlayedPiece[],
  ensembleId: number,
  years: number,
  today: Date,
  pool: CandidatePool,
): Map<string, PlayedPiece> {
  const keys = new Map<string, PlayedPiece>();
  if (years <= 0) return keys;
  const since = yearsBefore(today, years);
  // newest first: the first performance a key meets is its latest
  for (const piece of played) {
    if (piece.ensemble_id !== ensembleId || piece.date < since) continue;
    const add = (key: string) => {
      if (!keys.has(key)) keys.set(key, piece);
    };
    if (piece.library_entry_id != null) add(libraryKey(piece.library_entry_id));
    for (const c of pool.byIdentity.get(pieceIdentity(piece)) ?? []) add(c.key);
  }
  return keys;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "May 2025". */
export const monthYear = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
/** "May 14, 2025". */
export const dayText = (date: string) =>
  `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

/**
 * "I left out 2 pieces Symphonic Band played in the last 4 years: Chester (May 2025) and
 * Shenandoah (Dec 2024). Say "include what we've played" to see them."
 */
export function leftOutNote(leftOut: readonly PlayedPiece[], ensembleName: string, years: number): string {
  const pieces = [...new Map(leftOut.map((p) => [`${p.title}\u0000${p.date}`, p])).values()];
  if (!pieces.length) return '';
  const named = pieces.slice(0, 4).map((p) => `${p.title} (${monthYear(p.date)})`);
  const more = pieces.length - named.length;
  const list = more ? `${named.join(', ')} and ${more} more` : named.join(', ').replace(/, ([^,]+)$/, ' and $1');
  const n = pieces.length;
  return `I left out ${n} piece${n === 1 ? '' : 's'} ${ensembleName} played in the last ${years} year${years === 1 ? '' : 's'}: ${list}. Say "include what we've played" to see ${n === 1 ? 'it' : 'them'}.`;
}
