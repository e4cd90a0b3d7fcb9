import type { EnsembleType } from '@app/shared/contracts/ensembles';
import type { CatalogTag } from '../../catalog/catalog-vocabulary';

/** A range; either end may be open. Grades are 0.5–6, durations seconds. */
export interface Range {
  min?: number;
  max?: number;
}

/** What a director asked for, read from the message (and refined by follow-ups). */
export interface RepertoireRequest {
  /** An ensemble type the message names ("for strings"), when it differs from the chosen ensemble. */
  ensemble_type?: EnsembleType;
  /** Asked grade range; absent: within one grade of the ensemble's level. */
  grade?: Range;
  /** Duration of each piece, seconds. */
  duration?: Range;
  /** Total length of a set to fill, seconds. */
  total?: number;
  /** How many pieces. */
  count?: number;
  /** Character and style wanted (any of them). */
  tags: CatalogTag[];
  /** Character and style refused. */
  excluded_tags: CatalogTag[];
  /** Folded composer names wanted (any of them). */
  composers: string[];
  /** Folded composer names refused. */
  avoided_composers: string[];
  library_only: boolean;
  /** Asked for an opener and/or a closer. */
  opener: boolean;
  closer: boolean;
  /** Folded title of a work named as a model ("pieces like Shenandoah"). */
  like_title?: string;
  /** A composer may appear twice ("two Holst pieces", "repeats are fine"). */
  allow_repeat_composer: boolean;
  /** Pool keys never to recommend (named in "not X", or "something else" after a turn). */
  excluded_keys: string[];
  /** Only works on the Texas UIL Prescribed Music List; an asked grade is then the UIL's. */
  uil?: boolean;
}

import { foldForSearch } from '@app/shared/domain/search-text';
import { ENSEMBLE_WORDS, GRADE_WORDS, TAG_PHRASES } from './vocabulary';

export const emptyRequest = (): RepertoireRequest => ({
  tags: [],
  excluded_tags: [],
  composers: [],
  avoided_composers: [],
  library_only: false,
  opener: false,
  closer: false,
  allow_repeat_composer: false,
  excluded_keys: [],
});

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  single: 1,
  two: 2,
  couple: 2,
  pair: 2,
  three: 3,
  few: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
};
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6 };
const numberOf = (word: string): number | undefined => {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
};
const halfGrade = (v: number) => Math.min(6, Math.max(0.5, Math.round(v * 2) / 2));

/** Words after which a character, composer or title is refused, within the same clause. */
const NEGATION =
  /\b(no|not|without|avoid|avoiding|except|excluding|exclude|skip|nothing|none|dont|don t|never|other than|instead of|less)\b/;
const PIECE_WORDS =
  '(?:pieces?|works?|songs?|selections?|charts?|tunes?|numbers?|titles?|options?|ideas?|suggestions?|marches|ballads|chorales|overtures|carols|spirituals)';
const FILL_WORDS =
  /\b(fill|concert|program|programme|set|setlist|show|total|in all|altogether|half|recital|performance)\b/;

/** Clauses: negation reaches to the end of its clause ("no marches, but something fast"). */
const clausesOf = (raw: string) =>
  raw
    .split(/[,;.!?]|\bbut\b|\band also\b|\bplus\b/i)
    .map((part) => ` ${foldForSearch(part)} `)
    .filter((part) => part.trim());

function readGrade(text: string, request: RepertoireRequest) {
  // "grade 2", "grades 2-3", "grade 2 to 3", "grade 2.5", "grade III", "level 3", "2nd grade"? (school year, ignored)
  const range = text.match(
    /\b(?:grades?|level|difficulty)\s+(\d(?:\.5)?|i{1,3}|iv|vi?|one|two|three|four|five|six)(?:\s*(?:to|or|and|through|thru|\s)\s*(\d(?:\.5)?|i{1,3}|iv|vi?|two|three|four|five|six))?\b/,
  );
  if (range) {
    const value = (w: string | undefined) => (w === undefined ? undefined : (ROMAN[w] ?? numberOf(w)));
    const a = value(range[1]);
    const b = value(range[2]);
    if (a !== undefined && a >= 0.5 && a <= 6) {
      const low = halfGrade(Math.min(a, b ?? a));
      const high = halfGrade(Math.max(a, b ?? a));
      // "grade 2" means 2–2.5 on publishers' half-grade scales only when asked as "2+"; keep exact.
      request.grade = { min: low, max: text.includes(`${range[0]} plus`) ? Math.min(6, high + 0.5) : high };
      return;
    }
  }
  for (const [phrase, grades] of GRADE_WORDS) {
    if (text.includes(` ${phrase} `)) {
      request.grade = { ...grades };
      return;
    }
  }
}

