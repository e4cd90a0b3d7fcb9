import { DEFAULT_COUNT, introOf, nearestLengths, nothingFound, picksOf, rankFor } from '../answering';
import { listText, refusalNotes, tagWord, understoodText } from '../reply';
import { selectVaried, byScore } from '../scoring';
import { withUilRequirements } from '../uil-set';
import type { Intent } from './intent';

const NARROW = true;

/** Pieces that meet every condition asked, varied, the best fits first: what any other request gets. */
export const recommendPieces: Intent = {
  name: 'recommend pieces',
  applies: () => true,
  answer(reading, context) {
    const { request } = reading;
    const { ranked, refused, levelNote, k, narrowedByTags, related, unnarrowed } = rankFor(reading, context, NARROW);
    if (!ranked.length) return { reply: nothingFound(k, refused, levelNote), picks: [], request };
    const intro = introOf(context);
    const chosen = selectVaried(ranked, request.count ?? DEFAULT_COUNT, k);
    const notes: string[] = [];
    const nearest = related.filter((t) => chosen.some((s) => s.candidate.tags.includes(t)));
    if (k.tags.length && !narrowedByTags)
      notes.push(
        nearest.length
          ? `Nothing matched ${listText(k.tags.map(tagWord))}, so these are the nearest kind: ${listText(nearest.map(tagWord)).replace(/ and ([^,]+)$/, ' or $1')}.`
          : `Nothing matched ${listText(k.tags.map(tagWord))}, so these are the closest fits.`,
      );
    // "4 pieces of movie music" and only 1 is: the other 3 are the closest fits, said so; a count
    // carried from an earlier turn ("a ballad" after "3 charts") is not worth pieces of another character
    const matching = chosen.length;
    // (when nothing had the character asked, the nearest kinds are a fallback already: topped up either way)
    const wanted = request.count ?? DEFAULT_COUNT;
    if (
      request.count &&
      chosen.length < wanted &&
      ((reading.said.count && narrowedByTags) || (!narrowedByTags && related.length))
    ) {
      chosen.push(
        ...selectVaried(
          unnarrowed.filter((s) => !chosen.includes(s)).sort(byScore),
          wanted - chosen.length,
          k,
          chosen.map((s) => s.candidate),
        ),
      );
      if (chosen.length > matching)
        notes.push(
          `Only ${matching} ${matching === 1 ? 'is' : 'are'} ${listText((narrowedByTags ? k.tags : nearest).map(tagWord))}; the other ${chosen.length - matching} ${chosen.length - matching === 1 ? 'is the closest fit' : 'are the closest fits'}.`,
        );
    }
    // "3 pieces ~5 min each" and only 2 composers have one: a composer twice before a length not asked
    // (one piece per composer is a wish; the length was asked), said so
    if (reading.said.count && request.count && chosen.length < request.count && !k.allowRepeatComposer) {
      const more = selectVaried(
        ranked.filter((s) => !chosen.includes(s)),
        request.count - chosen.length,
        { allowRepeatComposer: true },
        chosen.map((s) => s.candidate),
      );
      if (more.length) {
        notes.push(
          `One piece per composer could not make ${request.count}, so ${listText([...new Set(more.map((s) => s.candidate.composer ?? s.candidate.title))])} ${more.length === 1 ? 'appears' : 'appear'} twice.`,
        );
        chosen.push(...more);
      }
    }
    // "3 contrasting pieces, each under 6 min" and only 1 is: the others are the closest lengths, said so
    // (a count carried from an earlier turn is not worth pieces outside the length: "shorter ones")
    if (reading.said.count && request.count && chosen.length < request.count && k.duration) {
      const wider = rankFor(
        { ...reading, request: { ...request, duration: undefined, duration_vague: false } },
        context,
        NARROW,
      );
      const nearest = nearestLengths(wider.ranked, k.duration).filter(
        (s) => !chosen.some((c) => c.candidate.identity === s.candidate.identity),
      );
      const more = selectVaried(
        nearest.slice(0, 12),
        request.count - chosen.length,
        k,
        chosen.map((s) => s.candidate),
      );
      if (more.length) {
        notes.push(
          `Only ${chosen.length} ${chosen.length === 1 ? 'is' : 'are'} within the length asked; the other ${more.length} ${more.length === 1 ? 'is the closest length' : 'are the closest lengths'} I know: check ${more.length === 1 ? 'its' : 'their'} time.`,
        );
        chosen.push(...more);
      }
    }
    if (request.count && chosen.length < request.count)
      notes.push(`Only ${chosen.length} fit${chosen.length === 1 ? 's' : ''} every condition.`);
    const contest = withUilRequirements(chosen, unnarrowed, k);
    if (contest.note) notes.push(contest.note);
    chosen.splice(0, chosen.length, ...contest.chosen);
    const fromLibrary = chosen.filter((s) => s.candidate.source === 'library').length;
    return {
      reply: [
        `${intro}, I looked for ${understoodText(k, request.count)}.`,
        `Here ${chosen.length === 1 ? 'is 1 piece' : `are ${chosen.length} pieces`}: ${listText(chosen.map((s) => s.candidate.title))}.`,
        fromLibrary
          ? `${fromLibrary === chosen.length ? (fromLibrary === 1 ? 'It is' : 'All are') : `${fromLibrary} ${fromLibrary === 1 ? 'is' : 'are'}`} already in your library.`
          : '',
        ...notes,
        ...levelNote,
        ...refusalNotes(refused, k),
      ]
        .filter(Boolean)
        .join(' '),
      picks: picksOf(chosen, k),
      request,
    };
  },
};
