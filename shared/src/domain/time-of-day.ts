/** The director's locale when the request does not say one. */
export const DEFAULT_LOCALE = 'en-US';

const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (locale: string | undefined): Intl.DateTimeFormat => {
  const key = locale ?? '';
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
    clocks.set(key, clock);
  }
  return clock;
};

/**
 * Some ICU versions put a narrow no-break space before "PM": it is written as a plain space, so
 * the builder, the Programs page and the printed program read alike, and a printing font without
 * that character does not show a box.
 */
const plainSpaces = (text: string) => text.replace(/[\u202F\u2009]/g, ' ');

/**
 * A time of day as the director's locale writes it: en-US "7:00 PM", en-GB or de-DE "19:00".
 * `locale` undefined is this runtime's own (in the browser, the director's). Null when `time` is
 * not HH:MM or HH:MM:SS.
 */
export function formatTimeOfDay(time: string | null | undefined, locale?: string): string | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?/.exec(time ?? '');
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return plainSpaces(clockOf(locale).format(Date.UTC(1970, 0, 1, hours, minutes)));
}

/**
 * The locale a request's `Accept-Language` prefers that this runtime can format ("de-DE,de;q=0.9"
 * → "de-DE"), by quality then by position; `DEFAULT_LOCALE` without one.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): string {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), position };
    })
    .filter(({ tag, quality }) => tag && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  for (const { tag } of ranked) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // not a language tag: try the next one
    }
  }
  return DEFAULT_LOCALE;
}
