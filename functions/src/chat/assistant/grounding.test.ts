import { describe, expect, it } from 'vitest';
import { buildPool, type CandidatePool } from './candidates';
import { groundPicks, resolvePick } from './grounding';
import type { AssistantContext } from './provider';
import type { ProviderPick } from './request';
import { assistantContext, catalogCandidate as work, libraryCandidate } from './test-fixtures';

// The library holds its own copy of the Holst suite; the catalogue has it too, plus other works.
const pool: CandidatePool = buildPool(
  [
    libraryCandidate(7, {
      title: 'First Suite in E-flat',
      composer: 'Gustav Holst',
      difficulty: 4,
      duration: 660,
      ensemble_type: 'concert_band',
    }),
  ],
  [
    work('first-suite-holst', { title: 'First Suite in E-flat', composer: 'Gustav Holst', grade: 4.5 }),
    work('shenandoah-ticheli', { title: 'Shenandoah', composer: 'Traditional', arranger: 'Frank Ticheli' }),
    work('shenandoah-choir', {
      title: 'Shenandoah',
      composer: 'Traditional',
      arranger: 'Choir Arranger',
      ensemble_types: ['mixed_choir'],
    }),
    work('listed', { uil: { code: '100-3-1', grade: 3, specification: null } }),
  ],
);

const context = (over: Partial<AssistantContext> = {}) => assistantContext({ pool, ...over });
const pick = (p: Omit<ProviderPick, 'reason'>, reason = 'Fits.'): ProviderPick => ({ ...p, reason });
const keyOf = (p: Omit<ProviderPick, 'reason'>) => resolvePick(pool, pick(p))?.key;

describe('resolvePick', () => {
  it('finds a pick by its pool key, and by title when the key is invented', () => {
    expect(keyOf({ key: 'catalog:listed' })).toBe('catalog:listed');
    expect(keyOf({ key: 'catalog:made-up' })).toBeUndefined();
    expect(keyOf({ key: 'catalog:made-up', title: 'Shenandoah', arranger: 'Frank Ticheli' })).toBe(
      'catalog:shenandoah-ticheli',
    );
  });

  it("prefers the director's own copy when title and composer match exactly", () => {
    expect(keyOf({ title: 'first suite in e flat', composer: 'GUSTAV HOLST' })).toBe('library:7');
  });

  it('accepts a surname for the composer, or a left-out arranger, of the same title', () => {
    expect(keyOf({ title: 'First Suite in E-flat', composer: 'Holst' })).toBe('library:7');
    expect(keyOf({ title: 'Shenandoah', composer: 'Traditional' })).toBe('catalog:shenandoah-ticheli');
    expect(keyOf({ title: 'Shenandoah', arranger: 'Ticheli' })).toBe('catalog:shenandoah-ticheli');
  });

  it('finds nothing for another composer, another arranger or a title neither source has', () => {
    expect(keyOf({ title: 'First Suite in E-flat', composer: 'Vaughan Williams' })).toBeUndefined();
    expect(keyOf({ title: 'Shenandoah', arranger: 'Someone Else' })).toBeUndefined();
    expect(keyOf({ title: 'A Piece Nobody Wrote', composer: 'Holst' })).toBeUndefined();
  });
});

describe('groundPicks', () => {
  it('drops each pick that is unknown, for another ensemble, in the program or a repeat, saying why', () => {
    const picks = [
      pick({ title: 'An Invented Overture', composer: 'Nobody' }),
      pick({ key: 'catalog:shenandoah-choir' }),
      pick({ key: 'catalog:listed' }),
      pick({ key: 'catalog:shenandoah-ticheli' }),
      pick({ key: 'library:7' }),
      pick({ key: 'catalog:first-suite-holst' }),
    ];
    const grounded = groundPicks(picks, context({ excludedKeys: new Set(['catalog:listed']) }));
    expect(grounded.keys).toEqual(['catalog:shenandoah-ticheli', 'library:7']);
    expect(grounded.dropped.map((d) => [d.pick.key ?? d.pick.title, d.why])).toEqual([
      ['An Invented Overture', 'unknown'],
      ['catalog:shenandoah-choir', 'ensemble_type'],
      ['catalog:listed', 'in_program'],
      // the catalogue's copy of a piece the library already gave
      ['catalog:first-suite-holst', 'duplicate'],
    ]);
  });

  it('drops catalogue works when the director asked for the library only', () => {
    const grounded = groundPicks(
      [pick({ key: 'catalog:listed' }), pick({ key: 'library:7' })],
      context({ useLibraryOnly: true }),
    );
    expect([grounded.keys, grounded.dropped.map((d) => d.why)]).toEqual([['library:7'], ['library_only']]);
  });

  it("takes every fact from the source, never from the provider's wording", () => {
    const grounded = groundPicks(
      [pick({ title: 'FIRST SUITE IN E FLAT', composer: 'holst' }), pick({ key: 'catalog:listed' })],
      context(),
    );
    expect(grounded.recommendations).toEqual([
      {
        title: 'First Suite in E-flat',
        composer: 'Gustav Holst',
        arranger: null,
        grade: 4,
        duration: 660,
        ensemble_types: ['concert_band'],
        source: 'library',
        library_entry_id: 7,
        reason: 'Fits.',
      },
      {
        title: 'Test Piece listed',
        composer: 'Composer listed',
        arranger: null,
        grade: 3,
        // whose scale the grade is on: the card names it beside the UIL grade
        grade_scale: expect.any(String),
        duration: 240,
        ensemble_types: ['concert_band'],
        source: 'catalog',
        uil: { code: '100-3-1', grade: 3, specification: null },
        catalog_id: 'listed',
        reason: 'Fits.',
      },
    ]);
  });

  it('trims the reason to 400 characters, and writes one when the provider gave none', () => {
    const long = `  ${'x'.repeat(500)}  `;
    const [first, second] = groundPicks(
      [pick({ key: 'catalog:listed' }, long), pick({ key: 'library:7' }, '   ')],
      context(),
    ).recommendations;
    expect(first!.reason).toBe('x'.repeat(400));
    expect(second!.reason).toBe('First Suite in E-flat suits Test Band.');
  });
});
