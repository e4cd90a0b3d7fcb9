import { peopleText } from './people';
import { ensembleTypeWords } from '@app/shared/domain/ensemble-labels';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Candidate } from './candidates';
import { daysSincePerformed, type Constraints, type Scored } from './scoring';
import { DEFAULT_ROTATION_YEARS } from '@app/shared/domain/rotation';
import { leftOutNote } from './rotation';
import { sharedTags } from './similarity';

/** Plain sentences from the facts the recommender used: nothing here is invented. */

export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
/** "Concert Band's", "Treble Singers'". */
export const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

export const gradeText = (grade: number) => (Number.isInteger(grade) ? String(grade) : `${Math.floor(grade)}½`);
/** A distance between grades: "half a grade", "1 grade", "1½ grades". */
export const gradeGapText = (gap: number) =>
  gap === 0.5 ? 'half a grade' : gap === 1 ? '1 grade' : `${gradeText(gap)} grades`;
export const rangeText = (min?: number, max?: number, unit: (v: number) => string = String) =>
  min != null && max != null
    ? min === max
      ? unit(min)
      : `${unit(min)}–${unit(max)}`
    : min != null
      ? `at least ${unit(min)}`
      : `up to ${unit(max!)}`;

/** "A, B and C". */
export const listText = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const TAG_WORDS: Record<string, string> = {
  'a-cappella': 'a cappella',
  'bossa-nova': 'bossa nova',
  'jazz-waltz': 'jazz waltz',
};
export const tagWord = (tag: string) => TAG_WORDS[tag] ?? tag;

export interface ReasonExtras {
  role?: 'opener' | 'closer';
  like?: Candidate;
}

/**
 * Why one pick fits, in a sentence or two, from the constraints it met. The card prints its grade,
 * length, composer and listing above the reason, so the reason does not say them again.
 */
export function reasonFor(s: Scored, k: Constraints, extras: ReasonExtras = {}): string {
  const c = s.candidate;
  const fits: string[] = [];
  if (extras.like) {
    const shared = sharedTags(c, extras.like).map(tagWord);
    fits.push(
      shared.length
        ? `like ${extras.like.title}, it is ${listText(shared.slice(0, 3))}`
        : `close to ${extras.like.title} in grade and length`,
    );
  }
  if (extras.role === 'opener') fits.push('a bright way to open the concert');
  if (extras.role === 'closer') fits.push('a strong finish');
  if (s.matchedTags.length) fits.push(`the ${listText(s.matchedTags.map(tagWord))} character you asked for`);
  if (c.grade != null) {
    if (k.gradeAsked) fits.push('in the grade range you asked for');
    else if (k.ensemble.level != null) {
      const gap = c.grade - k.ensemble.level;
      fits.push(
        gap === 0
          ? `right at ${possessive(k.ensemble.name)} level`
          : gap < 0
            ? `a comfortable ${gradeGapText(-gap)} below ${possessive(k.ensemble.name)} level`
            : `a stretch ${gradeGapText(gap)} above ${possessive(k.ensemble.name)} level`,
      );
    }
  }
  if (k.duration && c.duration != null) fits.push('within the length you asked for');
  const days = daysSincePerformed(c, k.today);
  const source =
    c.source === 'library'
      ? days == null
        ? 'Already in your library, not yet performed.'
        : `In your library; last performed ${c.last_performed}.`
      : `From the catalogue${c.publisher ? ` (${c.publisher})` : ''}.`;
  const why = fits.length ? listText(fits) : `a good fit for ${k.ensemble.name}`;
  return `${why.charAt(0).toUpperCase()}${why.slice(1)}. ${source}`;
}

/** The conditions of a request as a phrase ("at grade 2 lasting 2:24–3:36 each from your library only"). */
function conditions(k: Constraints, withCharacter: boolean): string[] {
  const parts: string[] = [];
  if (withCharacter && k.tags.length) parts.push(listText(k.tags.map(tagWord)));
  if (k.uil) parts.push('on the UIL Prescribed Music List');
  if (k.grade)
    parts.push(
      `at ${k.uil ? 'UIL ' : ''}grade ${rangeText(k.grade.min, k.grade.max, gradeText)}${k.gradeAsked ? '' : ` (around ${possessive(k.ensemble.name)} level)`}`,
    );
  if (k.duration)
    parts.push(
      `lasting ${rangeText(k.duration.min, k.duration.max, clock)} each${k.durationVague ? ' where the length is known' : ''}`,
    );
  if (k.composers.length) parts.push(`by ${listText(k.composers.map(title))}`);
  if (k.people) parts.push(peopleText(k.people));
  if (k.avoidedComposers.length) parts.push(`avoiding ${listText(k.avoidedComposers.map(title))}`);
  if (k.excludedTags.size) parts.push(`with no ${listText([...k.excludedTags].map(tagWord))}`);
  parts.push(k.libraryOnly ? 'from your library only' : 'from your library and the catalogue');
  return parts;
}

/** The conditions, character first, after a phrase that already names the pieces ("5 pieces like X, …"). */
export const conditionsText = (k: Constraints) => conditions(k, true).join(' ');

/** What the assistant understood, as a phrase ("3 lyrical pieces at grade 2 … from your library only"). */
export function understoodText(k: Constraints, count?: number): string {
  const character = k.tags.length ? `${listText(k.tags.map(tagWord))} ` : '';
  const pieces = `${count ? `${count} ` : ''}${character}piece${count === 1 ? '' : 's'}`;
  return [pieces, ...conditions(k, false)].join(' ');
}

const title = (folded: string) => folded.replace(/\b\p{L}/gu, (ch) => ch.toUpperCase());

export const ensembleText = (e: Ensemble) =>
  `${e.name} (${ensembleTypeWords(e.type)}${e.level != null ? `, level ${gradeText(e.level)}` : ''}${e.size != null ? `, ${e.size} members` : ''})`;

/** Sentences about what was left out and why, when that explains a short answer. */
export function refusalNotes(refused: ReadonlyMap<string, number>, k: Constraints): string[] {
  const notes: string[] = [];
  const noGrade = refused.get('no_grade') ?? 0;
  const noDuration = refused.get('no_duration') ?? 0;
  const piecesHave = (n: number) => `${n} piece${n === 1 ? '' : 's'} in your library ${n === 1 ? 'has' : 'have'}`;
  const them = (n: number) => (n === 1 ? 'it' : 'them');
  if (k.grade && noGrade)
    notes.push(`${piecesHave(noGrade)} no grade, so I could not check ${them(noGrade)}; add grades to include them.`);
  if (k.duration && noDuration) notes.push(`${piecesHave(noDuration)} no duration, so I left ${them(noDuration)} out.`);
  const lengthless = refused.get('catalog_no_duration') ?? 0;
  if (k.duration && lengthless) notes.push(lengthlessNote(lengthless));
  if (k.leftOutPlayed?.size)
    notes.push(leftOutNote([...k.leftOutPlayed.values()], k.ensemble.name, k.rotationYears ?? DEFAULT_ROTATION_YEARS));
  return notes;
}

/** Catalogue works whose length no page states cannot be measured against a length. */
export const lengthlessNote = (n: number) =>
  `I left out ${n} catalogue work${n === 1 ? '' : 's'} whose length is not published (grade-only); ask without a length to see ${n === 1 ? 'it' : 'them'}.`;
