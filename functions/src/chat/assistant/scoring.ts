import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ERA_TAGS, type CatalogTag } from '../../catalog/catalog-vocabulary';
import type { Candidate } from './candidates';
import { suitsEnsemble } from './candidates';
import type { Range, RepertoireRequest } from './request';
import { meetsPeople, type PeopleWanted } from './people';
import type { PlayedPiece } from './rotation';
import { firstWhere } from './sorted-search';
import { foldForSearch } from '@app/shared/domain/search-text';
import { CATALOG_TYPES_FOR, ENSEMBLE_WORDS, LIBRARY_TYPES_FOR, RELATED_TAGS } from './vocabulary';

/**
 * Pure scoring of candidates against a request: hard constraints first (a candidate that breaks
 * one is never recommended), then a fit score for ranking, then a varied selection.
 */

/** The constraints of one turn, with the ensemble's level filled in where the director was silent. */
export interface Constraints {
  ensemble: Ensemble;
  /** Hard grade bounds (asked, or the ensemble's level ± 1). */
  grade?: Range;
  /** Where the grade should be: the middle of the asked range, or the ensemble's level. */
  gradeTarget: number | null;
  gradeAsked: boolean;
  /** The director said a piece above the level is fine ("a stretch is fine"). */
  stretchOk: boolean;
  duration?: Range;
  /** The length was said in a word: a piece of unknown length is not refused, only ranked after. */
  durationVague: boolean;
  tags: CatalogTag[];
  excludedTags: ReadonlySet<CatalogTag>;
  composers: readonly string[];
  avoidedComposers: readonly string[];
  libraryOnly: boolean;
  /** Only works on the UIL list, graded on the UIL's scale. */
  uil: boolean;
  excludedKeys: ReadonlySet<string>;
  /** Pool keys shown earlier in the session: ranked lower, so a new answer brings new pieces. */
  shownKeys: ReadonlySet<string>;
  allowRepeatComposer: boolean;
  today: Date;
  /**
   * The characters were asked in words (not carried from the last picks' own): a mood asked with a
   * kind of music colours that kind ("more upbeat, fa la la type").
   */
  moodColoursKind?: boolean;
  /** Latin asked as the language sung: like a period, it qualifies the kind asked beside it. */
  latinText?: boolean;
  /**
   * Nothing of the character asked: keep to its nearest kinds (`RELATED_TAGS`) rather than the closest
   * fits of any kind. In a conversation, where the director has narrowed the music step by step.
   */
  nearKinds?: boolean;
  /** Scorings that suit a flexible ensemble best, from the family its name says ("Flex Band"); empty otherwise. */
  preferredTypes: readonly string[];
  /** Who wrote it and where it comes from: kept to when any candidate meets it, else said. */
  people?: PeopleWanted;
  /** What this ensemble played within the rotation's years, by pool key: not offered again. */
  played?: ReadonlyMap<string, PlayedPiece>;
  /** The rotation's years, for the reply. */
  rotationYears?: number;
  /** Filled while ranking: the played pieces that met every other constraint (the reply names them). */
  leftOutPlayed?: Map<string, PlayedPiece>;
}

/** The family a flexible ensemble's name says ("Jefferson Flex Band" → band music), as scorings. */
function preferredTypesOf(ensemble: Ensemble): readonly string[] {
  if (ensemble.type !== 'other') return [];
  const name = ` ${foldForSearch(ensemble.name)} `;
  const family = ENSEMBLE_WORDS.find(([phrase]) => name.includes(` ${phrase} `))?.[1];
  return family ? [...CATALOG_TYPES_FOR[family], ...LIBRARY_TYPES_FOR[family]] : [];
}

