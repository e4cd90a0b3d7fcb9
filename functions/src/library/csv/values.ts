import { isGrade } from '@app/shared/contracts/library';
import { ensembleTypes, type EnsembleType } from '@app/shared/contracts/ensembles';
import { ensembleTypeLabel, ensembleTypeTitle } from '@app/shared/domain/ensemble-labels';
import { ENSEMBLE_TYPE_WORDS } from '@app/shared/domain/ensemble-words';
import type { DurationUnit } from './columns';

/**
 * Cell text → entry values. Each parser takes the cell as the file wrote it; a blank cell is
 * `{ ok: true, value: null }` (or `[]` for tags); a value it cannot read is `{ ok: false,
 * message }`, a sentence that quotes the cell (the row parser adds the column).
 */
export type ValueResult<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): ValueResult<T> => ({ ok: true, value });
const fail = <T>(message: string): ValueResult<T> => ({ ok: false, message });

/** The cell as quoted in a message: long values are shortened (the message only). */
const quote = (text: string) => `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;

// ---------------------------------------------------------------------------------------------
// Grades

/**
 * Words → grade. Our own table, in the spirit of publishers' word scales (J.W. Pepper, Alfred);
 * publishers do not agree exactly, which is why the words are also kept in `difficulty_text`.
 * Matched after lower-casing, with `.`, `-`, `_` as spaces and "med"/"adv"/"diff" spelled out.
 */
export const GRADE_WORDS: Readonly<Record<string, number>> = {
  'very beginning': 0.5,
  beginning: 1,
  beginner: 1,
  'very easy': 1,
  easy: 2,
  'medium easy': 2.5,
  medium: 3,
  'medium advanced': 4,
  'medium difficult': 4,
  advanced: 5,
  difficult: 5,
  'very advanced': 6,
  'very difficult': 6,
  professional: 6,
};

const ROMAN: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6 };

const plainNumber = /^\d+(?:[.,]\d+)?$/;

/** One grade: 3, 3.5, 3,5 (decimal comma), III, 3+ (= 3.5), Medium Easy. NaN when none. */
function gradeToken(token: string): number {
  const t = token.trim().toLowerCase();
  if (plainNumber.test(t)) return Number(t.replace(',', '.'));
  const plus = /^(\d+|[ivx]+)\s*\+$/.exec(t);
  if (plus) return gradeToken(plus[1]!) + 0.5;
  if (t in ROMAN) return ROMAN[t]!;
  const words = t
    .replace(/[._-]+/g, ' ')
    .replace(/\bmed\b/g, 'medium')
    .replace(/\badv\b/g, 'advanced')
    .replace(/\bdiff\b/g, 'difficult')
    .replace(/\s+/g, ' ')
    .trim();
  return GRADE_WORDS[words] ?? NaN;
}

const gradeHint =
  'write a grade from 0.5 to 6 in steps of 0.5 (3, 3.5, Grade 3), a roman numeral (I–VI), a range (2-3) or a word such as Medium Easy';

export interface ParsedGrade {
  difficulty: number;
  /** The cell as written, or null when it was a plain number ("3", "3.5"). */
  difficulty_text: string | null;
}

/**
 * A grade cell → `{ difficulty, difficulty_text }`. Accepted: `3`, `3.5`, `3,5`, `Grade 3`,
 * `Gr. 3`, `Level 3`, `III` (I–VI), `3+` (half a grade up), the words of `GRADE_WORDS`, and ranges
 * `2-3`, `2 – 3`, `2 to 3`, `II-III` (the middle, rounded half up to the 0.5 grid: 2-3 → 2.5,
 * 1-2.5 → 2). `difficulty_text` keeps what the file said unless it was a plain number, so a
 * plain number written back reads back the same.
 */
export function parseGrade(cell: string): ValueResult<ParsedGrade | null> {
  const text = cell.trim();
  if (!text) return ok(null);
  const body = text.replace(/^(?:grade|gr|level|lvl)(?![a-z])\.?\s*:?\s*/i, '');
  let grade = gradeToken(body);
  const range = Number.isNaN(grade) ? /^(.+?)\s*(?:-|–|—|\bto\b)\s*(.+)$/i.exec(body) : null;
  if (range) {
    const low = gradeToken(range[1]!);
    const high = gradeToken(range[2]!);
    if (!isGrade(low) || !isGrade(high) || low > high) {
      return fail(`${quote(text)} is not a grade: ${gradeHint}`);
    }
    grade = Math.round(low + high) / 2;
  }
  if (Number.isNaN(grade)) return fail(`${quote(text)} is not a grade: ${gradeHint}`);
  if (!isGrade(grade)) return fail(`${quote(text)} is not a grade: grades go from 0.5 to 6 in steps of 0.5`);
  return ok({ difficulty: grade, difficulty_text: plainNumber.test(text) ? null : text });
}

/** 3 → "3", 3.5 → "3.5". */
export const formatGrade = (grade: number): string => String(grade);

// ---------------------------------------------------------------------------------------------
// Durations

const unitSeconds: readonly [RegExp, number][] = [
  [/^(?:h|hr|hrs|hours?)$/, 3600],
  [/^(?:m|min|mins|minutes?|['′’])$/, 60],
  [/^(?:s|sec|secs|seconds?|["″”]|'')$/, 1],
];

const durationHint = 'write minutes:seconds (5:30), seconds (330) or 5 min 30 s';

/**
 * A duration cell → seconds. Accepted: `5:30` (m:ss, minutes may pass 59: `75:00`), `0:05:30`
 * (h:mm:ss), `330` (a bare number: seconds, or minutes when the column says so, see
 * `matchColumn`), `5'30"`, `5' 30''`, `5 min 30 s`, `5m30s`, `5 minutes`, `5.5 min` (decimal
 * minutes, rounded to the second), `1 h 5 min`; a leading "approx.", "ca.", "c." or "~" is
 * dropped; a trailing "min" after m:ss is allowed.
 */
export function parseDuration(cell: string, unit: DurationUnit = 'seconds'): ValueResult<number | null> {
  const text = cell.trim();
  if (!text) return ok(null);
  const body = text
    .replace(/^(?:approx(?:imately)?\.?|ca\.?|c\.|circa|about|~)\s*/i, '')
    .replace(/,(?=\d)/g, '.')
    .trim();

  const clock = /^(\d+):([0-5]\d)(?::([0-5]\d))?(?:\s*(?:min|mins|minutes)\.?)?$/i.exec(body);
  if (clock) {
    const [a, b, c] = [Number(clock[1]), Number(clock[2]), clock[3] === undefined ? undefined : Number(clock[3])];
    return ok(c === undefined ? a * 60 + b : a * 3600 + b * 60 + c);
  }
  if (/^\d+(?:\.\d+)?$/.test(body)) {
    const n = Number(body);
    if (unit === 'minutes') return ok(Math.round(n * 60));
    if (Number.isInteger(n)) return ok(n);
    return fail(
      `${quote(text)} is not a whole number of seconds: write ${Math.floor(n)}:${String(Math.round((n % 1) * 60)).padStart(2, '0')} or ${n} min`,
    );
  }

  // number-unit pairs, each unit at most once and in the order h, m, s
  const pair = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s|''|['′’"″”])\.?\s*/iy;
  let total = 0;
  let lastUnit = -1;
  let pos = 0;
  while (pos < body.length) {
    pair.lastIndex = pos;
    const m = pair.exec(body);
    if (!m) return fail(`${quote(text)} is not a duration: ${durationHint}`);
    const unitIndex = unitSeconds.findIndex(([re]) => re.test(m[2]!.toLowerCase()));
    if (unitIndex <= lastUnit) return fail(`${quote(text)} is not a duration: ${durationHint}`);
    lastUnit = unitIndex;
    total += Number(m[1]) * unitSeconds[unitIndex]![1];
    pos = pair.lastIndex;
  }
  if (lastUnit === -1) return fail(`${quote(text)} is not a duration: ${durationHint}`);
  return ok(Math.round(total));
}

// ---------------------------------------------------------------------------------------------
// Tags

/**
 * A tags cell → tags: split on `;`, `,`, `|` or line breaks ("march; holiday", "march, holiday").
 * A tag that itself holds one of those is written in double quotes, with `""` for a quote inside
 * (`formatTags` does this), so tags survive a round trip. Blank tags are dropped; lower-casing and
 * removing repeats is left to the entry schema.
 */
export function parseTags(cell: string): string[] {
  const tags: string[] = [];
  let current = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]!;
    if (quoted) {
      if (c === '"' && cell[i + 1] === '"') {
        current += '"';
        i++;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"' && atStart) {
      quoted = true;
      atStart = false;
      current = '';
    } else if (/[;,|\r\n]/.test(c)) {
      tags.push(current);
      current = '';
      atStart = true;
    } else {
      current += c;
      if (c.trim()) atStart = false;
    }
  }
  tags.push(current);
  return tags.map((t) => t.trim()).filter(Boolean);
}

/** Tags → one cell, read back by `parseTags`: "march; holiday". */
export function formatTags(tags: readonly string[]): string {
  return tags.map((tag) => (/[;,|"\r\n]/.test(tag) ? `"${tag.replaceAll('"', '""')}"` : tag)).join('; ');
}

