import { ensembleTypeWords } from '@app/shared/domain/ensemble-labels';
import { ERA_TAGS } from '../../catalog/catalog-vocabulary';
import { tagsIn, type Candidate } from './candidates';
import type { AssistantContext } from './provider';
import type { Reading } from './reading';
import type { ProviderPick, RepertoireRequest } from './request';
import {
  clock,
  ensembleText,
  gradeText,
  listText,
  possessive,
  rangeText,
  reasonFor,
  refusalNotes,
  tagWord,
  understoodText,
  type ReasonExtras,
} from './reply';
import { peopleText } from './people';
import { DEFAULT_ROTATION_YEARS } from '@app/shared/domain/rotation';
import { playedKeys } from './rotation';
import { byScore, constraintsFor, gradeFor, rankCandidates, type Constraints, type Scored } from './scoring';

/**
 * What every intent's answer starts from: the turn's constraints (the request with the ensemble's
 * level, the library switch and what is already shown) and the candidates ranked against them.
 */

/** How many of the closest lengths an answer chooses from when no piece lasts as long as asked. */
const CLOSEST_LENGTHS = 8;

/**
 * The pieces whose length is published, the nearest to the length asked first (a piece within it is
 * nearest); of equal distance, the better fit first.
 */
export function nearestLengths(list: readonly Scored[], { min, max }: NonNullable<Constraints['duration']>): Scored[] {
  const gap = (s: Scored) =>
    Math.max(0, (min ?? 0) - s.candidate.duration!, s.candidate.duration! - (max ?? Number.POSITIVE_INFINITY));
  return list.filter((s) => s.candidate.duration != null).sort((a, b) => gap(a) - gap(b) || byScore(a, b));
}

/** Picks when the request names no count. */
export const DEFAULT_COUNT = 5;

export const capitalised = (folded: string) => folded.replace(/\b\p{L}/gu, (ch) => ch.toUpperCase());

/** The constraints of a turn: a piece shown or excluded under one source is the same work under the other. */
export function constraintsOf(reading: Reading, context: AssistantContext): Constraints {
  const k = constraintsFor(reading.request, context.ensemble, {
    useLibraryOnly: context.useLibraryOnly,
    excludedKeys: context.excludedKeys,
    shownKeys: new Set(context.history.flatMap((t) => t.picks)),
    today: context.today,
  });
  const withTwins = (keys: ReadonlySet<string>) => {
    const all = new Set(keys);
    for (const key of keys) {
      const c = context.pool.byKey.get(key);
      for (const twin of c ? (context.pool.byIdentity.get(c.identity) ?? []) : []) all.add(twin.key);
    }
    return all;
  };
  const { played, rotationYears } = rotationOf(reading.request, context);
  return {
    ...k,
    nearKinds: reading.question.kind === 'followup',
    moodColoursKind: !reading.request.tags_of_picks,
    excludedKeys: withTwins(k.excludedKeys),
    shownKeys: withTwins(k.shownKeys),
    ...(played?.size ? { played, rotationYears, leftOutPlayed: new Map() } : {}),
  };
}

/**
 * What the rotation leaves out of this turn: what the ensemble played within the years the
 * request or the director's setting says, unless the director asked to include it.
 */
export function rotationOf(request: RepertoireRequest, context: AssistantContext) {
  const rotationYears = request.played_within_years ?? context.rotationYears ?? DEFAULT_ROTATION_YEARS;
  const played =
    context.played?.length && !request.include_played
      ? playedKeys(context.played, context.ensemble.id, rotationYears, context.today, context.pool)
      : undefined;
  return { played, rotationYears };
}

/** Equal fits are ordered differently each turn of a conversation, so "more" brings new ones. */
export const saltOf = (context: AssistantContext) => String(context.history.length);

/** "For Lakeview HS Symphonic Band (symphonic band, level 3½, 70 members)". */
export const introOf = (context: AssistantContext) => `For ${ensembleText(context.ensemble)}`;

