/** One message and the fields its reading must have; a field left out is not checked. */
export interface GoldenRow {
  message: string;
  grade?: { min?: number; max?: number } | null; // null: no grade may be read
  count?: number | null; // pieces asked; null: no count
  total?: number | null; // seconds of a set/concert to fill; null: none
  duration?: { min?: number; max?: number } | null; // seconds each piece may last; null: none
  tags?: string[]; // characters asked (catalogue tags), order-free; [] means none
  excluded_tags?: string[];
  composers?: string[]; // folded surnames asked for, lower case, e.g. ['holst']
  avoided_composers?: string[];
  library_only?: boolean;
  uil?: boolean;
}

/*
 * Conventions of these rows (written blind, from how directors write, not from the reader's code):
 * - A single grade ("grade 3", "gr 3", "grade III") is { min: 3, max: 3 }; "no harder than" / "max"
 *   gives only max, "and up" / "at least" only min. Vague levels ("3ish", "medium-easy", "easy") and
 *   "grade 2+" state no grade: their window is a matter of convention.
 * - School years ("7th grade band", "8th graders", "6th grade beginners") and level words about the
 *   players ("MS band", "beginners", "HS choir") are not an asked grade: grade null.
 * - "about / around N min" and "N min each" state no duration window (only that it is not a total).
 *   Bounded lengths ("under 4 minutes", "3-4 min", "at least 6 minutes") are exact, in seconds.
 * - A set length ("a 20-minute set", "fill half an hour", "15 min total") is total, and says nothing
 *   of each piece: duration null unless a per-piece bound is also given.
 * - "a march" states no count (it may or may not be read as one); counts are checked for numbers,
 *   number words, "a couple", "one piece", "two each".
 * - Season and occasion words that are also tags ("spring", "fall", "winter", "pops") are kept out
 *   of rows that check tags, and "opener"/"closer" are left to other tests.
 */
