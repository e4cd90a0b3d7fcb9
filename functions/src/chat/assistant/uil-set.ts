import { uilEventOf } from '@app/shared/domain/uil-contest';
import type { Candidate } from './candidates';
import { byScore, type Constraints, type Scored } from './scoring';

const isChoirEvent = (k: Constraints) => ['931', '933', '935'].includes(uilEventOf(k.ensemble.type)?.code ?? '');
const aCappella = (c: Candidate) => c.tags.includes('a-cappella') || /a cappella/i.test(c.uil?.specification ?? '');

/**
 * A UIL Concert and Sight-Reading set for a choir holds at least one a cappella selection (the
 * UIL's choir performance requirements): when the chosen pieces hold none, the best-scored a
 * cappella piece takes the last place; either way the note names the one. Other events' rules are the
 * selection's own (one piece per composer) or not stated on a UIL page (docs/planning-memory.md).
 */
export function withUilRequirements(
  chosen: Scored[],
  /** Every candidate that meets the hard constraints, before narrowing by character (in no order). */
  passing: readonly Scored[],
  k: Constraints,
): { chosen: Scored[]; note?: string } {
  if (!k.uil || !isChoirEvent(k) || chosen.length < 2) return { chosen };
  const sung = chosen.find((s) => aCappella(s.candidate));
  if (sung) return { chosen, note: `${sung.candidate.title} is a cappella, as the UIL asks of at least one.` };
  const unaccompanied = passing
    .filter((s) => aCappella(s.candidate) && !chosen.some((c) => c.candidate.identity === s.candidate.identity))
    .sort(byScore)[0];
  if (!unaccompanied) return { chosen, note: 'None of these is a cappella, and the UIL asks for at least one.' };
  return {
    chosen: [...chosen.slice(0, -1), unaccompanied],
    note: `The UIL asks a choir for at least one a cappella selection, so ${unaccompanied.candidate.title} is one.`,
  };
}