/** The candidates ranked for a turn, with what the reply says about the level it kept to. */
export function rankFor(reading: Reading, context: AssistantContext, narrow = true) {
  // a follow-up that finds nothing is relaxed step by step by the embedded assistant (embedded.ts)
  const relaxLength = reading.question.kind === 'message' || Boolean(reading.relaxLength);
  const found = rankNearLevel(context.pool.all, constraintsOf(reading, context), saltOf(context), narrow, relaxLength);
  const levelNote = found.gradeMissed
    ? [
        `Nothing I know that fits is at grade ${rangeText(found.gradeMissed.min, found.gradeMissed.max, gradeText)}, so these are the nearest grades.`,
      ]
    : found.widened
      ? [widenedNote(found.k)]
      : found.stretched
        ? [stretchNote(found.k)]
        : [];
  if (found.lengthMissed) levelNote.push(lengthNote(found.lengthMissed, found.lengthUnknown));
  if (found.aboveLevel.length) levelNote.push(aboveLevelNote(found.k, found.aboveLevel));
  // no level and no grade asked: every grade was in play, and the director learns how to narrow it
  if (context.ensemble.level == null && !found.k.grade && !found.widened && !found.stretched)
    levelNote.push(
      `${context.ensemble.name} has no level set, so I kept to no grade: name one, or set its level, to narrow the picks.`,
    );
  // composers asked for by name and none of theirs fits: said, not silently replaced
  if (found.k.composers.length && !found.byComposer && found.ranked.length && !found.aboveLevel.length)
    levelNote.push(
      `I found nothing by ${listText(found.k.composers.map(capitalised)).replace(/ and ([^,]+)$/, ' or $1')} that fits, so these are other pieces.`,
    );
  // who wrote it, where it comes from, a period: asked and not met is said, with the closest fits
  if (found.k.people && !found.byPeople && found.ranked.length)
    levelNote.push(`I know nothing ${peopleText(found.k.people)} that fits, so these are the closest fits (none is).`);
  // only a period this message asks for: one carried from the last picks' character was never asked
  const eras = tagsIn(reading.question.message).filter((t) => found.k.tags.includes(t) && ERA_TAGS.has(t));
  if (eras.length && !found.narrowedByTags && found.ranked.length)
    levelNote.push(
      `I know no ${listText(eras.map(tagWord))} pieces that fit, so these are the closest fits from other periods.`,
    );
  return { ...found, levelNote };
}

export const picksOf = (
  scored: readonly Scored[],
  k: Constraints,
  reasonExtras?: (s: Scored, index: number) => ReasonExtras,
): ProviderPick[] =>
  scored.map((s, i) => ({
    key: s.candidate.key,
    title: s.candidate.title,
    composer: s.candidate.composer,
    arranger: s.candidate.arranger,
    reason: reasonFor(s, k, reasonExtras?.(s, i)),
  }));

export function nothingFound(
  k: Constraints,
  refused: ReadonlyMap<string, number>,
  levelNote: readonly string[] = [],
): string {
  const type = ensembleTypeWords(k.ensemble.type);
  const sources = k.libraryOnly ? 'your library' : 'your library or the catalogue';
  const lines = [
    `I found no ${type} ${understoodText(k).replace(/ from your library (only|and the catalogue)$/, '')} in ${sources}.`,
    ...levelNote,
  ];
  if (k.libraryOnly) lines.push('Turn off "Use my library only" to include the catalogue.');
  else if (k.grade || k.duration) lines.push('Try a wider grade range or length.');
  lines.push(...refusalNotes(refused, k));
  return lines.join(' ');
}

/**
 * The ranked candidates; when nothing is within a grade of the ensemble's level (the director named
 * no grade), the nearest grades instead, so a covered ensemble type never gets an empty answer.
 */
