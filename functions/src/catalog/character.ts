import { foldForSearch } from '@app/shared/domain/search-text';
import type { CatalogWork, Composer, ComposerEra } from './catalog-schema';
import { ERA_TAGS, type CatalogTag } from './catalog-vocabulary';
import { isUnnamedComposer } from './creator-key';

/**
 * A work's character, each tag with the evidence for it, worked out when the catalogue is packed:
 *
 * - what the title says ("March", "Overture", "Noël", "Ave Maria", "Irish Tune");
 * - what the UIL listing's specification says ("a cappella");
 * - the catalogue's notes, in the source pages' own words ("a lively concert march");
 * - the composer's era (from their record), else the year the work was written;
 * - the tags the research gave from its source pages.
 *
 * Era tags come from the composer when their record names an era: a work the research tagged
 * "classical" by a Romantic composer is Romantic. A listing is evidence of "contest" only.
 */

type Lexicon = readonly [CatalogTag, RegExp][];

/** Title words: names of forms and occasions, places of tunes. Matched on the folded title. */
const TITLE_WORDS: Lexicon = [
  ['march', /\b(march|marches|marche|marcha|marsch|quickstep|processional|procession)\b/],
  ['fanfare', /\b(fanfare|fanfares|flourish|intrada)\b/],
  ['overture', /\b(overture|ouverture|overtura)\b/],
  ['chorale', /\b(chorale|chorales|choral)\b/],
  ['hymn', /\b(hymn|hymns|hymne|hymnus)\b/],
  [
    'dance',
    /\b(dance|dances|danza|danzas|danse|danses|tanz|tanze|merengue|cumbia|waltz|waltzes|walzer|valse|jig|reel|hornpipe|polka|tango|mazurka|minuet|menuet|minuetto|gavotte|bourree|gigue|sarabande|hoedown|hoe down|tarantella|galop|farandole|habanera|bolero|czardas|csardas|trepak|pavane|galliard|allemande|rigaudon|contradance|contredanse|contredanses|rondeau)\b/,
  ],
  ['suite', /\b(suite|partita)\b/],
  [
    'christmas',
    /\b(christmas|noel|carol|carols|nativity|sleigh|jingle|bethlehem|yuletide|advent|wassail|gesu bambino|silent night)\b/,
  ],
  [
    'sacred',
    /\b(ave maria|ave verum|kyrie|gloria|sanctus|agnus dei|magnificat|alleluia|hallelujah|psalm|requiem|missa|mass|te deum|magnum mysterium|jubilate|salve regina|pater noster|laudate|exsultate|benedictus|stabat mater|nunc dimittis|tantum ergo|ubi caritas|cantate domino|sacrum convivium|adoramus|lux aeterna|locus iste|sicut cervus|panis angelicus|bogoroditse|regina coeli|o salutaris|domine|dominus|domino|deus|jesu|jesus|lord|benedicamus|dies irae|miserere|libera me|in paradisum|o vos omnes|crucifixus|credo|hosanna|da pacem|dona nobis pacem|jubilate deo|confitemini|christus|resurrexit|ave maris stella|ave regina|veni creator|veni sancte|requiescat)\b/,
  ],
  [
    'lyrical',
    /\b(lullaby|berceuse|nocturne|elegy|elegie|lament|air|aria|reverie|meditation|romance|prayer|song without words|serenade)\b/,
  ],
  ['slow', /\b(adagio|largo|lento|adagietto)\b/],
  ['fast', /\b(allegro|presto|vivace|toccata|scherzo|perpetuum mobile|moto perpetuo)\b/],
  ['folk', /\b(folk|folksong|folksongs|folk song|folk songs|folk tune)\b/],
  [
    'celtic',
    /\b(irish|ireland|derry|celtic|gaelic|scottish|scotland|highland|highlands|welsh|wales|loch|erin|hebrides|galway|dublin|skye|caledonia|caledonian)\b/,
  ],
  ['american', /\b(america|american|americana|yankee|appalachian|shenandoah|kentucky|prairie|frontier|shaker)\b/],
  // "a salute to Handel" is a tribute and "North Star to Freedom" a journey (the Underground Railroad):
  // neither is patriotic; "American Salute" and "The Testament of Freedom" are. National anthems and
  // patriotic songs count by name ("America" alone is also West Side Story's song)
  [
    'patriotic',
    /\b(liberty|(?<!\bto )freedom|star spangled|stars and stripes|patriotic|patriots|salute(?! to\b)|flag|hail columbia|battle hymn|o canada|america the beautiful|america,? the beautiful|god bless america|my country,? tis of thee|hail to the chief|yankee doodle|columbia,? the gem of the ocean|marseillaise|god save the (king|queen)|rule,? britannia|land of hope and glory)\b/,
  ],
  ['spring', /\b(spring|springtime|vernal|may day)\b/],
  ['winter', /\b(winter|snow|snowflake|snowflakes|frost|december|wintertide)\b/],
  ['autumn', /\b(autumn|harvest|october|halloween)\b/],
  // a nature word in a set phrase names something else: a friendship across the sea, Grieg's troll
  // king, the flag; a march's title never pictures nature (characterOf skips the rule for a march)
  [
    'nature',
    /\b(sea(?<!across the sea)|ocean|river|rivers|(?<!\bno )mountain(?! king)|mountains|sky|skies|stars(?! and stripes)|forest(?! city)|woods|storm|rain|sunrise|sunset|meadow|hurricane|cyclone|volcano|volcan|canyon|canyons|desert)\b/,
  ],
  ['blues', /\b(blues)\b/],
  // "Swing Low, Sweet Chariot" and "Swing Down, Chariot" are spirituals, not swing
  ['swing', /\b(swing(?! (low|down)\b)|swingin)\b/],
  [
    'latin',
    /\b(latin|salsa|mambo|samba|bossa|cha cha|rumba|merengue|cumbia|cubano|cuban|mexicana|mexicano|espana|fiesta|mariachi|huapango|danzon|guaracha|malambo|beguine|tango)\b/,
  ],
  ['medley', /\b(medley|highlights from|selections from)\b/],
  ['spiritual', /\b(spiritual|spirituals)\b/],
  ['gospel', /\b(gospel)\b/],
];

