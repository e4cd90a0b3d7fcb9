import { describe, expect, it } from 'vitest';
import { humanErrorMap } from '../validation';
import { libraryEntryInputSchema, libraryQuerySchema } from './library';

const parse = (schema: typeof libraryEntryInputSchema | typeof libraryQuerySchema, data: unknown) =>
  schema.safeParse(data, { error: humanErrorMap });

describe('library entry input', () => {
  it('needs only a title and fills the rest with empty values', () => {
    const parsed = parse(libraryEntryInputSchema, { title: '  Shenandoah ' });
    expect(parsed.success && parsed.data).toMatchObject({
      title: 'Shenandoah',
      composer: null,
      tags: [],
      difficulty: null,
    });
  });

  it('says the limit when a field is too long or off the scale, and refuses unknown fields', () => {
    const messages = (data: unknown) => {
      const parsed = parse(libraryEntryInputSchema, data);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages({ title: 'x'.repeat(301) })).toEqual(['title must be at most 300 characters']);
    expect(messages({ title: 'A', difficulty: 7 })).toEqual([
      'difficulty must be a grade from 0.5 to 6 in steps of 0.5',
    ]);
    expect(messages({ title: 'A', difficulty: 2.25 })).toEqual([
      'difficulty must be a grade from 0.5 to 6 in steps of 0.5',
    ]);
    expect(messages({ title: 'A', ensemble_type: 'kazoo_band' })[0]).toMatch(
      /^ensemble_type must be one of: concert_band/,
    );
    expect(messages({ title: 'A', colour: 'red' })).toEqual(['Unknown field: colour']);
    expect(messages({})).toEqual(['title is required']);
  });

  it('lower-cases and de-duplicates tags', () => {
    const parsed = libraryEntryInputSchema.safeParse({ title: 'A', tags: ['March', 'march', ' Holiday '] });
    expect(parsed.success && parsed.data.tags).toEqual(['march', 'holiday']);
  });
});

describe('library query', () => {
  it('defaults skip and limit, caps the limit at 500 and reads a grade or a range', () => {
    expect(parse(libraryQuerySchema, {}).data).toMatchObject({ skip: 0, limit: 100, sort: 'title', order: 'asc' });
    expect(parse(libraryQuerySchema, { sort: 'last_performed', order: 'desc' }).data).toMatchObject({
      sort: 'last_performed',
      order: 'desc',
    });
    expect(parse(libraryQuerySchema, { limit: '9000' }).data).toMatchObject({ limit: 500 });
    expect(parse(libraryQuerySchema, { difficulty: '2' }).data).toMatchObject({ difficulty: { min: 2, max: 2 } });
    expect(parse(libraryQuerySchema, { difficulty: '1.5-2.5' }).data).toMatchObject({
      difficulty: { min: 1.5, max: 2.5 },
    });
  });

  it('refuses negative or non-numeric paging and grades off the scale', () => {
    for (const query of [
      { skip: '-1' },
      { limit: 'ten' },
      { difficulty: '7' },
      { difficulty: '3-2' },
      { difficulty: 'hard' },
      { sort: 'grade' },
      { order: 'up' },
    ]) {
      expect(parse(libraryQuerySchema, query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
