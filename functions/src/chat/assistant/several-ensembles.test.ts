import { describe, expect, it } from 'vitest';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import {
  ensemblesNamedIn,
  mayNameSeveralEnsembles,
  minutesChange,
  partsAskedAnew,
  shareSaidOf,
} from './several-ensembles';
import { testBand } from './test-fixtures';

const ensembles: Ensemble[] = [
  testBand({ id: 1, name: 'Jefferson MS 6th Grade Beginning Band', type: 'concert_band', level: 1 }),
  testBand({ id: 2, name: 'Jefferson MS 7th/8th Concert Band', type: 'concert_band', level: 2 }),
  testBand({ id: 3, name: 'Jefferson MS Jazz Band', type: 'jazz_band', level: 2 }),
  testBand({ id: 4, name: 'Downtown Community Big Band', type: 'jazz_band', level: 4.5 }),
  testBand({ id: 5, name: 'Jefferson MS Treble Choir', type: 'treble_choir', level: 2 }),
  testBand({ id: 6, name: 'Lakeview HS Tenor-Bass Chorus', type: 'tenor_bass_choir', level: 3 }),
];
const parts = (message: string, chosen = ensembles[1]!) =>
  ensemblesNamedIn(message, chosen, ensembles)?.map((p) => [p.ensemble.id, p.message]);

/** A district's ensembles, named as directors name them, for the readings of several at once. */
const district: Ensemble[] = [
  'Lakeside MS Orchestra:string_orchestra:2',
  'Lakeside MS Jazz Band:jazz_band:2',
  'Westview HS Concert Band:concert_band:3',
  'Westview HS Symphonic Band:symphonic_band:4',
  'Westview HS Wind Ensemble:wind_ensemble:5',
  'Westview Marching Mustangs:marching_band:3',
  'Westview Jazz Ensemble I:jazz_band:4',
  'Westview Percussion Ensemble:percussion_ensemble:3.5',
  'Westview Chamber Orchestra:string_orchestra:4.5',
  "Westview Women's Chorale (SSAA):treble_choir:4",
  'Westview Tenor-Bass Choir (TTBB):tenor_bass_choir:3',
  'Westview Concert Choir (SATB):mixed_choir:3.5',
  'Westview Chamber Singers:mixed_choir:5',
  'Riverside Community Band:concert_band:3.5',
].map((line, i) => {
  const [name, type, level] = line.split(':') as [string, Ensemble['type'], string];
  return testBand({ id: 100 + i, name, type, level: Number(level) });
});
/** Each part of a message about several of the district's ensembles, the chosen one named. */
const inDistrict = (message: string, chosen: string) =>
  ensemblesNamedIn(message, district.find((e) => e.name === chosen)!, district)?.map((p) => ({
    name: p.ensemble.name,
    message: p.message,
    share: p.share,
  }));

