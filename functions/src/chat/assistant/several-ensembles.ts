import type { Ensemble, EnsembleType } from '@app/shared/contracts/ensembles';
import { foldForSearch } from '@app/shared/domain/search-text';
import { CATALOG_TYPES_FOR, ENSEMBLE_WORDS, GENERIC_ENSEMBLE_WORDS } from './vocabulary';
import { otherEnsembleKind } from './unmet';
import { ensembleWordsOf, foldKeepingDecimals, normalizeWording } from './wording';

/**
 * One message about several of the director's ensembles ("concert band gets 15 minutes and jazz
 * band gets 10", "3 pieces for my 6th grade band and 3 for the 7th/8th grade band"): which
 * ensembles it names, and what it asks of each. A clause that names an ensemble belongs to it; a
 * clause that names none ("fill both", "holiday theme", "about 5 minutes each") belongs to all.
 */

export interface EnsemblePart {
  ensemble: Ensemble;
  /** The request for this ensemble alone, in the director's words. */
  message: string;
  /** The minutes (as seconds) this ensemble's own clauses give it ("10 minutes for the jazz band"), a share to fill. */
  share?: number;
}

/** Ensemble words beyond the request vocabulary that name an ensemble in a message. */
const MORE_ENSEMBLE_WORDS: readonly [string, EnsembleType][] = [
  ['chorale', 'mixed_choir'],
  ['chorus', 'mixed_choir'],
  ['singers', 'mixed_choir'],
  ['symphony', 'full_orchestra'],
  ['youth symphony', 'full_orchestra'],
  ['percussion', 'percussion_ensemble'],
  ['drumline', 'percussion_ensemble'],
  ['quintet', 'chamber_ensemble'],
  ['winds', 'concert_band'],
  ['wind band', 'concert_band'],
  ['flex band', 'other'],
  // "the men and the ladies each need one piece": the voices a choir is of
  ['the men', 'tenor_bass_choir'],
  ['the guys', 'tenor_bass_choir'],
  ['the ladies', 'treble_choir'],
  ['the women', 'treble_choir'],
  ['the girls', 'treble_choir'],
];
/** Words of ensemble names that say what kind of group it is, not whose. */
const ENSEMBLE_NAME_WORDS = new Set([
  'band',
  'choir',
  'chorus',
  'chorale',
  'orchestra',
  'strings',
  'ensemble',
  'symphony',
  'grade',
  'concert',
  'jazz',
  'wind',
  'symphonic',
  'treble',
  'singers',
]);
const WORDS = [...ENSEMBLE_WORDS, ...MORE_ENSEMBLE_WORDS].sort((a, b) => b[0].length - a[0].length);

const sameFamily = (a: EnsembleType, b: EnsembleType) =>
  a === b ||
  a === 'other' ||
  b === 'other' ||
  CATALOG_TYPES_FOR[a].some((t) => (CATALOG_TYPES_FOR[b] as readonly string[]).includes(t)) ||
  (a.endsWith('_choir') && b.endsWith('_choir')) ||
  (a.endsWith('orchestra') && b.endsWith('orchestra'));

/** "7th" is also "7": "the 7/8 band" names the "7th/8th Grade Band". */
const withPlainOrdinals = (words: readonly string[]) =>
  words.flatMap((w) => {
    const ordinal = /^(\d{1,2})(st|nd|rd|th)$/.exec(w);
    return ordinal ? [w, ordinal[1]!] : [w];
  });

/** Words of an ensemble's name, with the school years and levels it implies ("6th Grade Beginning Band"). */
const nameWords = (e: Ensemble) =>
  new Set(
    withPlainOrdinals(
      foldForSearch(e.name)
        .split(' ')
        .filter((w) => w.length > 1),
    ),
  );

/** Words an ensemble's type lets a director call it by, beside its name ("full orch", "perc ensemble"). */
const TYPE_NAME_WORDS: Record<EnsembleType, readonly string[]> = {
  concert_band: ['band'],
  wind_ensemble: ['band', 'wind', 'winds', 'ensemble'],
  symphonic_band: ['band', 'symphonic'],
  marching_band: ['band', 'marching'],
  jazz_band: ['jazz', 'band', 'big'],
  string_orchestra: ['orchestra', 'strings', 'string'],
  full_orchestra: ['orchestra', 'full', 'symphony'],
  mixed_choir: ['choir', 'chorus', 'singers', 'satb', 'mixed'],
  treble_choir: ['choir', 'chorus', 'treble', 'women', 'girls', 'ssa', 'ssaa'],
  tenor_bass_choir: ['choir', 'chorus', 'men', 'tenor', 'bass', 'ttbb', 'tbb', 'guys'],
  percussion_ensemble: ['percussion', 'ensemble', 'drumline'],
  chamber_ensemble: ['quintet', 'chamber', 'ensemble'],
  other: [],
};
/** Name words that say what kind of group an ensemble is: one of them must match for a name to be named. */
const KIND_WORDS = new Set([
  ...Object.values(TYPE_NAME_WORDS).flat(),
  'orchestra',
  'chorale',
  'ensemble',
  'symphony',
  'singers',
  'combo',
]);
/** Kind words every group of a kind has in its name: they do not tell two of a type apart. */
const PLAIN_KIND_WORDS = new Set(['choir', 'band', 'orchestra', 'ensemble', 'chorus', 'singers', 'strings']);
/** Words of a type's names that also describe music ("one big piece", "a full set"). */
const ADJECTIVE_NAME_WORDS = new Set(['big', 'full']);
// words a request uses for other things ("at grade 2.5 for the band" does not name the 6th Grade Band)
const NAME_STOP_WORDS = new Set(['the', 'of', 'and', 's', 'for', 'my', 'our', 'grade', 'level', 'year', 'minutes']);
const ROMAN_DIGITS: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4' };
const nameTokens = (e: Ensemble) => [
  ...withPlainOrdinals(
    foldForSearch(e.name)
      .split(' ')
      .filter((w) => w && !NAME_STOP_WORDS.has(w))
      .map((w) => ROMAN_DIGITS[w] ?? w),
  ),
  ...TYPE_NAME_WORDS[e.type],
];
/** Short forms directors type for the words of ensemble names. */
const SHORT_FORMS: Readonly<Record<string, readonly string[]>> = {
  orch: ['orchestra'],
  orchs: ['orchestra'],
  perc: ['percussion'],
  percs: ['percussion'],
  symph: ['symphonic', 'symphony'],
  sym: ['symphonic', 'symphony'],
  ens: ['ensemble'],
  ensemb: ['ensemble'],
  chor: ['chorale', 'chorus', 'choir'],
  ww: ['woodwind'],
};
/** A word of the message names a word of the name: the same word, or a short form of it ("orch", "perc", "symph"). */
const namesToken = (word: string, token: string) => word === token || (SHORT_FORMS[word]?.includes(token) ?? false);