export function constraintsFor(
  request: RepertoireRequest,
  ensemble: Ensemble,
  extra: { useLibraryOnly: boolean; excludedKeys: ReadonlySet<string>; shownKeys: ReadonlySet<string>; today: Date },
): Constraints {
  const level = ensemble.level;
  // the ensemble's own level outranks words about it ("my high school choir"); those count only without one
  // ("advanced choir" for a level-4 choir agrees with it, and narrows the window to where they meet)
  const hint = request.grade_hint;
  const window = level != null ? { min: Math.max(0.5, level - 1), max: Math.min(6, level + 1) } : undefined;
  const agreeing =
    hint && window && level! >= (hint.min ?? 0) && level! <= (hint.max ?? 6)
      ? { min: Math.max(window.min, hint.min ?? 0), max: Math.min(window.max, hint.max ?? 6) }
      : undefined;
  const asked = request.grade ?? (level == null ? hint : agreeing);
  const grade = asked ?? window;
  const gradeTarget = asked ? ((asked.min ?? asked.max ?? 3) + (asked.max ?? asked.min ?? 3)) / 2 : level;
  return {
    ensemble,
    grade,
    gradeTarget,
    gradeAsked: Boolean(asked),
    stretchOk: Boolean(request.stretch_ok),
    duration: request.duration,
    durationVague: Boolean(request.duration_vague),
    tags: request.tags,
    ...(request.latin_text ? { latinText: true } : {}),
    excludedTags: new Set(request.excluded_tags),
    composers: request.composers,
    avoidedComposers: request.avoided_composers,
    libraryOnly: request.library_only || extra.useLibraryOnly,
    uil: Boolean(request.uil),
    excludedKeys: new Set([...extra.excludedKeys, ...request.excluded_keys]),
    shownKeys: extra.shownKeys,
    // "4 Sousa marches": a composer asked for by name may appear more than once
    allowRepeatComposer: request.allow_repeat_composer || request.composers.length > 0,
    today: extra.today,
    preferredTypes: preferredTypesOf(ensemble),
    ...(request.people ? { people: request.people } : {}),
  };
}

const inRange = (value: number, range: Range) =>
  (range.min == null || value >= range.min) && (range.max == null || value <= range.max);
export const mentions = (candidate: Candidate, folded: string) =>
  candidate.creator.includes(folded) ||
  (candidate.haystack.includes(` ${folded} `) && !candidate.folded_title.includes(folded));

/** The grade a request reads: the UIL's when it asks for the UIL list, else the work's own. */
export const gradeFor = (c: Candidate, k: Pick<Constraints, 'uil'>) => (k.uil ? (c.uil?.grade ?? null) : c.grade);

/** Why a candidate is refused, or null when it passes every hard constraint. */
export function refusal(c: Candidate, k: Constraints, suitsChecked = false): string | null {
  if (k.excludedKeys.has(c.key)) return 'excluded';
  if (k.libraryOnly && c.source !== 'library') return 'library_only';
  if (!suitsChecked && !suitsEnsemble(c, k.ensemble.type)) return 'ensemble_type';
  if (k.uil && !c.uil) return 'not_uil';
  if (k.grade) {
    const grade = gradeFor(c, k);
    if (grade == null) return 'no_grade';
    if (!inRange(grade, k.grade)) return 'grade';
  }
  if (k.duration) {
    if (c.duration == null) {
      if (!k.durationVague) return c.source === 'library' ? 'no_duration' : 'catalog_no_duration';
    } else if (!inRange(c.duration, k.duration)) return 'duration';
  }
  // loops, not callbacks: this runs for every candidate of every message
  if (k.excludedTags.size) for (const t of c.tags) if (k.excludedTags.has(t)) return 'character';
  for (const name of k.avoidedComposers) if (mentions(c, name)) return 'composer';
  // last: a piece refused for this alone is one the reply names as left out
  if (k.played?.has(c.key)) return 'played';
  return null;
}

/**
 * A piece the rotation left out that the answer would have offered: of the character and by the
 * composers asked, when they were (a march the band played is not worth naming to a request for a suite).
 */
const wouldBeOffered = (c: Candidate, k: Constraints) =>
  (!k.tags.length || c.tags.some((t) => k.tags.includes(t))) &&
  (!k.composers.length || k.composers.some((name) => mentions(c, name)));

const DAY = 24 * 60 * 60 * 1000;
/**
 * Days since the piece was last performed, or null. A program is finalized before its concert, so
 * a date still to come is a performance planned, not one given: it does not count.
 */
export function daysSincePerformed(c: Candidate, today: Date): number | null {
  if (!c.last_performed) return null;
  const days = Math.floor((today.getTime() - Date.parse(c.last_performed)) / DAY);
  return days >= 0 ? days : null;
}

export interface Scored {
  candidate: Candidate;
  score: number;
  /** Wanted tags it has. */
  matchedTags: readonly CatalogTag[];
}
const NO_TAGS: readonly CatalogTag[] = [];

