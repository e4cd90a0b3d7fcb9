import { describe, expect, it } from 'vitest';
import { readRequest } from './request';

const composers = [
  'karl l king',
  'tomas luis de victoria',
  'william byrd',
  'byrd',
  'henry fillmore',
  'fillmore',
  'john philip sousa',
  'sousa',
  'percy grainger',
  'grainger',
  'gustav holst',
  'holst',
  'frank ticheli',
  'ticheli',
  'mozart',
  'vivaldi',
];
const read = (message: string) => readRequest(message, composers);

describe('readRequest', () => {
  it('reads grade, character and an approximate length', () => {
    expect(read('a grade 2 march for my concert band, about 3 minutes')).toMatchObject({
      grade: { min: 2, max: 2 },
      tags: ['march'],
      duration: { min: 144, max: 216 },
    });
  });

  it('tells the length of a concert from the length of a piece', () => {
    // the spring concert is when the music is played, not music about spring
    expect(read('fill a 40-minute spring concert for the wind ensemble')).toMatchObject({ total: 2400, tags: [] });
    expect(read('a march for the spring concert').tags).toEqual(['march']);
    expect(read('something about spring for the fall concert').tags).toEqual(['spring']);
    expect(read('a 45 minute program of grade 1-2 music, repeats are fine')).toMatchObject({
      total: 2700,
      grade: { min: 1, max: 2 },
      allow_repeat_composer: true,
    });
    expect(read('pieces under 5 minutes').total).toBeUndefined();
  });

  it('reads "just the one", and "the three have to fit in 10" as a count and a set\'s length', () => {
    expect(read('add a ballad to that, just the one').count).toBe(1);
    expect(read('shorter please - we lost 5 min so the three have to fit in 10')).toMatchObject({
      count: 3,
      total: 600,
    });
    expect(read('it all has to fit into 12 minutes').total).toBe(720);
  });

  it('reads a fiddle tune, a hoedown, a jig or a reel as the folk dance it is, however "fiddle" is typed', () => {
    expect(read('need a fidle tune style peice for my string orch, gr 2').tags).toEqual(['folk']);
    expect(read('hoedown or fiddle tune for my 6th-8th orchestra kids').tags.sort()).toEqual(['dance', 'folk']);
    expect(read('an irish jig').tags.sort()).toEqual(['celtic', 'dance']);
  });

  it('reads "in Latin", "Latin text" as the language sung', () => {
    expect(read('a sacred piece in Latin for region, gr 4-5')).toMatchObject({
      tags: ['sacred', 'latin'],
      latin_text: true,
    });
    expect(read('a latin chart for the jazz band').latin_text).toBeUndefined();
  });

  it('reads "a march for each" as one piece for each ensemble', () => {
    expect(read('wind ensemble gr 5, UIL march for each').count).toBe(1);
    expect(read('a chorale for each of the bands').count).toBe(1);
    expect(read('two marches for each band').count).toBe(2);
    expect(read('marches for each band').count).toBeUndefined();
  });

  it("reads one piece's length before the concert it is for as that piece's, not the concert's", () => {
    for (const message of [
      'a march, about 5 minutes, for our spring concert',
      'hymn tune setting for band, 5ish minutes, our church concert is in november',
      'one chorale around 4 minutes for the winter program',
    ]) {
      const request = read(message);
      expect(request.total, message).toBeUndefined();
      expect(request.duration?.min, message).toBeLessThan(300);
    }
    // music, several pieces or a set for the concert: the length is theirs together
    expect(read('5 minutes of music for our concert').total).toBe(300);
    expect(read('two marches, 5 minutes for the concert').total).toBe(300);
    expect(read('a 12-minute set for the concert').total).toBe(720);
    // the time one piece asked has is its length
    expect(read('I have 4 minutes. quickly: a fiddle-tune style piece, gr 2').duration).toEqual({ min: 192, max: 288 });
    expect(read('the jazz band has 10 minutes').total).toBe(600);
  });

  it("reads a count with one length about them as the set's length, unless it is each piece's", () => {
    expect(read('7th & 8th grade jazz band spring concert, 3 tunes, ~12 min')).toMatchObject({ total: 720, count: 3 });
    expect(read('quintet recital: 2 pieces, ten minutes together').total).toBe(600);
    expect(read('3 pieces about 5 minutes each').total).toBeUndefined();
    expect(read('3 pieces, 4-6 minutes').duration).toEqual({ min: 240, max: 360 });
  });

  it('reads a bound with no unit as minutes, unless it counts players or names a grade', () => {
    expect(read('baroque arr? still under 5').duration).toEqual({ max: 299 });
    expect(read('up to 4 pls').duration).toEqual({ max: 240 });
    expect(read('something for under 5 players').duration).toBeUndefined();
    expect(read('grade under 5, lyrical').duration).toBeUndefined();
  });

  it('reads bounds, ranges and counts', () => {
    expect(read('three ballads under 4 minutes, no Sousa')).toMatchObject({
      count: 3,
      tags: ['ballad'],
      // a 4:00 piece is not under 4 minutes
      duration: { max: 239 },
      avoided_composers: ['sousa'],
    });
    expect(read('easy swing chart between 3 and 5 minutes')).toMatchObject({
      grade: { min: 1, max: 2 },
      tags: ['swing'],
      duration: { min: 180, max: 300 },
    });
    expect(read('give me 4 pieces by Grainger or Holst at least 5 minutes long')).toMatchObject({
      count: 4,
      composers: ['grainger', 'holst'],
      duration: { min: 300 },
    });
    // words about the ensemble itself are a hint its own level outranks; words about the players decide
    expect(read('beginner band christmas music 2:30')).toMatchObject({
      grade_hint: { min: 0.5, max: 1.5 },
      tags: ['christmas'],
      duration: { min: 120, max: 180 },
    });
    expect(read('something gentle for my high school choir').grade).toBeUndefined();
    expect(read('something gentle for my 6th graders').grade).toEqual({ min: 0.5, max: 1.5 });
    expect(read('a grade III chorale')).toMatchObject({ grade: { min: 3, max: 3 }, tags: ['chorale'] });
    // a grade before "piece" is not a count
    expect(read('a UIL grade 3 piece for strings')).toMatchObject({ uil: true, grade: { min: 3, max: 3 } });
    expect(read('a UIL grade 3 piece for strings').count).toBeUndefined();
    // the contest as a date or an event asks nothing of its list
    expect(read('pre-UIL concert: a march + 2 selections, gr 4').uil).toBeUndefined();
    expect(read('after UIL we want something fun').uil).toBeUndefined();
    expect(read('no rehearsal thursday (UIL meeting), need an opener').uil).toBeUndefined();
    expect(read('for UIL, a march off the PML').uil).toBe(true);
    // a surname that is an everyday word is a composer after "by" or beside another composer
    expect(read('by victoria or byrd?').composers.sort()).toEqual(['byrd', 'victoria']);
    expect(read('fillmore or king, gr 3-4').composers.sort()).toEqual(['fillmore', 'king']);
    expect(read('fillmore or karl king').composers.sort()).toEqual(['fillmore', 'king']);
    expect(read('by the king of marches').composers).toEqual([]);
    expect(read('no king either').avoided_composers).toEqual([]);
    expect(read('a piece about a king and a queen').composers).toEqual([]);
    // "shouldn't be" refuses what follows
    expect(read("march shouldn't be sousa")).toMatchObject({ composers: [], avoided_composers: ['sousa'] });
    expect(read('2 grade 3 pieces').count).toBe(2);
    expect(read('just 3 then').count).toBe(3);
    // more pieces than places listed: the places are roles among them
    expect(read('four pieces: we need an opener and a closer')).toMatchObject({ count: 4, opener: true, closer: true });
    expect(read('four pieces: we need an opener and a closer').slots).toBeUndefined();
    expect(read('only 2').count).toBe(2);
    expect(read('ok 3 is enough').count).toBe(3);
    expect(read('two will do').count).toBe(2);
    expect(read('grade 3 is enough of a challenge').count).toBeUndefined();
    expect(read('just 5 minutes left').count).toBeUndefined();
    // nor one a word before it ("gr 3 lyrical piece")
    expect(read('gr 3 lyrical piece for strings, around 4 min').count).toBeUndefined();
    expect(read('level 2 holiday songs for the choir').count).toBeUndefined();
  });

  it('keeps what a clause refuses apart from what it asks', () => {
    expect(read('grades 3-4 overture, nothing too slow')).toMatchObject({
      tags: ['overture'],
      excluded_tags: ['slow'],
      grade: { min: 3, max: 4 },
    });
    expect(read('no marches, but something fast')).toMatchObject({ tags: ['fast'], excluded_tags: ['march'] });
  });

  it('reads roles, library-only and a model work', () => {
    expect(read('we need an opener and a closer')).toMatchObject({ opener: true, closer: true, count: 2 });
    expect(read('only from my library').library_only).toBe(true);
    expect(read('back to just my library, any latin charts?').library_only).toBe(true);
    expect(read('up-tempo swing from the library').library_only).toBe(true);
    expect(read("SSAA: what's already in our music library for the winter concert?").library_only).toBe(true);
    expect(read('a march like the ones in the library of congress recordings').library_only).toBe(false);
    expect(read('anything of our own charts for a ballad?').library_only).toBe(true);
    expect(read('my library: 3 lyrical pieces').library_only).toBe(true);
    expect(read('pieces like Shenandoah').like_title).toBe('shenandoah');
    expect(read('something in the spirit of Shenandoah, grade 3').like_title).toBe('shenandoah');
  });
  it('reads everyday phrasing as directors write it', () => {
    // "anything but" refuses; the name is not a second clause asking for him
    expect(read('anything but Vivaldi, grade 3ish')).toMatchObject({ composers: [], avoided_composers: ['vivaldi'] });
    // a composer asked for by name is that composer, not the whole classical period
    expect(read('Mozart for string orchestra').tags).toEqual([]);
    // "our chorale" is the choir; "an hour-long concert" is no wish for long pieces
    expect(read('our chorale does an hour-long spring concert')).toMatchObject({ tags: [], total: 3600 });
    expect(read('our chorale does an hour-long spring concert').duration).toBeUndefined();
    expect(read('a chorale for the band').tags).toEqual(['chorale']);
    // "one big piece and some shorter ones" is the set's shape, not a count of one
    expect(read('fill twenty minutes, one big piece and some shorter ones').count).toBeUndefined();
    expect(read('two marches and nothing else').count).toBe(2);
    expect(read('ballads, give me 3 of em for the fall').count).toBe(3);
    // a length refused above is a ceiling, whoever it is said of
    expect(read('an opener and a closer, neither longer than 5 min').duration).toEqual({ max: 300 });
    expect(read('three pieces, none of them over 3 minutes').duration).toEqual({ max: 180 });
    // seconds are a length, and "a 45 second fanfare" counts no 45 pieces; a few seconds is no piece's length
    expect(read('a fanfare under 50 seconds').duration).toEqual({ max: 49 });
    expect(read('a 45 second fanfare for the assembly').count).toBeUndefined();
    expect(read('a march, we get 5 seconds between acts').duration).toBeUndefined();
    expect(read('we played 2 of those in May, other ballads?').count).toBeUndefined();
    expect(read('could at least 1 of them be in Latin?').count).toBeUndefined();
    expect(read('give me three pieces between three and five minutes').count).toBe(3);
    expect(read('then a percussion feature about 3 min').count).toBe(1);
    // "2-part" is a voicing
    expect(read('2-part treble piece for my 6th grade choir').count).toBeUndefined();
    expect(read('Elgar, a stretch is fine').stretch_ok).toBe(true);
    expect(read('Elgar for strings').stretch_ok).toBeUndefined();
  });
});
