import type { Program } from '@app/shared/contracts/programs';

/** "Thu, Dec 17, 2026" for a YYYY-MM-DD date (read as a calendar day, not a UTC instant). */
export function dateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** When and where: "Thu, Dec 17, 2026 · 19:30 · Lincoln High School Auditorium" (only the parts that are set). */
export const performanceText = (program: Pick<Program, 'performance_date' | 'performance_time' | 'venue'>): string =>
  [program.performance_date && dateText(program.performance_date), program.performance_time?.slice(0, 5), program.venue]
    .filter(Boolean)
    .join(' · ');
