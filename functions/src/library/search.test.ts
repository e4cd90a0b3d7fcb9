import { describe, expect, it } from 'vitest';
import { blankLibraryFields, type LibraryEntry } from '@app/shared/contracts/library';
import { buildSearchIndex, compareEntries, searchIndex, type LibraryFilters } from './search';

let nextId = 1;
const entry = (fields: Partial<LibraryEntry> & { title: string }): LibraryEntry => ({
  ...blankLibraryFields(),
  id: nextId++,
  last_performed: null,
  times_performed: 0,
  created_at: '',
  updated_at: '',
  ...fields,
});

const library = [
  entry({ title: 'Slavonic Dance No. 8', composer: 'Antonín Dvořák', arranger: 'Merle Isaac', difficulty: 3 }),
  entry({ title: 'España Cañí', composer: 'Pascual Marquina', difficulty: 2.5, tags: ['march', 'latin'] }),
  entry({ title: 'Shenandoah', composer: 'Frank Ticheli', difficulty: 3, tags: ['ballad'] }),
  entry({
    title: 'The Stars and Stripes Forever',
    composer: 'John Philip Sousa',
    difficulty: 4.5,
    tags: ['march', 'patriotic'],
  }),
  entry({ title: 'Sleigh Ride', composer: 'Leroy Anderson', tags: ['holiday'] }),
].sort(compareEntries);
const index = buildSearchIndex(library);

const titles = (filters: LibraryFilters) => searchIndex(index, filters).map((e) => e.title);

describe('library search', () => {
  it('finds accented names without accents, and words by prefix or inside', () => {
    expect(titles({ search: 'dvorak' })).toEqual(['Slavonic Dance No. 8']);
    expect(titles({ search: 'espana' })).toEqual(['España Cañí']);
    expect(titles({ search: 'SHEN' })).toEqual(['Shenandoah']);
    expect(titles({ search: 'andoa' })).toEqual(['Shenandoah']);
    expect(titles({ search: 'stripes sousa' })).toEqual(['The Stars and Stripes Forever']);
  });

  it('searches tags, and needs every word of the query', () => {
    expect(titles({ search: 'march' })).toEqual(['España Cañí', 'The Stars and Stripes Forever']);
    expect(titles({})).toHaveLength(5);
    expect(titles({ search: 'no 8 dance' })).toEqual(['Slavonic Dance No. 8']);
    expect(titles({ search: 'march latin' })).toEqual(['España Cañí']);
    expect(titles({ search: 'march holiday' })).toEqual([]);
  });

  it('filters composer and arranger on their own field and combines filters with AND', () => {
    expect(titles({ composer: 'dvorak' })).toEqual(['Slavonic Dance No. 8']);
    expect(titles({ composer: 'isaac' })).toEqual([]);
    expect(titles({ arranger: 'isaac' })).toEqual(['Slavonic Dance No. 8']);
    expect(titles({ search: 'march', composer: 'sousa' })).toEqual(['The Stars and Stripes Forever']);
  });

  it('filters by a grade or a range, leaving out entries without a grade', () => {
    expect(titles({ difficulty: { min: 3, max: 3 } })).toEqual(['Shenandoah', 'Slavonic Dance No. 8']);
    expect(titles({ difficulty: { min: 2, max: 3 } })).toEqual(['España Cañí', 'Shenandoah', 'Slavonic Dance No. 8']);
    expect(titles({ difficulty: { min: 5, max: 6 } })).toEqual([]);
  });

  it('orders by title, then composer, then id, ignoring case and accents', () => {
    const sorted = [
      entry({ title: 'shenandoah', composer: 'Ticheli' }),
      entry({ title: 'Ave Maria', composer: 'Schubert' }),
      entry({ title: 'Shenandoah', composer: 'Bennett' }),
      entry({ title: 'Ávé María', composer: 'Bach' }),
    ].sort(compareEntries);
    expect(sorted.map((e) => `${e.title}/${e.composer}`)).toEqual([
      'Ávé María/Bach',
      'Ave Maria/Schubert',
      'Shenandoah/Bennett',
      'shenandoah/Ticheli',
    ]);
  });
});

describe('library sort', () => {
  const sorted = (
    sort: Parameters<typeof searchIndex>[2],
    order: Parameters<typeof searchIndex>[3],
    filters: LibraryFilters = {},
  ) => searchIndex(index, filters, sort, order).map((e) => e.title);

  it('sorts by title either way', () => {
    expect(sorted('title', 'asc')).toEqual([
      'España Cañí',
      'Shenandoah',
      'Slavonic Dance No. 8',
      'Sleigh Ride',
      'The Stars and Stripes Forever',
    ]);
    expect(sorted('title', 'desc')).toEqual([
      'The Stars and Stripes Forever',
      'Sleigh Ride',
      'Slavonic Dance No. 8',
      'Shenandoah',
      'España Cañí',
    ]);
  });

  it('sorts by grade with ties in title order, and puts entries without a grade last both ways', () => {
    expect(sorted('difficulty', 'asc')).toEqual([
      'España Cañí',
      'Shenandoah',
      'Slavonic Dance No. 8',
      'The Stars and Stripes Forever',
      'Sleigh Ride',
    ]);
    expect(sorted('difficulty', 'desc')).toEqual([
      'The Stars and Stripes Forever',
      'Shenandoah',
      'Slavonic Dance No. 8',
      'España Cañí',
      'Sleigh Ride',
    ]);
  });

  it('sorts by composer ignoring accents and case, after filtering', () => {
    expect(sorted('composer', 'asc')).toEqual([
      'Slavonic Dance No. 8',
      'Shenandoah',
      'The Stars and Stripes Forever',
      'Sleigh Ride',
      'España Cañí',
    ]);
    expect(sorted('composer', 'desc', { search: 'march' })).toEqual(['España Cañí', 'The Stars and Stripes Forever']);
  });
});