// ---------------------------------------------------------------------------------------------
// Ensemble types

/**
 * Words → ensemble type (after lower-casing, removing accents and apostrophes, `_`, hyphens, dashes, `/` and `.` as
 * spaces): the list the assistant reads too (`@app/shared/domain/ensemble-words`). Every key of
 * `ensembleTypes` is accepted too, with spaces or underscores, so labels such as "Concert Band"
 * and "Tenor Bass Choir" read back. Choir voicings name the choir: SATB/SAB → mixed,
 * SA/SSA/SSAA → treble, TB/TTB/TTBB → tenor-bass. A name ending in duo, trio, quartet… is a
 * chamber ensemble.
 */
export const ENSEMBLE_WORDS: Readonly<Record<string, EnsembleType>> = Object.fromEntries(
  ENSEMBLE_TYPE_WORDS.map(({ words, type }) => [words.replaceAll("'", ''), type]),
);

const normalizeWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[_\-‐–—/.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const ensembleIndex = new Map<string, EnsembleType>([
  ...ensembleTypes.map((type) => [ensembleTypeLabel(type), type] as const),
  ...Object.entries(ENSEMBLE_WORDS),
]);

/** "Concert Band" for concert_band: what the export writes. */
export const ensembleTypeName = (type: EnsembleType): string => ensembleTypeTitle(type);

/** Shortened words of ensemble names: "String Orch.", "Jazz Ens.", "Perc. Ens.", "Sym. Band". */
const ENSEMBLE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  ens: 'ensemble',
  ensem: 'ensemble',
  orch: 'orchestra',
  sym: 'symphonic',
  symph: 'symphonic',
  perc: 'percussion',
  str: 'string',
  chr: 'choir',
  mxd: 'mixed',
};

