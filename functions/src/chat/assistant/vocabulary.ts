import { CATALOG_TYPES_FOR, catalogTags, type CatalogTag } from '../../catalog/catalog-vocabulary';
import type { EnsembleType } from '@app/shared/contracts/ensembles';
import { ENSEMBLE_TYPE_WORDS } from '@app/shared/domain/ensemble-words';

/**
 * The words the assistant understands, in one place: character and style words (mapped to the
 * catalogue's tags), ensemble words and grade words. Everything here is folded (lower case, no
 * accents) and matched on whole words.
 */

/** Words (and short phrases) that mean a tag, beside the tag itself. */
export const TAG_SYNONYMS: Record<CatalogTag, readonly string[]> = {
  march: ['march', 'marches', 'quickstep'],
  fanfare: ['fanfare', 'fanfares', 'flourish'],
  overture: ['overture', 'overtures'],
  chorale: ['chorale', 'chorales'],
  hymn: ['hymn', 'hymns', 'hymn tune'],
  ballad: ['ballad', 'ballads'],
  lyrical: [
    'lyrical',
    'lyric',
    'expressive',
    'song like',
    'songlike',
    'legato',
    'beautiful',
    'tender',
    'heartfelt',
    'melodic',
    'emotional',
    'reflective',
    'elegy',
    'elegiac',
    'serene',
    'gentle',
    'slower',
  ],
  energetic: [
    'energetic',
    'exciting',
    'upbeat',
    'up tempo',
    'uptempo',
    'lively',
    'rousing',
    'driving',
    'flashy',
    'high energy',
    'spirited',
    'festive',
    'bright',
    'showy',
    'rhythmic',
    'fun',
    'faster',
    'livelier',
  ],
  dance: [
    'dance',
    'dances',
    'waltz',
    'waltzes',
    'dance like',
    'jig',
    'jigs',
    'reel',
    'reels',
    'hornpipe',
    'hornpipes',
    'hoedown',
    'square dance',
    'barn dance',
  ],
  suite: ['suite', 'suites', 'multi movement'],
  folk: [
    'folk',
    'folk song',
    'folksong',
    'folksongs',
    'folk songs',
    'traditional tune',
    // a sea shanty is a folk song, not a piece about the sea
    'shanty',
    'shanties',
    'sea shanty',
    'sea shanties',
    'chantey',
    'chanteys',
    'sea chantey',
    'sea chanteys',
    // a fiddle tune is a folk dance tune, whoever plays it
    'fiddle tune',
    'fiddle tunes',
    'fiddle style',
    'fiddling',
    'hoedown',
    'hoe down',
  ],
  spiritual: ['spiritual', 'spirituals'],
  gospel: ['gospel'],
  sacred: ['sacred', 'religious', 'church', 'liturgical', 'anthem'],
  holiday: ['holiday', 'holidays', 'seasonal', 'hanukkah', 'chanukah', 'winter concert', 'december'],
  christmas: ['christmas', 'xmas', 'carol', 'carols', 'noel'],
  patriotic: [
    'patriotic',
    'memorial day',
    'veterans day',
    'fourth of july',
    'july 4th',
    'independence day',
    'flag day',
  ],
  american: ['american', 'americana'],
  celtic: ['celtic', 'irish', 'scottish', 'gaelic', 'welsh'],
  latin: ['latin', 'salsa', 'cha cha', 'afro cuban'],
  // the Basie band is the model of big-band swing ("something Basie style")
  swing: ['swing', 'swinging', 'swingin', 'shuffle', 'basie', 'count basie', 'basie style'],
  blues: ['blues', 'bluesy'],
  funk: ['funk', 'funky'],
  rock: ['rock', 'rock and roll'],
  'bossa-nova': ['bossa', 'bossa nova'],
  samba: ['samba'],
  mambo: ['mambo'],
  'jazz-waltz': ['jazz waltz'],
  film: ['film', 'films', 'movie', 'movies', 'cinematic', 'soundtrack', 'star wars', 'pixar', 'disney'],
  broadway: ['broadway', 'musical', 'musicals', 'show tune', 'show tunes'],
  pop: ['pop', 'popular song', 'pop song'],
  renaissance: ['renaissance', 'madrigal', 'madrigals', 'fa la', 'fa la la', 'ballett', 'balletts'],
  baroque: ['baroque', 'bach', 'handel', 'vivaldi'],
  classical: ['classical period', 'classical era', 'classical style', 'mozart', 'haydn'],
  romantic: ['romantic', 'romantic era', 'romantic period'],
  modern: ['modern', 'modernist', 'twentieth century', '20th century', 'early 20th century', 'mid century'],
  contemporary: ['contemporary', 'new music', '21st century', 'twenty first century', 'recent'],
  programmatic: ['programmatic', 'story', 'tells a story', 'descriptive', 'tone poem'],
  spring: ['spring', 'springtime'],
  autumn: ['autumn', 'harvest', 'halloween', 'thanksgiving'],
  winter: ['winter', 'snow', 'snowy'],
  nature: ['nature', 'sea', 'ocean', 'river', 'mountain', 'mountains', 'sky'],
  humorous: ['humorous', 'humor', 'funny', 'comic', 'novelty', 'silly', 'light hearted', 'lighthearted'],
  medley: ['medley', 'medleys'],
  world: [
    'world music',
    'multicultural',
    'african',
    'asian',
    'japanese',
    'chinese',
    'korean',
    'israeli',
    'hebrew',
    'latin american',
  ],
  'a-cappella': ['a cappella', 'acapella', 'unaccompanied'],
  // "something faster" after two ballads asks for a quicker tempo and a livelier character (energetic
  // lists "faster" too: far more works carry it), not the ballads' character again; "slower" likewise
  fast: ['fast', 'faster', 'quick', 'allegro', 'presto', 'vivace', 'brisk'],
  slow: ['slow', 'slower', 'calm', 'calmer', 'quiet', 'adagio', 'largo', 'peaceful', 'soft'],
  opener: ['opener', 'opening', 'concert opener', 'to open', 'start the concert', 'curtain raiser'],
  closer: ['closer', 'closing', 'finale', 'to close', 'end the concert', 'grand finale', 'big finish'],
  contest: ['contest', 'festival', 'assessment', 'adjudicated', 'competition', 'mpa'],
};