/**
 * Best first; candidates that score alike by title, then creator, then pool key, so the same request
 * gives the same picks on every run (a library entry's id is random, and the pool's order follows it).
 */
export const byScore = (a: Scored, b: Scored) =>
  b.score - a.score ||
  textOrder(a.candidate.folded_title, b.candidate.folded_title) ||
  textOrder(a.candidate.creator, b.candidate.creator) ||
  textOrder(a.candidate.key, b.candidate.key);
const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Higher is better. Every part is explained by `reply.ts` from the same facts. */
export function fitScore(c: Candidate, k: Constraints): Scored {
  let score = 0;
  const grade = gradeFor(c, k);
  if (k.gradeTarget != null && grade != null) {
    const gap = Math.abs(grade - k.gradeTarget);
    // beyond 1½ grades the fit is nil, but nearer still ranks first (a level nothing matches)
    score += gap <= 1.5 ? 3 * (1 - gap / 1.5) : -0.2 * (gap - 1.5);
  } else if (grade == null) score -= 0.5;
  // on the UIL list, a piece whose publisher grades it as the UIL does is the surer fit
  if (k.uil && k.grade && c.grade != null && grade != null && !inRange(c.grade, k.grade)) score -= 1;
  if (c.duration == null && c.source === 'catalog') score -= 0.3; // a known length helps the director plan
  if (c.duration == null && k.durationVague) score -= 1; // "short": those known to be short first
  if (k.duration && c.duration != null) {
    const { min, max } = k.duration;
    const middle = min != null && max != null ? (min + max) / 2 : (min ?? max)!;
    // within a window ("about 3 minutes" is 2:24–3:36) the nearest to its middle fits best; a bound alone is a softer aim
    const reach = min != null && max != null ? Math.max(30, (max - min) / 2) : Math.max(60, middle);
    score += 2 * Math.max(0, 1 - Math.abs(c.duration - middle) / reach);
  }
  const matchedTags = k.tags.length ? k.tags.filter((t) => c.tags.includes(t)) : NO_TAGS;
  if (k.tags.length) score += 4 * (matchedTags.length / k.tags.length);
  if (k.composers.length && k.composers.some((name) => mentions(c, name))) score += 4;
  if (c.source === 'library') score += 0.6; // the director owns it already
  if (c.ensemble_types.length === 0) score -= 0.4; // a library entry that does not say what it is for
  // a flexible ensemble plays anything, but "Flex Band" plays band music first
  if (k.preferredTypes.length && c.ensemble_types.some((t) => k.preferredTypes.includes(t))) score += 1.5;
  const days = daysSincePerformed(c, k.today);
  if (days != null && days < 365) score -= 1.5;
  else if (days != null && days < 730) score -= 0.5;
  if (k.shownKeys.has(c.key)) score -= 2.5;
  return { candidate: c, score, matchedTags };
}

/**
 * FNV-1a of what each candidate is, worked out once per list: a message ranks thousands of candidates
 * that do not change. A catalogue work by its key; a library entry by its title, composer and
 * arranger, not its key, whose id is random: so equal fits order the same on every run.
 */
const keyHashes = new WeakMap<readonly Candidate[], Int32Array>();
function keyHashesOf(candidates: readonly Candidate[]): Int32Array {
  let hashes = keyHashes.get(candidates);
  if (!hashes) {
    hashes = Int32Array.from(candidates, (c) => {
      const key = c.source === 'catalog' ? c.key : `library:${c.identity}`;
      let h = 2166136261;
      for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
      return h;
    });
    keyHashes.set(candidates, hashes);
  }
  return hashes;
}
/** A stable pseudo-random tie-break per candidate (its key's hash) and salt, so equal fits are not always alphabetical. */
function jitter(keyHash: number, salt: string): number {
  let h = keyHash;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 16777619);
  return ((h >>> 0) % 1000) / 10000;
}