/** Words of a choir's voicing that name its family ("3-part treble", "4-part men's"). */
const VOICE_FAMILY_WORDS: Readonly<Record<string, 'treble_choir' | 'mixed_choir' | 'tenor_bass_choir'>> = {
  treble: 'treble_choir',
  upper: 'treble_choir',
  womens: 'treble_choir',
  women: 'treble_choir',
  female: 'treble_choir',
  childrens: 'treble_choir',
  children: 'treble_choir',
  mixed: 'mixed_choir',
  mens: 'tenor_bass_choir',
  men: 'tenor_bass_choir',
  male: 'tenor_bass_choir',
  lower: 'tenor_bass_choir',
  tenor: 'tenor_bass_choir',
  bass: 'tenor_bass_choir',
};

/** Words beside a voicing that do not change the choir: "SATB divisi", "SSA a cappella", "TTBB w/ piano". */
const VOICING_FILLERS = new Set([
  ...['choir', 'chorus', 'chorale', 'choral', 'voice', 'voices', 'part', 'parts', 'equal'],
  ...['div', 'divisi', 'a', 'cappella', 'capella', 'acappella', 'unaccompanied', 'accompanied'],
  ...['with', 'w', 'and', '+', '&', 'opt', 'optional', 'acc', 'accomp', 'accompaniment'],
  ...['piano', 'pno', 'organ', 'guitar', 'solo', 'soli', 'soloist', 'soloists', 'descant'],
]);

const PART_COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8 };

/**
 * A choir's voicing → its ensemble type: letters S A T B (SATB, SAB, SSAATTBB → mixed; SA, SSA,
 * SSAA → treble; TB, TTB, TTBB → tenor-bass), or "N-part" with a family word ("3-part treble",
 * "4-part mixed"; "2-part" alone is treble, 3 parts or more mixed), with words that leave the
 * choir as it is ("divisi", "a cappella", "w/ piano"). Null when a word is none of these.
 */
function voicingType(words: readonly string[]): EnsembleType | null {
  let high = false;
  let low = false;
  let parts = 0;
  const families = new Set<EnsembleType>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (/^[satb]{2,}$/.test(word)) {
      high ||= /[sa]/.test(word);
      low ||= /[tb]/.test(word);
    } else if (/^\d$/.test(word) || word in PART_COUNTS) {
      if (words[i + 1] !== 'part' && words[i + 1] !== 'parts') return null;
      parts = PART_COUNTS[word] ?? Number(word);
    } else if (/^\dpart$/.test(word)) {
      parts = Number(word[0]);
    } else if (word in VOICE_FAMILY_WORDS) {
      families.add(VOICE_FAMILY_WORDS[word]!);
    } else if (!VOICING_FILLERS.has(word)) {
      return null;
    }
  }
  if (high || low) return high && low ? 'mixed_choir' : high ? 'treble_choir' : 'tenor_bass_choir';
  if (families.size === 1) return [...families][0]!;
  if (families.size > 1) return 'mixed_choir';
  if (parts >= 3) return 'mixed_choir';
  if (parts === 2) return 'treble_choir';
  return null;
}

