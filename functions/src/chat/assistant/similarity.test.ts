import { describe, expect, it } from 'vitest';
import { catalogTags } from '../../catalog/catalog-vocabulary';
import { buildPool } from './candidates';
import { cosine, findNamedWork, likeness, sharedTags, vectorOf, namesTitle } from './similarity';
import { libraryCandidate as entry, catalogCandidate as work } from './test-fixtures';

describe('vectorOf and cosine', () => {
  const base = catalogTags.length;
  it('marks each tag, and scales grade, length and era into the last three places', () => {
    const v = vectorOf(work('a', { tags: ['folk', 'lyrical'], grade: 4, duration: 60, year: 2050 }));
    expect(v).toHaveLength(base + 3);
    expect(v[catalogTags.indexOf('folk')]).toBe(1);
    expect(v[catalogTags.indexOf('march')]).toBe(0);
    expect([...v.slice(base)]).toEqual([1, 0.25, 0.7]);
  });

  it('puts an unknown grade, length or year in the middle of its scale', () => {
    expect([...vectorOf(entry(1)).slice(base)]).toEqual([0.75, 0.5, 0.35]);
  });

  it('is 1 for the same direction, 0 for unrelated or empty vectors', () => {
    const v = vectorOf(work('a'));
    expect(cosine(v, v)).toBeCloseTo(1);
    expect(cosine(new Float64Array([1, 0]), new Float64Array([0, 1]))).toBe(0);
    expect(cosine(new Float64Array([0, 0]), new Float64Array([1, 1]))).toBe(0);
  });
});

describe('likeness', () => {
  const model = work('model', { title: 'Shenandoah', tags: ['folk', 'lyrical'], grade: 3, duration: 300 });
  const candidates = [
    work('march', { tags: ['march', 'fast'], grade: 5, duration: 150 }),
    work('folk-song', { tags: ['folk', 'lyrical'], grade: 3, duration: 280 }),
    work('folk-dance', { tags: ['folk', 'dance'], grade: 3, duration: 280 }),
    work('same', { title: 'Shenandoah', arranger: 'Another Arranger' }),
    work('variations', { title: 'Variations on Shenandoah' }),
  ];

  it('ranks a piece of the same character and grade first, and one of another character last', () => {
    const scores = likeness(model, candidates);
    const order = [...scores].sort((a, b) => b[1] - a[1]).map(([key]) => key);
    expect(order).toEqual(['catalog:folk-song', 'catalog:folk-dance', 'catalog:march']);
    expect(scores.get('catalog:folk-song')).toBeGreaterThan(0.99);
  });

  it('never offers the model itself or another setting of its tune', () => {
    const scores = likeness(model, [...candidates, model]);
    expect(scores.has('catalog:model')).toBe(false);
    expect(scores.has('catalog:same')).toBe(false);
    expect(scores.has('catalog:variations')).toBe(false);
  });

  it('names the tags two pieces share', () => {
    expect(sharedTags(model, candidates[2]!)).toEqual(['folk']);
    expect(sharedTags(model, candidates[0]!)).toEqual([]);
  });
});

describe('findNamedWork', () => {
  const pool = buildPool(
    [entry(1, { title: 'Shenandoah' })],
    [
      work('shenandoah', { title: 'Shenandoah' }),
      work('salvation', { title: 'Salvation Is Created' }),
      work('grace', { title: 'Amazing Grace' }),
      work('joy', { title: 'Joy' }),
    ],
  );
  const named = (phrase: string) => findNamedWork(pool, phrase).map((c) => c.key);

  it("finds an exact title in both sources, the director's copy first", () => {
    expect(named('SHENANDOAH')).toEqual(['library:1', 'catalog:shenandoah']);
    expect(named('joy')).toEqual(['catalog:joy']);
  });

  it('finds a title inside a longer phrase, the longest title when several fit', () => {
    expect(named('something like shenandoah for band')).toEqual(['library:1', 'catalog:shenandoah']);
    expect(named('amazing grace or shenandoah')).toEqual(['catalog:grace']);
    // a word of another name runs into it: "deep salvation" is not "Salvation"
    expect(named('something like deep salvation')).toEqual([]);
    // titles under four letters are too likely to be ordinary words
    expect(named('joy to the world')).toEqual([]);
  });

  it('finds a title the phrase begins, by whole words or by six letters or more', () => {
    expect(named('salvation is')).toEqual(['catalog:salvation']);
    expect(named('salvat')).toEqual(['catalog:salvation']);
    expect(named('salv')).toEqual([]);
    expect(named('  ')).toEqual([]);
  });
});

describe('namesTitle: the work a likeness names, and its other arrangements', () => {
  it.each([
    ['candide overture', 'overture to candide', true],
    ['first suite', 'first suite in e flat for military band', true],
    ['shenandoah', 'variations on shenandoah', true],
    ['loch lomond', 'loch lomond', true],
    ['suite', 'first suite in e flat', false],
    ['first suite', 'second suite in f', false],
    ['candide overture', 'festive overture', false],
  ])('"%s" names "%s": %s', (model, title, expected) => {
    expect(namesTitle(model, title)).toBe(expected);
  });
});
