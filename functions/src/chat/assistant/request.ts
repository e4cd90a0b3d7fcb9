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
  /**
   * A level said of the ensemble itself ("my high school choir"): the ensemble's own level wins, and
   * this counts only for an ensemble whose level is not set.
   */
  grade_hint?: Range;
  /** Duration of each piece, seconds. */
  duration?: Range;
  /**
   * The length was said in a word ("short", "a long work"), not a number: a piece whose length no
   * page states may still be offered, after those known to fit.
   */
  duration_vague?: boolean;
  /** Total length of a set to fill, seconds. */
  total?: number;
  /** How many pieces (at most MAX_COUNT are proposed at once). */
  count?: number;
  /** The length is the last picks' moved ("shorter", "longer"), not one the director named. */
  duration_moved?: boolean;
  /** With `duration_moved`: the length the director named before it moved, if any. */
  duration_asked?: Range;
  /** The grade is the last picks' moved ("easier", "harder"), not one the director named. */
  grade_moved?: boolean;
  /** A count beyond MAX_COUNT as the director asked it ("list 150 pieces"), so the reply can say so. */
  count_asked?: number;
  /** Character and style wanted (any of them). */
  tags: CatalogTag[];
  /** The characters are the last picks' own ("shorter" after picks of no character asked), not the director's words. */
  tags_of_picks?: boolean;
  /** "in Latin", "Latin text": the language sung, which qualifies the kind asked beside it ("a sacred piece in Latin"). */
  latin_text?: boolean;
  /** Character and style refused. */
  excluded_tags: CatalogTag[];
  /** Folded composer names wanted (any of them). */
  composers: string[];
  /** Folded composer names refused. */
  avoided_composers: string[];
  library_only: boolean;
  /** The library was asked about ("what's in my library for them?"), not kept to: later turns look beyond it. */
  library_question?: boolean;
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
  /** "a stretch is fine", "hard is fine": a composer asked for by name may be above the ensemble's level. */
  stretch_ok?: boolean;
  /** An answer for several ensembles: each one's request and picks, so a follow-up can change one part. */
  parts?: EnsemblePartAnswer[];
  /** Who wrote it and where it comes from ("a woman composer", "a living British composer", "an Irish tune"). */
  people?: PeopleWanted;
  /** A structured set: one piece per place, in order ("an opener, a ballad and a closer"). */
  slots?: Slot[];
  /** "include what we've played": the rotation leaves nothing out. */
  include_played?: boolean;
  /** "what haven't we played in 3 years": the rotation's years for this request. */
  played_within_years?: number;
}

/**
 * A proposed piece: `key` from the pool when the provider knows it, else title/composer/arranger to
 * look up. Here beside the request, which keeps an answer's picks for each ensemble (`parts`):
 * `provider.ts` reads this file, never the other way.
 */
export interface ProviderPick {
  key?: string;
  title?: string;
  composer?: string | null;
  arranger?: string | null;
  reason: string;
  /** The ensemble it is for, when one answer serves several of the director's ensembles. */
  ensemble_id?: number;
}

export interface EnsemblePartAnswer {
  ensemble_id: number;
  request: RepertoireRequest;
  picks: ProviderPick[];
}

import { foldForSearch } from '@app/shared/domain/search-text';
import { ENSEMBLE_WORDS, GRADE_WORDS, TAG_PHRASES, withoutOccasions } from './vocabulary';
import { isNegatedAt, negatedSpans } from './negation';
import { peopleWantedIn, type PeopleWanted } from './people';
import { slotsIn, type Slot } from './slots';
import { foldKeepingDecimals, normalizeWording, numberWord, withComposerNamesSpelt } from './wording';

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

/** Words the wording pass leaves for a number ("a 3 minute piece", "an opener", "a single work", "a pair"). */
const ARTICLES: Record<string, number> = { a: 1, an: 1, single: 1, couple: 2, pair: 2, few: 3 };
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6 };
const numberOf = (word: string): number | undefined => {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  return ARTICLES[word] ?? numberWord(word);
};
const halfGrade = (v: number) => Math.min(6, Math.max(0.5, Math.round(v * 2) / 2));

const PIECE_WORDS =
  '(?:pieces?|works?|songs?|selections?|charts?|tunes?|numbers?|titles?|options?|ideas?|suggestions?|things?|march(?:es)?|ballads?|chorales?|overtures?|carols?|spirituals?|fanfares?|hymns?|waltz(?:es)?|suites?|rags?|movements?|arrangements?)';
const FILL_WORDS =
  /\b(fill|concert|program|programme|set|setlist|show|total|in all|altogether|all together|together|combined|half|recital|performance|slot|of music|worth|segment|portion)\b/;