describe('ensemblesNamedIn', () => {
  it('gives each named ensemble its own clause, and every one the clauses that name none', () => {
    expect(parts('spring concert: concert band gets 15 minutes and jazz band gets 10. fill both')).toEqual([
      [2, 'concert band gets 15 minutes, spring concert, fill both'],
      [3, 'jazz band gets 10 minutes, spring concert, fill both'],
    ]);
  });

  it('tells ensembles of one kind apart by the words of their names', () => {
    expect(parts('3 pieces for my 6th grade band and 3 for the 7th/8th grade band', ensembles[0])).toEqual([
      [1, '3 pieces for my 6th grade band'],
      [2, '3 pieces for the 7th/8th grade band'],
    ]);
  });

  it('reads a bare number as what the other ensembles count: minutes or pieces', () => {
    expect(parts('about 25 minutes for my concert band and 15 for the jazz band')).toEqual([
      [2, 'about 25 minutes for my concert band'],
      [3, '15 minutes for the jazz band'],
    ]);
    // a count in words counts pieces, though a length is said for each
    expect(parts('one piece for the jazz band and one for the treble choir, about 5 minutes each')).toEqual([
      [3, '1 piece for the jazz band, about 5 minutes each'],
      [5, '1 pieces for the treble choir, about 5 minutes each'],
    ]);
  });

  it('asks of all what "each" asks', () => {
    expect(parts('two pieces each for my treble choir and my tenor-bass choir, holiday theme', ensembles[4])).toEqual([
      [5, '2 pieces each for my treble choir, holiday theme, 2 pieces each'],
      [6, 'my tenor-bass choir, holiday theme, 2 pieces each'],
    ]);
    // "per choir" too, and only up to those words: the grade after them is the one choir's
    expect(parts('one piece per choir: treble choir gr 2, tenor-bass choir gr 3', ensembles[4])).toEqual([
      [5, '1 piece per choir treble choir grade 2, 1 piece per choir'],
      [6, 'tenor-bass choir grade 3, 1 piece per choir'],
    ]);
  });

  it('reads the capitals directors write for ensembles, and "+" between them', () => {
    const westview = [
      testBand({ id: 7, name: 'Westview HS Wind Ensemble', type: 'wind_ensemble', level: 5 }),
      testBand({ id: 8, name: 'Westview Jazz Ensemble I', type: 'jazz_band', level: 4 }),
    ];
    expect(
      ensemblesNamedIn('pops concert! WE does 20 minutes of pops, JE1 does 15', westview[0]!, westview)?.map((p) => [
        p.ensemble.id,
        p.share,
      ]),
    ).toEqual([
      [7, 1200],
      [8, 900],
    ]);
    expect(parts('6th grade band + 7th/8th band, 2 each')?.map(([id]) => id)).toEqual([1, 2]);
    expect(parts('jazz & percussion night: 2 for the jazz band')).toBeUndefined();
    const withSymphony = [...ensembles, testBand({ id: 9, name: 'Youth Symphony', type: 'full_orchestra', level: 4 })];
    expect(
      ensemblesNamedIn("Sousa's Symphony for Band No. 2, parts for the 7th/8th band?", ensembles[1]!, withSymphony),
    ).toBeUndefined();
    // "symphony 20 min" is the orchestra's share
    expect(
      ensemblesNamedIn('7th/8th band 10 min, symphony 20 min', ensembles[1]!, withSymphony)?.map((p) => p.ensemble.id),
    ).toEqual([2, 9]);
  });

  it('reads "each of my bands", "all 3 HS bands" and "three bands: concert …, symphonic …" as every band of that school', () => {
    const bands = ['Westview HS Concert Band', 'Westview HS Symphonic Band', 'Westview HS Wind Ensemble'];
    for (const message of [
      'a march and one PML selection for each of my three bands (WE, symphonic, concert)',
      'pre-UIL concert with all 3 HS bands. each one needs a march + one selection',
      'winter concert, three bands: concert 12 min, symphonic 15, wind ensemble 18',
    ]) {
      expect(mayNameSeveralEnsembles(message), message).toBe(true);
      expect(
        inDistrict(message, 'Westview HS Wind Ensemble')
          ?.map((p) => p.name)
          .sort(),
        message,
      ).toEqual(bands);
    }
    expect(
      inDistrict(
        'winter concert, three bands: concert 12 min, symphonic 15, wind ensemble 18',
        'Westview HS Wind Ensemble',
      )?.map((p) => p.share),
    ).toEqual([720, 900, 1080]);
    // said of them all: each band is asked the request, without the list of whom it is for
    expect(
      inDistrict(
        'a march and one PML selection for each of my three bands (WE, symphonic, concert)',
        'Westview HS Wind Ensemble',
      )?.map((p) => p.message),
    ).toEqual(Array(3).fill('a march and 1 PML selection for each of my 3 bands'));
    // two choirs when the director has four: not clear, so not several
    expect(inDistrict('both choirs sing 2 pieces', 'Westview HS Wind Ensemble')).toBeUndefined();
  });

  it("reads the players' school years as their ensembles", () => {
    expect(mayNameSeveralEnsembles('combined band night: the 6th graders do 2 pieces, 7th/8th does 3')).toBe(true);
    expect(parts('combined band night: the 6th graders do 2 pieces, 7th/8th does 3')?.map(([id]) => id)).toEqual([
      1, 2,
    ]);
  });

  it('gives every choir what "every choir" asks, and only the choirs listed', () => {
    const found = inDistrict(
      'every choir sings one spiritual — treble, TTBB, and SATB',
      'Westview Tenor-Bass Choir (TTBB)',
    );
    expect(found?.map((p) => p.name).sort()).toEqual([
      'Westview Concert Choir (SATB)',
      'Westview Tenor-Bass Choir (TTBB)',
      "Westview Women's Chorale (SSAA)",
    ]);
    for (const part of found ?? []) expect(part.message).toContain('every choir sings 1 spiritual');
  });

  it('gives "the same for" an ensemble the other\'s request, under its own grade', () => {
    const chosen = 'Westview HS Symphonic Band';
    expect(
      inDistrict(
        'UIL: a march + 2 selections for symphonic band (gr 4) and the same for wind ensemble (gr 5)',
        chosen,
      )?.map((p) => [p.name, p.message]),
    ).toEqual([
      ['Westview HS Symphonic Band', 'a march + 2 selections for symphonic band (grade 4), UIL'],
      ['Westview HS Wind Ensemble', 'a march + 2 selections (grade 5), UIL'],
    ]);
    expect(
      inDistrict(
        "i'd like roughly eight minutes from the symphonic band and the same from the wind ensemble",
        chosen,
      )?.map((p) => p.share),
    ).toEqual([480, 480]);
    // the same as the one said last before it
    expect(
      inDistrict(
        'spring concert split: symphonic band 15 min, jazz ensemble 10, and the same for the chamber orch',
        'Westview HS Symphonic Band',
      )?.map((p) => [p.name, p.share]),
    ).toEqual([
      ['Westview HS Symphonic Band', 900],
      ['Westview Jazz Ensemble I', 600],
      ['Westview Chamber Orchestra', 600],
    ]);
  });

  it('gives a clause the ensemble one of its words was said beside ("the HS chamber orch … HS gr 4-5")', () => {
    const found = inDistrict(
      'side-by-side night w/ the MS orch and the HS chamber orch, but each plays its own set. MS stuff gr 2, HS gr 4-5',
      'Lakeside MS Orchestra',
    );
    expect(
      found?.map((p) => [p.name, p.message.includes('grade 2'), p.message.includes('grade 4 to 5'), p.share]),
    ).toEqual([
      ['Lakeside MS Orchestra', true, false, undefined],
      ['Westview Chamber Orchestra', false, true, undefined],
    ]);
  });

  it('gives a clause naming the players\' school years to their ensemble ("gr 1 for the 6th, gr 2 for 7/8")', () => {
    expect(
      parts('spring concert split: 6th grade band 10 min, 7/8 band 15 min. gr 1 for the 6th, gr 2 for 7/8')?.map(
        ([id, message]) => [id, /grade 1/.test(String(message)), /grade 2/.test(String(message))],
      ),
    ).toEqual([
      [1, true, false],
      [2, false, true],
    ]);
  });

  it('reads the number of an ensemble\'s name ("JE1", "Jazz Ensemble I") as no count', () => {
    const found = inDistrict('2 each for MS jazz, JE1, and the perc ensemble', 'Westview Jazz Ensemble I');
    expect(found?.find((p) => p.name === 'Westview Jazz Ensemble I')?.message).not.toMatch(/1 pieces/);
  });

  it('keeps the pieces of one ensemble\'s list in its clause ("needs a march + 2 (gr 4), WE needs a march + 2 (gr 5)")', () => {
    expect(
      inDistrict(
        'UIL: symphonic band needs a march + 2 (gr 4), WE needs a march + 2 (gr 5)',
        'Westview HS Symphonic Band',
      )?.map((p) => p.message),
    ).toEqual(['symphonic band needs a march + 2 (grade 4), UIL', 'wind ensemble needs a march + 2 (grade 5), UIL']);
  });

  it('reads "CB" as the community band when the message names one, else as the concert band', () => {
    expect(
      inDistrict(
        'joint concert with the HS wind ensemble and our community band. CB gets 20 min, WE gets 20 min',
        'Westview HS Wind Ensemble',
      )?.map((p) => p.share),
    ).toEqual([1200, 1200]);
    expect(
      inDistrict('CB gets 15 min and WE gets 20 min', 'Westview HS Wind Ensemble')?.map((p) => [p.name, p.share]),
    ).toEqual([
      ['Westview HS Concert Band', 900],
      ['Westview HS Wind Ensemble', 1200],
    ]);
  });

  it("reads an ensemble's players in brackets as its players, not as other ensembles", () => {
    for (const message of [
      'flex band (weird instrumentation this year - 3 flutes, 1 clar, 4 alto sax, tons of perc). need gr 1.5-2 stuff',
      'flex band (23 kids, 1 oboe, no horns, 4 altos) needs 3 pieces for spring',
    ])
      expect(mayNameSeveralEnsembles(message), message).toBe(false);
  });

  it("reads a marching band's drumline as its section, not the percussion ensemble", () => {
    for (const message of [
      'marching band needs a latin stand tune, something the drumline can go crazy on',
      'drumline is 4 kids now lol. marching band needs a new halftime opener',
    ])
      expect(mayNameSeveralEnsembles(message), message).toBe(false);
    expect(mayNameSeveralEnsembles('the drumline and the jazz band each need one piece')).toBe(true);
  });

  it('is not several when one ensemble is named, or a grade says "and up"', () => {
    expect(parts('something for the jazz band')).toBeUndefined();
    expect(parts('concert band music at grade 3 and up')).toBeUndefined();
  });
});