/** Notes words: what the source pages say of the music (a noun or adjective, whole words). */
const NOTES_WORDS: Lexicon = [
  ['march', /\b(a march|concert march|military march|circus march|street march|march for|marches|quickstep)\b/],
  ['fanfare', /\b(fanfare|fanfares)\b/],
  ['overture', /\b(overture|concert overture)\b/],
  ['chorale', /\b(chorale|chorales)\b/],
  ['hymn', /\b(hymn|hymns|hymn tune)\b/],
  ['spiritual', /\b(spiritual|spirituals)\b/],
  ['gospel', /\b(gospel)\b/],
  [
    'folk',
    /\b(folk song|folk songs|folksong|folk tune|folk tunes|folk melody|folk melodies|traditional tune|traditional melody)\b/,
  ],
  [
    'lyrical',
    /\b(lyrical|lyric|expressive|songlike|song like|gentle|tender|serene|reflective|elegiac|lullaby|heartfelt|legato)\b/,
  ],
  ['energetic', /\b(energetic|lively|driving|exciting|rousing|spirited|festive|exuberant|vigorous|brilliant|upbeat)\b/],
  ['fast', /\b(fast|quick|allegro|presto|up tempo|uptempo)\b/],
  ['slow', /\b(slow|adagio|largo|calm|quiet)\b/],
  ['dance', /\b(dance|dances|waltz|jig|reel|dance like)\b/],
  ['swing', /\b(swing|swinging|shuffle)\b/],
  ['ballad', /\b(ballad)\b/],
  ['blues', /\b(blues)\b/],
  ['latin', /\b(latin|afro cuban|bossa nova|samba|mambo|salsa|cha cha)\b/],
  ['christmas', /\b(christmas|carol|carols|advent|nativity)\b/],
  ['sacred', /\b(sacred|liturgical|mass|psalm|motet|anthem|latin text|biblical)\b/],
  ['celtic', /\b(irish|scottish|celtic|welsh|gaelic)\b/],
  ['humorous', /\b(humorous|humour|humor|comic|playful|whimsical|novelty)\b/],
  ['programmatic', /\b(programmatic|tone poem|depicts|depicting|tells the story|portrays)\b/],
  ['suite', /\b(suite)\b/],
  ['patriotic', /\b(patriotic|nationhood|national pride)\b/],
  ['film', /\b(film|movie|soundtrack)\b/],
  ['nature', /\b(nature|the sea|the ocean|river(?! dance)|mountains)\b/],
];

/**
 * A nature word of the notes inside a name is not what the music pictures: a film's title ("The
 * Bridge on the River Kwai"), a named range or river the tune comes from ("the Ozark mountains",
 * "the Misty Mountains"), a trilogy's title ("Nature, Life and Love"). Such a word is capitalised, or
 * follows a capitalised word, in the middle of a sentence.
 */
