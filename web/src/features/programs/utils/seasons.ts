import type { ProgramSummary } from '@app/shared/contracts/programs';

/**
 * The season view of the Programs page: a director's programs by school season. A season runs
 * August 1 to July 31 ("2025–26 season" is Aug 1, 2025 to Jul 31, 2026).
 */

/** What grouping reads of a program. */
export type Dated = Pick<ProgramSummary, 'id' | 'performance_date' | 'performance_time' | 'created_at'>;

export interface SeasonGroup<T extends Dated> {
  /** A stable key: "2025" for the season that starts in August 2025, "no-date" for the last group. */
  key: string;
  /** "2025–26 season", or "No date yet". */
  label: string;
  /** The year the season starts in (August); null for the programs without a date. */
  startYear: number | null;
  programs: T[];
}

export const NO_DATE_LABEL = 'No date yet';

/** The first month of a season: August. */
const FIRST_MONTH = 8;

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The year the season of a YYYY-MM-DD day starts in; null when it is not such a day. */
export function seasonStartYear(day: string | null | undefined): number | null {
  const match = DAY.exec(day ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  return Number(match[2]) >= FIRST_MONTH ? year : year - 1;
}

/** "2025–26 season" (an en dash; "1999–2000 season" when the century turns). */
export function seasonLabel(startYear: number): string {
  const end = startYear + 1;
  const sameCentury = Math.floor(startYear / 100) === Math.floor(end / 100);
  return `${startYear}–${sameCentury ? String(end).slice(-2) : end} season`;
}

/** Within a day: programs with a time by their time, then those without one. */
const byTime = (a: string | null, b: string | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};

/** Older first: an original before its copy. */
const byCreation = (a: Dated, b: Dated) =>
  a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1;

/**
 * The programs by season: the newest season first, each season by performance date oldest
 * first (a calendar of the year), then by time (a day's programs without a time after those with
 * one), then the one created first (an original before its copy); the programs without a date
 * last, in a group of their own, the newest created first (as the programs list has them).
 * The order the programs came in does not matter.
 */
export function groupBySeason<T extends Dated>(programs: readonly T[]): SeasonGroup<T>[] {
  const seasons = new Map<number, T[]>();
  const undated: T[] = [];
  for (const program of programs) {
    const start = seasonStartYear(program.performance_date);
    if (start === null) undated.push(program);
    else seasons.set(start, [...(seasons.get(start) ?? []), program]);
  }

  const groups: SeasonGroup<T>[] = [...seasons.entries()]
    .sort(([a], [b]) => b - a)
    .map(([startYear, list]) => ({
      key: String(startYear),
      label: seasonLabel(startYear),
      startYear,
      programs: [...list].sort(
        (a, b) =>
          a.performance_date!.slice(0, 10).localeCompare(b.performance_date!.slice(0, 10)) ||
          byTime(a.performance_time, b.performance_time) ||
          byCreation(a, b),
      ),
    }));
  if (undated.length)
    groups.push({
      key: 'no-date',
      label: NO_DATE_LABEL,
      startYear: null,
      programs: undated.sort((a, b) => byCreation(b, a)),
    });
  return groups;
}

/** Today on this device's calendar, YYYY-MM-DD (how performance dates are written). */
export function localDay(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** A finalized program whose day is over (before `today`, YYYY-MM-DD): it has been performed. */
export const isPerformed = (program: Pick<ProgramSummary, 'status' | 'performance_date'>, today: string): boolean =>
  program.status === 'finalized' &&
  DAY.test(program.performance_date ?? '') &&
  program.performance_date!.slice(0, 10) < today;
