import type { EnsembleType } from '@app/shared/contracts/ensembles';
import { describe, expect, it } from 'vitest';
import { buildPool, fromCatalog, fromLibrary, searchCandidates, suitsEnsemble, tagsIn } from './candidates';
import { catalogWork, libraryEntry } from './test-fixtures';

describe('tagsIn', () => {
  it('reads whole words and phrases into tags, each once', () => {
    // "carols" and "Christmas" are one tag; a waltz is also a dance
    expect(tagsIn('Christmas carols, a jazz waltz').sort()).toEqual(['christmas', 'dance', 'jazz-waltz']);
    expect(tagsIn('A Cappella')).toEqual(['a-cappella']);
    expect(tagsIn('Quickstep')).toEqual(['march']);
  });

  it('finds nothing in words it does not know or in parts of words', () => {
    expect(tagsIn('Klezmer')).toEqual([]);
    expect(tagsIn('Marchetti')).toEqual([]);
    expect(tagsIn('')).toEqual([]);
  });
});

describe('fromLibrary and fromCatalog', () => {
  it("keeps the director's facts and reads the genre and free tags it understands", () => {
    const c = fromLibrary(
      libraryEntry(12, {
        title: 'Él Capitán',
        composer: 'John Philip Sousa',
        difficulty: 3.5,
        duration: 150,
        ensemble_type: 'wind_ensemble',
        genre: 'March',
        tags: ['Quickstep', 'favourite'],
        program_notes: 'From the operetta.',
        last_performed: '2025-05-01',
      }),
    );
    expect(c).toMatchObject({
      key: 'library:12',
      source: 'library',
      library_entry_id: 12,
      grade: 3.5,
      duration: 150,
      uil: null,
      ensemble_types: ['wind_ensemble'],
      tags: ['march'],
      notes: 'From the operetta.',
      last_performed: '2025-05-01',
      identity: 'el capitan|john philip sousa|',
      folded_title: 'el capitan',
      creator: 'john philip sousa',
    });
    expect(c.haystack).toBe(' el capitan john philip sousa march quickstep favourite ');
    expect(fromLibrary(libraryEntry(13)).ensemble_types).toEqual([]);
  });

  it("keeps a catalogue work's id, UIL listing, key and tags", () => {
    const uil = { code: '100-3-1', grade: 3, specification: null };
    const c = fromCatalog(
      catalogWork('shenandoah-ticheli', {
        title: 'Shenandoah',
        composer: 'Traditional',
        arranger: 'Frank Ticheli',
        uil,
        key: 'D-flat major',
        tags: ['folk', 'lyrical'],
      }),
    );
    expect(c).toMatchObject({
      key: 'catalog:shenandoah-ticheli',
      source: 'catalog',
      catalog_id: 'shenandoah-ticheli',
      uil,
      key_signature: 'D-flat major',
      last_performed: null,
      identity: 'shenandoah|traditional|frank ticheli',
      creator: 'frank ticheli',
      haystack: ' shenandoah traditional frank ticheli folk lyrical ',
    });
    expect(c.library_entry_id).toBeUndefined();
  });
});

describe('buildPool', () => {
  it('puts the library first and indexes both sources by key, identity and title', () => {
    const mine = fromLibrary(libraryEntry(1, { title: 'Shenandoah', composer: 'Traditional' }));
    const theirs = fromCatalog(catalogWork('shenandoah', { title: 'Shenandoah', composer: 'Traditional' }));
    const other = fromCatalog(catalogWork('other', { title: 'Shenandoah', composer: 'Someone Else' }));
    const pool = buildPool([mine], [theirs, other]);
    expect(pool.all.map((c) => c.key)).toEqual(['library:1', 'catalog:shenandoah', 'catalog:other']);
    expect(pool.byKey.get('catalog:other')).toBe(other);
    // the entry says nothing of its scoring: it takes the catalogue's for the same work
    expect(mine.ensemble_types).toEqual([]);
    expect(pool.all[0]!.ensemble_types).toEqual(theirs.ensemble_types);
    expect(pool.byIdentity.get('shenandoah|traditional|')).toEqual([pool.all[0], theirs]);
    expect(pool.byTitle.get('shenandoah')).toHaveLength(3);
  });
});

