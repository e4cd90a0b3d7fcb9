import { describe, expect, it } from 'vitest';
import { catalogWorks } from '@app/functions/catalog/load-catalog';
import { libraryEntryInputSchema } from '@app/shared/contracts/library';
import { demoLibrary, demoLibraryCatalogueIds, libraryFieldsOf, type DemoLibraryWork } from './seed-library';

const ensembleTypes = ['concert_band', 'jazz_band', 'string_orchestra'] as const;

/** The works the seeded demo program links to library entries (title and composer must match exactly). */
const programWorks: ReadonlyArray<Pick<DemoLibraryWork, 'title' | 'composer' | 'ensemble_type'>> = [
  {
    title: 'First Suite in E-flat for Military Band, Op. 28 No. 1',
    composer: 'Gustav Holst',
    ensemble_type: 'concert_band',
  },
  { title: 'Shenandoah', composer: 'Frank Ticheli', ensemble_type: 'concert_band' },
  { title: 'The Stars and Stripes Forever', composer: 'John Philip Sousa', ensemble_type: 'concert_band' },
  { title: "Take the 'A' Train", composer: 'Billy Strayhorn', ensemble_type: 'jazz_band' },
  { title: 'Cantaloupe Island', composer: 'Herbie Hancock', ensemble_type: 'jazz_band' },
  { title: 'Holberg Suite, Op. 40: I. Praeludium', composer: 'Edvard Grieg', ensemble_type: 'string_orchestra' },
  { title: "St Paul's Suite, Op. 29 No. 2", composer: 'Gustav Holst', ensemble_type: 'string_orchestra' },
  { title: 'Adagio for Strings', composer: 'Samuel Barber', ensemble_type: 'string_orchestra' },
];

const label = (work: DemoLibraryWork) =>
  `${work.title} (${work.composer}${work.arranger ? `, arr. ${work.arranger}` : ''})`;

describe('demoLibrary', () => {
  it('has at least 80 works and at least 20 of each ensemble type', () => {
    expect(demoLibrary.length).toBeGreaterThanOrEqual(80);
    for (const type of ensembleTypes) {
      expect(demoLibrary.filter((work) => work.ensemble_type === type).length, type).toBeGreaterThanOrEqual(20);
    }
  });

  it('only uses the known ensemble types', () => {
    for (const work of demoLibrary) expect(ensembleTypes, label(work)).toContain(work.ensemble_type);
  });

  it('has a non-empty title and composer, and no empty optional strings', () => {
    for (const work of demoLibrary) {
      expect(work.title.trim(), label(work)).not.toBe('');
      expect(work.composer.trim(), label(work)).not.toBe('');
      for (const field of ['arranger', 'publisher', 'difficulty_text', 'genre', 'program_notes'] as const) {
        const value = work[field];
        if (value !== null) expect(value.trim(), `${label(work)}: ${field}`).not.toBe('');
      }
    }
  });

  it('puts grades on the 0.5 grid between 0.5 and 6, each with the source wording', () => {
    for (const work of demoLibrary) {
      if (work.difficulty === null) continue;
      expect(work.difficulty, label(work)).toBeGreaterThanOrEqual(0.5);
      expect(work.difficulty, label(work)).toBeLessThanOrEqual(6);
      expect(Number.isInteger(work.difficulty * 2), label(work)).toBe(true);
      expect(work.difficulty_text, label(work)).not.toBeNull();
    }
  });

  it('gives durations as positive whole seconds', () => {
    for (const work of demoLibrary) {
      if (work.duration === null) continue;
      expect(Number.isInteger(work.duration), label(work)).toBe(true);
      expect(work.duration, label(work)).toBeGreaterThan(0);
    }
  });

  it('gives years as plausible whole years', () => {
    for (const work of demoLibrary) {
      if (work.year === null) continue;
      expect(Number.isInteger(work.year), label(work)).toBe(true);
      expect(work.year, label(work)).toBeGreaterThanOrEqual(1500);
      expect(work.year, label(work)).toBeLessThanOrEqual(new Date().getFullYear());
    }
  });

  it('uses lowercase tags', () => {
    for (const work of demoLibrary) {
      for (const tag of work.tags) expect(tag, label(work)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(work.tags).size, label(work)).toBe(work.tags.length);
    }
  });

  it('cites at least one https source for every work, and only valid web URLs', () => {
    for (const work of demoLibrary) {
      expect(work.sources.length, label(work)).toBeGreaterThan(0);
      expect(
        work.sources.some((source) => new URL(source).protocol === 'https:'),
        label(work),
      ).toBe(true);
      for (const source of work.sources) expect(['http:', 'https:'], source).toContain(new URL(source).protocol);
    }
  });

  it('has no duplicate (title, composer, arranger)', () => {
    const keys = demoLibrary.map((work) => JSON.stringify([work.title, work.composer, work.arranger]));
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it('is sorted by ensemble type, then title', () => {
    const rank = (work: DemoLibraryWork) => ensembleTypes.indexOf(work.ensemble_type);
    for (let i = 1; i < demoLibrary.length; i += 1) {
      const previous = demoLibrary[i - 1]!;
      const current = demoLibrary[i]!;
      const inOrder =
        rank(previous) < rank(current) ||
        (rank(previous) === rank(current) && previous.title.toLowerCase() <= current.title.toLowerCase());
      expect(inOrder, `${label(previous)} before ${label(current)}`).toBe(true);
    }
  });

  it.each(programWorks)('contains the demo program work $title ($composer)', (expected) => {
    const matches = demoLibrary.filter((work) => work.title === expected.title && work.composer === expected.composer);
    expect(matches).toHaveLength(1);
    expect(matches[0]!.ensemble_type).toBe(expected.ensemble_type);
  });

  it('copies catalogue works that exist, each a valid library entry, for every other kind of ensemble', () => {
    const catalogue = new Map(catalogWorks().map((w) => [w.id, w]));
    const types = new Set<string>();
    for (const id of demoLibraryCatalogueIds) {
      const work = catalogue.get(id);
      expect(work, id).toBeDefined();
      const entry = libraryEntryInputSchema.parse(libraryFieldsOf(work!));
      types.add(entry.ensemble_type!);
    }
    expect([...types].sort()).toEqual([
      'chamber_ensemble',
      'concert_band',
      'full_orchestra',
      'mixed_choir',
      'percussion_ensemble',
      'tenor_bass_choir',
      'treble_choir',
    ]);
  });
});
