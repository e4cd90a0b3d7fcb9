import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { introOf, nothingFound, picksOf, rankFor } from '../answering';
import { fillProgram } from '../fill';
import { clock, conditionsText, lengthlessNote, refusalNotes } from '../reply';
import type { Intent } from './intent';

// A concert of a given length takes the asked character as a preference: a "winter concert" is not only winter pieces.
const NARROW = false;

/** "Fill 20 minutes for the spring concert": a set in concert order that lands on the length, its total said. */
export const fillConcert: Intent = {
  name: 'fill a concert',
  applies: (reading) => Boolean(reading.request.total),
  answer(reading, context) {
    const { request } = reading;
    const { ranked, refused, levelNote, k } = rankFor(reading, context, NARROW);
    if (!ranked.length) return { reply: nothingFound(k, refused), picks: [], request };
    const intro = introOf(context);

    const set = fillProgram(ranked, request.total!, k);
    // with a length per piece too, the refusal notes already count them
    const lengthless = k.duration
      ? 0
      : ranked.filter((s) => s.candidate.duration == null && s.candidate.source === 'catalog').length;
    const minutes = Math.round(request.total! / 60);
    if (!set.pieces.length) return { reply: nothingFound(k, refused), picks: [], request };
    const order = `It opens with ${set.pieces[0]!.candidate.title} and closes with ${set.pieces.at(-1)!.candidate.title}.`;
    const summary = set.withinTolerance
      ? `This ${set.pieces.length}-piece set runs ${clock(set.total)} in total, within 5% of the ${minutes} minutes you asked for. ${order}`
      : `I could only make ${clock(set.total)} in total of the ${minutes} minutes you asked for: there is not enough ${ensembleTypeLabel(k.ensemble.type)} music ${conditionsText(k)} that fits without repeating a composer.${set.pieces.length > 1 ? ` ${order}` : ''}`;
    return {
      reply: [
        `${intro}:`,
        summary,
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