describe('suitsEnsemble', () => {
  const bandWork = fromCatalog(catalogWork('b'));
  it("matches catalogue scorings to every kind of band, and nothing to a chamber ensemble's", () => {
    const bands: EnsembleType[] = ['concert_band', 'wind_ensemble', 'symphonic_band', 'marching_band'];
    expect(bands.filter((t) => suitsEnsemble(bandWork, t))).toEqual(bands);
    expect(suitsEnsemble(bandWork, 'jazz_band')).toBe(false);
    expect(suitsEnsemble(bandWork, 'chamber_ensemble')).toBe(false);
  });

  it('lets a library entry without a type suit only a flexible ensemble, and one with a type only its own family', () => {
    expect(suitsEnsemble(fromLibrary(libraryEntry(1)), 'treble_choir')).toBe(false);
    expect(suitsEnsemble(fromLibrary(libraryEntry(1)), 'other')).toBe(true);
    // its genre or tags may say what it is for
    const choral = fromLibrary(libraryEntry(4, { genre: 'Choral', tags: [] }));
    expect(
      ['treble_choir', 'mixed_choir', 'concert_band'].map((t) => suitsEnsemble(choral, t as EnsembleType)),
    ).toEqual([true, true, false]);
    expect(suitsEnsemble(fromLibrary(libraryEntry(5, { genre: null, tags: ['swing'] })), 'jazz_band')).toBe(true);
    const windEntry = fromLibrary(libraryEntry(2, { ensemble_type: 'wind_ensemble' }));
    expect(suitsEnsemble(windEntry, 'symphonic_band')).toBe(true);
    expect(suitsEnsemble(windEntry, 'marching_band')).toBe(false);
    expect(suitsEnsemble(fromLibrary(libraryEntry(3, { ensemble_type: 'concert_band' })), 'marching_band')).toBe(true);
  });
});

describe('searchCandidates', () => {
  const pool = buildPool(
    [fromLibrary(libraryEntry(1, { title: 'Amazing Grace', composer: 'Traditional', difficulty: 2, duration: 200 }))],
    [
      fromCatalog(
        catalogWork('shenandoah', {
          title: 'Shenandoah',
          composer: 'Traditional',
          arranger: 'Frank Ticheli',
          grade: 3,
          duration: 300,
          tags: ['folk', 'lyrical'],
        }),
      ),
      fromCatalog(catalogWork('fanfare', { title: 'Fanfare for a Test', grade: 4, duration: null, tags: ['fanfare'] })),
      fromCatalog(catalogWork('strings', { title: 'Test Serenade', ensemble_types: ['string_orchestra'] })),
    ],
  );
  const keys = (query: Parameters<typeof searchCandidates>[1]) => searchCandidates(pool, query).map((c) => c.key);

  it('needs every word to start a word of the title, names or tags', () => {
    expect(keys({ text: 'shen tich' })).toEqual(['catalog:shenandoah']);
    expect(keys({ text: 'andoah' })).toEqual([]);
    expect(keys({ text: 'TRADITIONAL' })).toEqual(['library:1', 'catalog:shenandoah']);
  });

  it('filters by source, ensemble, tags and excluded keys', () => {
    expect(keys({ source: 'library' })).toEqual(['library:1']);
    expect(keys({ ensemble_type: 'string_orchestra' })).toEqual(['catalog:strings']);
    expect(keys({ tags: ['fanfare', 'folk'] })).toEqual(['catalog:shenandoah', 'catalog:fanfare']);
    expect(keys({ exclude_keys: new Set(['library:1', 'catalog:fanfare']) })).toEqual([
      'catalog:shenandoah',
      'catalog:strings',
    ]);
  });

  it('leaves out a candidate without the grade or length a bound asks about, and stops at the limit', () => {
    expect(keys({ grade_min: 3, grade_max: 3.5 })).toEqual(['catalog:shenandoah', 'catalog:strings']);
    expect(keys({ duration_min: 200, duration_max: 240 })).toEqual(['library:1', 'catalog:strings']);
    expect(keys({ limit: 2 })).toEqual(['library:1', 'catalog:shenandoah']);
  });
});
