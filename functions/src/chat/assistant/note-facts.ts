import type { NoteDraft, UilListing } from '@app/shared/contracts/chat';
import { foldForSearch } from '@app/shared/domain/search-text';
import type { CatalogTag } from '../../catalog/catalog-vocabulary';
import type { ComposerFacts } from '../../catalog/composer-facts';
import { isUnnamedComposer } from '../../catalog/creator-key';

/**
 * Everything a drafted program note may say about a piece: the program's or library's own values,
 * the catalogue work that is the same piece (its sourced notes, character and listing) and the
 * composer's and arranger's records. Nothing else is ever written.
 */
export interface NoteFacts {
  title: string;
  composer: string | null;
  arranger: string | null;
  composerFacts?: ComposerFacts | undefined;
  arrangerFacts?: ComposerFacts | undefined;
  /** The year it was written or published. */
  year: number | null;
  /** Character tags (catalogue or library). */
  tags: readonly CatalogTag[];
  /** The catalogue's notes, in its sources' own words, and where they come from. */
  catalogueNotes: string | null;
  sources: readonly string[];
  uil: UilListing | null;
}

/** What a tag says a piece is, as a noun ("a march"); tags that name no kind of piece say nothing here. */
const KINDS: Partial<Record<CatalogTag, string>> = {
  march: 'a march',
  overture: 'an overture',
  fanfare: 'a fanfare',
  chorale: 'a chorale',
  hymn: 'a hymn setting',
  suite: 'a suite',
  dance: 'a dance',
  spiritual: 'a spiritual',
  christmas: 'a Christmas piece',
  ballad: 'a ballad',
  folk: 'a folk song setting',
};
/** Character words a tag gives ("lyrical"), placed before the kind. */
const MOODS: Partial<Record<CatalogTag, string>> = {
  lyrical: 'lyrical',
  energetic: 'energetic',
  fast: 'lively',
  slow: 'slow',
  humorous: 'light-hearted',
  patriotic: 'patriotic',
  sacred: 'sacred',
};
const ERAS: Record<string, string> = {
  renaissance: 'the Renaissance',
  baroque: 'the Baroque era',
  classical: 'the Classical era',
  romantic: 'the Romantic era',
  modern: 'the twentieth century',
  contemporary: 'our own time',
};