/** Each phrase (folded) → its tag; longest phrases first so "bossa nova" wins over "bossa". */
export const TAG_PHRASES: readonly [string, CatalogTag][] = catalogTags
  .flatMap((tag) =>
    [tag.replace('-', ' '), ...TAG_SYNONYMS[tag]].map((phrase) => [phrase, tag] as [string, CatalogTag]),
  )
  .sort((a, b) => b[0].length - a[0].length);

/**
 * The nearest kinds of each character: when nothing asked of one is to be had, a piece of a related
 * kind is the closer fit ("something Irish" with no Celtic piece at the level: a folk setting; "a
 * Broadway medley" for an orchestra: film music), said so in the reply.
 */
export const RELATED_TAGS: Partial<Record<CatalogTag, readonly CatalogTag[]>> = {
  celtic: ['folk'],
  folk: ['celtic', 'world'],
  world: ['folk'],
  spiritual: ['gospel'],
  gospel: ['spiritual'],
  patriotic: ['american', 'march'],
  american: ['patriotic'],
  broadway: ['film', 'medley', 'pop'],
  film: ['broadway', 'medley', 'pop'],
  pop: ['rock', 'film', 'broadway', 'funk'],
  rock: ['pop', 'funk'],
  funk: ['rock', 'pop'],
  latin: ['samba', 'mambo', 'bossa-nova'],
  samba: ['latin', 'bossa-nova'],
  mambo: ['latin'],
  'bossa-nova': ['latin', 'samba'],
  swing: ['blues'],
  blues: ['swing'],
  christmas: ['holiday', 'winter'],
  holiday: ['christmas', 'winter'],
  // a season's pieces are often about the weather and the land: nature pieces are their nearest kind
  winter: ['holiday', 'christmas', 'nature'],
  spring: ['nature'],
  autumn: ['nature'],
  lyrical: ['slow', 'ballad', 'chorale', 'hymn'],
  slow: ['lyrical', 'ballad', 'chorale', 'hymn'],
  ballad: ['lyrical', 'slow'],
  chorale: ['hymn', 'lyrical', 'slow'],
  hymn: ['chorale', 'lyrical'],
  energetic: ['fast'],
  fast: ['energetic'],
  humorous: ['energetic'],
};