/** Words after a length that name the occasion, not a set to fill ("…, for our spring concert"). */
const OCCASION_ONLY = (words: string) =>
  / (concert|program|programme|show|recital|performance) /.test(` ${words} `) &&
  !/ (fill|set|setlist|total|in all|altogether|all together|together|combined|half|slot|of music|worth|segment|portion) /.test(
    ` ${words} `,
  );
/** One piece, in the nouns a request names it by. */
const PIECE_NOUN =
  'piece|work|song|selection|chart|tune|number|march|ballad|chorale|overture|carol|spiritual|fanfare|hymn|waltz|rag|setting|arrangement|anthem';
const ONE_PIECE = new RegExp(` (${PIECE_NOUN}|opener|closer|motet|madrigal|medley) `);
const SEVERAL_PIECES =
  / (pieces|works|songs|selections|charts|tunes|numbers|marches|ballads|chorales|overtures|carols|spirituals|fanfares|hymns|waltzes|rags|settings|arrangements|anthems|motets|madrigals|medleys|things|set|setlist) /;
const ONE_FOR_EACH = new RegExp(
  ` (${PIECE_NOUN}) (for )?each( band| choir| orchestra| group| ensemble| of (them|the \\S+))? `,
);
/** The message asks for one piece (no count, no plural), and the length could be one piece's. */
const asksOnePiece = (text: string, seconds: number) =>
  seconds <= 10 * 60 &&
  ONE_PIECE.test(text) &&
  !SEVERAL_PIECES.test(text) &&
  !/ (\d{1,2}|two|three|four|five|six|couple|few) (\S+ ){0,3}(pieces|works|songs|charts|tunes|selections) /.test(text);
/** The most pieces one answer proposes. */
export const MAX_COUNT = 10;

/** Clauses: negation reaches to the end of its clause ("no marches, but something fast"). */
const ENSEMBLE_CHORALE =
  / (our|my|the|community|youth|adult|church|chamber|concert) chorale (?!(piece|setting|prelude|tune|melody)s? )/;
const clausesOf = (raw: string) =>
  raw
    // "anything but Vivaldi" is one negated clause, not "anything" and "Vivaldi"
    // ("not that one - lyrical, gr 3": a dash between spaces ends a clause too)
    .split(/[,;.!?]|\s[-–—]\s|(?<!\b(?:anything|everything|anyone|anybody|whatever) )\bbut\b|\band also\b|\bplus\b/i)
    // "a festival in March": the month, not a march
    .map((part) => ` ${foldForSearch(part).replace(/\b(in|on|by|early|late|mid|this|next|of) march\b/g, '$1 month')} `)
    .filter((part) => part.trim());

function readGrade(text: string, request: RepertoireRequest) {
  // "grade 2", "grades 2-3", "grade 2 to 3", "grade 2.5", "grade III", "level 3", "2nd grade"? (school year, ignored)
  const range = text.match(
    /\b(?:grades?|level|difficulty)\s+(?:(about|around|roughly|approximately)\s+)?(\d(?:\.5)?|i{1,3}|iv|vi?|one|two|three|four|five|six)(?:(?:\s*(?:to|or|and|through|thru)\s*|\s+(?=(?:ii|iii|iv|vi?)\b))(\d(?:\.5)?|i{1,3}|iv|vi?|two|three|four|five|six)\b(?!\s*(?:minutes?|mins?|min|hours?|hrs?)\b))?\b/,
  );
  if (range) {
    const value = (w: string | undefined) => (w === undefined ? undefined : (ROMAN[w] ?? numberOf(w)));
    const a = value(range[2]);
    const b = value(range[3]);
    if (a !== undefined && a >= 0.5 && a <= 6) {
      // "grade 2ish", "around grade 3", "grade about 2": half a grade either way
      const approximate =
        b === undefined && (range[1] !== undefined || new RegExp(` (about|around|roughly) ${range[0]} `).test(text));
      const low = halfGrade(Math.min(a, b ?? a) - (approximate ? 0.5 : 0));
      const high = halfGrade(Math.max(a, b ?? a) + (approximate ? 0.5 : 0));
      // "grade 2" means 2–2.5 on publishers' half-grade scales only when asked as "2+"; keep exact.
      const andUp = new RegExp(`${range[0]} (plus|and up|and above|or higher|or harder|and higher|\\+)`).test(text);
      request.grade = andUp
        ? { min: low, max: 6 }
        : { min: low, max: text.includes(`${range[0]} plus`) ? Math.min(6, high + 0.5) : high };
      // "under grade 5", "no harder than grade 3", "grade 3 max", "above grade 4": a bound, not the grade
      const at = ` ${text} `.indexOf(` ${range[0]} `);
      const before = ` ${text} `.slice(Math.max(0, at - 24), at + 1);
      const after = ` ${text} `.slice(at + range[0].length + 1, at + range[0].length + 16);
      if (b === undefined && / (under|below|less than|easier than|lower than) $/.test(before))
        request.grade = { min: halfGrade(Math.max(0.5, a - 1.5)), max: halfGrade(Math.max(0.5, a - 0.5)) };
      else if (
        b === undefined &&
        (/ (no harder than|not harder than|no more than|at most|up to|max|maximum|nothing over|nothing above|nothing harder than) $/.test(
          before,
        ) ||
          /^ ?(max|maximum|tops|or easier|or below|or lower|or under|and under|and below|or less) /.test(after))
      )
        request.grade = { min: halfGrade(Math.max(0.5, a - 1)), max: a };
      else if (b === undefined && / (over|above|harder than|beyond|more than) $/.test(before))
        request.grade = { min: halfGrade(Math.min(6, a + 0.5)), max: halfGrade(Math.min(6, a + 1.5)) };
      return;
    }
  }
  for (const [phrase, grades] of GRADE_WORDS) {
    const at = text.indexOf(` ${phrase} `);
    if (at < 0) continue;
    // "my high school choir" describes the ensemble, whose own level decides; "my 6th graders",
    // "for beginners" name the players, which a director says to overrule it
    const next = text
      .slice(at + phrase.length + 2)
      .split(' ')
      .slice(0, 3);
    if (next.some((word) => ENSEMBLE_NOUNS.has(word))) request.grade_hint = { ...grades };
    else request.grade = { ...grades };
    return;
  }
}