/** Suitable candidates by grade (ascending), worked out once per list: a message reads only its grades. */
interface GradeIndex {
  graded: Candidate[];
  grades: Float64Array;
  ungraded: Candidate[];
}
const gradeIndexes = new WeakMap<readonly Candidate[], GradeIndex>();
function gradeIndexOf(candidates: readonly Candidate[]): GradeIndex {
  let index = gradeIndexes.get(candidates);
  if (!index) {
    const graded = candidates.filter((c) => c.grade != null).sort((a, b) => a.grade! - b.grade!);
    index = {
      graded,
      grades: Float64Array.from(graded, (c) => c.grade!),
      ungraded: candidates.filter((c) => c.grade == null),
    };
    gradeIndexes.set(candidates, index);
  }
  return index;
}
/** The candidates of a pool scored for an ensemble type, worked out once per pool and type (a message ranks only these). */
const suitableCache = new WeakMap<readonly Candidate[], Map<string, readonly Candidate[]>>();
function suitableFor(all: readonly Candidate[], type: Ensemble['type']): readonly Candidate[] {
  let byType = suitableCache.get(all);
  if (!byType) suitableCache.set(all, (byType = new Map()));
  let suitable = byType.get(type);
  if (!suitable) byType.set(type, (suitable = all.filter((c) => suitsEnsemble(c, type))));
  return suitable;
}

/**
 * Every candidate that passes the hard constraints, scored. When character or composers were asked
 * for and some candidates have them, only those are kept (`narrowed` says whether that happened).
 */
export function rankCandidates(
  all: readonly Candidate[],
  k: Constraints,
  salt = '',
  narrow = true,
): {
  ranked: Scored[];
  refused: Map<string, number>;
  narrowedByTags: boolean;
  /** Nothing had the character asked: the nearest kinds of it the ranked candidates have instead (else empty). */
  related: CatalogTag[];
  /**
   * Every passing candidate, before narrowing by character or composer, in no order: sorting them
   * all is left to the rare answer that tops a short list up from them.
   */
  unnarrowed: Scored[];
  /** Whether composers were asked for and some of theirs passed. */
  byComposer: boolean;
  /** Whether people or a place were asked for and some candidates meet them. */
  byPeople: boolean;
} {
  const refused = new Map<string, number>();
  const passing: Scored[] = [];
  const suitable = suitableFor(all, k.ensemble.type);
  if (all.length > suitable.length) refused.set('ensemble_type', all.length - suitable.length);
  const consider = (list: readonly Candidate[], from: number, to: number) => {
    const hashes = keyHashesOf(list);
    for (let i = from; i < to; i++) {
      const c = list[i]!;
      const why = refusal(c, k, true);
      if (why) {
        refused.set(why, (refused.get(why) ?? 0) + 1);
        if (why === 'played' && wouldBeOffered(c, k)) k.leftOutPlayed?.set(c.key, k.played!.get(c.key)!);
        continue;
      }
      const scored = fitScore(c, k);
      scored.score += jitter(hashes[i]!, salt);
      passing.push(scored);
    }
  };
  if (k.grade && !k.uil) {
    // only the graded candidates within the grades asked are looked at; those without a grade are
    // refused one by one, as the reply counts them
    const index = gradeIndexOf(suitable);
    const min = k.grade.min ?? Number.NEGATIVE_INFINITY;
    const max = k.grade.max ?? Number.POSITIVE_INFINITY;
    const from = firstWhere(index.grades, (grade) => grade >= min);
    const to = firstWhere(index.grades, (grade) => grade > max);
    const outside = index.graded.length - Math.max(0, to - from);
    if (outside) refused.set('grade', outside);
    consider(index.graded, from, to);
    consider(index.ungraded, 0, index.ungraded.length);
  } else consider(suitable, 0, suitable.length);
  let ranked = passing;
  // who wrote it and where it comes from: those that meet it, when any does (else the reply says so)
  let byPeople = false;
  if (k.people) {
    const theirs = passing.filter((s) => meetsPeople(s.candidate, k.people!));
    if (theirs.length) {
      ranked = theirs;
      byPeople = true;
    }
  }
  let narrowedByTags = false;
  let related: CatalogTag[] = [];
  if (narrow && k.tags.length) {
    // "more upbeat, fa la la type", "a slow swing", "a lyrical march": a mood asked with a kind of
    // music (a genre, a period, a season, a cappella) colours that kind, it is no other kind of its
    // own: the pieces of the kind (those of the mood too, when any is), when any piece is of the kind
    const kinds = k.tags.filter((t) => !MOODS.has(t));
    const ofKind =
      k.moodColoursKind && kinds.length && kinds.length < k.tags.length
        ? ranked.filter((s) => s.candidate.tags.some((t) => kinds.includes(t)))
        : [];
    const ofKindAndMood = ofKind.filter((s) => s.candidate.tags.some((t) => MOODS.has(t) && k.tags.includes(t)));
    // "a Romantic-era overture": a period asked with a kind is the kind's period, when any piece is both
    // (a composer asked for by name says the period already)
    // (and Latin sung: "a sacred piece in Latin")
    const qualifies = (t: CatalogTag) => ERA_TAGS.has(t) || (k.latinText === true && t === 'latin');
    const qualifiers = k.composers.length ? [] : k.tags.filter(qualifies);
    const otherKinds = kinds.filter((t) => !qualifies(t));
    const ofQualifiedKind =
      qualifiers.length && otherKinds.length
        ? ranked.filter(
            (s) =>
              s.candidate.tags.some((t) => qualifiers.includes(t)) &&
              s.candidate.tags.some((t) => otherKinds.includes(t)),
          )
        : [];
    const withTags = ofQualifiedKind.length
      ? ofQualifiedKind
      : ofKindAndMood.length
        ? ofKindAndMood
        : ofKind.length
          ? ofKind
          : ranked.filter((s) => s.matchedTags.length > 0);
    if (withTags.length) {
      ranked = withTags;
      narrowedByTags = true;
    } else if (k.nearKinds && !k.composers.length) {
      // nothing of the character asked: the nearest kinds of it, when any is to be had (a composer
      // asked for by name comes first: theirs are the closest fits)
      const near = [...new Set(k.tags.flatMap((t) => RELATED_TAGS[t] ?? []))].filter(
        (t) => !k.tags.includes(t) && !k.excludedTags.has(t),
      );
      const withNear = near.length ? ranked.filter((s) => s.candidate.tags.some((t) => near.includes(t))) : [];
      if (withNear.length) {
        ranked = withNear;
        related = near;
      }
    }
  }
  let byComposer = false;
  if (k.composers.length) {
    const theirs = ranked.filter((s) => k.composers.some((name) => mentions(s.candidate, name)));
    if (theirs.length) {
      ranked = theirs;
      byComposer = true;
    }
  }
  ranked.sort(byScore);
  return { ranked, refused, narrowedByTags, related, unnarrowed: passing, byComposer, byPeople };
}