function inAName(text: string, at: number, length: number): boolean {
  const word = text.slice(at, at + length).replace(/^the /i, '');
  const wordAt = at + length - word.length;
  const before = text.slice(0, wordAt).trimEnd();
  const sentenceStart = before === '' || /[.!?:(]$/.test(before);
  if (/^[A-Z]/.test(word) && !sentenceStart) return true;
  const previous = /(\S+)$/.exec(before)?.[1] ?? '';
  return /^[A-Z][a-z]/.test(previous) && !/^(The|A|An|Its|Their|Of)$/.test(previous) && !sentenceStart;
}

const UIL_WORDS: Lexicon = [['a-cappella', /\b(a cappella|acappella|unaccompanied)\b/]];

const TAG_OF_ERA: Partial<Record<ComposerEra, CatalogTag>> = {
  renaissance: 'renaissance',
  baroque: 'baroque',
  classical: 'classical',
  romantic: 'romantic',
  modern: 'modern',
  contemporary: 'contemporary',
};

/** The era of a work's year, for a work whose composer has no record. */
export function eraOfYear(year: number): ComposerEra {
  if (year < 1600) return 'renaissance';
  if (year < 1750) return 'baroque';
  if (year < 1820) return 'classical';
  if (year < 1910) return 'romantic';
  if (year < 1970) return 'modern';
  return 'contemporary';
}

/** The words around a match, for the evidence ("…a lively concert march in 6/8…"). */
function quoteOf(text: string, at: number, length: number): string {
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 30)) + 1);
  const endSpace = text.indexOf(' ', Math.min(text.length, at + length + 30));
  const end = endSpace < 0 ? text.length : endSpace;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

export interface WorkCharacter {
  tags: CatalogTag[];
  /** Each tag's evidence, in words a director can check. */
  evidence: Partial<Record<CatalogTag, string>>;
}

/** The character of one work, with the composer's record when one is known. */
export function characterOf(work: CatalogWork, composer: Composer | undefined): WorkCharacter {
  const evidence: Partial<Record<CatalogTag, string>> = {};
  const add = (tag: CatalogTag, why: string) => {
    evidence[tag] ??= why;
  };
  const title = foldForSearch(work.title);
  // a march's title names a dedication, a place or a slogan ("Hands Across the Sea", "Forest City
  // Commandery"), not the nature it pictures
  const march = TITLE_WORDS[0]![1].test(title) || work.tags.includes('march');
  for (const [tag, words] of TITLE_WORDS) {
    if (tag === 'nature' && march) continue;
    if (words.test(title)) add(tag, `the title: "${work.title}"`);
  }
  const spec = foldForSearch(work.uil?.specification);
  for (const [tag, words] of UIL_WORDS) if (words.test(spec)) add(tag, `the UIL listing: "${work.uil!.specification}"`);
  // the notes are matched on a plain lower-case copy, so the quote keeps the page's own words
  const notes = (work.notes ?? '').toLowerCase();
  const plainNotes = foldForSearch(work.notes);
  for (const [tag, words] of NOTES_WORDS) {
    const match = words.exec(plainNotes);
    if (!match) continue;
    const at = notes.indexOf(match[0]);
    if (tag === 'nature' && at >= 0 && inAName(work.notes!, at, match[0].length)) continue;
    add(tag, `the notes: "${at >= 0 ? quoteOf(work.notes!, at, match[0].length) : match[0]}"`);
  }
  // "Traditional Irish Folk Song", "Scottish Folk Song": the UIL list's composer names the tune's people
  const folkSong = /\bfolk ?songs?\b/i.test(work.composer);
  if (isUnnamedComposer(work.composer) || folkSong) {
    const why = `the composer: "${work.composer}" (a traditional tune)`;
    add(/spiritual/i.test(work.composer) ? 'spiritual' : 'folk', why);
    const people = foldForSearch(work.composer);
    for (const [tag, words] of TITLE_WORDS)
      if ((tag === 'celtic' || tag === 'american' || tag === 'latin') && words.test(people)) add(tag, why);
  }
  const era = composer?.era ?? (work.year != null ? eraOfYear(work.year) : null);
  const eraTag = era ? TAG_OF_ERA[era] : undefined;
  if (composer?.era) {
    if (eraTag)
      add(
        eraTag,
        `the composer: ${composer.name}${composer.born ? ` (${composer.born}–${composer.died ?? ''})` : ''}, ${composer.era}`,
      );
  } else if (eraTag) add(eraTag, `the year: ${work.year}`);
  const known = Boolean(composer?.era || work.year != null);
  for (const tag of work.tags) {
    if (tag === 'contest') {
      if (work.uil) add('contest', `the UIL listing ${work.uil.code}`);
      else add('contest', `graded by a contest list (${work.grade_text})`);
      continue;
    }
    // an era the research gave yields to the composer's own, or the year's
    if (ERA_TAGS.has(tag) && known && tag !== eraTag) continue;
    add(tag, `its sources (${work.sources.grade[0] ?? work.sources.duration[0]})`);
  }
  // a title, a listing or notes can name both an era's word and another era's tag; the era decides
  const tags = (Object.keys(evidence) as CatalogTag[]).filter((t) => !ERA_TAGS.has(t) || !known || t === eraTag);
  return { tags, evidence: Object.fromEntries(tags.map((t) => [t, evidence[t]!])) };
}
