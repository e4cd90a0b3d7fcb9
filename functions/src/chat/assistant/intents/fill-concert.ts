import { ensembleTypeWords } from '@app/shared/domain/ensemble-labels';
import { introOf, nothingFound, picksOf, rankFor } from '../answering';
import { fillProgram } from '../fill';
import { clock, conditionsText, lengthlessNote, refusalNotes } from '../reply';
import type { RepertoireRequest } from '../request';
import { RELATED_TAGS } from '../vocabulary';
import type { Intent } from './intent';

// A concert of a given length takes the asked character as a preference (a "winter concert" is not only winter
// pieces), unless the pieces of that character fill it on their own.
const NARROW = false;

const RELAXATIONS: {
  apply: (r: RepertoireRequest) => RepertoireRequest | undefined;
  note: string;
  /** Whether the candidates rank otherwise after it (a repeated composer changes only the selection). */
  reranks: boolean;
  /** Only for a wish carried from an earlier turn: what this message asks is kept. */
  carried?: boolean;
}[] = [
  {
    apply: (r) => (r.duration_vague ? { ...r, duration: undefined, duration_vague: false } : undefined),
    note: 'Short pieces alone could not fill it, so the set includes longer ones.',
    reranks: true,
  },
  {
    apply: (r) => (r.people ? { ...r, people: undefined } : undefined),
    note: 'The composers asked for earlier could not fill it alone, so the set includes others.',
    reranks: true,
    carried: true,
  },

  {
    apply: (r) => (r.allow_repeat_composer ? undefined : { ...r, allow_repeat_composer: true }),
    note: 'One piece per composer could not fill it, so some composers appear twice.',
    reranks: false,
  },
];

/** "Fill 20 minutes for the spring concert": a set in concert order that lands on the length, its total said. */
export const fillConcert: Intent = {
  name: 'fill a concert',
  applies: (reading) => Boolean(reading.request.total),
  answer(asked, context) {
    let reading = asked;
    let { ranked, refused, levelNote, k } = rankFor(reading, context, NARROW);
    if (!ranked.length) return { reply: nothingFound(k, refused, levelNote), picks: [], request: reading.request };
    const intro = introOf(context);

    let set = fillProgram(ranked, reading.request.total!, k);
    // "patriotic stuff, about 45 minutes", "a christmas concert: 4 songs, 12 min": when the pieces of
    // the character asked fill the length on their own, the set keeps to them
    // on their own, or with their nearest kinds ("patriotic stuff": American pieces and marches too)
    if (k.tags.length) {
      const tags = reading.request.tags;
      const kin = [...new Set([...tags, ...tags.flatMap((t) => RELATED_TAGS[t] ?? [])])];
      for (const asked of kin.length > tags.length ? [tags, kin] : [tags]) {
        const narrowed = rankFor({ ...reading, request: { ...reading.request, tags: asked } }, context, true);
        if (!narrowed.narrowedByTags) continue;
        const own = fillProgram(narrowed.ranked, reading.request.total!, narrowed.k);
        if (own.withinTolerance && (!reading.request.count || own.pieces.length === reading.request.count)) {
          ({ ranked, refused, levelNote, k, set } = { ...narrowed, set: own });
          break;
        }
      }
    }
    // Wishes that are only wishes give way to the length asked for, each said: "shorter ones", then one
    // piece per composer.
    const gaveWay: string[] = [];
    for (const relax of RELAXATIONS) {
      if (set.withinTolerance) break;
      if (relax.carried && asked.question.kind !== 'followup') continue;
      const relaxed = relax.apply(reading.request);
      if (!relaxed) continue;
      const again = relax.reranks
        ? rankFor({ ...reading, request: relaxed }, context, NARROW)
        : { ranked, refused, levelNote, k: { ...k, allowRepeatComposer: true } };
      const other = fillProgram(again.ranked, relaxed.total!, again.k);
      if (Math.abs(other.total - relaxed.total!) >= Math.abs(set.total - relaxed.total!)) continue;
      ({ ranked, refused, levelNote, k } = again);
      reading = { ...reading, request: relaxed };
      set = other;
      gaveWay.push(relax.note);
    }
    const { request } = reading;
    // with a length per piece too, the refusal notes already count them
    const lengthless = k.duration
      ? 0
      : ranked.filter((s) => s.candidate.duration == null && s.candidate.source === 'catalog').length;
    const minutes = Math.round(request.total! / 60);
    if (!set.pieces.length) return { reply: nothingFound(k, refused, levelNote), picks: [], request };
    const order = `It opens with ${set.pieces[0]!.candidate.title} and closes with ${set.pieces.at(-1)!.candidate.title}.`;
    const summary = set.withinTolerance
      ? `This ${set.pieces.length}-piece set runs ${clock(set.total)} in total, within 5% of the ${minutes} minutes you asked for. ${order}`
      : `I could only make ${clock(set.total)} in total of the ${minutes} minutes you asked for: there is not enough ${ensembleTypeWords(k.ensemble.type)} music ${conditionsText(k)} that fits without repeating a composer.${set.pieces.length > 1 ? ` ${order}` : ''}`;
    return {
      reply: [
        `${intro}:`,
        summary,
        ...gaveWay,
        ...levelNote,
        ...refusalNotes(refused, k),
        ...(lengthless ? [lengthlessNote(lengthless)] : []),
      ]
        .join(' ')
        .trim(),
      picks: picksOf(set.pieces, k, (s) => ({
        role: s === set.opener ? 'opener' : s === set.closer ? 'closer' : undefined,
      })),
      request,
    };
  },
};
