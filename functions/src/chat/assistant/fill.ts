import type { Candidate } from './candidates';
import type { Constraints, Scored } from './scoring';
import { selectVaried, variedWindow, byScore } from './scoring';
import { firstWhere } from './sorted-search';

/** How far a filled set may be from the asked length, either way. */
export const FILL_TOLERANCE = 0.05;

/** How many of the best-ranked unused pieces the repair search draws from: choice enough, bounded work. */
const SEARCH_POOL = 60;
/** How many of the best-ranked pieces an opener and a closer are chosen from. */
const ENDS_POOL = 300;
/** Rounds of the repair search when the window cannot be reached (each brings the total nearer). */
const MAX_ROUNDS = 4;
/** What each repeated character costs a set, as in selectVaried: variety over a slightly better fit. */
const REPEAT_COST = 0.35;

export interface FilledSet {
  /** In concert order: opener, middle, closer. */
  pieces: Scored[];
  total: number;
  target: number;
  withinTolerance: boolean;
  opener?: Scored;
  closer?: Scored;
}

const energyOf = (c: Candidate) =>
  (c.tags.some((t) => t === 'energetic' || t === 'fast' || t === 'march' || t === 'fanfare') ? 1 : 0) -
  (c.tags.some((t) => t === 'lyrical' || t === 'slow' || t === 'ballad' || t === 'chorale' || t === 'hymn') ? 1 : 0);

const sum = (list: readonly Scored[]) => list.reduce((s, x) => s + (x.candidate.duration ?? 0), 0);

/** Characters that suit each end of a concert, strongest first. */
const ROLE_PRIORITY = {
  opener: ['opener', 'fanfare', 'overture', 'energetic', 'fast', 'march'],
  closer: ['closer', 'energetic', 'fast', 'march', 'patriotic', 'swing', 'latin', 'dance', 'medley'],
} as const;

const strengthOf = (c: Candidate, role: keyof typeof ROLE_PRIORITY) => {
  const order: readonly string[] = ROLE_PRIORITY[role];
  return c.tags.reduce(
    (sum, t) => (order.includes(t) ? sum + (order.length - order.indexOf(t)) / order.length : sum),
    0,
  );
};

/** What a piece's characters say of its place in a concert, worked out once per candidate (a fill weighs thousands). */
const traitsCache = new WeakMap<Candidate, { energy: number; opener: number; closer: number }>();
function traitsOf(c: Candidate) {
  let traits = traitsCache.get(c);
  if (!traits)
    traitsCache.set(
      c,
      (traits = { energy: energyOf(c), opener: strengthOf(c, 'opener'), closer: strengthOf(c, 'closer') }),
    );
  return traits;
}
const energy = (c: Candidate) => traitsOf(c).energy;
const roleStrength = (c: Candidate, role: keyof typeof ROLE_PRIORITY) => traitsOf(c)[role];

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
 * opener leaves. Without `withOpener` ("a good closer") only the closer is chosen, from every piece.
 */
export function pickEnds(
  ranked: readonly Scored[],
  k: Pick<Constraints, 'allowRepeatComposer'>,
  maxSeconds: number,
  withOpener = true,
): { opener?: Scored; closer?: Scored } {
  // the ends come from the best fits: a 10,000-piece library is not weighed whole for them
  const usable = ranked.slice(0, ENDS_POOL);
  const opener = withOpener ? bestFor('opener', usable, new Set(), maxSeconds) : undefined;
  const taken = new Set(opener && !k.allowRepeatComposer ? [opener.candidate.creator] : []);
  const closer = bestFor(
    'closer',
    // the same work from the library and the catalogue is one piece
    usable.filter((s) => s.candidate.identity !== opener?.candidate.identity),
    taken,
    maxSeconds - sum(opener ? [opener] : []),
  );
  return { opener, closer };
}

/**
 * A set for a concert of `target` seconds: opens and closes well, varies character, repeats no
 * composer (unless allowed), prefers the best-ranked pieces, and adds up to within 5% of the target
 * when the pieces allow it. It never runs over that window: when the window cannot be reached, the
 * set is the nearest it can make below it.
 */