/** Words of a name that say whose group it is ("Westview", "Lakeside"): not a kind, a level or a school year. */
const LEVEL_WORDS = new Set([
  'beginning',
  'beginners',
  'beginner',
  'advanced',
  'intermediate',
  'junior',
  'senior',
  'varsity',
  'high',
  'middle',
  'school',
  'community',
  'youth',
  'elementary',
]);
const groupWords = (e: Ensemble) =>
  new Set(
    foldForSearch(e.name)
      .split(' ')
      .filter(
        (w) =>
          w.length > 3 && !KIND_WORDS.has(w) && !ENSEMBLE_NAME_WORDS.has(w) && !LEVEL_WORDS.has(w) && !/\d/.test(w),
      ),
  );

/**
 * The ensemble a clause names by the words of its name ("MS orch", "jazz 1", "chamber singers",
 * "perc ensemble", "symphonic 22"): the one ensemble whose name and kind share the most words with
 * the clause, at least two of them, one a kind word. A number counts only right after a matched
 * word ("jazz 1"), so "1 selection each" names nobody.
 */
function ensembleNamedByName(clause: string, ensembles: readonly Ensemble[], chosen: Ensemble): Ensemble | undefined {
  // "the symphonic" among a director's Westview ensembles is Westview's, not another school's
  const ownGroup = groupWords(chosen);
  const words = clause.split(' ').filter(Boolean);
  const scored = ensembles.map((e) => {
    const tokens = nameTokens(e);
    // a word of this ensemble's own name, not only of its type, and not a kind every such group has
    // ("SSAA" in "Women's Chorale (SSAA)" beside a treble choir): it tells two of a type apart
    const own = new Set(nameWords(e));
    let score = 0;
    const kinds = new Set<string>();
    let previousMatched = false;
    const matchesOf = (word: string | undefined) => (word ? tokens.filter((token) => namesToken(word, token)) : []);
    for (const [i, word] of words.entries()) {
      const digit = /^\d$/.test(word);
      let matching: string[] = !digit || previousMatched ? matchesOf(word) : [];
      // "one big piece", "a full program": these words name an ensemble only before another of its words
      if (ADJECTIVE_NAME_WORDS.has(word) && !matchesOf(words[i + 1]).length) matching = [];
      if (matching.length) score += matching.some((t) => own.has(t) && !PLAIN_KIND_WORDS.has(t)) ? 1.5 : 1;
      for (const token of matching) if (KIND_WORDS.has(token)) kinds.add(token);
      previousMatched = matching.length > 0;
    }
    const chosenOne = e.id === chosen.id;
    return { e, score, kinds, chosenOne, ownGroup: chosenOne || [...groupWords(e)].some((w) => ownGroup.has(w)) };
  });
  // a kind word only one ensemble's name holds ("symphonic" beside a symphony orchestra) names it
  // alone; for an ensemble of the chosen one's group, counted within that group
  const groupSeen = ownGroup.size > 0 && scored.some((s) => !s.chosenOne && s.ownGroup);
  const holders = (kind: string, of: (typeof scored)[number]) =>
    scored.filter((s) => s.kinds.has(kind) && (!groupSeen || !of.ownGroup || s.ownGroup)).length;
  const eligible = scored.filter(
    (s) =>
      s.kinds.size > 0 &&
      (s.score >= 2 || [...s.kinds].some((kind) => holders(kind, s) === 1 && !GENERIC_ENSEMBLE_WORDS.has(kind))),
  );
  // of equal scores, the one more of whose kind words were said ("perc ensemble 1": the percussion ensemble)
  const rank = (s: (typeof scored)[number]) =>
    s.score + 0.1 * s.kinds.size + (s.chosenOne ? 0.05 : s.ownGroup ? 0.02 : 0);
  const top = Math.max(0, ...eligible.map(rank));
  const best = eligible.filter((s) => rank(s) === top);
  return best.length === 1 ? best[0]!.e : undefined;
}

