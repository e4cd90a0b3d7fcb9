import type { Performance } from '@app/shared/contracts/programs';
import { formatDay, formatMonth } from './date-time';

/**
 * The repertoire history as the pages say it: an ensemble's concerts with their pieces (My
 * Ensembles), and who played a library entry (the Library). Pure: the history comes in as the API
 * answers it (newest first).
 */

/** One concert of an ensemble: a finalized program whose date has passed, and what it played. */
export interface Concert {
  programId: number;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  pieces: Performance[];
}

/** Newest first, whatever order the answer has; performances of one day keep their order. */
const newestFirst = (history: readonly Performance[]): Performance[] =>
  [...history].sort((a, b) => b.date.localeCompare(a.date));

/** The ensemble's concerts, newest first, each with the pieces it played there in program order. */
export function concertsOf(history: readonly Performance[], ensembleId: number): Concert[] {
  const concerts = new Map<number, Concert>();
  for (const performance of newestFirst(history)) {
    if (performance.ensemble_id !== ensembleId) continue;
    let concert = concerts.get(performance.program_id);
    if (!concert) {
      concert = {
        programId: performance.program_id,
        title: performance.program_title,
        date: performance.date,
        pieces: [],
      };
      concerts.set(performance.program_id, concert);
    }
    concert.pieces.push(performance);
  }
  return [...concerts.values()];
}

/** A concert's heading: "Spring Concert · May 14, 2026". */
export const concertHeading = (concert: Pick<Concert, 'title' | 'date'>): string =>
  [concert.title, formatDay(concert.date)].filter(Boolean).join(' · ');

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Played 12 pieces in 3 concerts"; null when the ensemble has no concert yet. */
export function playedSummary(concerts: readonly Concert[]): string | null {
  if (concerts.length === 0) return null;
  const pieces = concerts.reduce((sum, concert) => sum + concert.pieces.length, 0);
  return `Played ${count(pieces, 'piece', 'pieces')} in ${count(concerts.length, 'concert', 'concerts')}`;
}

/** How an ensemble deleted since is named. */
export const DELETED_ENSEMBLE = 'a deleted ensemble';

/**
 * For each library entry that was played: "Played by Symphonic Band, May 2025; Jazz Band, Dec
 * 2024", each ensemble once with its latest performance, the most recent first.
 */
export function playedByEntries(history: readonly Performance[]): Map<number, string> {
  // entry → ensemble → its latest performance (the first met, newest first)
  const latest = new Map<number, Map<number, Performance>>();
  for (const performance of newestFirst(history)) {
    if (performance.library_entry_id === null) continue;
    let byEnsemble = latest.get(performance.library_entry_id);
    if (!byEnsemble) latest.set(performance.library_entry_id, (byEnsemble = new Map()));
    if (!byEnsemble.has(performance.ensemble_id)) byEnsemble.set(performance.ensemble_id, performance);
  }
  const text = new Map<number, string>();
  for (const [entryId, byEnsemble] of latest) {
    const parts = [...byEnsemble.values()].map((p) =>
      [p.ensemble_name ?? DELETED_ENSEMBLE, formatMonth(p.date)].filter(Boolean).join(', '),
    );
    text.set(entryId, `Played by ${parts.join('; ')}`);
  }
  return text;
}