/** Nouns for an ensemble: a level word before one describes the ensemble, not the players. */
const ENSEMBLE_NOUNS = new Set([
  'band',
  'bands',
  'choir',
  'choirs',
  'chorus',
  'chorale',
  'singers',
  'orchestra',
  'orchestras',
  'symphony',
  'strings',
  'ensemble',
  'ensembles',
  'group',
  'groups',
  'winds',
  'program',
]);

/** "3 minutes", "3:30", "three and a half minutes", "an hour", "90 seconds" → seconds. */
const DURATION =
  /\b(\d{1,3}(?:\.\d+)?|\d{1,2} \d{2}|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|sixty|an|a)(?: and a half)?[\s-]*(?:minutes?|mins?|min|m\b|hours?|hrs?|hr|seconds?|secs?)\b|\b(\d{1,2}):(\d{2})\b/g;

function secondsOf(match: RegExpMatchArray | RegExpExecArray): number | undefined {
  if (match[2] !== undefined) return Number(match[2]) * 60 + Number(match[3]);
  const token = match[1]!;
  const unitIsHour = /\b(hours?|hrs?|hr)\b/.test(match[0]);
  const unitIsSecond = /\b(seconds?|secs?)\b/.test(match[0]);
  const half = match[0].includes('and a half') ? 0.5 : 0;
  // foldForSearch turned "3:30" into "3 30"
  const spaced = token.match(/^(\d{1,2}) (\d{2})$/);
  if (spaced) return Number(spaced[1]) * 60 + Number(spaced[2]);
  const n = numberOf(token);
  if (n === undefined) return undefined;
  return Math.round((n + half) * (unitIsHour ? 3600 : unitIsSecond ? 1 : 60));
}