/** Name words of a group of beginners: named only when the director says so. */
const BEGINNER_WORDS = new Set(['beginning', 'beginner', 'beginners', 'elementary', '6th', '5th']);

/** The ensemble one clause names, or undefined. */
function ensembleOfClause(words: string, ensembles: readonly Ensemble[], chosen: Ensemble): Ensemble | undefined {
  // "the orchestra concert", "feeder choir concert", "band night": the event, not an ensemble
  const clause = words.replace(
    /\b(orchestra|orch|band|choir|choral|jazz|strings) (concert|night|program|festival|show)\b/g,
    '$2',
  );
  const byName = ensembleNamedByName(clause, ensembles, chosen);
  if (byName) return byName;
  const byYears = ensembleOfSchoolYears(clause, ensembles);
  if (byYears) return byYears;
  // "orch only has 10 min now": a short form says the kind as well as the word
  const text = ` ${clause} `.replace(/ orchs? /g, ' orchestra ').replace(/ percs? /g, ' percussion ');
  const found = WORDS.find(([phrase]) => text.includes(` ${phrase} `));
  if (!found) return undefined;
  const [phrase, type] = found;
  const at = text.indexOf(` ${phrase} `);
  // up to three words before the ensemble word qualify it ("the 7th 8th grade band", "beginning strings")
  const qualifiers = text
    .slice(0, at)
    .trim()
    .split(' ')
    .slice(-3)
    .filter((w) => w.length > 1 && !['my', 'our', 'the', 'for', 'and', 'w'].includes(w));
  let best: Ensemble | undefined;
  let bestScore = 0;
  for (const e of ensembles) {
    if (!sameFamily(type, e.type)) continue;
    const words = nameWords(e);
    // "our chorus" with the tenor-bass choir chosen is that choir: a family word names no type of its own
    // a family word ("orchestra") prefers, among equals, the type it names (the full orchestra, not
    // the chamber string orchestra)
    let score = 1 + (e.type === type ? (GENERIC_ENSEMBLE_WORDS.has(phrase) ? 0.25 : 1) : 0);
    for (const w of [...qualifiers, ...phrase.split(' ')]) if (words.has(w)) score += 2;
    // "beginning strings" / "6th grade band": the youngest; "HS orchestra", "MS band": not the beginners
    if (qualifiers.some((w) => BEGINNER_WORDS.has(w))) score -= (e.level ?? 3) / 2;
    else if ([...words].some((w) => BEGINNER_WORDS.has(w))) score -= 1.5;
    if (e.id === chosen.id) score += 1;
    // the same school or group as the chosen ensemble ("Jefferson"), not the same kind of ensemble ("band")
    else
      for (const w of nameWords(chosen)) if (w.length > 3 && words.has(w) && !ENSEMBLE_NAME_WORDS.has(w)) score += 0.5;
    if (score > bestScore) {
      best = e;
      bestScore = score;
    }
  }
  return best;
}

/**
 * "The 6th graders", "7th/8th does 3": the players' school years name the one ensemble whose name
 * holds them all ("Lakeside MS 6th Grade Band", "… Concert Band (7th/8th)").
 */
function ensembleOfSchoolYears(clause: string, ensembles: readonly Ensemble[]): Ensemble | undefined {
  // folded, "7th/8th" is "7th 8th"
  const pair = /\b(\d{1,2})(?:st|nd|rd|th) ?(?:\/|and|-)? ?(\d{1,2})(?:st|nd|rd|th)\b/.exec(clause);
  // "the 6th graders" are players; "8th grade promotion ceremony" is an event
  const single = /\b(\d{1,2})(?:st|nd|rd|th) graders?\b/.exec(clause);
  const years = pair ? [pair[1]!, pair[2]!] : single ? [single[1]!] : [];
  if (!years.length) return undefined;
  const holding = ensembles.filter((e) => years.every((year) => nameWords(e).has(year)));
  return holding.length === 1 ? holding[0] : undefined;
}

/**
 * "marching band … something the drumline can go crazy on": the drumline of the marching band the
 * message is about, a section of it, not the percussion ensemble.
 */
const withSectionsUnnamed = (message: string) =>
  (/\b(marching|halftime|half-time|field show|stand tunes?|pep band)\b/i.test(message)
    ? message.replace(/\bdrum ?lines?\b/gi, 'drummers')
    : message
  )
    // "(3 flutes, 1 clar, 4 alto sax, tons of perc)": the ensemble's players, not the percussion ensemble
    .replace(/\(([^)]*)\)/g, (list, inner: string) => (PLAYERS.test(inner) ? ' ' : list));
const PLAYERS =
  /\b(?:\d+|no|one|two|three|four|tons of|lots of|a few)\s+(?:flutes?|oboes?|clars?|clarinets?|bassoons?|sax(?:ophone)?s?|altos?|tenors?|baris?|tpts?|trumpets?|horns?|tbns?|trombones?|euphs?|tubas?|perc(?:ussion)?|drummers?|violins?|violas?|cellos?|basses|kids|players|students)\b/i;

