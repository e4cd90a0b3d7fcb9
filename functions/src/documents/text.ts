import { formatTimeOfDay } from '@app/shared/domain/time-of-day';

/**
 * Characters XML 1.0 does not allow (C0 controls other than tab/LF/CR, lone surrogates,
 * U+FFFE/U+FFFF). One of them in a run makes Word and LibreOffice reject the whole file.
 */
const XML_INVALID =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const stripXmlInvalid = (text: string): string => text.replace(XML_INVALID, '');

/** One line of printable text: invalid characters removed, whitespace runs (tabs, newlines) as one space. */
export const cleanLine = (text: string | null | undefined): string =>
  stripXmlInvalid(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** Multi-line text (program notes) as its non-empty lines, each cleaned. */
export const cleanLines = (text: string | null | undefined): string[] =>
  stripXmlInvalid(text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

let weekdayDate: Intl.DateTimeFormat | undefined;
/**
 * Made on first use, not at a cold start: the first DateTimeFormat with a time zone loads the ICU
 * zone data (about 24 ms on the bench's machine), and only a document's render needs it.
 */
const weekdayDateFormat = () =>
  (weekdayDate ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/** `2027-05-14` → `Friday, May 14, 2027`; anything that is not a real date → undefined. */
export function formatPerformanceDate(date: string | null | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day)
    return undefined;
  return weekdayDateFormat().format(value);
}

/** `Friday, May 14, 2027 · 7:00 PM`, or whichever half is known; the time in the director's `locale`. */
export const formatWhen = (
  date: string | null | undefined,
  time: string | null | undefined,
  locale: string,
): string | undefined =>
  [formatPerformanceDate(date), formatTimeOfDay(time, locale)].filter(Boolean).join(' · ') || undefined;

/** Running time for an audience: `48 minutes`, `1 hour 12 minutes` (rounded to the minute). */
export function formatRunningTime(seconds: number): string {
  const minutesTotal = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutesTotal / 60);
  const minutes = minutesTotal % 60;
  const parts = [];
  if (hours) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (minutes || !hours) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  return parts.join(' ');
}