/** Characters that are a mood, not a kind of music ("upbeat", "slow"): they colour a kind asked beside them. */
const MOODS: ReadonlySet<CatalogTag> = new Set(['energetic', 'fast', 'slow', 'lyrical', 'humorous']);

/** How many of the best-ranked candidates `selectVaried` chooses `count` from. */
export const variedWindow = (count: number) => Math.max(60, count * 12);

/**
 * Picks `count` from the ranked list, varied: never the same piece (or tune) twice, never a composer twice
 * (unless allowed), and a character already picked counts against the next pick.
 */
export function selectVaried(
  ranked: readonly Scored[],
  count: number,
  k: Pick<Constraints, 'allowRepeatComposer'>,
  already: readonly Candidate[] = [],
): Scored[] {
  const chosen: Scored[] = [];
  const creators = new Set(already.map((c) => c.creator));
  const identities = new Set(already.map((c) => c.identity));
  // two arrangements of one tune ("Loch Lomond" twice) are one piece to a director
  const titles = new Set(already.map((c) => c.folded_title));
  const tagCounts = new Map<CatalogTag, number>();
  for (const c of already) for (const t of c.tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  const window = ranked.slice(0, variedWindow(count));
  while (chosen.length < count) {
    let best: Scored | undefined;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const s of window) {
      const c = s.candidate;
      if (identities.has(c.identity) || titles.has(c.folded_title)) continue;
      if (!k.allowRepeatComposer && creators.has(c.creator)) continue;
      const repeats = c.tags.reduce((sum, t) => sum + (tagCounts.get(t) ?? 0), 0);
      const value = s.score - 0.35 * repeats;
      if (value > bestValue) {
        bestValue = value;
        best = s;
      }
    }
    if (!best) break;
    chosen.push(best);
    creators.add(best.candidate.creator);
    identities.add(best.candidate.identity);
    titles.add(best.candidate.folded_title);
    for (const t of best.candidate.tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  }
  return chosen;
}