/** The types "all my bands", "every choir", "both orchestras" mean, by the word said. */
const KINDS_OF_ALL: Readonly<Record<string, { word: string; types: readonly EnsembleType[] }>> = {
  band: { word: 'band', types: ['concert_band', 'symphonic_band', 'wind_ensemble'] },
  choir: { word: 'choir', types: ['mixed_choir', 'treble_choir', 'tenor_bass_choir'] },
  orchestra: { word: 'orchestra', types: ['string_orchestra', 'full_orchestra'] },
};
const ALL_OF_A_KIND =
  / (all|each of|every one of|every|each|both) (?:(?:my|our|the|of|\d|two|three|four|five) )*(?:(hs|ms|jh|high school|middle school|junior high) )?(bands?|choirs?|orch(?:estra)?s?) /;

/** "three bands: concert 12 min, symphonic 15…": a number of ensembles of a kind, then each named. */
const COUNTED_KINDS = / ([2-5]) (?:(hs|ms|jh|high school|middle school|junior high) )?(bands|choirs|orch(?:estra)?s) /;

/** The folded text (padded with spaces) says something of every ensemble of a kind, or counts them. */
const saysAllOfAKind = (padded: string) => ALL_OF_A_KIND.test(padded) || COUNTED_KINDS.test(padded);

/**
 * Every ensemble of one kind a message asks about at once ("each of my three bands", "all 3 HS bands",
 * "both choirs"): the director's ensembles of that kind, of the school said, else of the chosen
 * ensemble's group, as many as the message counts when it counts them; undefined when that is not clear.
 */
function allOfAKind(
  folded: string,
  ensembles: readonly Ensemble[],
  chosen: Ensemble,
): { word: string; ensembles: Ensemble[]; counted: boolean } | undefined {
  const match = ALL_OF_A_KIND.exec(` ${folded} `) ?? COUNTED_KINDS.exec(` ${folded} `);
  if (!match) return undefined;
  const counted = match[0].match(/ (\d) /)?.[1] ?? (match[1] === 'both' ? '2' : undefined);
  const kind = KINDS_OF_ALL[match[3]!.startsWith('orch') ? 'orchestra' : match[3]!.replace(/s$/, '')]!;
  const ofKind = ensembles.filter((e) => kind.types.includes(e.type));
  const school = match[2]
    ?.split(' ')
    .map((w) => w[0])
    .join('');
  const ownGroup = groupWords(chosen);
  const candidates = [
    school ? ofKind.filter((e) => nameWords(e).has(school.length === 1 ? match[2]! : school)) : [],
    ofKind.filter((e) => e.id === chosen.id || [...groupWords(e)].some((w) => ownGroup.has(w))),
    ofKind,
  ];
  const fits = candidates.find((list) => list.length >= 2 && (!counted || list.length === Number(counted)));
  return fits ? { word: kind.word, ensembles: fits, counted: counted !== undefined } : undefined;
}

/**
 * Whether a message may name two ensembles (two ensemble words, or two words of the kind an
 * ensemble's name holds: "chamber orch and chamber singers", "jazz 1 and the symphonic"): only then
 * are the director's ensembles read.
 */
export function mayNameSeveralEnsembles(message: string): boolean {
  let text = ` ${foldForSearch(ensembleWordsOf(withSectionsUnnamed(message)))} `;
  let count = 0;
  for (const [phrase] of WORDS) {
    const parts = text.split(` ${phrase} `);
    count += parts.length - 1;
    // a longer phrase counted covers its words ("jazz band", then "band")
    text = parts.join(' ');
  }
  for (const word of text.split(' ')) if (SHORT_FORMS[word] || (word.length >= 4 && KIND_WORDS.has(word))) count += 1;
  // "the 6th graders do 2 pieces, 7th/8th does 3": players' school years name their ensembles
  count += (text.match(/ \d{1,2}(?:st|nd|rd|th) ?(?:(?:\/|and|-)? ?\d{1,2}(?:st|nd|rd|th) |graders? )/g) ?? []).length;
  return count >= 2 || saysAllOfAKind(text);
}

/** The ensembles a message names, each once, in the order named ("make the jazz band part shorter"). */
export function ensemblesMentioned(message: string, chosen: Ensemble, ensembles: readonly Ensemble[]): Ensemble[] {
  const clauses = normalizeWording(message).split(
    /[,;:!?]|(?<!\d)\.|\.(?!\d)|\s[-–—]\s|\band\b|\bthen\b|\bwhile\b|\bplus\b/i,
  );
  const found = clauses
    // "band is fine", "leave the choir as is": named to be left alone
    .filter(
      (clause) =>
        !/\b(is|are|s) (fine|good|ok|okay|perfect|great)\b|\bas is\b|\bleave\b|\bkeep\b|\bunchanged\b/i.test(clause),
    )
    .map((clause) => ensembleOfClause(foldForSearch(clause), ensembles, chosen))
    .filter((e): e is Ensemble => e !== undefined);
  return [...new Map(found.map((e) => [e.id, e])).values()];
}

/**
 * The parts a turn asks anew. A first message naming two ensembles is a plan per ensemble; so is a
 * follow-up naming two when the conversation's last answer was for one ensemble, or for others ("now
 * 10 minutes for the jazz band and 15 for the choir" after a band answer). A follow-up naming the
 * ensembles of the last answer again ("make the jazz band part shorter, band is fine") refines it.
 */
export function partsAskedAnew(
  message: string,
  chosen: Ensemble,
  ensembles: readonly Ensemble[],
  lastParts: readonly { ensemble_id: number }[] | undefined,
): EnsemblePart[] | undefined {
  const parts = ensemblesNamedIn(message, chosen, ensembles);
  if (!parts || !lastParts) return parts;
  const before = new Set(lastParts.map((p) => p.ensemble_id));
  return parts.every((p) => before.has(p.ensemble.id)) ? undefined : parts;
}