/** Tags that suit the start of a concert, and the end. */
export const OPENER_TAGS: ReadonlySet<CatalogTag> = new Set([
  'opener',
  'fanfare',
  'march',
  'overture',
  'energetic',
  'fast',
]);
export const CLOSER_TAGS: ReadonlySet<CatalogTag> = new Set([
  'closer',
  'march',
  'energetic',
  'fast',
  'patriotic',
  'swing',
  'latin',
  'medley',
  'dance',
]);
/** Broad characters a balanced set spreads across. */
export const CHARACTER_GROUPS: readonly { name: string; tags: readonly CatalogTag[] }[] = [
  { name: 'an energetic opener', tags: ['opener', 'fanfare', 'overture', 'energetic', 'fast'] },
  { name: 'something lyrical', tags: ['lyrical', 'ballad', 'chorale', 'hymn', 'slow'] },
  {
    name: 'a march or dance',
    tags: ['march', 'dance', 'swing', 'latin', 'jazz-waltz', 'samba', 'mambo', 'bossa-nova'],
  },
  { name: 'a folk or spiritual setting', tags: ['folk', 'spiritual', 'gospel', 'celtic', 'world', 'american'] },
  { name: 'a suite or a piece that tells a story', tags: ['suite', 'programmatic', 'nature', 'film', 'contemporary'] },
  {
    name: 'a piece from the standard repertoire',
    tags: ['baroque', 'classical', 'romantic', 'renaissance', 'modern', 'sacred'],
  },
];

export { CATALOG_TYPES_FOR };

/** Library entry types that suit each ensemble type (a band piece suits every band). */
export const LIBRARY_TYPES_FOR: Record<EnsembleType, readonly EnsembleType[]> = {
  concert_band: ['concert_band', 'wind_ensemble', 'symphonic_band'],
  wind_ensemble: ['concert_band', 'wind_ensemble', 'symphonic_band'],
  symphonic_band: ['concert_band', 'wind_ensemble', 'symphonic_band'],
  marching_band: ['marching_band', 'concert_band'],
  jazz_band: ['jazz_band'],
  string_orchestra: ['string_orchestra'],
  full_orchestra: ['full_orchestra'],
  mixed_choir: ['mixed_choir'],
  treble_choir: ['treble_choir'],
  tenor_bass_choir: ['tenor_bass_choir'],
  chamber_ensemble: ['chamber_ensemble'],
  percussion_ensemble: ['percussion_ensemble'],
  other: ['other'],
};

/** Words for any ensemble of a family ("my choir", "the band"): they never mean another ensemble than the chosen one. */
export const GENERIC_ENSEMBLE_WORDS: ReadonlySet<string> = new Set([
  'band',
  'choir',
  'chorus',
  'chorale',
  'singers',
  'orchestra',
  'concert choir',
]);

/**
 * Words that name an ensemble type in a request ("for strings", "my jazz band"), longest first: the
 * shared list (`@app/shared/domain/ensemble-words`) as the request is folded, where an apostrophe is a
 * space ("women s choir") or is dropped ("womens choir").
 */