const capitalised = (word: string) =>
  word.replace(/(^|[\s-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase());

/** "(1874–1934)", "(born 1964)", or nothing when the record gives no years. */
function lifeYears(facts: ComposerFacts | undefined): string {
  if (!facts?.born) return '';
  return facts.died ? ` (${facts.born}–${facts.died})` : ` (born ${facts.born})`;
}

/** "the English composer Gustav Holst (1874–1934)": the person with what the record says of them. */
function person(name: string, facts: ComposerFacts | undefined, role: 'composer' | 'arranger'): string {
  const nationality = facts?.nationality ? `${capitalised(facts.nationality)} ` : '';
  return nationality ? `the ${nationality}${role} ${name}${lifeYears(facts)}` : `${name}${lifeYears(facts)}`;
}

/** A stable choice among wordings per piece: the notes of one program do not all open alike. */
const variant = (title: string, count: number) =>
  [...title].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7) % count;

function kindOf(facts: NoteFacts): string | null {
  const kind = facts.tags.map((t) => KINDS[t]).find(Boolean);
  const mood = facts.tags.map((t) => MOODS[t]).find(Boolean);
  if (kind && mood) return `a ${mood} ${kind.replace(/^an? /, '')}`;
  return kind ?? (mood ? `a ${mood} piece` : null);
}

/**
 * The year the note may print beside the composer: none when there is an arranger, since the
 * catalogue's year of an arrangement may be the arrangement's or the work's.
 */
const composedYear = (facts: NoteFacts) => (facts.arranger ? null : facts.year);

/** "a energetic" → "an energetic". */
const withArticles = (text: string) => text.replace(/\b([Aa]) ([aeiou])/g, '$1n $2');

/** The opening sentence: the piece, who wrote it, when. */
function opening(facts: NoteFacts): string {
  const { title, composer } = facts;
  const year = composedYear(facts);
  const when = year ? ` in ${year}` : '';
  // "Traditional", "Spiritual", "Anonymous": a tune nobody is named for
  if (composer && isUnnamedComposer(composer)) return `${title} is a ${composer.trim().toLowerCase()} tune.`;
  if (!composer) return year ? `${title} dates from ${year}.` : `${title}.`;
  const who = person(composer, facts.composerFacts, 'composer');
  switch (variant(title, 3)) {
    case 0:
      return `${capitalised(who.charAt(0)) + who.slice(1)} wrote ${title}${when}.`;
    case 1:
      return `${title} is by ${who}${year ? `, written${when}` : ''}.`;
    default:
      return `${year ? `Written${when}, ` : ''}${title} comes from ${who}.`.replace(/^([a-z])/, (c) => c.toUpperCase());
  }
}

function arrangement(facts: NoteFacts): string | null {
  if (!facts.arranger) return null;
  const who = person(facts.arranger, facts.arrangerFacts, 'arranger');
  return variant(facts.title, 2) === 0
    ? `This arrangement is by ${who}.`
    : `It is heard tonight in the arrangement by ${who}.`;
}

function character(facts: NoteFacts): string | null {
  const kind = kindOf(facts);
  const era = facts.composerFacts?.era ? ERAS[facts.composerFacts.era] : undefined;
  if (kind && era) return withArticles(`It is ${kind} from ${era}.`);
  if (kind) return withArticles(`It is ${kind}.`);
  return era ? `The music comes from ${era}.` : null;
}

function listing(facts: NoteFacts): string | null {
  if (!facts.uil) return null;
  return `It is on the Texas UIL Prescribed Music List at grade ${facts.uil.grade}.`;
}

/** The catalogue's notes, whole sentences, ending with a full stop. */
const sourced = (notes: string | null) => {
  const text = notes?.trim();
  if (!text) return null;
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

/**
 * A first version of a piece's program note, from its facts alone, in a short and a longer form,
 * with what the facts do not say (for the director, never printed). No fact is added: every name,
 * year and number comes from `facts`.
 */
export function draftFromFacts(facts: NoteFacts): NoteDraft {
  const first = opening(facts);
  const kind = character(facts);
  const shortText = [first, kind].filter(Boolean).join(' ');
  const longText = [first, arrangement(facts), kind, sourced(facts.catalogueNotes), listing(facts)]
    .filter(Boolean)
    .join(' ');
  const named = facts.composer && !isUnnamedComposer(facts.composer);
  const unknown = [
    ...(facts.composer ? [] : ['who wrote it']),
    ...(facts.year
      ? facts.arranger
        ? [`whether the year the catalogue gives (${facts.year}) is the work's or this arrangement's`]
        : []
      : ['the year it was written']),
    ...(named && !facts.composerFacts?.born ? [`${facts.composer}'s years`] : []),
    ...(kindOf(facts) ? [] : ['what kind of piece it is']),
    ...(facts.catalogueNotes ? [] : ['a description of the music from a source']),
  ];
  return { short: shortText, long: longText, unknown, sources: [...facts.sources] };
}

/** Every word and number the facts hold, folded: what a model's draft may say and nothing more. */
export function factText(facts: NoteFacts): string {
  const people = [facts.composerFacts, facts.arrangerFacts].flatMap((p) =>
    p ? [p.name, p.nationality ?? '', p.era ?? '', String(p.born ?? ''), String(p.died ?? '')] : [],
  );
  return [
    facts.title,
    facts.composer ?? '',
    facts.arranger ?? '',
    ...people,
    String(facts.year ?? ''),
    ...facts.tags,
    facts.catalogueNotes ?? '',
    facts.uil ? `UIL ${facts.uil.grade} ${facts.uil.code} Texas Prescribed Music List` : '',
  ].join(' ');
}

/** Words a sentence may start with or hold that name nothing: not a fact to check. */
const PLAIN_WORDS = new Set(
  'a an the it its this that these those his her their he she they in on of for from by with and or but as at to tonight today here there when while which who whose written wrote composed arranged arrangement piece music work movement program concert is was are were be been has have had one two three first second third'.split(
    ' ',
  ),
);

/**
 * The sentences of a model's note whose names, years and numbers are all in the facts: a sentence
 * that says a year, a number or a name the facts do not hold is dropped whole.
 */
export function checkedNote(text: string, facts: NoteFacts): { text: string; dropped: string[] } {
  const known = ` ${foldForSearch(factText(facts))} `;
  const holds = (word: string) => known.includes(` ${foldForSearch(word)} `);
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/).filter((s) => s.trim())) {
    const numbers = sentence.match(/\d+(?:\.\d+)?/g) ?? [];
    // capitalised words past the sentence's first: names (of people, places, works)
    const names = sentence
      .split(/\s+/)
      .slice(1)
      .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
      .filter((w) => /^\p{Lu}/u.test(w) && !PLAIN_WORDS.has(w.toLowerCase()));
    if ([...numbers, ...names].every(holds)) kept.push(sentence.trim());
    else dropped.push(sentence.trim());
  }
  return { text: kept.join(' '), dropped };
}