/** "3 minutes", "3:30", "three and a half minutes", "an hour" → seconds. */
const DURATION =
  /\b(\d{1,3}(?:\.\d+)?|\d{1,2} \d{2}|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|sixty|an|a)(?: and a half)?[\s-]*(?:minutes?|mins?|min|m\b|hours?|hrs?|hr)\b|\b(\d{1,2}):(\d{2})\b/g;

function secondsOf(match: RegExpMatchArray | RegExpExecArray): number | undefined {
  if (match[2] !== undefined) return Number(match[2]) * 60 + Number(match[3]);
  const token = match[1]!;
  const unitIsHour = /\b(hours?|hrs?|hr)\b/.test(match[0]);
  const half = match[0].includes('and a half') ? 0.5 : 0;
  // foldForSearch turned "3:30" into "3 30"
  const spaced = token.match(/^(\d{1,2}) (\d{2})$/);
  if (spaced) return Number(spaced[1]) * 60 + Number(spaced[2]);
  const n = numberOf(token);
  if (n === undefined) return undefined;
  return Math.round((n + half) * (unitIsHour ? 3600 : 60));
}

function readDurations(raw: string, text: string, request: RepertoireRequest) {
  // The raw text keeps "3:30"; the folded one reads the words around it.
  const found: { seconds: number; before: string; after: string }[] = [];
  for (const match of raw.toLowerCase().matchAll(DURATION)) {
    const seconds = secondsOf(match);
    if (!seconds) continue;
    const at = match.index ?? 0;
    found.push({
      seconds,
      before: ` ${foldForSearch(raw.slice(Math.max(0, at - 40), at))} `,
      after: ` ${foldForSearch(raw.slice(at + match[0].length, at + match[0].length + 40))} `,
    });
  }
  for (let i = 0; i < found.length; i++) {
    const { seconds, before, after } = found[i]!;
    const next = found[i + 1];
    const isTotal =
      / (fill|fills|filling|total|totaling|totalling|whole|entire) /.test(before) ||
      FILL_WORDS.test(after.split(' ').slice(0, 4).join(' ')) ||
      (seconds >= 15 * 60 && !/ (each|per|apiece|piece|work) /.test(after.split(' ').slice(0, 3).join(' ')));
    if (isTotal) {
      request.total = seconds;
      continue;
    }
    // "between 3 and 5 minutes", "3 to 5 minutes", "3-5 minutes" (the first number has no unit)
    const rangeStart = before.match(/ (?:between )?(\d{1,2}(?:\.\d)?)\s*(?:and|to|or)?\s*$/);
    if (rangeStart && (/ (between|from) /.test(before) || /\d\s*(?:to|and|or)\s*$/.test(before.trim()))) {
      const low = Math.round(Number(rangeStart[1]) * 60);
      if (low < seconds) {
        request.duration = { min: low, max: seconds };
        continue;
      }
    }
    if (
      / (under|less than|shorter than|at most|no more than|no longer than|max|maximum|up to|within|below|not over|not more than) $/.test(
        before.replace(/ about $/, ' '),
      )
    ) {
      request.duration = { ...request.duration, max: seconds };
    } else if (/ (over|more than|longer than|at least|minimum|min|above|no less than|no shorter than) $/.test(before)) {
      request.duration = { ...request.duration, min: seconds };
    } else if (next && / (to|and|or) $/.test(after.slice(0, 6))) {
      request.duration = { min: seconds, max: next.seconds };
      i++;
    } else {
      // "about 3 minutes", "3 minutes": give or take a fifth
      const spread = Math.max(30, Math.round(seconds * 0.2));
      request.duration = { min: Math.max(30, seconds - spread), max: seconds + spread };
    }
  }
  if (!request.duration) {
    if (/ (short|shorter|brief|quick one|not too long|not long|too long) /.test(text)) request.duration = { max: 240 };
    else if (/ (long|longer|extended|substantial|major work) /.test(text) && !/ (not (too )?long|too long) /.test(text))
      request.duration = { min: 360 };
  }
}

