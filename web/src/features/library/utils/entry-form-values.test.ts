import type { LibraryEntry } from '@app/shared/contracts/library';
import { describe, expect, it } from 'vitest';
import {
  formValuesOf,
  GRADE_OPTIONS,
  parseDuration,
  serverFieldErrors,
  toEntryInput,
  type EntryFormValues,
  withCatalogWork,
} from './entry-form-values';

const blank = formValuesOf();
const form = (values: Partial<EntryFormValues>): EntryFormValues => ({ ...blank, ...values });

describe('the entry form values', () => {
  it('starts from an entry, its duration as m:ss and its tags comma separated', () => {
    const entry = {
      id: 5,
      title: 'First Suite in E-flat',
      composer: 'Gustav Holst',
      arranger: null,
      difficulty: 4,
      duration: 630,
      tags: ['suite', 'british'],
      year: 1909,
      ensemble_type: 'concert_band',
    } as unknown as LibraryEntry;
    expect(formValuesOf(entry)).toMatchObject({
      title: 'First Suite in E-flat',
      composer: 'Gustav Holst',
      arranger: '',
      difficulty: '4',
      duration: '10:30',
      tags: 'suite, british',
      year: '1909',
      ensemble_type: 'concert_band',
      notes: '',
    });
  });

  it('offers the grades 0.5 to 6 in steps of 0.5', () => {
    expect(GRADE_OPTIONS).toEqual(['0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5', '5.5', '6']);
  });

  it('reads a duration as m:ss, h:mm:ss or seconds', () => {
    expect(['5:30', '0:45', '1:02:30', '330', ' 7:05 ', ''].map(parseDuration)).toEqual([
      330,
      45,
      3750,
      330,
      425,
      null,
    ]);
    expect(['5:75', '5m', '5\'30"', '1:75:00', '-3'].map(parseDuration)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('checking the form with the API schema', () => {
  it('builds the whole body: blanks as null, numbers as numbers, tags as a list', () => {
    const checked = toEntryInput(
      form({
        title: '  Chester ',
        composer: 'William Schuman',
        difficulty: '4.5',
        duration: '6:00',
        tags: 'Overture, hymn, , american',
        year: '1956',
        ensemble_type: 'concert_band',
      }),
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        title: 'Chester',
        composer: 'William Schuman',
        arranger: null,
        publisher: null,
        difficulty: 4.5,
        difficulty_text: null,
        duration: 360,
        ensemble_type: 'concert_band',
        genre: null,
        tags: ['overture', 'hymn', 'american'],
        key: null,
        meter: null,
        year: 1956,
        program_notes: null,
        catalog_number: null,
        location: null,
        notes: null,
      },
    });
  });

  it("shows the API's messages under each field, named as the form names it", () => {
    const checked = toEntryInput(
      form({ title: '   ', year: '3000', duration: '5 min', catalog_number: 'x'.repeat(101) }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        year: 'Year must be between 1000 and 2100',
        duration: 'Duration must be minutes:seconds (5:30) or a number of seconds (330)',
        catalog_number: 'Catalog number must be at most 100 characters',
      },
    });
    expect(toEntryInput(form({ title: 'A', year: 'soon' }))).toEqual({
      ok: false,
      errors: { year: 'Year must be a number' },
    });
    expect(toEntryInput(form({ title: 'A', duration: '0' }))).toEqual({
      ok: false,
      errors: { duration: 'Duration must be at least 1 second' },
    });
  });

  it('reads the field errors of a 400 answer', () => {
    expect(
      serverFieldErrors([
        { field: 'year', message: 'year must be a whole number' },
        { field: 'tags.3', message: 'each tag must be at most 40 characters' },
        { field: 'other', message: 'x' },
      ]),
    ).toEqual({
      year: 'Year must be a whole number',
      tags: 'each tag must be at most 40 characters',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('withCatalogWork', () => {
  const work = {
    id: 'chester-schuman',
    title: 'Chester',
    composer: 'William Schuman',
    arranger: null,
    publisher: 'Theodore Presser Company',
    grade: 5,
    grade_scale: 'uil' as const,
    grade_text: 'UIL Grade 5',
    duration: 365,
    ensemble_types: ['concert_band'],
    uil: { code: '100-5-15000', grade: 5, specification: null },
  };

  it('takes the title and fills only the fields the director left empty, naming them', () => {
    const typed = { ...formValuesOf(null), title: 'ches', composer: 'W. Schuman', duration: '6:00' };
    const { values, filled } = withCatalogWork(typed, work);
    expect(values).toMatchObject({
      title: 'Chester',
      composer: 'W. Schuman',
      duration: '6:00',
      publisher: 'Theodore Presser Company',
      difficulty: '5',
      difficulty_text: 'UIL Grade 5',
      ensemble_type: 'concert_band',
      arranger: '',
    });
    expect(filled).toEqual(['publisher', 'difficulty', 'difficulty_text', 'ensemble_type']);
  });

  it('leaves a grade the form cannot hold and an unknown duration empty', () => {
    const { values, filled } = withCatalogWork(formValuesOf(null), { ...work, grade: 6.5, duration: null });
    expect(values.difficulty).toBe('');
    expect(values.duration).toBe('');
    expect(filled).not.toContain('difficulty');
    expect(filled).not.toContain('duration');
  });
});
