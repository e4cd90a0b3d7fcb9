import { DEFAULT_COUNT, introOf, nothingFound, picksOf, rankFor } from '../answering';
import { conditionsText, listText, tagWord } from '../reply';
import { selectVaried, byScore } from '../scoring';
import { likeness as likenessOf } from '../similarity';
import type { Intent } from './intent';

const NARROW = true;

/** "Pieces like Shenandoah": the nearest in character, grade, length and era, never the model itself. */
export const likeness: Intent = {
  name: 'likeness',
  applies: (reading) => Boolean(reading.like),
  answer(reading, context) {
    const { request } = reading;
    const { ranked, refused, levelNote, k } = rankFor(reading, context, NARROW);
    if (!ranked.length) return { reply: nothingFound(k, refused, levelNote), picks: [], request };
    const intro = introOf(context);

    const like = reading.like!;
    const scores = likenessOf(
      like,
      ranked.map((s) => s.candidate),
    );
    const named = ` ${request.like_title ?? ''} `;
    const alike = ranked.filter(
      // neither the model nor a work the director's words name ("Barber's Adagio for Strings")
      (s) => scores.has(s.candidate.key) && !named.includes(` ${s.candidate.folded_title} `),
    );
    // pieces that share a character with the model first: "like Shenandoah" keeps to lyrical settings
    const sharing = alike.filter((s) => s.candidate.tags.some((t) => like.tags.includes(t)));
    const similar = (sharing.length ? sharing : alike)
      .map((s) => ({ ...s, score: s.score + 6 * scores.get(s.candidate.key)! }))
      .sort(byScore);
    const chosen = selectVaried(similar, request.count ?? DEFAULT_COUNT, k);
    if (!chosen.length) return { reply: nothingFound(k, refused, levelNote), picks: [], request };
    const traits = [like.grade != null ? `grade ${like.grade}` : null, ...like.tags.slice(0, 3).map(tagWord)].filter(
      Boolean,
    );
    return {
      reply: `${intro}, here ${chosen.length === 1 ? 'is 1 piece' : `are ${chosen.length} pieces`} like ${like.title}${traits.length ? ` (${listText(traits as string[])})` : ''}, ${conditionsText(k)}: ${listText(chosen.map((s) => s.candidate.title))}.${levelNote.map((note) => ` ${note}`).join('')}`,
      picks: picksOf(chosen, k, () => ({ like })),
      request,
    };
  },
};