/** Words → a type: a name of one ("Concert Band", "Wind Ens.", "Brass Quintet") or a choir's voicing. */
function typeOfWords(text: string): EnsembleType | null {
  const words = normalizeWords(text.replace(/\+/g, ' + '))
    .split(' ')
    .map((word) => ENSEMBLE_ABBREVIATIONS[word] ?? word);
  const phrase = words.join(' ');
  return (
    ensembleIndex.get(phrase) ??
    (/\b(duo|duet|trio|quartet|quintet|sextet|septet|octet|nonet)$/.test(phrase) ? 'chamber_ensemble' : null) ??
    voicingType(words)
  );
}

/** The family of a type: a bracketed voicing or name may make the words before it precise, within one family. */
const familyOf = (type: EnsembleType) =>
  type.endsWith('_choir')
    ? 'choir'
    : type.endsWith('_band') || type === 'wind_ensemble'
      ? 'band'
      : type.endsWith('_orchestra')
        ? 'orchestra'
        : type;

const BRACKETED = /[([{]([^()[\]{}]*)[)\]}]/g;
/** Where a cell's parts meet: a comma, semicolon, colon, or a dash with spaces around it. */
const PART_BREAK = /\s*[,;:]\s*|\s+[-–—]\s+/;

const typesIn = (parts: readonly string[]) => [
  ...new Set(
    parts
      .flatMap((part) => part.split(PART_BREAK))
      .map((part) => part.trim())
      .filter(Boolean)
      .map(typeOfWords)
      .filter((type): type is EnsembleType => type !== null),
  ),
];

/**
 * A cell of several parts: words and a voicing or name in brackets ("3-part treble (SSA)",
 * "Choir [SATB]", "Chamber Singers (SATB)"), or parts after a colon, comma or dash ("3-part treble:
 * SSA", "SATB, piano", "Concert Band – Grade 3"). Parts that name no type ("Grade 3", "Chamber
 * Singers") are left aside; those that do must agree, except that the bracketed one makes the words
 * before it precise within their family ("Choir (SSA)" is a treble choir, "Orchestra (strings)" a
 * string orchestra). Null when no part names a type, or they name different ones.
 */
function typeOfParts(text: string): EnsembleType | null {
  const inside = [...text.matchAll(BRACKETED)].map((match) => match[1]!);
  const outside = typesIn([text.replace(BRACKETED, ',')]);
  const bracketed = typesIn(inside);
  if (outside.length > 1 || bracketed.length > 1) return null;
  const [before, within] = [outside[0], bracketed[0]];
  if (!within) return before ?? null;
  if (!before || before === within) return within;
  return familyOf(before) === familyOf(within) ? within : null;
}

/**
 * An ensemble cell → its type: an ensemble's name ("Concert Band", "Wind Ens.", "String Orch.",
 * "Jazz Ens.", "Women's Choir", "Brass Quintet") or a choir's voicing ("SATB", "SSA", "TTBB",
 * "3-part treble", "SATB divisi"), also named in brackets or after other words ("3-part treble
 * (SSA)", "Voicing: SSA"). A value it cannot place is a problem quoting the cell.
 */
export function parseEnsembleType(cell: string): ValueResult<EnsembleType | null> {
  const text = cell.trim();
  if (!text) return ok(null);
  const type = typeOfWords(text) ?? typeOfParts(text);
  if (type) return ok(type);
  return fail(
    `${quote(text)} is not an ensemble type we know: write a voicing (SATB, SSA, TTBB) or one of ${ensembleTypes.map(ensembleTypeName).join(', ')}, or leave it empty`,
  );
}

// ---------------------------------------------------------------------------------------------
// Arrangers

/** A leading "arr.", "Arr:", "arranged by", "arr. by", "arrangement by" or "transcribed by". */
const ARRANGER_PREFIX =
  /^(?:arr(?:anged|angement)?(?![a-z])\.?(?:\s*by(?![a-z]))?|transcribed\s+by(?![a-z]))\s*[:\-–]?\s*/i;

/** An arranger cell without the "arr." its file wrote before the name ("Arr. Rollo Dilworth" → "Rollo Dilworth"). */
export function parseArranger(cell: string): string {
  const text = cell.trim();
  const name = text.replace(ARRANGER_PREFIX, '');
  return name || text;
}

// ---------------------------------------------------------------------------------------------
// Years

/** A year cell → the year: 4 digits, optionally after "c.", "ca.", "circa" or "©". */
export function parseYear(cell: string): ValueResult<number | null> {
  const text = cell.trim();
  if (!text) return ok(null);
  const m = /^(?:(?:c|ca|circa)\.?\s*|©\s*|\(c\)\s*)?(\d{4})$/i.exec(text);
  if (!m) return fail(`${quote(text)} is not a year: write 4 digits (1897)`);
  return ok(Number(m[1]));
}