function readDurations(raw: string, text: string, request: RepertoireRequest) {
  // The raw text keeps "3:30"; the folded one reads the words around it.
  const found: { seconds: number; before: string; after: string }[] = [];
  for (const match of raw.toLowerCase().matchAll(DURATION)) {
    const seconds = secondsOf(match);
    // "a few seconds between plays" is no piece's length; "a 45-second fanfare" is
    if (!seconds || seconds < 20) continue;
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
    // "between 3 and 5 minutes", "3 to 5 minutes", "12-15 min" (the first number has no unit)
    const rangeStart = before.match(/ (?:between )?(\d{1,2}(?:\.\d)?)\s*(?:and|to|or)?\s*$/);
    const low =
      rangeStart && (/ (between|from) /.test(before) || /\d\s*(?:to|and|or)\s*$/.test(before.trim()))
        ? Math.round(Number(rangeStart[1]) * 60)
        : undefined;
    const isRange = low !== undefined && low < seconds;
    const following = after.split(' ').slice(0, 5).join(' ');
    const isTotal =
      / (fill|fills|filling|total|totaling|totalling|whole|entire) /.test(before) ||
      // "the jazz band gets 10 minutes", "each group gets 30 minutes" (for one piece asked, its length)
      (/ (gets|get|has|have|given|does|do|plays|play) (about |around |roughly )?$/.test(before) &&
        !asksOnePiece(text, seconds)) ||
      // "5ish minutes, our church concert is in november" after one march asked: the occasion, not a set
      (FILL_WORDS.test(following) && !(OCCASION_ONLY(following) && asksOnePiece(text, seconds))) ||
      // a long length alone is a concert's; a range of lengths ("12-15 min") is a piece's
      (!isRange &&
        seconds >= 15 * 60 &&
        // "a piece at least 15 minutes long" bounds a piece
        !/ (at least|over|more than|longer than|minimum|under|less than|shorter than|at most|no more than|no longer than|up to|below) $/.test(
          before,
        ) &&
        !/ (each|per|apiece|piece|work|long) /.test(after.split(' ').slice(0, 3).join(' ')));
    if (isTotal) {
      request.total = seconds;
      continue;
    }
    if (isRange) {
      request.duration = { min: low, max: seconds };
      continue;
    }
    if (
      / (under|less than|shorter than|at most|no more than|no longer than|max|maximum|up to|within|below|not over|not more than) $/.test(
        before.replace(/ about $/, ' '),
      ) ||
      // "nothing over 4 minutes", "none longer than 3 minutes", "neither longer than 4": a ceiling, not a floor
      / (nothing|none|no|not|never|neither|nor|none of (?:them|these|those)) (over|longer than|more than|above|past|beyond) $/.test(
        before,
      )
    ) {
      // "under 5 minutes": a 5:00 piece is not under it; "no more than 5 minutes": it is
      const strictly = / (under|less than|shorter than|below) $/.test(before.replace(/ about $/, ' '));
      request.duration = { ...request.duration, max: strictly ? seconds - 1 : seconds };
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
  // "the three have to fit in 10", "it all has to fit into 12 minutes": the set's length
  const fits = / fit (?:in|into|within) (?:about |around )?(\d{1,3})(?: minutes?| mins?| min)? /.exec(text);
  if (!request.total && fits && Number(fits[1]) >= 2 && Number(fits[1]) <= 120) request.total = Number(fits[1]) * 60;
  // "still under 5", "under 4 pls": a bound with no unit is minutes, unless a grade word names it
  const bare =
    / (?<!(?:gr|grade|grades|level|lvl|difficulty) )(under|less than|shorter than|at most|no more than|no longer than|up to|below) (\d{1,2})(?! (?:players?|kids|students|singers|members|pieces|songs|charts|works|tunes|selections|people|grade|gr|level))( |$)/.exec(
      text,
    );
  if (
    !request.duration &&
    !request.total &&
    bare &&
    Number(bare[2]) >= 1 &&
    Number(bare[2]) <= 20 &&
    !/ (gr|grade|level) /.test(text)
  ) {
    const seconds = Number(bare[2]) * 60;
    request.duration = { max: / (under|less than|shorter than|below) $/.test(` ${bare[1]} `) ? seconds - 1 : seconds };
  }
  if (!request.duration) {
    if (/ (short|shorter|brief|quick one|not too long|not long|too long) /.test(text))
      Object.assign(request, { duration: { max: 240 }, duration_vague: true });
    else if (
      // "an hour-long concert" is the concert's length, not a wish for long pieces
      / (?<!(hour|hours|minute|minutes|min|mins|evening|day|night|year|semester|how|as) )(long|longer|extended|substantial|major work) /.test(
        text,
      ) &&
      !/ (not (too )?long|too long) /.test(text)
    )
      Object.assign(request, { duration: { min: 360 }, duration_vague: true });
  }
}

function readCount(text: string, clauses: readonly string[], request: RepertoireRequest) {
  const counted = (n: number | undefined) => {
    if (!n || n < 1) return;
    request.count = Math.min(n, MAX_COUNT);
    if (n > MAX_COUNT) request.count_asked = n;
  };
  // "a grade 3 piece" names a grade, not a count
  const match = text.match(
    new RegExp(
      `(?<!\\b(?:grades?|level|difficulty) |\\b(?:grades?|level) \\S+ (?:to|and|or|through) |\\.)\\b(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|couple|pair|few)\\s+(?:(?:more|other|different|new)\\s+)?(?:(?:uil\\s+)?(?:grade|level)\\s+\\S+(?:\\s+to\\s+\\S+)?\\s+)?(?:(?:more|other|different|new|short|long|easy|fast|slow|lyrical|contrasting|good|great|string|orchestra|band|choir|jazz|concert|festival|sacred|secular|holiday|christmas|pops)\\s+){0,3}(?:of\\s+)?${PIECE_WORDS}\\b`,
    ),
  );
  // "one big piece and some shorter ones" describes the set's shape, not how many pieces it has
  const partOfMore = (m: RegExpMatchArray | null) =>
    m !== null &&
    /^ ?(and|plus|then|with) (some|a few|a couple|several|other|others|more|\d|one|two|three|four|five) /.test(
      m.input!.slice(m.index! + m[0].length - 1, m.index! + m[0].length + 20),
    );
  if (partOfMore(match)) return;
  if (match) return counted(numberOf(match[1]!));
  // "2 easy ones", "three short ones" (not "the grade 2 ones")
  const ones = text.match(
    / (?<!(?:grades?|level|difficulty) )(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (?!(?:grade|level|minutes?|mins?|min)\b)[a-z]+ ones /,
  );
  if (ones) return counted(numberOf(ones[1]!));
  // "a percussion feature", "a solo feature": one featured piece
  if (/ (a|an|one) (\S+ ){0,2}feature /.test(text)) return counted(1);
  // "UIL march for each", "a chorale for each band": one piece for each ensemble
  if (ONE_FOR_EACH.test(text)) return counted(1);
  // "2 more?", "3 other options", "give me 4", "2 each"
  const bare =
    text.match(
      / (\d{1,3}) (?:more|others?|options?|alternatives?|choices|ideas|picks|each|please|pls|then|only|total) /,
    ) ??
    // "just 3 then", "only 2" (in one clause: "strings only, 26" are players)
    clauses
      .map((clause) =>
        ` ${foldKeepingDecimals(clause)} `.match(
          / (?:just|only) (?:the )?(\d{1,2}) (?!(?:minutes?|mins?|min|grade|level)\b)/,
        ),
      )
      .find((m): m is RegExpMatchArray => m !== null) ??
    // "3 for the concert from the library", "4 for our spring program"
    text.match(
      / (\d{1,2}) for (?:the|our|my|a|this|that) (?:\S+ )?(?:concert|program|programme|set|show|recital|festival|contest|service|game) /,
    ) ??
    // "ok 3 is enough", "2 will do", "three is plenty": how many, said of the set (not "grade 3 is enough")
    text.match(
      /(?<! (?:grades?|gr|level|difficulty|under|over|about|around|than|max|maximum|to)) (\d{1,2}) (?:(?:is|are|s|would be|will be|should be) (?:enough|plenty)|(?:will|would|should) do) /,
    ) ??
    // "grade 2 tunes x3", "2 of them"
    text.match(/ x ?(\d{1,2}) /) ??
    // "so the three have to fit in 10": the set the director means, by its number
    text.match(/ the ([2-9]) (?:have to|need to|must|should|will have to|all) /) ??
    // "a march, 2 of them", "give me 3 of em for May"; what was done ("we did two of those last
    // year") or a condition on some ("can at least one of them be a cappella") counts nothing
    text.match(
      /(?<! (?:did|done|played|sang|sung|performed|had|least|most|if|are|were|is|was)) (\d{1,2}) of (?:them|em|those|these) /,
    );
  if (bare) return counted(Number(bare[1]));
  // "4 Sousa marches", "3 Rutter carols": a number before a name and a kind of piece, in one clause
  // ("Chamber orch (strings only, 26) — contest piece": 26 players)
  const namedPattern = new RegExp(`(?<!\\b(?:grades?|level|difficulty|uil)) (\\d{1,2}) (?:\\S+ ){1,3}${PIECE_WORDS} `);
  const named = clauses
    .map((clause) => ` ${foldKeepingDecimals(clause)} `.match(namedPattern))
    .find((m): m is RegExpMatchArray => m !== null);
  // "a 2-part treble piece" is a voicing, not a count
  if (named && !partOfMore(named) && !/ (minutes?|mins?|seconds?|secs?|grade|level|part) /.test(named[0]))
    counted(Number(named[1]));
}

/**
 * Reads a director's message into constraints. `composerNames` are folded composer names the
 * pool knows (so "no Sousa" and "something by Grainger" are understood), longest first.
 */
/**
 * The work a request names as a model ("something like Ode to Joy that my kids can play" → "ode to
 * joy"): the words after "like", up to the end of their clause or a word that starts another
 * thought. "like 4 months" and "like that" are ways of talking, not models.
 */
function modelNamedIn(message: string): string | undefined {
  const match = message.match(
    /\b(?:like|similar to|in the style of|in the spirit of|reminiscent of|along the lines of|same vibe as|sounds like|in the vein of)\s+([^,.;:!?()—–]+)/i,
  );
  if (!match) return undefined;
  const words = ` ${foldForSearch(match[1])} `
    .split(
      // "for" ends the model unless it is part of a title ("Adagio for Strings", "Suite for Band")
      / (?:but|that|which|who|so|because|for(?! (?:strings|band|winds|wind band|brass|orchestra|percussion|organ|piano|chorus|choir) )|from|with|without|only|except|and we|and my|and our|and the|and it|if|our|my|we|i|kids|students|the kids) /,
    )[0]!
    // "like a divertimento movement" names a kind, not a work: the article stays, so only a title that
    // begins with it ("A Childhood Hymn") can be the model
    .replace(/^ ?(the piece|the song|the work|the) /, ' ')
    .replace(/ (stuff|thing|things|piece|pieces|tune|tunes|one|ones)? ?$/, ' ')
    .trim();
  if (
    !words ||
    /^(\d|that|this|those|these|it|them|him|her|before|earlier|last|first|second|third|fourth|fifth|one|ones|number)\b/.test(
      words,
    )
  )
    return undefined;
  return words;
}

/** A question about what the library holds ("what do I have in my library", "do we own any…"). */
const LIBRARY_QUESTION =
  /^ (?:what|whats|what s|which|do|does|did|have|got|anything|any)\b| (?:what|whats|what s|which) (?:do|have|is|s|are|did)? ?(?:i|we)? ?(?:have|got|own)? ?(?:already )?(?:in|from|on) (?:my|our) /;

/** "we already have X, so skip that", "already got one, leave it out": a piece already planned, refused. */
const ALREADY_HAVE_IT =
  / already (?:own|have|got|doing|programmed)\b.{0,60}? (?:skip|leave (?:it|that|them|those) out|so not|so no|don t (?:need|include|want)|do not (?:need|include|want)|drop (?:it|that)|cut (?:it|that)|no need) /;

/**
 * The music the director owns, said in words: "only what's in our library", "do I own anything
 * like that", "what have we got in the filing cabinet", "don't want to buy anything".
 */
const LIBRARY_ONLY = new RegExp(
  [
    ' (only|just|solely|exclusively) (from|in|out of|with) (my|our|the) (own )?(library|collection|shelf|shelves|music|files|folders|charts|stuff)',
    ' (my|our) (own )?(library|collection) only ',
    ' (check|search|look in|look through|go through) (my|our) (own )?(library|collection|files|shelves) ',
    // "back to just my library", "from the library", "library only"
    ' (just|only) (my|our|the) (own )?(library|collection) ',
    ' (from|in|out of) the library (?!of )',
    ' library only ',
    ' (from|in|out of|with) (my|our) (own )?(music )?(library|collection|shelf|shelves|filing cabinet|files|folders) ',
    ' (what s|whats|what is) (already )?in (my|our) (own )?(music )?(library|collection|folders|files) ',
    ' (i|we) (already )?own ',
    ' (do|did) (i|we) (already )?(own|have) ',
    ' (have|got) (we|i) got ',
    ' (we|i) ve already got ',
    ' already (own|have|got) ',
    ' (music|pieces|charts|stuff|songs|scores|titles) (we|i) (ve |have )?(already )?(own|have|got) ',
    ' from what (we|i) have ',
    ' (from|of) (my|our) own (music|stuff|charts|scores|pieces|folders) ',
    '^ (my|our) (own )?(music )?library ',
    ' (filing cabinet|music cabinet|on (my|our|the) shelf|on (my|our) shelves) ',
    ' (don t|dont|do not|without) (want to |need to )?(buy|buying|purchase|purchasing|spend) ',
  ].join('|'),
);

const PLAYED = '(played|performed|done|did|sung|sang|programmed|used)';
/** "include what we've played", "even if we did it last year", "repeats from past concerts are ok". */
const INCLUDE_PLAYED = new RegExp(
  [
    ` (include|including|with|show|incl) (the )?(ones|pieces|songs|charts|stuff|things|music|tunes|works|what)? ?(we|they|you)? ?(ve |have |had )?(already |recently |before )?${PLAYED} `,
    ` even (if|though|the ones|ones|pieces|what) (we|they)? ?(ve |have |had )?(already |recently )?${PLAYED} `,
    ` (ok|okay|fine|alright) (to|if we|if they) (repeat|play (it|them|one|some) again|do (it|them) again|sing (it|them) again) `,
    ` (don t|dont|do not) mind (repeating|repeats|a repeat|playing (it|them) again|doing (it|them) again) `,
    ` (repeats|repeating|a repeat|past pieces|old favorites|old favourites) (is |are )?(ok|okay|fine|allowed|welcome) `,
    ` (ignore|forget|skip|turn off) (the )?rotation `,
    ` (played|performed|done) before (is|are) (ok|okay|fine) `,
  ].join('|'),
);
/** "what haven't we played in four years", "not performed in the last 3 years": a window of years. */
const NOT_PLAYED_WITHIN =
  / (?:haven t|have not|havent|hasn t|has not|hasnt|not|never) (?:we |they |you |i )?(?:been )?(?:played|performed|done|sung|programmed) (?:it |them )?(?:in|for|within|during) (?:the )?(?:last |past )?(?<years>\d{1,2}) (?:years?|yrs?) /;
const NOT_PLAYED =
  / (?:haven t|have not|havent|hasn t|has not|hasnt|never) (?:we |they |you |i )?(?:been )?(?:played|performed|done|sung|programmed) /;

/** Reads what a message says of the rotation (rotation.ts) into the request. */
function readRotation(text: string, request: RepertoireRequest): void {
  if (INCLUDE_PLAYED.test(text)) request.include_played = true;
  const within = NOT_PLAYED_WITHIN.exec(text);
  if (within) request.played_within_years = Number(within.groups!.years);
  // "what haven't we played in a while", "a march we haven't done in 3 years": what the director
  // owns and has played; "a march we haven't played" alone may be new to them
  if (within || (/^ (what|which) /.test(text) && NOT_PLAYED.test(text))) request.library_only = true;
}

/** "pre-UIL", "after UIL", "the UIL meeting": the contest as a date or an event, not its list. */
const UIL_EVENT =
  / (?:pre|post|before|after|until|till|since) (?:the )?(?:uil|u i l)(?= )| (?:uil|u i l) (?:meeting|meetings|rehearsal|trip|week|day|results|ratings|scores|bus)(?= )/g;

const everydaySurnames = new WeakMap<readonly string[], Map<string, string[]>>();
/**
 * Surnames of composers the pool knows that are not read as names alone (an everyday word: "King",
 * "Victoria", "Still", "Price"; see `composerNamesOf`), each with the first names it goes by.
 */
function everydaySurnamesOf(composerNames: readonly string[]): Map<string, string[]> {
  let surnames = everydaySurnames.get(composerNames);
  if (!surnames) {
    const known = new Set(composerNames);
    surnames = new Map();
    for (const name of composerNames) {
      const words = name.split(' ');
      const surname = words.at(-1)!;
      if (words.length < 2 || surname.length < 4 || known.has(surname)) continue;
      surnames.set(surname, [...new Set([...(surnames.get(surname) ?? []), words[0]!])]);
    }
    everydaySurnames.set(composerNames, surnames);
  }
  return surnames;
}

/**
 * "by king", "fillmore or karl king", "victoria, byrd": a surname (after one of its first names, or
 * none) in a place only a composer's name takes.
 */
function namedAsComposer(clause: string, surname: string, firstNames: readonly string[], named: readonly string[]) {
  const who = `(?:(?:${firstNames.join('|')}) )?${surname}`;
  if (new RegExp(` by ${who} `).test(clause)) return true;
  return named.some(
    (name) =>
      name !== surname &&
      new RegExp(` (?:${name} (?:or |and |n |nor |plus )?${who}|${who} (?:or |and |n |nor |plus )?${name}) `).test(
        clause,
      ),
  );
}

export function readRequest(typed: string, composerNames: readonly string[]): RepertoireRequest {
  const request = emptyRequest();
  const message = withComposerNamesSpelt(normalizeWording(typed), composerNames);
  const text = ` ${foldForSearch(message)} `;
  // folding reads "3.5" as "3 5": grades and counts are read where decimals are kept
  const withDecimals = ` ${foldKeepingDecimals(message)} `;
  readGrade(withDecimals, request);
  readDurations(message, text, request);
  readCount(withDecimals, message.split(/[,;:()!?—–]|\s-\s|(?<!\d)\.(?!\d)/), request);
  // "3 tunes, ~12 min": a count of pieces and one length about them is the set's length, unless the
  // length is said of each piece
  const about = request.duration;
  if (
    !request.total &&
    (request.count ?? 0) >= 3 &&
    about?.min !== undefined &&
    about.max !== undefined &&
    !/ (each|apiece|per piece|a piece|long|or so each) /.test(text)
  ) {
    const length = Math.round((about.min + about.max) / 2);
    if (length >= 9 * 60 && length / request.count! >= 90) {
      request.total = length;
      delete request.duration;
    }
  }

  for (const [phrase, type] of ENSEMBLE_WORDS) {
    if (text.includes(` ${phrase} `)) {
      request.ensemble_type = type;
      break;
    }
  }

  const people = peopleWantedIn(text);
  if (people) request.people = people;
  // "we already have Armed Forces Salute so skip that": a work the program holds, refused, not the library asked
  if (LIBRARY_ONLY.test(text) && !ALREADY_HAVE_IT.test(text)) {
    request.library_only = true;
    // "whats in my library for them, any length": a question about the library, answered from it
    if (LIBRARY_QUESTION.test(text) && !/ (only|just|solely|exclusively|stick to|stay with|back to) /.test(text))
      request.library_question = true;
  }
  readRotation(text, request);
  // "doesn't need to be on the PML", "not a UIL piece": the list is not asked; "a pre-UIL concert",
  // "after UIL", "the UIL meeting" name the contest's date or business, not pieces from its list
  if (
    / (uil|u i l|prescribed music list|prescribed list|pml) /.test(text.replace(UIL_EVENT, ' ')) &&
    !/ (doesn t|does not|dont|don t|do not|not|no need|needn t)( need)?( to)?( be)?( on| from)?( the| a)? (uil|pml|prescribed)/.test(
      text,
    )
  )
    request.uil = true;
  if (
    / (a stretch|stretch (is|s) (fine|ok|okay)|(hard|harder|difficult) (is|s) (fine|ok|okay)|any grade|any level|whatever grade|challenge (is|s) (fine|ok|okay)|even if (it s |its |they re |theyre )?(hard|harder|difficult)) /.test(
      text,
    )
  )
    request.stretch_ok = true;
  if (/ (repeats? (is|are) (fine|ok|okay)|same composer (is|are)? ?(fine|ok|okay)|more than one by) /.test(text))
    request.allow_repeat_composer = true;

  for (const part of clausesOf(message)) {
    const clause = withoutOccasions(` ${part.trim()} `);
    // what a negation reaches is refused; words outside its scope stay wanted ("lyrical, not slow",
    // "a fanfare rather than a march", "marches are out")
    const refused = negatedSpans(clause);
    // the phrases come longest first: "jazz waltz" is that character, not also a dance for its "waltz"
    const covered: [number, number][] = [];
    for (const [phrase, tag] of TAG_PHRASES) {
      let at = clause.indexOf(` ${phrase} `);
      if (at >= 0 && covered.some(([from, to]) => to - from > phrase.length && at >= from && at + phrase.length <= to))
        continue;
      if (at >= 0) covered.push([at, at + phrase.length]);
      // "our chorale" is the choir itself, not a chorale to sing
      if (tag === 'chorale' && ENSEMBLE_CHORALE.test(clause)) at = -1;
      // "Mozart" asked for by name is the composer, not the whole classical period: his works the
      // catalogue does not tag "classical" still count; "not by Basie" refuses a person, not a style
      if (at < 0 || composerNames.includes(phrase) || clause.slice(0, at).endsWith(' by')) continue;
      const list = isNegatedAt(refused, at) ? request.excluded_tags : request.tags;
      if (!list.includes(tag)) list.push(tag);
    }
    const named: string[] = [];
    for (const name of composerNames) {
      if (!clause.includes(` ${name} `)) continue;
      named.push(name);
      // every time it is said ("I love Holst's First Suite… anything that isn't Holst"): refused once is refused
      for (let at = clause.indexOf(` ${name} `); at >= 0; at = clause.indexOf(` ${name} `, at + 1)) {
        const list = isNegatedAt(refused, at) ? request.avoided_composers : request.composers;
        if (!list.includes(name)) list.push(name);
      }
    }
    // "by Victoria or Byrd", "Fillmore or King": a surname that is an everyday word is no composer
    // alone, but it is one after "by" or in a list with another composer
    for (const [surname, firstNames] of everydaySurnamesOf(composerNames)) {
      const at = clause.indexOf(` ${surname} `);
      if (at < 0 || !namedAsComposer(clause, surname, firstNames, named)) continue;
      const list = isNegatedAt(refused, at) ? request.avoided_composers : request.composers;
      if (!list.includes(surname)) list.push(surname);
    }
  }
  // "Frank Ticheli" is one composer, not also "Ticheli": a name inside a longer one found is the same person
  const sameAsLonger = (name: string, names: string[]) =>
    names.some((other) => other !== name && ` ${other} `.includes(` ${name} `));
  request.composers = request.composers.filter((name, _, all) => !sameAsLonger(name, all));
  request.avoided_composers = request.avoided_composers.filter((name, _, all) => !sameAsLonger(name, all));
  // "no Sousa, everyone does Sousa": refused anywhere is refused
  request.composers = request.composers.filter((name) => !request.avoided_composers.includes(name));
  // Style words that name a period also name its composers (baroque ↔ bach); asked for by name wins.
  request.tags = request.tags.filter((t) => !request.excluded_tags.includes(t));
  if (request.tags.includes('opener')) request.opener = true;
  if (request.tags.includes('closer')) request.closer = true;
  if (request.opener || request.closer) request.tags = request.tags.filter((t) => t !== 'opener' && t !== 'closer');
  if (request.opener && request.closer && request.count === undefined && request.total === undefined) request.count = 2;

  if (request.tags.includes('latin') && / (in latin|latin texts?|latin words|latin lyrics|in the latin) /.test(text))
    request.latin_text = true;
  const model = modelNamedIn(message);
  if (model) request.like_title = model;
  // "opener, ballad, closer": one piece per place, as many as listed
  const slots = slotsIn(message.toLowerCase());
  if (slots) {
    request.slots = slots;
    request.count = slots.length;
    // "opener, ballad, closer, around 12 min": the set's length, not each piece's
    if (request.duration && !request.total && !/ (each|apiece|per piece|a piece) /.test(text)) {
      const { min, max } = request.duration;
      request.total = min != null && max != null ? Math.round((min + max) / 2) : (max ?? min);
      delete request.duration;
      delete request.duration_vague;
    }
  }
  return request;
}
