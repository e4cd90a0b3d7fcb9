import { describe, expect, it } from 'vitest';
import { readRequest } from './request';

const read = (message: string) => readRequest(message, ['sousa', 'holst', 'grainger', 'ticheli']);

describe('negation scope (pre-, post- and pseudo-triggers, terminators)', () => {
  it.each([
    ['a grade 4 piece that is not a march', [], ['march']],
    ['a fanfare rather than a march', ['fanfare'], ['march']],
    ['marches are out this year, something lyrical', ['lyrical'], ['march']],
    ['the kids hate marches, give me a ballad', ['ballad'], ['march']],
    ['no marches but something fast', ['fast'], ['march']],
    ['lyrical, not slow', ['lyrical'], ['slow']],
    ['anything but a march', [], ['march']],
    ['we are tired of chorales; maybe a dance', ['dance'], ['chorale']],
    ['instead of an overture we want a fanfare', ['fanfare'], ['overture']],
    ["we've had enough marches this year, a ballad", ['ballad'], ['march']],
    ["a suite that isn't a march", ['suite'], ['march']],
  ])('%s', (message, wanted, refused) => {
    const request = read(message);
    for (const tag of wanted) expect(request.tags, `${tag} wanted`).toContain(tag);
    for (const tag of refused) {
      expect(request.excluded_tags, `${tag} refused`).toContain(tag);
      expect(request.tags).not.toContain(tag);
    }
  });

  it.each([
    ['no more than 5 minutes, a march', ['march']],
    ['not too hard, a lyrical piece', ['lyrical']],
    ['not only marches: a march and a chorale', ['march', 'chorale']],
    ["isn't there a march for this?", ['march']],
    ['which marches do we already have in our library?', ['march']],
  ])('a pseudo-trigger refuses nothing: %s', (message, wanted) => {
    const request = read(message);
    for (const tag of wanted) expect(request.tags).toContain(tag);
    expect(request.excluded_tags).toEqual([]);
  });

  it.each([
    ['we played Holst last year, another composer please', ['holst'], []],
    ['no Sousa or Grainger, a march', ['sousa', 'grainger'], []],
    ['something like Ticheli but not Sousa', ['sousa'], ['ticheli']],
  ])('composers: %s', (message, avoided, wanted) => {
    const request = read(message);
    expect(request.avoided_composers.sort()).toEqual([...avoided].sort());
    for (const name of wanted) expect(request.composers).toContain(name);
  });
});

describe('a composer refused in the words that ask for one', () => {
  it('reads "anything in that vein that isn\'t Holst" as Holst refused', () => {
    for (const message of [
      "anything in that vein that ISN'T Holst?",
      'something that isnt holst',
      // said twice in one clause, wanted and then refused: refused
      "I love Holst's First Suite in Eb - anything in that vein that ISN'T Holst?",
    ])
      expect(read(message)).toMatchObject({ composers: [], avoided_composers: ['holst'] });
    expect(read("isn't there a march by Sousa?").composers).toEqual(['sousa']);
  });
});

describe('what a refusal reaches', () => {
  it('ends at a dash between spaces, and refuses a person after "by", not the style named after them', () => {
    expect(read("something like Ticheli's Shenandoah but not that one - lyrical, gr 3")).toMatchObject({
      tags: ['lyrical'],
      excluded_tags: [],
    });
    expect(read('Basie-style swing charts for JE1 but not by Basie or Sammy Nestico')).toMatchObject({
      tags: ['swing'],
      excluded_tags: [],
    });
  });
});