export function fillProgram(ranked: readonly Scored[], target: number, k: Constraints): FilledSet {
  const upper = target * (1 + FILL_TOLERANCE);
  const usable = ranked.filter((s) => s.candidate.duration != null && s.candidate.duration <= upper);
  // The strongest ends first; when they leave a gap nothing fills (a short slot), shorter ends.
  let nearest: FilledSet | undefined;
  for (const longest of [upper, target / 2, target / 3]) {
    const ends = pickEnds(
      usable.filter((s) => s.candidate.duration! <= longest),
      k,
      upper,
    );
    const set = fillBetween(ends, usable, target, k);
    if (set.withinTolerance) return set;
    if (!nearest || set.total > nearest.total) nearest = set;
  }
  // A short list of known lengths (a quintet's repertoire): the strongest ends can rule out every set
  // that lands, so try every small set of them instead.
  const landing = usable.length <= EXHAUSTIVE_LIMIT ? bestLandingSet(usable, target, k) : undefined;
  if (landing) return fillBetween(pickEnds(landing, k, upper), landing, target, k);
  return nearest!;
}

/** Above this many usable pieces the greedy fill with its repair is left to do the work. */
const EXHAUSTIVE_LIMIT = 18;
const EXHAUSTIVE_SIZE = 5;

/** The best-scored set of up to EXHAUSTIVE_SIZE pieces, no composer twice unless allowed, whose total lands within 5% of `target`. */
function bestLandingSet(usable: readonly Scored[], target: number, k: Constraints): Scored[] | undefined {
  const lower = target * (1 - FILL_TOLERANCE);
  const upper = target * (1 + FILL_TOLERANCE);
  let best: Scored[] | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  const chosen: Scored[] = [];
  const visit = (from: number, total: number, value: number) => {
    if (total >= lower && value > bestValue) {
      best = [...chosen];
      bestValue = value;
    }
    if (chosen.length === EXHAUSTIVE_SIZE) return;
    for (let i = from; i < usable.length; i++) {
      const s = usable[i]!;
      const duration = s.candidate.duration!;
      if (total + duration > upper) continue;
      if (chosen.some((c) => c.candidate.identity === s.candidate.identity)) continue;
      if (!k.allowRepeatComposer && chosen.some((c) => c.candidate.creator === s.candidate.creator)) continue;
      chosen.push(s);
      visit(i + 1, total + duration, value + s.score);
      chosen.pop();
    }
  };
  visit(0, 0, 0);
  return best;
}

