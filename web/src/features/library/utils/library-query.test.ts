import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  DEFAULT_VIEW,
  difficultyProblem,
  hasFilters,
  pageCount,
  paramsFromView,
  rangeLabel,
  sameQuery,
  viewFromParams,
  withoutFilters,
  withSort,
  type LibraryView,
} from './library-query';

const view = (query: string) => viewFromParams(new URLSearchParams(query));

describe('the library view in the address', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      view('search=march&composer=holst&arranger=Longfield&difficulty=1.5-2.5&sort=difficulty&order=desc&page=3'),
    ).toEqual({
      search: 'march',
      composer: 'holst',
      arranger: 'Longfield',
      difficulty: '1.5-2.5',
      sort: 'difficulty',
      order: 'desc',
      page: 3,
    });
  });

  it('falls back to the default for what is missing or unreadable', () => {
    expect(view('')).toEqual(DEFAULT_VIEW);
    expect(view('sort=popularity&order=sideways&page=-2')).toEqual(DEFAULT_VIEW);
    expect(view('page=1.5').page).toBe(1);
    expect(view('page=abc').page).toBe(1);
  });

  it('writes only what differs from the default, and keeps text as typed (a reload shows the same box)', () => {
    expect(paramsFromView(DEFAULT_VIEW).toString()).toBe('');
    const written = paramsFromView({
      ...DEFAULT_VIEW,
      search: 'Holst Suite',
      difficulty: '2',
      sort: 'duration',
      order: 'desc',
      page: 2,
    });
    expect(written.toString()).toBe('search=Holst+Suite&difficulty=2&sort=duration&order=desc&page=2');
    expect(paramsFromView({ ...DEFAULT_VIEW, search: 'march ' }).get('search')).toBe('march ');
    expect(paramsFromView({ ...DEFAULT_VIEW, composer: '   ' }).has('composer')).toBe(false);
  });

  it('round-trips any view through the address', () => {
    const views: LibraryView[] = [
      DEFAULT_VIEW,
      {
        search: 'Dvořák & sons',
        composer: 'a=b',
        arranger: '?',
        difficulty: '3',
        sort: 'last_performed',
        order: 'desc',
        page: 12,
      },
      { ...DEFAULT_VIEW, sort: 'title', order: 'desc' },
    ];
    for (const v of views) expect(viewFromParams(paramsFromView(v))).toEqual(v);
  });

  it('keeps parameters that are not the page’s', () => {
    const base = new URLSearchParams('tab=imports&search=old');
    expect(paramsFromView({ ...DEFAULT_VIEW, search: 'new' }, base).toString()).toBe('tab=imports&search=new');
  });
});

describe('the API query of a view', () => {
  it('pages by 100 and trims the filters', () => {
    expect(apiQueryOf({ ...DEFAULT_VIEW, search: ' march ', composer: '', page: 3 })).toEqual({
      skip: 200,
      limit: 100,
      search: 'march',
      composer: undefined,
      arranger: undefined,
      difficulty: undefined,
      sort: 'title',
      order: 'asc',
    });
  });

  it('sends a grade or a range, written with any dash or a decimal comma', () => {
    expect(apiQueryOf({ ...DEFAULT_VIEW, difficulty: '2' }).difficulty).toBe('2');
    expect(apiQueryOf({ ...DEFAULT_VIEW, difficulty: '1.5 – 2.5' }).difficulty).toBe('1.5-2.5');
    expect(apiQueryOf({ ...DEFAULT_VIEW, difficulty: '3,5' }).difficulty).toBe('3.5');
  });

  it('leaves out a grade the API would refuse, and says why', () => {
    for (const bad of ['7', '2.3', '3-2', 'easy', '1-']) {
      expect(apiQueryOf({ ...DEFAULT_VIEW, difficulty: bad, composer: 'Holst' })).toMatchObject({
        difficulty: undefined,
        composer: 'Holst',
      });
      expect(difficultyProblem(bad)).toBe(
        'difficulty must be a grade (2) or a range of grades (1.5-2.5) between 0.5 and 6',
      );
    }
    expect(difficultyProblem('')).toBeNull();
    expect(difficultyProblem('0.5-6')).toBeNull();
  });

  it('treats views that ask for the same rows as the same', () => {
    expect(sameQuery({ ...DEFAULT_VIEW, search: 'march' }, { ...DEFAULT_VIEW, search: 'march  ' })).toBe(true);
    expect(sameQuery({ ...DEFAULT_VIEW, difficulty: '7' }, DEFAULT_VIEW)).toBe(true);
    expect(sameQuery({ ...DEFAULT_VIEW, search: 'march' }, { ...DEFAULT_VIEW, search: 'marc' })).toBe(false);
  });
});

describe('changing the view', () => {
  const onPage4: LibraryView = { ...DEFAULT_VIEW, search: 'march', page: 4, sort: 'composer' };

  it('clearing the filters keeps the sort', () => {
    expect(withoutFilters({ ...onPage4, difficulty: '2', arranger: 'x' })).toEqual({
      ...DEFAULT_VIEW,
      sort: 'composer',
      page: 1,
    });
    expect(hasFilters(onPage4)).toBe(true);
    expect(hasFilters({ ...DEFAULT_VIEW, search: '  ' })).toBe(false);
  });

  it('a header sorts ascending, a second click reverses, a third goes back to ascending', () => {
    const byGrade = withSort(onPage4, 'difficulty');
    expect(byGrade).toMatchObject({ sort: 'difficulty', order: 'asc', page: 1 });
    expect(withSort(byGrade, 'difficulty')).toMatchObject({ sort: 'difficulty', order: 'desc' });
    expect(withSort(withSort(byGrade, 'difficulty'), 'difficulty').order).toBe('asc');
    expect(withSort({ ...byGrade, order: 'desc' }, 'duration')).toMatchObject({ sort: 'duration', order: 'asc' });
  });
});

describe('pagination text', () => {
  it('says which rows of how many', () => {
    expect(rangeLabel(1, 100, 1234)).toBe('1–100 of 1,234');
    expect(rangeLabel(13, 34, 1234)).toBe('1,201–1,234 of 1,234');
    expect(rangeLabel(1, 91, 91)).toBe('1–91 of 91');
    expect(rangeLabel(1, 0, 0)).toBe('0 of 0');
  });

  it('counts pages of 100, at least one', () => {
    expect([0, 1, 100, 101, 10_000].map(pageCount)).toEqual([1, 1, 1, 2, 100]);
  });
});
