import { introOf, nothingFound, picksOf, rankFor } from '../answering';
import { pickEnds } from '../fill';
import type { RepertoireRequest } from '../request';
import { selectVaried, type Constraints, type Scored } from '../scoring';
import { CLOSER_TAGS, OPENER_TAGS } from '../vocabulary';
import type { Intent } from './intent';

const NARROW = true;

/** "We need an opener and a closer": the strongest piece for each end (and middle pieces when a count asks). */
export const openerCloser: Intent = {
  name: 'opener and closer',
  applies: (reading) => reading.request.opener || reading.request.closer,
  answer(reading, context) {
    const { request } = reading;
    const { ranked, refused, levelNote, k } = rankFor(reading, context, NARROW);
    if (!ranked.length) return { reply: nothingFound(k, refused, levelNote), picks: [], request };
    const intro = introOf(context);

    // "5 ideas for an opener": choices for one role, not one opener and four pieces beside it
    const choices =
      request.opener !== request.closer &&
      (request.count ?? 0) > 1 &&
      /\b(ideas?|options?|choices|suggestions?|possibilities|openers|closers|candidates)\b/i.test(
        reading.question.message,
      );
    const roles = choices ? roleChoices(ranked, k, request) : rolesSet(ranked, k, request);
    if (!roles.length) return { reply: nothingFound(k, refused, levelNote), picks: [], request };
    return {
      reply: `${intro}, ${roles.map(({ role, scored }) => `${role === 'opener' ? 'to open' : role === 'closer' ? 'to close' : 'in between'}: ${scored.candidate.title}`).join('; ')}.${levelNote.map((note) => ` ${note}`).join('')}`,
      picks: picksOf(
        roles.map((r) => r.scored),
        k,
        (_, i) => ({ role: roles[i]!.role }),
      ),
      request,
    };
  },
};

/** "We need an opener and a closer" (and middle pieces when a count asks for more). */
function rolesSet(ranked: readonly Scored[], k: Constraints, request: RepertoireRequest) {
  // pieces of known length first; a library of charts without lengths still has an opener
  const known = ranked.filter((s) => s.candidate.duration != null);
  // a closer alone is chosen from every piece: none is set aside as an opener nobody asked for
  const set = pickEnds(known.length ? known : ranked, k, Number.POSITIVE_INFINITY, request.opener);
  // a middle piece has no role
  const roles: { role?: 'opener' | 'closer'; scored: Scored }[] = [];
  if (request.opener && set.opener) roles.push({ role: 'opener', scored: set.opener });
  const middleCount = Math.max(0, (request.count ?? 0) - Number(request.opener) - Number(request.closer));
  if (middleCount) {
    const ends = [set.opener, set.closer].filter((s): s is Scored => Boolean(s)).map((s) => s.candidate);
    for (const scored of selectVaried(
      ranked.filter((s) => s !== set.opener && s !== set.closer),
      middleCount,
      k,
      ends,
    ))
      roles.push({ scored });
  }
  if (request.closer && set.closer) roles.push({ role: 'closer', scored: set.closer });
  return roles;
}

/** Several choices for one role: the pieces whose character suits it best, varied. */
function roleChoices(ranked: readonly Scored[], k: Constraints, request: RepertoireRequest) {
  const role = request.opener ? 'opener' : 'closer';
  const suits = role === 'opener' ? OPENER_TAGS : CLOSER_TAGS;
  const fitting = ranked.filter((s) => s.candidate.tags.some((t) => suits.has(t)));
  return selectVaried(fitting.length ? fitting : ranked, request.count!, k).map(
    (scored) => ({ role, scored }) as const,
  );
}
