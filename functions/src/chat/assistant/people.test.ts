import { describe, expect, it } from 'vitest';
import { foldForSearch } from '@app/shared/domain/search-text';
import { meetsPeople, peopleText, peopleWantedIn } from './people';
import { catalogCandidate } from './test-fixtures';

const read = (message: string) => peopleWantedIn(` ${foldForSearch(message)} `);

describe('peopleWantedIn: who wrote it and where it comes from', () => {
  it.each([
    ['a grade 3 piece by a woman composer', { woman: true }],
    ['something by women composers for our choir', { woman: true }],
    ['living composers only, grade 4', { living: true }],
    [
      'British composers for the spring concert',
      { nationalities: ['english', 'scottish', 'welsh', 'british', 'northern irish'] },
    ],
    ['an Irish tune for St. Patrick’s Day', { places: ['irish'] }],
    ['something for St. Patrick’s', { places: ['irish'] }],
    // every place named counts, not only the first of "X or Y"
    ['irish or scottish pls', { places: ['irish', 'scottish'] }],
    // a place's town or a word it shares with other things is no place a request names
    ['write me a limerick about oboes. but seriously: a romantic overture', undefined],
    ['Erin wants a march for Highland Park HS', undefined],
    ['a mexican or cuban tune', { places: ['mexican', 'cuban'] }],
  ])('%s', (message, wanted) => {
    expect(read(message)).toEqual(wanted);
  });

  it('reads "Irish composers" as a nationality, not a place, and asks nothing of a plain request', () => {
    expect(read('pieces by Irish composers')).toEqual({ nationalities: ['irish'] });
    expect(read('a grade 3 march for the band')).toBeUndefined();
  });
});

describe('meetsPeople', () => {
  const facts = (woman: boolean, nationality: string, living: boolean) => ({
    name: 'X',
    era: 'contemporary' as const,
    nationality,
    woman,
    living,
  });
  const byHer = { ...catalogCandidate('a', { title: 'Star Ship' }), composer_facts: facts(true, 'japanese', true) };
  const irishTune = catalogCandidate('b', { title: 'Irish Tune from County Derry' });
  const scottishSong = catalogCandidate('c', { title: 'Loch Lomond' });

  it('keeps to a woman, a living composer, a nationality', () => {
    expect(meetsPeople(byHer, { woman: true, living: true })).toBe(true);
    expect(meetsPeople(irishTune, { woman: true })).toBe(false);
    expect(meetsPeople(byHer, { nationalities: ['english'] })).toBe(false);
  });

  it('tells an Irish tune from a Scottish one by its own words', () => {
    expect(meetsPeople(irishTune, { places: ['irish'] })).toBe(true);
    expect(meetsPeople(scottishSong, { places: ['irish'] })).toBe(false);
    expect(meetsPeople(scottishSong, { places: ['scottish'] })).toBe(true);
  });

  it('says the wish in words for the reply', () => {
    expect(peopleText({ woman: true })).toBe('by a woman composer');
    expect(peopleText({ living: true, nationalities: ['english'] })).toBe('by a living English composer');
  });
});