export const ENSEMBLE_WORDS: readonly [string, EnsembleType][] = ENSEMBLE_TYPE_WORDS.filter((w) => !w.cellOnly)
  .flatMap(({ words, type }): [string, EnsembleType][] =>
    words.includes("'")
      ? [
          [words.replaceAll("'", ' '), type],
          [words.replaceAll("'", ''), type],
        ]
      : [[words, type]],
  )
  .sort((a, b) => b[0].length - a[0].length);

/** Level words → a grade range. */
export const GRADE_WORDS: readonly [string, { min: number; max: number }][] = (
  [
    ['very easy', { min: 0.5, max: 1 }],
    // who plays: school years and experience ("my 6th graders", "first-year band", "freshmen")
    ...['4th', '5th', '6th', 'fourth', 'fifth', 'sixth'].flatMap((year) =>
      ['grade', 'graders', 'grade band', 'grade strings'].map(
        (noun) => [`${year} ${noun}`, { min: 0.5, max: 1.5 }] as [string, { min: number; max: number }],
      ),
    ),
    ['beginners', { min: 0.5, max: 1.5 }],
    ['first years', { min: 0.5, max: 1.5 }],
    ['1st year', { min: 0.5, max: 1.5 }],
    ['novice', { min: 0.5, max: 1.5 }],
    ['second year', { min: 1, max: 2 }],
    ['2nd year', { min: 1, max: 2 }],
    ['7th grade', { min: 1, max: 2.5 }],
    ['7th graders', { min: 1, max: 2.5 }],
    ['seventh grade', { min: 1, max: 2.5 }],
    ['seventh graders', { min: 1, max: 2.5 }],
    ['8th grade', { min: 1.5, max: 3 }],
    ['8th graders', { min: 1.5, max: 3 }],
    ['eighth grade', { min: 1.5, max: 3 }],
    ['eighth graders', { min: 1.5, max: 3 }],
    ['7th and 8th', { min: 1, max: 3 }],
    ['7th 8th', { min: 1, max: 3 }],
    ['middle schoolers', { min: 1.5, max: 3 }],
    ['junior high', { min: 1.5, max: 3 }],
    ['freshmen', { min: 2, max: 3.5 }],
    ['freshman', { min: 2, max: 3.5 }],
    ['advanced players', { min: 4, max: 5.5 }],
    ['advanced high school', { min: 4, max: 5.5 }],
    ['beginner', { min: 0.5, max: 1.5 }],
    ['beginning', { min: 0.5, max: 1.5 }],
    ['first year', { min: 0.5, max: 1 }],
    ['elementary', { min: 0.5, max: 1.5 }],
    ['easy', { min: 1, max: 2 }],
    ['young band', { min: 1, max: 2 }],
    ['middle school', { min: 1.5, max: 3 }],
    ['medium easy', { min: 2, max: 2.5 }],
    ['intermediate', { min: 2.5, max: 3.5 }],
    ['medium', { min: 2.5, max: 3.5 }],
    ['moderate', { min: 2.5, max: 3.5 }],
    ['high school', { min: 3, max: 4.5 }],
    ['medium advanced', { min: 3.5, max: 4.5 }],
    ['medium difficult', { min: 3.5, max: 4.5 }],
    ['advanced', { min: 4, max: 5.5 }],
    ['difficult', { min: 4, max: 6 }],
    ['challenging', { min: 4, max: 6 }],
    ['college', { min: 4.5, max: 6 }],
    ['professional', { min: 5, max: 6 }],
  ] as [string, { min: number; max: number }][]
).sort((a, b) => b[0].length - a[0].length);

/**
 * Folded text with its occasions made plain: "for the spring concert" names when the music is
 * played, not music about spring, so the season is dropped before characters are read.
 */
export const withoutOccasions = (folded: string) =>
  folded.replace(/ (spring|fall|autumn|summer) (concerts?|programs?|show|performance|recital|festival)(?= )/g, ' $2');
