import { introOf, nothingFound, picksOf, rankFor } from '../answering';
import { pickEnds } from '../fill';
import type { RepertoireRequest } from '../request';
import { selectVaried, type Constraints, type Scored } from '../scoring';
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

    const roles = rolesSet(ranked, k, request);
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
