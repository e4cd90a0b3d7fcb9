import type { Program } from '@app/shared/contracts/programs';
import { formatDay, formatTime } from '../../../lib/date-time';

/** When: "Thu, May 13, 2027 at 7:00 PM" (a time only with a date); null without a date. */
export function performanceWhen(date: string | null, time: string | null): string | null {
  const day = formatDay(date, 'weekday');
  const clock = formatTime(time);
  return day && clock ? `${day} at ${clock}` : day;
}

/** When and where: "Thu, Dec 17, 2026 · 7:30 PM · Lincoln High School Auditorium" (only the parts that are set). */
export const performanceText = (program: Pick<Program, 'performance_date' | 'performance_time' | 'venue'>): string =>
  [formatDay(program.performance_date, 'weekday'), formatTime(program.performance_time), program.venue]
    .filter(Boolean)
    .join(' · ');