/** The parts of a message about two or more ensembles, or undefined when it names at most one. */
export function ensemblesNamedIn(
  message: string,
  chosen: Ensemble,
  ensembles: readonly Ensemble[],
  /** What a bare number counts when the message does not say: minutes after an answer of shares ("choir can only do 10 now"). */
  bareNumbers?: 'minutes',
): EnsemblePart[] | undefined {
  if (ensembles.length < 2) return undefined;
  // "one piece for the choir and one for the symphony" counts pieces: numbers in words are read as digits
  // "Wind ensemble: half an hour": what follows a colon after an ensemble's name is that ensemble's
  const plain = normalizeWording(withSectionsUnnamed(message))
    // "Symphony for Band No. 2", "Symphony No. 5", "Symphony in D": a work, not the symphony orchestra
    .replace(/\bsymphony(?=\s+(?:for|no\b|no\.|number|#|in\s+[a-g]\b|\d+\b(?!\s*(?:minutes?|mins?|min)\b)))/gi, 'work')
    // "jazz & percussion night", "band and choir concert": an event, not two ensembles
    .replace(
      /\b(jazz|band|choir|choral|orchestra|orch|strings|percussion|perc|chamber)\s*(?:&|and|\+)\s*(?:jazz|band|choir|choral|orchestra|orch|strings|percussion|perc|chamber)\s+(concert|night|program|festival|show)\b/gi,
      '$2',
    )
    .replace(/([^,;.!?:\n]{1,60}):\s*/g, (whole, left: string) =>
      ensembleOfClause(foldForSearch(left), ensembles, chosen) ? `${left} ` : whole,
    );
  // "symphonic band needs a march + 2 (gr 4), WE needs…": the pieces of one ensemble's list stay in its clause
  const ITEM_JOIN = '\u2295';
  const clauses = plain
    .replace(/(\b(?:a|an|one|1)\s+[a-z]+)\s+\+\s+(?=(?:\d|two|three|four)\b)/gi, `$1 ${ITEM_JOIN} `)
    .split(
      /[,;:!?]|(?<!\d)\.|\.(?!\d)|\s[-–—]\s|\s[+&]\s|\bw\/\s|\band\b(?!\s+(?:up|above|higher|over|older)\b)|\bthen\b|\bwhile\b|\bplus\b/i,
    )
    .map((clause) => clause.replaceAll(ITEM_JOIN, '+').trim())
    .filter(Boolean);
  const foldedMessage = foldForSearch(plain);
  // "combined MS concert, band and orch": a word that says whose groups they are ("MS", a school's
  // name), said once, qualifies each ensemble word that alone names none
  const qualifiers = foldedMessage
    .split(' ')
    .filter(
      (w) =>
        w.length > 1 &&
        !KIND_WORDS.has(w) &&
        !ENSEMBLE_NAME_WORDS.has(w) &&
        !NAME_STOP_WORDS.has(w) &&
        !/^\d/.test(w) &&
        ensembles.some((e) => nameWords(e).has(w)),
    );
  const owned = clauses.map((clause) => {
    const folded = foldForSearch(clause);
    // "and our string quartet 1": a kind of group none of the director's ensembles is, not the chamber orchestra
    const kind = otherEnsembleKind(clause);
    if (kind && !ensembles.some((e) => ` ${foldForSearch(e.name)} `.includes(` ${kind.split(' ').at(-1)} `)))
      return { clause, ensemble: undefined, otherKind: true };
    // "every choir sings one spiritual": said of all of them, not of the one its word names
    if (ALL_OF_A_KIND.test(` ${folded} `) && !/\(/.test(clause))
      return { clause, ensemble: undefined as Ensemble | undefined, otherKind: false };
    const ensemble =
      ensembleOfClause(folded, ensembles, chosen) ??
      (qualifiers.length && folded.split(' ').some((w) => KIND_WORDS.has(w) || SHORT_FORMS[w])
        ? ensembleOfClause(`${qualifiers.join(' ')} ${folded}`, ensembles, chosen)
        : undefined);
    return { clause, ensemble, otherKind: false };
  });
  // "each of my three bands (WE, symphonic, concert)", "all 3 HS bands": every ensemble of that kind,
  // and a clause that names one only with the kind's word ("concert 12 min" among the bands) is its
  const all = allOfAKind(foldedMessage, ensembles, chosen);
  if (all)
    for (const o of owned) {
      const words = foldForSearch(o.clause).split(' ').filter(Boolean);
      const clause = ` ${words.join(' ')} `;
      if (o.ensemble || o.otherKind || words.length > 4 || saysAllOfAKind(clause)) continue;
      // "winter concert", "the pre-UIL concert": the occasion, not the Concert Band
      if (
        / (winter|spring|fall|autumn|holiday|christmas|pops|graduation|festival|school|uil|our|the|a) concert /.test(
          clause,
        )
      )
        continue;
      const one = ensembleOfClause(`${words.join(' ')} ${all.word}`, all.ensembles, chosen);
      // only by a word of its own name ("concert" of the Concert Band), not by the kind's word alone
      if (one && words.some((w) => !PLAIN_KIND_WORDS.has(w) && nameTokens(one).some((t) => namesToken(w, t))))
        o.ensemble = one;
    }
  let named = [...new Map(owned.filter((o) => o.ensemble).map((o) => [o.ensemble!.id, o.ensemble!])).values()];
  // every one of the kind when the message counts them ("my three bands") or names fewer than two
  if (all && named.length < all.ensembles.length && (all.counted || named.length < 2))
    named = [...named, ...all.ensembles.filter((e) => !named.includes(e))];
  if (named.length < 2) return undefined;
  // "the MS orch and the HS chamber orch … MS stuff gr 2, HS gr 4-5": a clause with a word that names
  // one of them only (its name's, or said beside it: "HS") is that ensemble's
  const ownWords = (text: string) =>
    foldForSearch(text)
      .split(' ')
      .filter(
        (w) => w.length > 1 && !KIND_WORDS.has(w) && !NAME_STOP_WORDS.has(w) && !SHORT_FORMS[w] && !/^\d/.test(w),
      );
  const saidOf = new Map(
    named.map((e) => [
      e,
      new Set([...nameWords(e), ...owned.filter((o) => o.ensemble === e).flatMap((o) => ownWords(o.clause))]),
    ]),
  );
  // ("gr 1 for the 6th, gr 2 for 7/8": the players' school years, as a pair or one ordinal)
  const yearsIn = (clause: string) => {
    const pair = /\b(\d{1,2})(?:st|nd|rd|th)?\s*\/\s*(\d{1,2})(?:st|nd|rd|th)?\b/.exec(clause);
    const one = /\bthe (\d{1,2})(?:st|nd|rd|th)\b(?!\s*grade)/i.exec(clause);
    return pair ? [pair[1]!, pair[2]!] : one ? [one[1]!] : [];
  };
  for (const o of owned) {
    if (o.ensemble || o.otherKind || !/\d/.test(o.clause)) continue;
    const words = ownWords(o.clause);
    const years = yearsIn(o.clause);
    const holders = named.filter(
      (e) => words.some((w) => saidOf.get(e)!.has(w)) || (years.length > 0 && years.every((y) => nameWords(e).has(y))),
    );
    if (holders.length === 1) o.ensemble = holders[0];
  }
  const shared = owned.filter((o) => !o.ensemble && !o.otherKind).map((o) => o.clause);
  // "2 pieces each for my treble choir and my tenor-bass choir": what "each" asks is asked of all
  // "one piece per choir: SSAA gr 4, …": "per choir" too, up to those words
  // "the men and the ladies each need one piece for Veterans Day": what follows "each" after the names
  for (const o of owned) {
    const each = /^(.*?)\b(each|per (?:choir|group|ensemble|band|orchestra|ensemble))\b(.*)$/i.exec(o.clause);
    if (!o.ensemble || !each) continue;
    if (/\d|\b(pieces?|songs?|charts?|tunes?|works?|selections?)\b/i.test(each[1]!))
      shared.push(`${each[1]}${each[2]}`.replace(/\bfor\b.*$/i, ''));
    else if (each[3]!.trim()) shared.push(each[3]!.trim());
  }
  // "25 minutes for the band and 15 for the jazz band": a bare number counts what the others count
  // "chamber orch 10, chamber singers 10": with no unit said, numbers a set of pieces would not reach are minutes
  const said = [
    ...plain
      .replace(YEAR_PAIRS, ' ')
      .matchAll(
        /(?<!\b(?:grades?|gr|level)\s*(?:\d{1,2}(?:\.\d)?\s*(?:-|–|to|or)\s*)?)\b(\d{1,3})\b(?!\s*(?:st|nd|rd|th)\b)/gi,
      ),
  ].map((m) => Number(m[1]));
  const noUnitSaid = !/\b(?:minutes?|mins?|min|pieces?|songs?|charts?|tunes?|works?|selections?)\b/i.test(plain);
  const unit =
    (bareNumbers === 'minutes' ||
      /\d\s*(?:minutes?|mins?|min)\b/i.test(plain) ||
      (noUnitSaid && said.length > 0 && said.every((n) => n >= 5))) &&
    !/\d\s*(?:pieces?|songs?|charts?|tunes?)\b/i.test(plain)
      ? 'minutes'
      : 'pieces';
  // "8 minutes each: concert band, concert choir, chamber orchestra" (no piece named): each
  // ensemble's share; "60 minutes … split it evenly between …": the total shared out
  const sharedText = ` ${foldForSearch(shared.join(' '))} `;
  const eachMinutes =
    sharedText.match(/ (\d{1,3}) ?(?:minutes?|mins?|min) (?:each|apiece|per group|per ensemble|a piece) /) ??
    // "… and the treble choir each get ten minutes"
    ` ${foldedMessage} `.match(
      / (?:each|all|both) (?:get|gets|have|has|do|does|play|plays|sing|sings) (?:about |around |roughly )?(\d{1,3}) ?(?:minutes?|mins?|min) /,
    );
  const namesPieces = /\b(pieces?|songs?|charts?|selections?|works?|tunes?|numbers?|marches|carols)\b/i.test(plain);
  // the words that split may sit in a clause that names an ensemble ("split it evenly between the
  // full orch and the chamber orch"): a split with one length in the whole message shares that length
  const wholeText = ` ${foldedMessage} `;
  const lengths = [...wholeText.matchAll(/ (\d{1,3}) ?(minutes?|mins?|min|hours?|hrs?|hr) /g)];
  // "choir gets 15 min, orchestra gets 20": each says its own length, nothing is split
  const ownLengths = owned.filter((o) => o.ensemble && /\d/.test(o.clause.replace(YEAR_PAIRS, ' '))).length;
  // "fill a 40-minute spring concert for the band, the jazz band and the orchestra": one concert's
  // length, said once, is the whole concert's, shared out like a split
  const concertLength =
    / (\d{1,3}) ?(?:minutes?|mins?|min) (?:long )?(?:[a-z]+ ){0,2}(concert|program|programme|show|evening|night|assembly) /;
  const splitsAll =
    (/ (split|splits|divide|divided|evenly|equally|half each) /.test(wholeText) || concertLength.test(wholeText)) &&
    lengths.length === 1 &&
    ownLengths < 2;
  const splitTotal = splitsAll
    ? lengths[0]!
    : / (split|splits|divide|divided|evenly|equally|half each) /.test(sharedText)
      ? sharedText.match(/ (\d{1,3}) ?(minutes?|mins?|min|hours?|hrs?|hr) /)
      : null;
  const commonShare =
    eachMinutes && !namesPieces
      ? Number(eachMinutes[1]) * 60
      : splitTotal
        ? Math.round((Number(splitTotal[1]) * (/^h/.test(splitTotal[2]!) ? 3600 : 60)) / named.length)
        : undefined;
  const sharedWords = commonShare
    ? shared.map((clause) =>
        clause.replace(
          /\b\d{1,3}\s*(?:minutes?|mins?|min|hours?|hrs?|hr)\b(\s+(?:each|apiece|per group|per ensemble|a piece))?/gi,
          '',
        ),
      )
    : shared;
  // "a march and one selection for each of my three bands (WE, symphonic, concert)": nothing said of
  // one band alone, so each is asked the whole message
  const saysOfOne = owned.some((o) => {
    const folded = ` ${foldForSearch(o.clause)} `;
    return o.ensemble && !saysAllOfAKind(folded) && /\d/.test(o.clause.replace(YEAR_PAIRS, ' '));
  });
  // (only where the message's ensemble words cannot mislead: bands all play band music)
  const oneRepertoire = new Set(named.map((e) => CATALOG_TYPES_FOR[e.type].join())).size === 1;
  if (all && !saysOfOne && oneRepertoire) {
    // "(WE, symphonic, concert)": the list of whom it is for is no part of the request
    const message = plain.replace(/\s*\(([^)]*)\)/g, (list, inner: string) =>
      inner
        .split(/,|\band\b/)
        .every((name) => !name.trim() || ensembleOfClause(`${foldForSearch(name)} ${all.word}`, all.ensembles, chosen))
        ? ''
        : list,
    );
    return named.map((ensemble) => ({ ensemble, message }));
  }
  // "a march + 2 selections for symphonic band (gr 4) and the same for wind ensemble (gr 5)": the
  // other's request, under its own grade
  const SAME = /^(?:and |but )?(?:the )?same(?: thing| again| request| set)? (?:for|from)\b/i;
  // ("band 15 min, jazz band 10, and the same for the strings": the one said last before it)
  const modelFor = (o: (typeof owned)[number]) => {
    const other = (p: (typeof owned)[number]) => p.ensemble && p.ensemble !== o.ensemble && !SAME.test(p.clause);
    return owned.slice(0, owned.indexOf(o)).reverse().find(other) ?? owned.find(other);
  };
  for (const o of owned) {
    const model = SAME.test(o.clause) && modelFor(o);
    if (o.ensemble && model)
      o.clause = [
        model.clause.replace(/\s*\([^)]*\)/g, '').replace(/\s+(?:for|from)\s+.*$/i, ''),
        ...(o.clause.match(/\([^)]*\)/g) ?? []),
      ].join(' ');
  }
  return named.map((ensemble) => {
    const own = owned
      .filter((o) => o.ensemble === ensemble)
      .map((o) =>
        splitsAll ? o.clause.replace(/\b\d{1,3}\s*(?:minutes?|mins?|min|hours?|hrs?|hr)\b/gi, '') : o.clause,
      );
    const share = (unit === 'minutes' && !splitsAll ? shareOf(own) : undefined) ?? commonShare;
    return {
      ensemble,
      message: [...own.map((clause) => plainCount(clause, unit, ensemble)), ...sharedWords].join(', '),
      ...(share ? { share } : {}),
    };
  });
}

/**
 * The minutes a follow-up about one ensemble of an answer of shares gives it ("jazz band only gets
 * 10 now", "the choir has 8 minutes"), as seconds; undefined when it says none.
 */
export const shareSaidOf = (message: string): number | undefined =>
  shareOf([plainCount(normalizeWording(message), 'minutes')]);

/** School years written as a pair ("the 7/8 band", "7th/8th grade"): a name, not minutes. */
const YEAR_PAIRS = /\b\d{1,2}(?:st|nd|rd|th)?\s*\/\s*\d{1,2}(?:st|nd|rd|th)?\b/gi;

/**
 * The minutes an ensemble's own clauses give it, as seconds: "10 minutes for the jazz band", "the
 * second band about 15", "15 at grade 2 for the jazz band". A length said of each piece ("pieces
 * of about 5 minutes", "5 minutes each", "a 5-minute piece") is no share; a number after "grade" is
 * a grade.
 */
function shareOf(clauses: readonly string[]): number | undefined {
  let seconds = 0;
  for (const clause of clauses) {
    const text = ` ${foldKeepingDecimals(clause.replace(YEAR_PAIRS, ' '))} `;
    if (/ (each|apiece|per piece|a piece|long|pieces? of|charts? of|songs? of|works? of) /.test(text)) continue;
    const withUnit = [
      ...text.matchAll(
        / (\d{1,3}) ?(minutes?|mins?|min|hours?|hrs?|hr) (?!(piece|work|song|chart|tune|selection)s? )/g,
      ),
    ];
    if (withUnit.length) {
      for (const m of withUnit) seconds += Number(m[1]) * (/^h/.test(m[2]!) ? 3600 : 60);
      continue;
    }
    // "JE1 does 15": the number of the ensemble's name is no share, the last number is
    const bare = [
      ...text.matchAll(
        / (?<!(grade|grades|level|gr|part|op|no) )(\d{1,2})(?= )(?! (pieces?|songs?|charts?|tunes?|works?|selections?|part|parts|grade|th|st|nd|rd) )/g,
      ),
    ]
      .map((m) => Number(m[2]))
      .filter((n) => n >= 3)
      .at(-1);
    if (bare) seconds += bare * 60;
  }
  return seconds || undefined;
}

/** "3 for the 7th/8th grade band" → "3 pieces for …" (or "minutes" when the others count minutes); "jazz band gets 10" → "… gets 10 minutes". */
function plainCount(clause: string, unit: 'pieces' | 'minutes', ensemble?: Ensemble): string {
  // "jazz band gets 10": minutes; "HS band plays 2 on its own": so few are pieces, unless minutes are counted
  const given = (n: string) => (unit === 'pieces' && Number(n) < 5 ? 'pieces' : 'minutes');
  return (
    clause
      // "HS concert choir 2", "chamber singers 2": a number after the ensemble counts what the others count
      // ("JE1", "jazz 1": the number of Jazz Ensemble I's name counts nothing)
      .replace(
        /^(\D*[a-z)]\s+)(?<!\b(?:grade|grades|gr|level)\s+)(\d{1,2})\s*$/i,
        (whole: string, before: string, n: string) =>
          ensemble && nameTokens(ensemble).includes(n)
            ? whole
            : `${before}${n} ${/\b(gets|get|has|does|plays)\s+$/i.test(before) ? given(n) : unit}`,
      )
      .replace(
        /^((?:need |just |only |about |around )?)(\d{1,2})(?=\s+(?:for|to|from|by|of the|with)\b)/i,
        `$1$2 ${unit}`,
      )
      // "could you pick 2 for the woodwind quintet"
      .replace(/\b(pick|choose|give me|suggest|need|want|find)\s+(\d{1,2})(?=\s+for\b)/i, `$1 $2 ${unit}`)
      // "jazz band 2 for the tailgate", "MS band 2 on its own": a number after the ensemble's word
      // ("jazz 2" is the second jazz band's name)
      .replace(
        /\b(band|choir|chorus|chorale|orchestra|orch|ensemble|ens|singers|strings|quintet)\s+(\d{1,2})(?=\s+(?:for|on|at|in|to|from|please|pls)\b)/i,
        `$1 $2 ${unit}`,
      )
      .replace(
        /\b(gets|get|has|does|plays)\s+(\d{1,3})\b(?!\s*(?::|minutes?|mins?|min|pieces?|songs?|charts?|tunes?))/i,
        (_, verb: string, n: string) => `${verb} ${n} ${given(n)}`,
      )
  );
}