// Reviewed: "beginners" and "6th graders" name a group of players, whose grade the reader takes
// (docs/assistant.md: the ensemble's level is the default unless a grade or a group of players is named).
export const goldenRows: GoldenRow[] = [
  // ─── Grades ──────────────────────────────────────────────────────────────────────────────────
  {
    message: 'need a grade 3 march for our next concert',
    grade: { min: 3, max: 3 },
    tags: ['march'],
    total: null,
    duration: null,
  },
  { message: 'gr 3 ballad pls', grade: { min: 3, max: 3 }, tags: ['ballad'], count: null },
  {
    message: 'Gr. 2 overture for my 7th graders',
    grade: { min: 2, max: 2 },
    tags: ['overture'],
  },
  {
    message: 'looking for grade 2-3 stuff, lyrical if possible',
    grade: { min: 2, max: 3 },
    tags: ['lyrical'],
    count: null,
  },
  {
    message: 'grade III chorale we can use as a warm up',
    grade: { min: 3, max: 3 },
    tags: ['chorale'],
  },
  {
    message: 'anything grade IV thats fast?',
    grade: { min: 4, max: 4 },
    tags: ['fast'],
  },
  { message: 'Grade II-III fanfare for brass + perc', grade: { min: 2, max: 3 }, tags: ['fanfare'] },
  { message: 'something 3ish, lyrical', tags: ['lyrical'], total: null, duration: null },
  { message: 'grade 3-ish celtic tune for band', tags: ['celtic'], composers: [] },
  { message: 'medium-easy march, 2 of them', count: 2, tags: ['march'] },
  {
    message: 'grade 1.5-2 for beginning band, holiday stuff',
    grade: { min: 1.5, max: 2 },
    tags: ['holiday'],
  },
  {
    message: 'a grade 2.5 lyrical piece for my 8th graders',
    grade: { min: 2.5, max: 2.5 },
    tags: ['lyrical'],
  },
  {
    message: 'no harder than grade 3 pls, we lost a lot of seniors',
    grade: { max: 3 },
    tags: [],
  },
  { message: 'grade 4 and up, wind ensemble, they want a challenge', grade: { min: 4 } },
  {
    message: 'for my 7th grade band, some marches',
    grade: null,
    tags: ['march'],
    count: null,
  },
  { message: '6th grade beginners need a holiday tune', grade: { min: 0.5, max: 1.5 }, tags: ['holiday'] },
  {
    message: '8th grade choir, spiritual, grade 2',
    grade: { min: 2, max: 2 },
    tags: ['spiritual'],
  },
  {
    message: 'grade 5-6 overture for the wind symphony',
    grade: { min: 5, max: 6 },
    tags: ['overture'],
  },
  {
    message: 'grade 2 or 3, something celtic',
    grade: { min: 2, max: 3 },
    tags: ['celtic'],
  },
  {
    message: 'between grade 1 and 2, somthing fast',
    grade: { min: 1, max: 2 },
    tags: ['fast'],
  },
  {
    message: 'grade VI, i know, ambitious. overture or suite',
    grade: { min: 6, max: 6 },
    tags: ['overture', 'suite'],
  },
  { message: 'HS band, grade 4, film music', grade: { min: 4, max: 4 }, tags: ['film'] },
  { message: 'gr 3-4 latin chart for big band', grade: { min: 3, max: 4 }, tags: ['latin'] },
  {
    message: 'grade 3 max, no longer than 6 min',
    grade: { max: 3 },
    duration: { max: 360 },
    total: null,
  },
  { message: 'grade 2 tunes x3', grade: { min: 2, max: 2 }, count: 3 },
  { message: 'Grade III/IV suite', grade: { min: 3, max: 4 }, tags: ['suite'] },
  { message: 'medium-easy baroque for strings', tags: ['baroque'] },
  { message: 'grd 1 chorale for my first years', grade: { min: 1, max: 1 }, tags: ['chorale'] },
  {
    message: 'grade 0.5, their very first pieces, folk songs',
    grade: { min: 0.5, max: 0.5 },
    tags: ['folk'],
  },
  { message: 'something up to grade 2.5 for non-varsity', grade: { max: 2.5 } },
  { message: '3 grade 2 marches', count: 3, grade: { min: 2, max: 2 }, tags: ['march'] },
  { message: 'my MS band needs a fanfare', grade: null, tags: ['fanfare'] },
  { message: 'beginners, something slow', grade: { min: 0.5, max: 1.5 }, tags: ['slow'] },
  {
    message: 'HS choir, something lyrical',
    grade: null,
    tags: ['lyrical'],
  },
  { message: 'gr. 1 - 2 spiritual for 2-part treble', grade: { min: 1, max: 2 }, tags: ['spiritual'] },

  // ─── Counts ──────────────────────────────────────────────────────────────────────────────────
  { message: 'a couple marches for the concert', count: 2, tags: ['march'], grade: null },
  {
    message: 'need a couple of ballads, grade 3',
    count: 2,
    tags: ['ballad'],
    grade: { min: 3, max: 3 },
  },
  { message: '3 tunes for jazz band, swing', count: 3, tags: ['swing'], grade: null },
  {
    message: 'one piece, lyrical, grade 2',
    count: 1,
    tags: ['lyrical'],
    grade: { min: 2, max: 2 },
  },
  { message: 'just one piece pls, something celtic', count: 1, tags: ['celtic'] },
  {
    message: 'two each for my 7th and 8th grade bands, lyrical',
    count: 2,
    grade: null,
    tags: ['lyrical'],
  },
  { message: '2 each for varsity and non-varsity, marches', count: 2, tags: ['march'] },
  { message: 'give me five marches', count: 5, tags: ['march'], grade: null },
  { message: 'four chorales for warm ups', count: 4, tags: ['chorale'] },
  { message: 'three pieces, grade 3', count: 3, grade: { min: 3, max: 3 }, tags: [] },
  { message: 'a single chorale', count: 1, tags: ['chorale'] },
  { message: '2 tunes', count: 2, grade: null, total: null, duration: null, tags: [] },
  { message: 'one march and thats it', count: 1, tags: ['march'] },
  { message: '3 spirituals for SATB', count: 3, tags: ['spiritual'], grade: null },
  { message: 'need 2 fanfares', count: 2, tags: ['fanfare'] },
  { message: 'like 4 pieces for the concert, grade 2', count: 4, grade: { min: 2, max: 2 } },
  {
    message: 'three marches, not sousa',
    count: 3,
    tags: ['march'],
    avoided_composers: ['sousa'],
    composers: [],
  },
  { message: 'need 3 tunes for marching band', count: 3, tags: [], grade: null },
  { message: 'one piece only - a ballad', count: 1, tags: ['ballad'] },
  { message: '5 peices grade 1', count: 5, grade: { min: 1, max: 1 } },
  { message: 'two tunes, gr 4', count: 2, grade: { min: 4, max: 4 } },
  {
    message: 'looking for some marches',
    count: null,
    tags: ['march'],
    grade: null,
    total: null,
    duration: null,
  },

  // ─── Set lengths (total) ─────────────────────────────────────────────────────────────────────
  { message: 'a 20-minute set for the concert', total: 1200, duration: null, grade: null },
  {
    message: 'need to fill half an hour, grade 3',
    total: 1800,
    duration: null,
    grade: { min: 3, max: 3 },
  },
  { message: '15 min total, 3 pieces', total: 900, count: 3, duration: null },
  { message: 'we get 25 minutes on stage, HS band', total: 1500, duration: null, grade: null },
  { message: 'fill 12 min pls', total: 720, duration: null },
  { message: 'a half-hour set of swing charts', total: 1800, duration: null, tags: ['swing'] },
  {
    message: 'quarter of an hour of holiday music',
    total: 900,
    duration: null,
    tags: ['holiday'],
  },
  { message: 'twenty minute program, lyrical stuff', total: 1200, duration: null, tags: ['lyrical'] },
  { message: 'set length about 18 min', total: 1080, duration: null },
  {
    message: 'fill 45 minutes with marches and overtures',
    total: 2700,
    duration: null,
    tags: ['march', 'overture'],
  },
  { message: 'an hour-long concert, choir only', total: 3600, duration: null },
  { message: 'we have a 10 min slot at the assembly', total: 600, duration: null },
  { message: '30 min set, grade 2-3', total: 1800, grade: { min: 2, max: 3 }, duration: null },
  {
    message: 'a 20-minute set, nothing over 6 min each',
    total: 1200,
    duration: { max: 360 },
  },
  {
    message: '15 min total, each piece under 5',
    total: 900,
    duration: { max: 300 },
  },
  { message: 'need about 22 minutes of music', total: 1320, duration: null },
  { message: 'fill 8 minutes - two pieces', total: 480, count: 2, duration: null },
  { message: 'half an hour total for the jazz band', total: 1800, duration: null },
  {
    message: 'a 25 min set of latin and swing',
    total: 1500,
    duration: null,
    tags: ['latin', 'swing'],
  },
  { message: 'fill an hour, from stuff we own', total: 3600, duration: null, library_only: true },
  {
    message: 'fill half an hour w/ 5 tunes, nothing over 7 min',
    total: 1800,
    count: 5,
    duration: { max: 420 },
  },
  { message: 'hey i need 40 min of music for the concert', total: 2400, duration: null },

  // ─── Each piece's length (duration) ─────────────────────────────────────────────────────────
  { message: 'something under 4 minutes', duration: { max: 240 }, total: null },
  { message: 'about 5 min each, 3 pieces', count: 3, total: null },
  { message: 'no longer than 6 minutes', duration: { max: 360 }, total: null },
  { message: 'marches under 3 min', duration: { max: 180 }, total: null, tags: ['march'] },
  { message: 'a ballad around 4 min', total: null, tags: ['ballad'] },
  {
    message: 'nothing over 7 min, grade 4',
    duration: { max: 420 },
    total: null,
    grade: { min: 4, max: 4 },
  },
  { message: '3-4 min each, two pieces', duration: { min: 180, max: 240 }, count: 2, total: null },
  { message: 'between 3 and 5 minutes', duration: { min: 180, max: 300 }, total: null },
  { message: 'at least 6 minutes, something substantial', duration: { min: 360 }, total: null },
  { message: 'under 4:30 pls', duration: { max: 270 }, total: null },
  { message: 'less than five minutes each', duration: { max: 300 }, total: null },
  { message: '5+ minutes, overture', duration: { min: 300 }, total: null, tags: ['overture'] },
  { message: 'shorter than 3 min, fanfare', duration: { max: 180 }, total: null, tags: ['fanfare'] },
  { message: '8-10 min suite', duration: { min: 480, max: 600 }, total: null, tags: ['suite'] },
  { message: 'no more than two and a half minutes', duration: { max: 150 }, total: null },
  { message: 'under two minutes, fanfare', duration: { max: 120 }, total: null, tags: ['fanfare'] },
  { message: '3.5 min max chorale', duration: { max: 210 }, total: null, tags: ['chorale'] },
  {
    message: 'longer than 5 min pls, grade 5',
    duration: { min: 300 },
    total: null,
    grade: { min: 5, max: 5 },
  },
  { message: 'something 4-6 minutes long', duration: { min: 240, max: 360 }, total: null },
  {
    message: 'spiritual, no longer than 4 min',
    duration: { max: 240 },
    total: null,
    tags: ['spiritual'],
  },
  {
    message: 'under 6 mins, grade 3, lyrical',
    duration: { max: 360 },
    total: null,
    grade: { min: 3, max: 3 },
    tags: ['lyrical'],
  },
  { message: 'around 3 min each', total: null, count: null },
  {
    message: 'hey so i need like 3 tunes for the thing next month, nothing too long thx',
    count: 3,
    total: null,
  },
  {
    message: 'two pieces under 4 min each, grade 2-3',
    count: 2,
    duration: { max: 240 },
    total: null,
    grade: { min: 2, max: 3 },
  },

  // ─── Characters (tags) ───────────────────────────────────────────────────────────────────────
  { message: 'need a march', tags: ['march'], excluded_tags: [], grade: null },
  { message: 'lyrical piece for my HS choir', tags: ['lyrical'], grade: null },
  { message: 'something fast and energetic', tags: ['fast', 'energetic'] },
  { message: 'a ballad for jazz band', tags: ['ballad'], excluded_tags: [] },
  { message: 'swing chart, medium tempo', tags: ['swing'] },
  { message: 'latin tune for big band', tags: ['latin'] },
  { message: 'a spiritual for SATB', tags: ['spiritual'] },
  { message: 'holiday piece for strings', tags: ['holiday'] },
  { message: 'celtic tune for strings, grade 2', tags: ['celtic'], grade: { min: 2, max: 2 } },
  { message: 'chorale for warm ups', tags: ['chorale'] },
  { message: 'a fanfare', tags: ['fanfare'], excluded_tags: [] },
  { message: 'concert overture, grade 4', tags: ['overture'], grade: { min: 4, max: 4 } },
  { message: 'something slow and lyrical', tags: ['slow', 'lyrical'] },
  { message: 'gospel tune for choir', tags: ['gospel'] },
  { message: 'patriotic stuff for the concert', tags: ['patriotic'] },
  { message: 'film music for the band', tags: ['film'] },
  { message: 'broadway medley for show choir', tags: ['broadway', 'medley'] },
  { message: 'renaissance madrigal for chamber choir', tags: ['renaissance'] },
  { message: 'baroque for strings', tags: ['baroque'], composers: [] },
  { message: 'blues for the jazz band', tags: ['blues'] },
  { message: 'a jazz waltz', tags: ['jazz-waltz'] },
  { message: 'folk song arrangement', tags: ['folk'] },
  { message: 'a cappella piece for chamber choir', tags: ['a-cappella'] },
  { message: 'dance suite for orchestra', tags: ['dance', 'suite'] },
  { message: 'a sacred piece for SATB', tags: ['sacred'] },
  { message: 'christmas tune for the choir', tags: ['christmas'] },
  { message: 'romantic era stuff for full orchestra', tags: ['romantic'] },
  { message: 'lyrical or a ballad, either is fine', tags: ['lyrical', 'ballad'] },
  { message: 'march or fanfare', tags: ['march', 'fanfare'] },
  { message: 'celtic, something lyrical', tags: ['celtic', 'lyrical'] },
  { message: 'swing or latin, 3 tunes', tags: ['swing', 'latin'], count: 3 },
  { message: 'spirituals and gospel for my choir', tags: ['spiritual', 'gospel'] },

  // ─── Negation ────────────────────────────────────────────────────────────────────────────────
  { message: 'not a march', tags: [], excluded_tags: ['march'] },
  { message: 'no marches pls', tags: [], excluded_tags: ['march'] },
  {
    message: 'anything but Sousa',
    composers: [],
    avoided_composers: ['sousa'],
    tags: [],
    excluded_tags: [],
  },
  {
    message: 'a fanfare rather than a march',
    tags: ['fanfare'],
    excluded_tags: ['march'],
  },
  { message: 'marches are out, we did 3 last concert', tags: [], excluded_tags: ['march'] },
  { message: 'fast, no marches', tags: ['fast'], excluded_tags: ['march'] },
  { message: 'no christmas music, public school', excluded_tags: ['christmas'], tags: [] },
  { message: 'no holiday stuff this time', excluded_tags: ['holiday'], tags: [] },
  { message: 'nothing sacred pls', excluded_tags: ['sacred'], tags: [] },
  {
    message: 'no swing this time, latin or funk',
    tags: ['latin', 'funk'],
    excluded_tags: ['swing'],
  },
  { message: 'nothing slow', excluded_tags: ['slow'], tags: [] },
  { message: 'anything except a chorale', excluded_tags: ['chorale'], tags: [] },
  { message: 'an overture instead of a march', tags: ['overture'], excluded_tags: ['march'] },
  { message: 'not a medley', excluded_tags: ['medley'], tags: [] },
  { message: 'no pop stuff', excluded_tags: ['pop'], tags: [] },
  { message: 'no Holst this year', avoided_composers: ['holst'], composers: [] },
  { message: 'skip the Sousa', avoided_composers: ['sousa'], composers: [] },
  {
    message: 'not Whitacre, my choir is sick of him',
    avoided_composers: ['whitacre'],
    composers: [],
  },
  {
    message: 'a march but not Sousa',
    tags: ['march'],
    excluded_tags: [],
    avoided_composers: ['sousa'],
    composers: [],
  },
  { message: 'anything but a ballad', excluded_tags: ['ballad'], tags: [] },
  { message: 'no Mackey, too hard for them', avoided_composers: ['mackey'], composers: [] },
  {
    message: 'not Grainger or Holst',
    avoided_composers: ['grainger', 'holst'],
    composers: [],
  },
  { message: 'something other than a march', excluded_tags: ['march'], tags: [] },
  { message: 'a chorale, not a hymn', tags: ['chorale'], excluded_tags: ['hymn'] },
  {
    message: 'lyrical, no Whitacre and no Rutter',
    tags: ['lyrical'],
    avoided_composers: ['whitacre', 'rutter'],
    composers: [],
  },

  // ─── Composers asked and avoided ─────────────────────────────────────────────────────────────
  { message: 'something by Holst', composers: ['holst'], avoided_composers: [], tags: [] },
  {
    message: 'Grainger or Holst, grade 4',
    composers: ['grainger', 'holst'],
    grade: { min: 4, max: 4 },
  },
  { message: 'a Sousa march', composers: ['sousa'], tags: ['march'], avoided_composers: [] },
  { message: 'Ticheli, grade 3', composers: ['ticheli'], grade: { min: 3, max: 3 } },
  { message: 'whitacre for my chamber choir', composers: ['whitacre'], tags: [] },
  { message: 'Mackey for wind ensemble', composers: ['mackey'], tags: [] },
  { message: 'Nestico chart, swing', composers: ['nestico'], tags: ['swing'] },
  { message: 'some Ellington', composers: ['ellington'], tags: [] },
  { message: 'Duke Ellington ballad', composers: ['ellington'], tags: ['ballad'] },
  { message: 'Bach for strings', composers: ['bach'], tags: [] },
  { message: 'J.S. Bach chorale', composers: ['bach'], tags: ['chorale'] },
  {
    message: 'Vivaldi, grade 3 strings',
    composers: ['vivaldi'],
    grade: { min: 3, max: 3 },
  },
  { message: 'Mozart for my orchestra', composers: ['mozart'], tags: [] },
  { message: 'two Holst pieces', composers: ['holst'], count: 2 },
  {
    message: 'Sousa or Holst, no Grainger',
    composers: ['sousa', 'holst'],
    avoided_composers: ['grainger'],
  },
  { message: 'Frank Ticheli or Eric Whitacre', composers: ['ticheli', 'whitacre'] },
  { message: 'Percy Grainger folk setting', composers: ['grainger'], tags: ['folk'] },
  { message: "John Rutter's stuff for SATB", composers: ['rutter'], tags: [] },
  {
    message: "mackey's stuff is too hard, so not him",
    avoided_composers: ['mackey'],
    composers: [],
  },
  {
    message: 'a Holst suite under 10 min',
    composers: ['holst'],
    tags: ['suite'],
    duration: { max: 600 },
    total: null,
  },

  // ─── Library only ────────────────────────────────────────────────────────────────────────────
  { message: 'from my library, a march', library_only: true, tags: ['march'] },
  // the Basie band is the model of big-band swing
  { message: 'jazz I needs charts for the spring concert, something basie style', tags: ['swing'] },
  // a sea shanty is a folk song, not a piece about the sea
  { message: 'ok now a sea shanty or folk song', tags: ['folk'] },
  // a question about the library is answered from it
  { message: 'whats in my library for them, any length', library_only: true },
  // a number for the concert is how many pieces
  { message: '3 for the concert from the library, ~15 min total', count: 3, total: 900, library_only: true },
  // a piece already planned, refused: not the library asked
  { message: 'we already have armed forces salute so skip that', library_only: false },
  { message: 'we already have a march, leave it out', library_only: false },
  { message: 'stuff we own only, grade 2', library_only: true, grade: { min: 2, max: 2 } },
  {
    message: "what do we have in our library that's lyrical",
    library_only: true,
    tags: ['lyrical'],
  },
  { message: 'no budget this year, has to be from our library', library_only: true },
  { message: 'from what we own, 3 tunes', library_only: true, count: 3 },
  {
    message: "our library's tiny, looking for new marches to buy",
    library_only: false,
    tags: ['march'],
  },
  { message: 'library only, holiday', library_only: true, tags: ['holiday'] },
  { message: 'check my library for a Holst piece', library_only: true, composers: ['holst'] },
  { message: 'pieces we own, grade 3', library_only: true, grade: { min: 3, max: 3 } },
  { message: 'a chorale for warm ups', library_only: false, tags: ['chorale'] },

  // ─── UIL ─────────────────────────────────────────────────────────────────────────────────────
  { message: 'march on the UIL list', uil: true, tags: ['march'] },
  { message: 'PML grade 3 for my non-varsity band', uil: true, grade: { min: 3, max: 3 } },
  { message: 'something off the PML, lyrical', uil: true, tags: ['lyrical'] },
  { message: 'needs to be UIL approved, grade 2', uil: true, grade: { min: 2, max: 2 } },
  { message: 'must be on the prescribed music list', uil: true, tags: [] },
  { message: 'its for UIL so PML only, 2 selections', uil: true, count: 2 },
  {
    message: "doesn't need to be on the PML, just a fun piece for the kids",
    uil: false,
  },
  { message: 'PML, from our library', uil: true, library_only: true },
  {
    message: 'on the UIL list, no marches, under 6 min',
    uil: true,
    excluded_tags: ['march'],
    duration: { max: 360 },
    total: null,
  },
  {
    message: 'gr 4 off the pml, not Holst',
    uil: true,
    grade: { min: 4, max: 4 },
    avoided_composers: ['holst'],
  },
  // ─── Noise around the lengths ─────────────────────────────────────────────────────────────────
  {
    message: 'beginning band winter show: 2 easy ones, grade 1, three minutes each max',
    count: 2,
    duration: { max: 179 },
    total: null,
  },
  {
    message: 'long story short, 5 hours of sleep last night. string orch needs a Holst or Grainger movement, gr 3',
    grade: { min: 3, max: 3 },
    total: null,
    duration: null,
    tags: [],
    composers: ['holst', 'grainger'],
  },
  { message: 'after 20 minutes of grading I need one lyrical piece, gr 3', total: null, duration: null, count: 1 },
  { message: 'twenty minutes of holiday music for the band', total: 1200 },
  // ─── Grade bounds ──────────────────────────────────────────────────────────────────────────────
  { message: 'just the ones below grade 4 now', grade: { min: 2.5, max: 3.5 } },
  { message: 'a chorale, grade 3 max', grade: { min: 2, max: 3 }, tags: ['chorale'] },
  { message: 'wind ensemble wants something above grade 4', grade: { min: 4.5, max: 5.5 } },
  { message: 'nothing over grade 2 for the beginners', grade: { min: 1, max: 2 } },
  // ─── Numbers that count players ───────────────────────────────────────────────────────────────
  { message: 'our chamber strings (strings only, 22) — a festival piece, grade 4', count: null },
  { message: 'string orchestra, only 30 of us this year; 2 pieces', count: 2 },
];