describe("each ensemble's share of a message about several", () => {
  const withPercussion = [
    ...ensembles,
    testBand({ id: 7, name: 'Lakeview HS Percussion Ensemble', type: 'percussion_ensemble', level: 3 }),
  ];
  const shares = (message: string, chosen = ensembles[1]!, list = ensembles) =>
    ensemblesNamedIn(message, chosen, list)?.map((p) => [p.ensemble.id, p.share]);

  it.each([
    [
      'a quarter of an hour for the concert band and ten minutes for the jazz band',
      [
        [2, 900],
        [3, 600],
      ],
    ],
    [
      'about 25 minutes for my concert band and 15 for the jazz band',
      [
        [2, 1500],
        [3, 900],
      ],
    ],
    [
      'twenty-five minutes at grade 2.5 for the band, fifteen at grade 2 for the jazz band',
      [
        [2, 1500],
        [3, 900],
      ],
    ],
    [
      'the 7th/8th band plays about ten minutes and then the jazz band about fifteen',
      [
        [2, 600],
        [3, 900],
      ],
    ],
  ])('%s', (message, expected) => {
    expect(shares(message)).toEqual(expected);
  });

  it("reads the director's own words: the voices, school years as a pair, one qualifier for all, no beginners unasked", () => {
    const shares = (message: string, chosen = ensembles[1]!) =>
      ensemblesNamedIn(message, chosen, ensembles)?.map((p) => [p.ensemble.id, p.share ?? null]);
    const withOrchestra = [
      ...ensembles,
      testBand({ id: 7, name: 'Jefferson MS Orchestra', type: 'string_orchestra', level: 2 }),
      testBand({ id: 8, name: 'Lakeview HS Orchestra', type: 'string_orchestra', level: 4 }),
    ];
    // "the men and the ladies": a tenor-bass and a treble choir
    expect(shares('the men and the ladies each need one piece', ensembles[5])?.map(([id]) => id)).toEqual([6, 5]);
    // "the 7/8 band": the 7th/8th concert band, and "7/8" is no share of minutes
    expect(shares('the 7/8 band and the jazz band, 12 min each')).toEqual([
      [2, 720],
      [3, 720],
    ]);
    // "MS band": not the beginners
    expect(shares('MS band 2 pieces, jazz band 2')?.map(([id]) => id)).toEqual([2, 3]);
    // "combined MS concert, band and orch": "MS" qualifies the orchestra too
    expect(
      ensemblesNamedIn('combined MS concert, band and orch, 15 min each', ensembles[1]!, withOrchestra)?.map((p) => [
        p.ensemble.id,
        p.share,
      ]),
    ).toEqual([
      [2, 900],
      [7, 900],
    ]);
    // "split: choir gets 15 min, jazz band gets 20": each says its own length, nothing is split
    expect(shares('spring split: treble choir gets 15 min, jazz band gets 20')).toEqual([
      [5, 900],
      [3, 1200],
    ]);
    // "each get ten minutes"
    expect(shares('the concert band and the jazz band each get ten minutes')).toEqual([
      [2, 600],
      [3, 600],
    ]);
  });

  it('reads a number after an ensemble word as what the others count ("jazz band 2 for the tailgate")', () => {
    expect(parts('homecoming: concert band needs 3 stand tunes, jazz band 2 for the tailgate')).toEqual([
      [2, 'concert band needs 3 stand tunes, homecoming'],
      [3, 'jazz band 2 pieces for the tailgate, homecoming'],
    ]);
  });

  it('reads "orchestra" alone as the full orchestra beside a chamber string orchestra', () => {
    const orchestras = [
      ...ensembles,
      testBand({ id: 9, name: 'Lakeview HS Chamber Orchestra', type: 'string_orchestra', level: 4 }),
      testBand({ id: 10, name: 'Lakeview HS Symphony Orchestra', type: 'full_orchestra', level: 4 }),
    ];
    expect(
      ensemblesNamedIn('the treble choir gets 15 min, orchestra gets 20', ensembles[5]!, orchestras)?.map((p) => [
        p.ensemble.id,
        p.share,
      ]),
    ).toEqual([
      [5, 900],
      [10, 1200],
    ]);
  });

  it('reads "the winds" as the band', () => {
    expect(shares('twenty minutes for the winds and ten for percussion', ensembles[1], withPercussion)).toEqual([
      [2, 1200],
      [7, 600],
    ]);
  });

  it('gives no share for a length of each piece', () => {
    expect(shares('jazz band and concert band, pieces of about 5 minutes each')).toEqual([
      [3, undefined],
      [2, undefined],
    ]);
  });
});