const MINUTES = '(?:minutes?|mins?|min)';
/** "cut five minutes", "5 min shorter", "shave off 3 minutes": a set made shorter by so many minutes. */
const LESS_MINUTES = new RegExp(
  `\\b(?:(?:cut|shave|trim|take|knock|drop|lose|chop|remove)\\s+(?:off\\s+|out\\s+)?(?:about\\s+|another\\s+)?(\\d{1,2})\\s*${MINUTES}|(\\d{1,2})\\s*${MINUTES}\\s+(?:shorter|less|fewer))\\b`,
  'i',
);
/** "cut 5 from each", "take 3 off both": after an answer of shares, the number is minutes. */
const LESS_FROM_EACH =
  /\b(?:cut|shave|trim|take|knock|drop|chop)\s+(?:off\s+)?(\d{1,2})\s+(?:from|off)\s+(?:each|both|all|every|everyone)\b/i;
/** "add five minutes", "5 more minutes", "3 min longer", "another 5 minutes": so many minutes more. */
const MORE_MINUTES = new RegExp(
  `\\b(?:add\\s+(?:about\\s+|another\\s+)?(\\d{1,2})\\s*${MINUTES}|(?:another|an extra)\\s+(\\d{1,2})\\s*${MINUTES}|(\\d{1,2})\\s*(?:more|extra)\\s+${MINUTES}|(\\d{1,2})\\s*${MINUTES}\\s+(?:longer|more))\\b`,
  'i',
);

/**
 * The minutes a follow-up adds to or takes from a set, as signed seconds ("cut five minutes from
 * each" → -300, "give the band 3 more minutes" → +180), or undefined when it names no change.
 */
export function minutesChange(message: string): number | undefined {
  const text = normalizeWording(message);
  const less = LESS_MINUTES.exec(text) ?? LESS_FROM_EACH.exec(text);
  if (less) return -Number(less[1] ?? less[2]) * 60;
  const more = MORE_MINUTES.exec(text);
  if (more) return Number(more.slice(1).find(Boolean)) * 60;
  return undefined;
}
