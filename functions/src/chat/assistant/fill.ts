import type { Candidate } from './candidates';
import type { Constraints, Scored } from './scoring';
import { selectVaried } from './scoring';

/** How far a filled set may be from the asked length. */
export const FILL_TOLERANCE = 0.1;

export interface FilledSet {
  /** In concert order: opener, middle, closer. */
  pieces: Scored[];
  total: number;
  target: number;
  withinTolerance: boolean;
  opener?: Scored;
  closer?: Scored;
}

const energy = (c: Candidate) =>
  (c.tags.some((t) => t === 'energetic' || t === 'fast' || t === 'march' || t === 'fanfare') ? 1 : 0) -
  (c.tags.some((t) => t === 'lyrical' || t === 'slow' || t === 'ballad' || t === 'chorale' || t === 'hymn') ? 1 : 0);

const sum = (list: readonly Scored[]) => list.reduce((s, x) => s + (x.candidate.duration ?? 0), 0);

/** Characters that suit each end of a concert, strongest first. */
const ROLE_PRIORITY = {
  opener: ['opener', 'fanfare', 'overture', 'energetic', 'fast', 'march'],
  closer: ['closer', 'energetic', 'fast', 'march', 'patriotic', 'swing', 'latin', 'dance', 'medley'],
} as const;

const roleStrength = (c: Candidate, role: keyof typeof ROLE_PRIORITY) => {
  const order: readonly string[] = ROLE_PRIORITY[role];
  return c.tags.reduce(
    (sum, t) => (order.includes(t) ? sum + (order.length - order.indexOf(t)) / order.length : sum),
    0,
  );
};

/** The best opener or closer: the strongest character for that end, then the best fit. */
function bestFor(
  role: keyof typeof ROLE_PRIORITY,
  ranked: readonly Scored[],
  takenCreators: ReadonlySet<string>,
  maxSeconds: number,
) {
  let best: Scored | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const s of ranked) {
    if (takenCreators.has(s.candidate.creator) || (s.candidate.duration ?? Infinity) > maxSeconds) continue;
    const value = 3 * roleStrength(s.candidate, role) + s.score + 0.5 * energy(s.candidate);
    if (value > bestValue) {
      bestValue = value;
      best = s;
    }
  }
  return best;
}

/**
 * The opener and the closer of a set from `usable` pieces (each no longer than `maxSeconds`): the
 * closer never by the opener's composer unless repeats are allowed, and no longer than what the
 * opener leaves.
 */
export function pickEnds(
  usable: readonly Scored[],
  k: Pick<Constraints, 'allowRepeatComposer'>,
  maxSeconds: number,
): { opener?: Scored; closer?: Scored } {
  const opener = bestFor('opener', usable, new Set(), maxSeconds);
  const taken = new Set(opener && !k.allowRepeatComposer ? [opener.candidate.creator] : []);
  const closer = bestFor(
    'closer',
    usable.filter((s) => s !== opener),
    taken,
    maxSeconds - sum(opener ? [opener] : []),
  );
  return { opener, closer };
}

/**
 * A set for a concert of `target` seconds: opens and closes well, varies character, repeats no
 * composer (unless allowed), and adds up to within 10% of the target when the pieces allow it.
 */
export function fillProgram(ranked: readonly Scored[], target: number, k: Constraints): FilledSet {
  const upper = target * (1 + FILL_TOLERANCE);
  const lower = target * (1 - FILL_TOLERANCE);
  const usable = ranked.filter((s) => s.candidate.duration != null && s.candidate.duration <= upper);
  const { opener, closer } = pickEnds(usable, k, upper);
  const ends = [opener, closer].filter((s): s is Scored => Boolean(s));
  const middle: Scored[] = [];
  const inSet = new Set<Scored>(ends);
  let total = sum(ends);

  // Greedy: the best varied piece that still fits, until the set reaches the target.
  const remaining = () => usable.filter((s) => !inSet.has(s));
  while (total < target * 0.97) {
    const fitting = remaining().filter((s) => total + s.candidate.duration! <= upper);
    const [next] = selectVaried(
      fitting,
      1,
      k,
      [...ends, ...middle].map((s) => s.candidate),
    );
    if (!next) break;
    middle.push(next);
    inSet.add(next);
    total += next.candidate.duration!;
  }

  // Repair: swap one middle piece for an unused one when that lands the total inside the window.
  if (total < lower || total > upper) {
    const used = new Set([...ends, ...middle].map((s) => s.candidate.creator));
    outer: for (const out of [...middle].reverse()) {
      for (const candidate of remaining()) {
        if (
          !k.allowRepeatComposer &&
          used.has(candidate.candidate.creator) &&
          candidate.candidate.creator !== out.candidate.creator
        )
          continue;
        const next = total - out.candidate.duration! + candidate.candidate.duration!;
        if (next >= lower && next <= upper) {
          middle[middle.indexOf(out)] = candidate;
          inSet.delete(out);
          inSet.add(candidate);
          total = next;
          break outer;
        }
      }
    }
  }

  // Concert order: alternate energy in the middle so two slow pieces do not sit together.
  const calm = middle.filter((s) => energy(s.candidate) <= 0).sort((a, b) => b.score - a.score);
  const lively = middle.filter((s) => energy(s.candidate) > 0).sort((a, b) => b.score - a.score);
  const ordered: Scored[] = [];
  while (calm.length || lively.length) {
    if (lively.length && (ordered.length % 2 === 1 || !calm.length)) ordered.push(lively.shift()!);
    else ordered.push(calm.shift()!);
  }
  const pieces = [...(opener ? [opener] : []), ...ordered, ...(closer ? [closer] : [])];
  return { pieces, total, target, withinTolerance: total >= lower && total <= upper, opener, closer };
}