describe('ensemblesNamedIn: a length split between ensembles', () => {
  it('shares one length out when the words that split name the ensembles too', () => {
    const shares = ensemblesNamedIn(
      '60 minutes of music for the concert, split it evenly between the jazz band and the treble choir',
      ensembles[1]!,
      ensembles,
    )?.map((p) => [p.ensemble.id, p.share]);
    expect(shares).toEqual([
      [3, 1800],
      [5, 1800],
    ]);
  });

  it("shares a concert's one length out among the ensembles it names", () => {
    const shares = ensemblesNamedIn(
      'a 50-minute winter concert for the jazz band and the treble choir',
      ensembles[1]!,
      ensembles,
    )?.map((p) => [p.ensemble.id, p.share]);
    expect(shares).toEqual([
      [3, 1500],
      [5, 1500],
    ]);
  });
});

describe('ensemblesNamedIn: words that describe music', () => {
  it('reads "one big piece" and "a full set" as music, and "the big band" as the jazz band', () => {
    expect(parts('full orch fall concert - one big Romantic-era piece, gr 4')).toBeUndefined();
    expect(parts('a full set for the jazz band')).toBeUndefined();
    const [bigBand] = parts('10 minutes for the big band and 10 for the treble choir')!;
    expect([3, 4]).toContain(bigBand![0]);
  });
});