function readCount(text: string, request: RepertoireRequest) {
  // "a grade 3 piece" names a grade, not a count
  const match = text.match(
    new RegExp(
      `(?<!\\b(?:grades?|level|difficulty|uil) )\\b(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|couple|pair|few)\\s+(?:(?:uil\\s+)?(?:grade|level)\\s+\\S+\\s+)?(?:(?:more|other|different|new|short|long|easy|fast|slow|lyrical|contrasting|good|great)\\s+){0,2}(?:of\\s+)?${PIECE_WORDS}\\b`,
    ),
  );
  if (match) {
    const n = numberOf(match[1]!);
    if (n && n >= 1 && n <= 20) request.count = n;
  }
}

/**
 * Reads a director's message into constraints. `composerNames` are folded composer names the
 * pool knows (so "no Sousa" and "something by Grainger" are understood), longest first.
 */
export function readRequest(message: string, composerNames: readonly string[]): RepertoireRequest {
  const request = emptyRequest();
  const text = ` ${foldForSearch(message)} `;
  readGrade(text, request);
  readDurations(message, text, request);
  readCount(text, request);

  for (const [phrase, type] of ENSEMBLE_WORDS) {
    if (text.includes(` ${phrase} `)) {
      request.ensemble_type = type;
      break;
    }
  }

  if (
    / (only|just|solely|exclusively) (from|in|out of) my (own )?(library|collection|shelf|music|files) | my library only | (from|in) my (own )?library /.test(
      text,
    )
  )
    request.library_only = true;
  if (/ (uil|u i l|prescribed music list|prescribed list|pml) /.test(text)) request.uil = true;
  if (/ (repeats? (is|are) (fine|ok|okay)|same composer (is|are)? ?(fine|ok|okay)|more than one by) /.test(text))
    request.allow_repeat_composer = true;

  for (const clause of clausesOf(message)) {
    const negated = NEGATION.test(clause);
    // Words before the negation in the same clause stay wanted ("lyrical, not slow").
    const negationAt = negated ? clause.search(NEGATION) : -1;
    for (const [phrase, tag] of TAG_PHRASES) {
      const at = clause.indexOf(` ${phrase} `);
      if (at < 0) continue;
      const list = negated && at >= negationAt ? request.excluded_tags : request.tags;
      if (!list.includes(tag)) list.push(tag);
    }
    for (const name of composerNames) {
      const at = clause.indexOf(` ${name} `);
      if (at < 0) continue;
      const list = negated && at >= negationAt ? request.avoided_composers : request.composers;
      if (!list.includes(name)) list.push(name);
    }
  }
  // Style words that name a period also name its composers (baroque ↔ bach); asked for by name wins.
  request.tags = request.tags.filter((t) => !request.excluded_tags.includes(t));
  if (request.tags.includes('opener')) request.opener = true;
  if (request.tags.includes('closer')) request.closer = true;
  if (request.opener || request.closer) request.tags = request.tags.filter((t) => t !== 'opener' && t !== 'closer');
  if (request.opener && request.closer && request.count === undefined && request.total === undefined) request.count = 2;

  const like = text.match(
    / (?:like|similar to|in the style of|reminiscent of|along the lines of|same vibe as|sounds like) (.+?) $/,
  );
  if (like) request.like_title = like[1]!.replace(/^(the piece |the song |the work )/, '').trim();
  return request;
}
