import { foldForSearch } from '@app/shared/domain/search-text';
import { dayText, type PlayedPiece } from '../rotation';
import { normalizeWording } from '../wording';
import type { Intent } from './intent';

/**
 * "What did the jazz band play last spring?", "what have we performed this year?": the ensemble's
 * repertoire history in the time asked, concert by concert. "What haven't we played in four years"
 * is a request for pieces instead (rotation.ts reads it).
 */
const ASKS_HISTORY =
  / what (did|have|has|had|were) (we|they|you|i|the [a-z0-9 ]{1,40}?|our [a-z0-9 ]{1,40}?|my [a-z0-9 ]{1,40}?) (play|played|perform|performed|sing|sang|sung|do|done|program|programmed)( at| for| in| during| last| this| on| the|$| )/;
const SHOWS_HISTORY =
  / (show|list|give) (me )?(our|the|my|their) ((repertoire|performance|concert) )?(history|past concerts|past programs) | (repertoire|performance) history /;

/** A span of dates, inclusive, as YYYY-MM-DD, with how the reply names it. */
interface Period {
  from: string;
  to: string;
  words: string;
}

const SEASONS: Record<string, { months: [number, number]; words: string }> = {
  spring: { months: [3, 6], words: 'spring' },
  fall: { months: [8, 11], words: 'fall' },
  autumn: { months: [8, 11], words: 'fall' },
  winter: { months: [12, 14], words: 'winter' },
  summer: { months: [6, 8], words: 'summer' },
};

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
/** The last day of a month (months past 12 run into the next year). */
const monthEnd = (year: number, month: number) => iso(year, month + 1, 0);
/** The school year holding a date: August 1 to July 31. */
const schoolYearOf = (date: Date) => (date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1);

/** The dates a message's words name ("last spring", "this year", "in 2024"), or none (the whole history). */
export function periodIn(text: string, today: Date): Period | undefined {
  const year = today.getUTCFullYear();
  const todayIso = today.toISOString().slice(0, 10);
  const season = / (last|this|past) (spring|fall|autumn|winter|summer) /.exec(text);
  if (season) {
    const { months, words } = SEASONS[season[2]!]!;
    // the most recent such season that has begun ("this") or ended ("last") by today
    let start = year;
    const begun = (y: number) => iso(y, months[0], 1) <= todayIso;
    const ended = (y: number) => monthEnd(y, months[1]) < todayIso;
    while (!(season[1] === 'this' ? begun(start) : ended(start))) start -= 1;
    return { from: iso(start, months[0], 1), to: monthEnd(start, months[1]), words: `${season[1]} ${words}` };
  }
  const schoolYear = / (last|this|past) (school )?(year|season) /.exec(text);
  if (schoolYear) {
    const first = schoolYearOf(today) - (schoolYear[1] === 'this' ? 0 : 1);
    return { from: iso(first, 8, 1), to: iso(first + 1, 7, 31), words: `${schoolYear[1]} ${schoolYear[3]}` };
  }
  const named = / (in|during) (19|20)(\d\d) /.exec(text);
  if (named) {
    const y = Number(`${named[2]}${named[3]}`);
    return { from: iso(y, 1, 1), to: iso(y, 12, 31), words: `in ${y}` };
  }
  return undefined;
}

/** At most this many concerts are listed; the reply says how many more there are. */
const CONCERTS_LISTED = 6;

export function historyReply(
  played: readonly PlayedPiece[],
  ensemble: { id: number; name: string },
  period: Period | undefined,
): string {
  const theirs = played.filter(
    (p) => p.ensemble_id === ensemble.id && (!period || (p.date >= period.from && p.date <= period.to)),
  );
  const when = period ? ` ${period.words}` : '';
  if (!theirs.length)
    return `I have no concert of ${ensemble.name}${when} on record. A program counts once it is finalized (exported) and its date has passed.`;
  const concerts = new Map<number, PlayedPiece[]>();
  for (const p of theirs) concerts.set(p.program_id, [...(concerts.get(p.program_id) ?? []), p]);
  const listed = [...concerts.values()].slice(0, CONCERTS_LISTED).map((pieces) => {
    const { program_title, date } = pieces[0]!;
    const titles = pieces.map((p) => (p.composer ? `${p.title} (${p.composer})` : p.title));
    return `${program_title}, ${dayText(date)}: ${titles.join('; ')}.`;
  });
  const more = concerts.size - listed.length;
  const n = theirs.length;
  return [
    `${ensemble.name} played ${n} piece${n === 1 ? '' : 's'}${when} in ${concerts.size} concert${concerts.size === 1 ? '' : 's'}.`,
    ...listed,
    ...(more ? [`And ${more} earlier concert${more === 1 ? '' : 's'}.`] : []),
  ].join(' ');
}

export const playedHistory: Intent = {
  name: 'played history',
  applies(reading) {
    if (reading.question.kind === 'ensemble' || reading.question.kind === 'vector') return false;
    const text = ` ${foldForSearch(normalizeWording(reading.question.message))} `;
    return ASKS_HISTORY.test(text) || SHOWS_HISTORY.test(text);
  },
  answer(reading, context) {
    const text = ` ${foldForSearch(normalizeWording(reading.question.message))} `;
    return {
      reply: historyReply(context.played ?? [], context.ensemble, periodIn(text, context.today)),
      picks: [],
      request: reading.request,
    };
  },
};