function rankNearLevel(
  all: readonly Candidate[],
  k: Constraints,
  salt: string,
  narrow: boolean,
  relaxLength = false,
): ReturnType<typeof rankCandidates> & {
  k: Constraints;
  widened: boolean;
  stretched: boolean;
  aboveLevel: Candidate[];
  /** The length each piece was asked to last when none does: the picks are the closest lengths. */
  lengthMissed?: NonNullable<Constraints['duration']>;
  /** With `lengthMissed`: no piece that fits the rest has a known length, so the picks have none. */
  lengthUnknown?: boolean;
  /** The grade asked when nothing is at it: the picks are the nearest grades. */
  gradeMissed?: NonNullable<Constraints['grade']>;
} {
  const first = rankCandidates(all, k, salt, narrow);
  const aboveLevel: Candidate[] = [];
  // "Elgar for strings" with nothing by Elgar at the ensemble's level: his works are named with their
  // grades and offered only when the director says a stretch is fine, never silently replaced
  if (k.composers.length && !first.byComposer && k.grade && !k.gradeAsked) {
    const wider: Constraints = { ...k, grade: undefined };
    const again = rankCandidates(all, wider, salt, narrow);
    if (again.byComposer) {
      if (k.stretchOk) return { ...again, k: wider, widened: false, stretched: true, aboveLevel };
      aboveLevel.push(...again.ranked.slice(0, 3).map((s) => s.candidate));
      return { ...first, ranked: [], unnarrowed: [], k, widened: false, stretched: false, aboveLevel };
    }
  }
  if (!first.ranked.length && k.duration && relaxLength) {
    // "about 40 minutes long" for strings: nothing lasts that long, so the closest lengths, said as such
    const wider: Constraints = { ...k, duration: undefined, durationVague: false };
    const again = rankNearLevel(all, wider, salt, narrow);
    if (again.ranked.length) {
      const window = k.duration;
      // the nearest lengths only (a handful, for variety), the best fits among them first
      const byGap = (list: Scored[]) => nearestLengths(list, window).slice(0, CLOSEST_LENGTHS).sort(byScore);
      const timed = byGap(again.ranked);
      if (timed.length) return { ...again, ranked: timed, unnarrowed: byGap(again.unnarrowed), lengthMissed: window };
      // what fits the rest has no known length at all: those, said so, rather than no piece
      const best = (list: Scored[]) => [...list].sort(byScore).slice(0, CLOSEST_LENGTHS);
      return {
        ...again,
        ranked: best(again.ranked),
        unnarrowed: best(again.unnarrowed),
        lengthMissed: window,
        lengthUnknown: true,
      };
    }
  }
  // a grade the director asked that nothing meets ("grade 0.5 pieces"): in a first message, the
  // nearest grades, said so (a follow-up lets go of what it carried step by step instead)
  if (first.ranked.length || !k.grade || (k.gradeAsked && !relaxLength))
    return { ...first, k, widened: false, stretched: false, aboveLevel };
  const wider: Constraints = { ...k, grade: undefined };
  const again = rankCandidates(all, wider, salt, narrow);
  if (!again.ranked.length) return { ...first, k, widened: false, stretched: false, aboveLevel };
  // the nearest grades only: a grade-3 piece for a grade-6 ensemble before any grade-2 one
  const target = k.gradeTarget ?? 3;
  const gapOf = (s: Scored) => Math.abs((gradeFor(s.candidate, k) ?? 0) - target);
  const nearest = Math.min(...again.ranked.map(gapOf));
  const near = (list: Scored[]) => list.filter((s) => gapOf(s) <= nearest + 0.5);
  return {
    ...again,
    ranked: near(again.ranked),
    unnarrowed: near(again.unnarrowed),
    k: wider,
    widened: true,
    stretched: false,
    aboveLevel,
    ...(k.gradeAsked ? { gradeMissed: k.grade } : {}),
  };
}

const stretchNote = (k: Constraints) =>
  `Nothing by ${listText(k.composers.map(capitalised))} is within a grade of ${possessive(k.ensemble.name)} level${k.ensemble.level != null ? ` (${gradeText(k.ensemble.level)})` : ''}, so these are a stretch: check their grades.`;

const aboveLevelNote = (k: Constraints, works: readonly Candidate[]) =>
  `What I know by ${listText(k.composers.map(capitalised)).replace(/ and ([^,]+)$/, ' or $1')} is above ${possessive(k.ensemble.name)} level${k.ensemble.level != null ? ` (${gradeText(k.ensemble.level)})` : ''}: ${listText(works.map((c) => `${c.title}${c.grade != null ? ` (grade ${gradeText(c.grade)})` : ''}`))}. Say "a stretch is fine" and I will suggest them.`;

const lengthNote = ({ min, max }: NonNullable<Constraints['duration']>, unknown = false) => {
  const asked =
    min != null && max != null && max > min
      ? `about ${clock(Math.round((min + max) / 2))} (${rangeText(min, max, clock)})`
      : rangeText(min, max, clock);
  return unknown
    ? `Nothing I know that fits lasts ${asked}: these fit the rest, but no page I have states their lengths, so time them before you plan.`
    : `Nothing I know that fits lasts ${asked}, so these are the closest lengths: check each one's time.`;
};

const widenedNote = (k: Constraints) =>
  `Nothing I know is within a grade of ${possessive(k.ensemble.name)} level${k.ensemble.level != null ? ` (${gradeText(k.ensemble.level)})` : ''}, so these are the nearest grades.`;
