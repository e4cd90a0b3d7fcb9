import { formatTimeOfDay } from '@app/shared/domain/time-of-day';

/**
 * Every date and time the app shows. Times are in the director's locale, the browser's ("7:30 PM"
 * in en-US, "19:30" in en-GB), as the printed program writes them; days are in US English
 * ("Thu, May 13, 2027").
 */

/** How a day reads: "Thu, May 13, 2027" (weekday), "May 13, 2027" (short), "May 13, 2027" with the month in full (long). */
export type DayStyle = 'weekday' | 'short' | 'long';

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const DAY: Record<DayStyle, Intl.DateTimeFormat> = {
  weekday: utc({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
  short: utc({ month: 'short', day: 'numeric', year: 'numeric' }),
  long: utc({ month: 'long', day: 'numeric', year: 'numeric' }),
};
const MONTH = utc({ month: 'short', year: 'numeric' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const LOCAL_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A calendar day, YYYY-MM-DD (or an ISO text that starts with it), read as written whatever the time zone; null when it is not one. */
export function formatDay(day: string | null | undefined, style: DayStyle = 'short'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? DAY[style].format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** The month of a calendar day, YYYY-MM-DD, read as written: "May 2025"; null when it is not one. */
export function formatMonth(day: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(day ?? '');
  return match ? MONTH.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/** The day of an instant in UTC (how Stripe's periods and the grants are kept): "June 30, 2027" in the long style. */
export function formatUtcDay(iso: string, style: DayStyle = 'long'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY[style].format(date);
}

/** A time of day as stored, HH:MM or HH:MM:SS, in the director's locale: "7:30 PM"; null when it is not one. */
export const formatTime = (time: string | null | undefined): string | null => formatTimeOfDay(time);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The time of an instant on this device's clock: "3:04 PM". */
export const formatClock = (date: Date): string =>
  formatTimeOfDay(`${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`)!;

/** An instant on this device's calendar and clock: "May 13, 2027, 3:04 PM". */
export const formatDateTime = (date: Date): string => `${LOCAL_DAY.format(date)}, ${formatClock(date)}`;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** When something was last active, short: "Today, 3:04 PM", "Yesterday", "Mar 5", "Mar 5, 2025"; '' when unreadable. */
export function formatRecent(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return `Today, ${formatClock(date)}`;
  if (days === 1) return 'Yesterday';
  if (date.getFullYear() === now.getFullYear()) return MONTH_DAY.format(date);
  return LOCAL_DAY.format(date);
}