describe('partsAskedAnew', () => {
  const ids = (message: string, lastParts?: { ensemble_id: number }[]) =>
    partsAskedAnew(message, ensembles[1]!, ensembles, lastParts)?.map((p) => p.ensemble.id);

  it('plans per ensemble when a follow-up names ensembles the last answer was not for', () => {
    // the last answer was for the chosen band alone
    expect(ids('ok now 10 minutes for the jazz band and 15 for the treble choir', undefined)).toEqual([3, 5]);
    expect(
      ids('ok now 10 minutes for the jazz band and 15 for the treble choir', [{ ensemble_id: 2 }, { ensemble_id: 3 }]),
    ).toEqual([3, 5]);
  });

  it('leaves a follow-up about the same ensembles to refine the last answer', () => {
    expect(
      ids('make the jazz band part shorter, concert band is fine', [{ ensemble_id: 2 }, { ensemble_id: 3 }]),
    ).toBeUndefined();
  });
});

describe('mayNameSeveralEnsembles', () => {
  it('needs two ensemble words, a longer phrase counting once', () => {
    expect(mayNameSeveralEnsembles('jazz band and concert band, 2 each')).toBe(true);
    expect(mayNameSeveralEnsembles('a swing chart for the jazz band')).toBe(false);
  });
});