/** A set of `usable` pieces (none longer than the window) that opens and closes with the given ends. */
function fillBetween(
  { opener, closer }: { opener?: Scored; closer?: Scored },
  usable: readonly Scored[],
  target: number,
  k: Constraints,
): FilledSet {
  const upper = target * (1 + FILL_TOLERANCE);
  const lower = target * (1 - FILL_TOLERANCE);
  const ends = [opener, closer].filter((s): s is Scored => Boolean(s));
  let middle: Scored[] = [];
  const inSet = new Set<Scored>(ends);
  let total = sum(ends);

  // Greedy: the best varied piece that still fits, until the set is nearly the asked length.
  while (total < target * 0.97) {
    // only the best that still fit are chosen from: no need to look further down the list
    const fitting: Scored[] = [];
    for (const s of usable) {
      if (fitting.length === variedWindow(1)) break;
      if (!inSet.has(s) && total + s.candidate.duration! <= upper) fitting.push(s);
    }
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

  // Repair: greedy can stop short of the window (nothing left fits the gap); trade a few middle pieces.
  for (let round = 0; round < MAX_ROUNDS && total < lower; round++) {
    const move = bestMove({ ends, middle, usable, total, lower, upper, target, k });
    if (!move) break;
    middle = [...middle.filter((s) => !move.out.includes(s)), ...move.in];
    total = move.total;
  }

  // Concert order: alternate energy in the middle so two slow pieces do not sit together.
  const calm = middle.filter((s) => energy(s.candidate) <= 0).sort(byScore);
  const lively = middle.filter((s) => energy(s.candidate) > 0).sort(byScore);
  const ordered: Scored[] = [];
  while (calm.length || lively.length) {
    if (lively.length && (ordered.length % 2 === 1 || !calm.length)) ordered.push(lively.shift()!);
    else ordered.push(calm.shift()!);
  }
  const pieces = [...(opener ? [opener] : []), ...ordered, ...(closer ? [closer] : [])];
  return { pieces, total, target, withinTolerance: total >= lower && total <= upper, opener, closer };
}

interface Move {
  out: Scored[];
  in: Scored[];
  total: number;
  /** The set's worth after the move: its pieces' scores less what its repeated characters cost. */
  value: number;
}

/**
 * The best trade of up to two middle pieces for up to two unused ones (from the best-ranked
 * `SEARCH_POOL`) that lands the total in [lower, upper]: the one that leaves the set worth most, then
 * the one nearest the target. When no trade lands, the one that brings the total nearest the window
 * from below. Undefined when nothing improves the set. Pure and deterministic: ties keep the first found.
 */
function bestMove(at: {
  ends: readonly Scored[];
  middle: readonly Scored[];
  usable: readonly Scored[];
  total: number;
  lower: number;
  upper: number;
  target: number;
  k: Pick<Constraints, 'allowRepeatComposer'>;
}): Move | undefined {
  const { ends, middle, usable, total, lower, upper, target, k } = at;
  const set = [...ends, ...middle];
  const creators = new Map<string, number>();
  for (const s of set) creators.set(s.candidate.creator, (creators.get(s.candidate.creator) ?? 0) + 1);
  const tagCounts = new Map<string, number>();
  for (const s of set) for (const t of s.candidate.tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  const setValue = set.reduce((v, s) => v + s.score, 0);

  // The ends stay, so a piece by an end's composer or a work already in the set can never come in.
  const identities = new Set(set.map((s) => s.candidate.identity));
  const endCreators = new Set(ends.map((s) => s.candidate.creator));
  const pool: Scored[] = [];
  for (const s of usable) {
    if (pool.length >= SEARCH_POOL) break;
    if (identities.has(s.candidate.identity)) continue;
    if (!k.allowRepeatComposer && endCreators.has(s.candidate.creator)) continue;
    pool.push(s);
  }

  const outs: Scored[][] = [[]];
  middle.forEach((a, i) => {
    outs.push([a]);
    for (const b of middle.slice(i + 1)) outs.push([a, b]);
  });
  const ins: { pieces: Scored[]; seconds: number }[] = [];
  pool.forEach((a, i) => {
    ins.push({ pieces: [a], seconds: a.candidate.duration! });
    for (const b of pool.slice(i + 1)) {
      if (a.candidate.identity === b.candidate.identity) continue;
      if (!k.allowRepeatComposer && a.candidate.creator === b.candidate.creator) continue;
      ins.push({ pieces: [a, b], seconds: a.candidate.duration! + b.candidate.duration! });
    }
  });
  ins.sort((a, b) => a.seconds - b.seconds);

  /** Whether the pieces can come in once `out` has gone without repeating a composer. */
  const allowed = (out: readonly Scored[], incoming: readonly Scored[]) =>
    k.allowRepeatComposer ||
    incoming.every(
      (s) =>
        (creators.get(s.candidate.creator) ?? 0) ===
        out.filter((o) => o.candidate.creator === s.candidate.creator).length,
    );
  /** The set's worth after the trade; the tag counts are restored before it returns. */
  const valueAfter = (out: readonly Scored[], incoming: readonly Scored[]) => {
    let value = setValue;
    const shift = (s: Scored, by: 1 | -1) => {
      value += by * s.score;
      for (const t of s.candidate.tags) {
        const n = tagCounts.get(t) ?? 0;
        // a set with n pieces of one character pays for each pair of them: n·(n−1)/2
        value -= REPEAT_COST * (by === 1 ? n : -(n - 1));
        tagCounts.set(t, n + by);
      }
    };
    for (const s of out) shift(s, -1);
    for (const s of incoming) shift(s, 1);
    for (const s of incoming) for (const t of s.candidate.tags) tagCounts.set(t, tagCounts.get(t)! - 1);
    for (const s of out) for (const t of s.candidate.tags) tagCounts.set(t, tagCounts.get(t)! + 1);
    return value;
  };

  let best: Move | undefined;
  for (const out of outs) {
    const kept = total - sum(out);
    for (
      let i = firstWhere(ins, (trade) => kept + trade.seconds >= lower);
      i < ins.length && kept + ins[i]!.seconds <= upper;
      i++
    ) {
      const incoming = ins[i]!.pieces;
      if (!allowed(out, incoming)) continue;
      const move = { out, in: incoming, total: kept + ins[i]!.seconds, value: valueAfter(out, incoming) };
      if (
        !best ||
        move.value > best.value ||
        (move.value === best.value && Math.abs(move.total - target) < Math.abs(best.total - target))
      )
        best = move;
    }
  }
  if (best) return best;

  // Nothing lands: the trade that comes nearest the window from below, then the one worth most.
  for (const out of outs) {
    const kept = total - sum(out);
    for (let i = firstWhere(ins, (trade) => kept + trade.seconds > upper) - 1; i >= 0; i--) {
      const seconds = kept + ins[i]!.seconds;
      if (seconds <= total || (best && seconds < best.total)) break;
      const incoming = ins[i]!.pieces;
      if (!allowed(out, incoming)) continue;
      const move = { out, in: incoming, total: seconds, value: valueAfter(out, incoming) };
      if (!best || move.total > best.total || move.value > best.value) best = move;
    }
  }
  return best;
}
