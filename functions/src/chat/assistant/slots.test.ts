import { describe, expect, it } from 'vitest';
import { slotsIn } from './slots';

const labels = (message: string) => slotsIn(message)?.map((s) => `${s.label}${s.major ? '*' : ''}`);

describe('slotsIn: a structured set, one place per item listed', () => {
  it('reads a list after a colon, each item a role, a character or a piece', () => {
    expect(labels('ok 3 for the concert: opener, ballad, closer, around 12 min')).toEqual([
      'opener',
      'ballad',
      'closer',
    ]);
    expect(labels('whole program 30 min: overture, centerpiece, closer')).toEqual([
      'overture',
      'centerpiece*',
      'closer',
    ]);
    // a word of other kinds after a colon is a place of its own
    expect(labels('program is 35 min: baroque, british, contemporary, slow mvt')).toEqual([
      'baroque',
      'british',
      'contemporary',
      'slow mvt',
    ]);
  });

  it('reads the items after what introduces them, and no trailing grade as an item', () => {
    expect(labels('uil c&sr for the 8th graders - a march + 1 selection, grade about 2')).toEqual([
      'march',
      'selection',
    ]);
  });

  it('reads the contest set after "UIL:", and the items after who needs them', () => {
    expect(labels('uil c&sr: i need a march and 1 pml selection for each of my 3 bands')).toEqual([
      'march',
      'pml selection',
    ]);
    expect(labels('each one needs a march + one selection')).toEqual(['march', 'selection']);
    expect(labels('they each need a march and 2 selections')).toEqual(['march', 'selection', 'selection']);
    expect(labels('2 selections (grade 5), uil, a march')).toEqual(['selection', 'selection', 'march']);
    expect(labels('je1 needs a medium swing chart and a ballad for jazz festival, each under 6 min')).toEqual([
      'medium swing chart',
      'ballad',
    ]);
  });

  it('reads a count heading the list as the count, not a place', () => {
    expect(labels('festival set: 3 tunes, swing/ballad/latin')).toEqual(['swing', 'ballad', 'latin']);
  });

  it('reads items that each start with an article or a number, counting "two"', () => {
    expect(labels('a march and 2 contrasting pieces around grade 3')).toEqual([
      'march',
      'contrasting piece',
      'contrasting piece',
    ]);
  });

  it('reads "a couple" and "a pair" as two, past words about the set and a dash', () => {
    expect(
      labels('je1 fall jazz night. want a mix — couple swing tunes, a ballad, one latin chart. about 20 min'),
    ).toEqual(['swing tune', 'swing tune', 'ballad', 'latin chart']);
    expect(labels('a pair of marches and a ballad')).toEqual(['march', 'march', 'ballad']);
  });

  it('reads a place of one word joined by "+" to a counted one ("march + 2 selections")', () => {
    expect(labels('full set pls, march + 2 selections, 20 min')).toEqual(['march', 'selection', 'selection']);
    expect(slotsIn('lyrical + grade 3, under 5 min')).toBeUndefined();
  });

  it('reads no set in the attributes of one piece', () => {
    expect(slotsIn('somethin lyrical, grade 3, under 5 min')).toBeUndefined();
    expect(slotsIn('grade 3: lyrical, under 5 min')).toBeUndefined();
    expect(slotsIn('ok last: a closer, energetic, 4 to 6 min')).toBeUndefined();
    expect(slotsIn('2 pieces for the 5th grade strings, 1 fast 1 slow')).toBeUndefined();
    expect(slotsIn('no sousa, and no marches')).toBeUndefined();
    expect(slotsIn('need a few pieces for our spring concert, grade 3ish, nothing over 6 min')).toBeUndefined();
  });
});

describe('slotsIn: a list that counts its places', () => {
  it('reads "march + 2 selections" after a colon as three places', () => {
    expect(
      slotsIn('contest for the symphonic band: march + 2 selections off the list, grade 4')?.map((s) => s.label),
    ).toEqual(['march', 'selection', 'selection']);
  });
});