describe('a follow-up of an answer of shares', () => {
  const shares = (message: string) =>
    ensemblesNamedIn(message, ensembles[1]!, [ensembles[1]!, ensembles[4]!], 'minutes')?.map((p) => [
      p.ensemble.id,
      p.share,
    ]);

  it('reads bare numbers as each ensemble\'s new minutes ("choir can only do 10 now, band stays at 20")', () => {
    expect(shares('choir can only do 10 now, band stays at 20')).toEqual([
      [5, 600],
      [2, 1200],
    ]);
    expect(shares('the choir only has 10 min now, give the band 20')).toEqual([
      [5, 600],
      [2, 1200],
    ]);
  });

  it('reads a short form as the kind it is short for ("orch only has 10 min now")', () => {
    const orchestra = testBand({ id: 7, name: 'Lakeside MS Orchestra', type: 'string_orchestra', level: 2 });
    expect(
      ensemblesNamedIn(
        'orch only has 10 min now, give the band 20',
        ensembles[1]!,
        [ensembles[1]!, orchestra],
        'minutes',
      )?.map((p) => [p.ensemble.id, p.share]),
    ).toEqual([
      [7, 600],
      [2, 1200],
    ]);
  });
});

describe('minutesChange', () => {
  it('reads minutes taken from a set', () => {
    expect(minutesChange('cut five minutes from each')).toBe(-300);
    expect(minutesChange('shave off 3 min for the band')).toBe(-180);
    expect(minutesChange('both 2 minutes shorter please')).toBe(-120);
  });

  it('reads minutes added to a set', () => {
    expect(minutesChange('add five minutes to each')).toBe(300);
    expect(minutesChange('give the choir 3 more minutes')).toBe(180);
    expect(minutesChange('another 4 min for the jazz band')).toBe(240);
  });

  it('reads no change in a new length or a length of each piece', () => {
    expect(minutesChange('give the band 20 minutes')).toBeUndefined();
    expect(minutesChange('pieces under 5 minutes')).toBeUndefined();
  });
});

describe('ensemblesNamedIn: "plays 2" counts pieces', () => {
  it('reads a small number after "plays" as pieces when no minutes are counted', () => {
    expect(parts('side-by-side night: concert band plays 2 on its own, jazz band 2 on its own')).toEqual([
      [2, 'concert band plays 2 pieces on its own, side-by-side night'],
      [3, 'jazz band 2 pieces on its own, side-by-side night'],
    ]);
    expect(parts('concert band gets 15 and jazz band gets 10')).toEqual([
      [2, 'concert band gets 15 minutes'],
      [3, 'jazz band gets 10 minutes'],
    ]);
  });
});

describe('ensemblesNamedIn: names, then what each needs', () => {
  it('shares what follows "each" after the ensembles\' names', () => {
    expect(parts('the guys and the girls each need a piece for graduation', ensembles[5])).toEqual([
      [6, 'the guys, need a piece for graduation'],
      [5, 'the girls each need a piece for graduation, need a piece for graduation'],
    ]);
  });

  it('leaves out a kind of group the director has none of, without sharing its clause', () => {
    expect(parts('winter concert: concert band 3 pieces, jazz band 2, and our brass quintet 1')).toEqual([
      [2, 'concert band 3 pieces, winter concert'],
      [3, 'jazz band 2 pieces, winter concert'],
    ]);
  });
});

describe("ensembles in the director's words, and minutes with no unit", () => {
  const school = [
    testBand({ id: 21, name: 'Lakeside MS 6th Grade Band', type: 'concert_band', level: 1 }),
    testBand({ id: 22, name: 'Lakeside MS Concert Band (7th/8th)', type: 'concert_band', level: 2 }),
    testBand({ id: 23, name: 'Westview Chamber Orchestra', type: 'string_orchestra', level: 4.5 }),
    testBand({ id: 24, name: 'Westview Chamber Singers', type: 'mixed_choir', level: 5 }),
  ];
  const read = (message: string) =>
    ensemblesNamedIn(message, school[0]!, school)?.map((p) => [p.ensemble.id, p.share ?? null]);

  it('names an ensemble by its players\' school years ("the 5th graders", "7th/8th")', () => {
    expect(read('feeder night: the 6th graders play 2 pieces, 7th/8th plays 4')).toEqual([
      [21, null],
      [22, null],
    ]);
  });

  it('reads numbers no set of pieces would reach as minutes when no unit is said', () => {
    expect(read('recital: chamber orch 12, chamber singers 8')).toEqual([
      [23, 720],
      [24, 480],
    ]);
  });

  it("reads minutes cut from each after an answer of shares, and one ensemble's new minutes", () => {
    expect(minutesChange('trim 3 off both please')).toBe(-180);
    expect(shareSaidOf('the choir only gets 6 now')).toBe(360);
  });
});
