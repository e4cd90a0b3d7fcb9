import type { LibraryEntry } from '@app/shared/contracts/library';
import type { CatalogTag } from '../../catalog/catalog-vocabulary';
import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidates';
import { fitScore, rankCandidates, refusal, selectVaried, type Scored } from './scoring';
import { catalogCandidate as work, constraints, libraryCandidate, testBand } from './test-fixtures';

// Plainly synthetic pieces: only the arithmetic and the order of scoring are under test.
const entry = (id: number, over: Partial<LibraryEntry> = {}) =>
  libraryCandidate(id, {
    composer: `Library Composer ${id}`,
    difficulty: 3,
    duration: 240,
    ensemble_type: 'concert_band',
    ...over,
  });

describe('constraintsFor', () => {
  it('bounds the grade to the ensemble level ± 1 and aims at the level when the director named no grade', () => {
    const k = constraints();
    expect([k.grade, k.gradeTarget, k.gradeAsked]).toEqual([{ min: 2, max: 4 }, 3, false]);
    expect(constraints({}, {}, testBand({ level: 1 })).grade).toEqual({ min: 0.5, max: 2 });
    expect(constraints({}, {}, testBand({ level: 6 })).grade).toEqual({ min: 5, max: 6 });
  });

  it('has no grade bound and no target for an ensemble without a level', () => {
    const k = constraints({}, {}, testBand({ level: null }));
    expect([k.grade, k.gradeTarget]).toEqual([undefined, null]);
  });

  it('aims at the middle of an asked range, or at its one end when the other is open', () => {
    expect(constraints({ grade: { min: 2, max: 4 } })).toMatchObject({ gradeTarget: 3, gradeAsked: true });
    expect(constraints({ grade: { min: 2 } }).gradeTarget).toBe(2);
    expect(constraints({ grade: { max: 4.5 } }).gradeTarget).toBe(4.5);
  });

  it("merges the program's excluded keys with the message's, and library-only from either", () => {
    const k = constraints({ excluded_keys: ['catalog:b'] }, { excludedKeys: new Set(['library:1']) });
    expect([...k.excludedKeys].sort()).toEqual(['catalog:b', 'library:1']);
    expect(constraints({}, { useLibraryOnly: true }).libraryOnly).toBe(true);
    expect(constraints({ library_only: true }).libraryOnly).toBe(true);
    expect(constraints().libraryOnly).toBe(false);
  });
});

describe('refusal (the hard constraints)', () => {
  it('passes a catalogue work for the ensemble within its grade range', () => {
    expect(refusal(work('a'), constraints())).toBeNull();
  });

  it('names the first rule a candidate breaks', () => {
    const k = constraints({ duration: { max: 300 }, excluded_tags: ['march'] });
    expect(refusal(work('a'), constraints({}, { excludedKeys: new Set(['catalog:a']) }))).toBe('excluded');
    expect(refusal(work('a'), constraints({ library_only: true }))).toBe('library_only');
    expect(refusal(work('a', { ensemble_types: ['mixed_choir'] }), k)).toBe('ensemble_type');
    expect(refusal(work('a', { grade: 5 }), k)).toBe('grade');
    expect(refusal(entry(1, { difficulty: null }), k)).toBe('no_grade');
    expect(refusal(entry(1, { duration: null }), k)).toBe('no_duration');
    expect(refusal(work('a', { duration: null }), k)).toBe('catalog_no_duration');
    expect(refusal(work('a', { duration: 301 }), k)).toBe('duration');
    expect(refusal(work('a', { tags: ['lyrical', 'march'] }), k)).toBe('character');
  });

  it('refuses a work off the UIL list, and reads the UIL grade rather than the publisher grade', () => {
    const k = constraints({ uil: true, grade: { min: 2, max: 2 } });
    expect(refusal(work('a', { grade: 2 }), k)).toBe('not_uil');
    const listed = work('b', { grade: 3, uil: { code: '100-2-1', grade: 2, specification: null } });
    expect(refusal(listed, k)).toBeNull();
    expect(refusal(listed, constraints({ grade: { min: 2, max: 2 } }))).toBe('grade');
  });

  it('refuses an avoided composer or arranger, but not a title that merely names them', () => {
    const k = constraints({ avoided_composers: ['sousa'] });
    expect(refusal(work('a', { composer: 'John Philip Sousa' }), k)).toBe('composer');
    expect(refusal(work('b', { composer: 'Traditional', arranger: 'Sousa' }), k)).toBe('composer');
    expect(refusal(work('c', { title: 'Sousa Salute', composer: 'Someone Else' }), k)).toBeNull();
  });

  it('refuses a library entry of another or no ensemble type, and a catalogue work for another ensemble', () => {
    expect(refusal(entry(1, { ensemble_type: null, genre: null, tags: [] }), constraints())).toBe('ensemble_type');
    expect(refusal(entry(2, { ensemble_type: 'wind_ensemble' }), constraints())).toBeNull();
    expect(refusal(entry(3, { ensemble_type: 'jazz_band' }), constraints())).toBe('ensemble_type');
  });
});

describe('fitScore', () => {
  const k = constraints();
  it('gives 3 points for the target grade, falling to nil 1½ grades away and below nil beyond', () => {
    expect(fitScore(work('a', { grade: 3 }), k).score).toBeCloseTo(3);
    expect(fitScore(work('a', { grade: 4 }), k).score).toBeCloseTo(1);
    expect(fitScore(work('a', { grade: 4.5 }), k).score).toBeCloseTo(0);
    expect(fitScore(work('a', { grade: 5 }), k).score).toBeCloseTo(-0.1);
  });

  it('prefers the director’s own copy, and one not performed lately or shown earlier in the session', () => {
    expect(fitScore(entry(1), k).score).toBeCloseTo(3.6);
    expect(fitScore(entry(1, { ensemble_type: null }), k).score).toBeCloseTo(3.2);
    expect(fitScore(entry(1, { last_performed: '2026-08-01' }), k).score).toBeCloseTo(2.1);
    expect(fitScore(entry(1, { last_performed: '2025-06-01' }), k).score).toBeCloseTo(3.1);
    expect(fitScore(entry(1, { last_performed: '2024-06-01' }), k).score).toBeCloseTo(3.6);
    // a finalized program whose concert is still to come has not performed it yet
    expect(fitScore(entry(1, { last_performed: '2026-12-15' }), k).score).toBeCloseTo(3.6);
    expect(fitScore(work('a'), constraints({}, { shownKeys: new Set(['catalog:a']) })).score).toBeCloseTo(0.5);
  });

  it('lowers a catalogue work of unknown length or grade', () => {
    expect(fitScore(work('a', { duration: null }), k).score).toBeCloseTo(2.7);
    expect(fitScore(entry(1, { difficulty: null }), k).score).toBeCloseTo(0.1);
  });

  it('adds up to 2 for the asked length, 4 for the asked characters in proportion, and 4 for an asked composer', () => {
    const timed = constraints({ duration: { min: 180, max: 300 } });
    expect(fitScore(work('a', { duration: 240 }), timed).score).toBeCloseTo(5);
    // within a window the nearest to its middle fits best: nothing at its edge
    expect(fitScore(work('a', { duration: 270 }), timed).score).toBeCloseTo(4);
    expect(fitScore(work('a', { duration: 300 }), timed).score).toBeCloseTo(3);
    // a bound alone is a softer aim
    expect(fitScore(work('a', { duration: 270 }), constraints({ duration: { max: 300 } })).score).toBeCloseTo(4.8);
    const tagged = fitScore(work('a', { tags: ['march', 'fast'] }), constraints({ tags: ['march', 'lyrical'] }));
    expect([tagged.score, tagged.matchedTags]).toEqual([expect.closeTo(5), ['march']]);
    expect(fitScore(work('a', { composer: 'Percy Grainger' }), constraints({ composers: ['grainger'] })).score).toBe(7);
  });
});

describe('rankCandidates', () => {
  it('reads only the grades asked, and still counts what it refused for its grade or for having none', () => {
    const pool = [1, 2, 2.5, 3, 4, 6].map((grade, i) => work(`g-${i}`, { title: `Graded ${grade}`, grade }));
    const ungraded = [libraryCandidate(91, { title: 'No grade one', difficulty: null, ensemble_type: 'concert_band' })];
    const { ranked, refused } = rankCandidates([...pool, ...ungraded], constraints({ grade: { min: 2, max: 3 } }));
    expect(ranked.map((s) => s.candidate.grade).sort()).toEqual([2, 2.5, 3]);
    expect(refused.get('grade')).toBe(3);
    expect(refused.get('no_grade')).toBe(1);
  });

  it('counts refusals by reason and ranks the rest best first', () => {
    const pool = [
      work('far', { grade: 4 }),
      work('near', { grade: 3 }),
      work('choir', { ensemble_types: ['mixed_choir'] }),
      work('hard', { grade: 6 }),
      work('hard2', { grade: 5.5 }),
    ];
    const { ranked, refused } = rankCandidates(pool, constraints());
    expect(ranked.map((s) => s.candidate.key)).toEqual(['catalog:near', 'catalog:far']);
    expect(Object.fromEntries(refused)).toEqual({ ensemble_type: 1, grade: 2 });
  });

  it('keeps only the candidates with an asked character when some have it, unless told not to narrow', () => {
    const pool = [work('ballad', { grade: 4, tags: ['ballad'] }), work('march', { grade: 3, tags: ['march'] })];
    const k = constraints({ tags: ['ballad'] });
    const narrowed = rankCandidates(pool, k);
    expect([narrowed.ranked.map((s) => s.candidate.key), narrowed.narrowedByTags]).toEqual([['catalog:ballad'], true]);
    const wide = rankCandidates(pool, k, '', false);
    expect([wide.ranked.map((s) => s.candidate.key), wide.narrowedByTags]).toEqual([
      ['catalog:ballad', 'catalog:march'],
      false,
    ]);
    // nobody has the character: everyone stays, and the reply must say the character was not found
    expect(rankCandidates(pool, constraints({ tags: ['swing'] })).narrowedByTags).toBe(false);
  });

  it('reads a period asked with a kind as both ("a Romantic-era overture"), when some piece is both', () => {
    const pool = [
      work('classical-overture', { grade: 3, tags: ['overture', 'classical'] }),
      work('romantic-overture', { grade: 3, tags: ['overture', 'romantic'] }),
      work('romantic-waltz', { grade: 3, tags: ['dance', 'romantic'] }),
    ];
    const keys = (tags: CatalogTag[]) =>
      rankCandidates(pool, constraints({ tags }))
        .ranked.map((s) => s.candidate.key)
        .sort();
    expect(keys(['romantic', 'overture'])).toEqual(['catalog:romantic-overture']);
    // nothing is both: any piece of either, as before
    expect(keys(['baroque', 'overture'])).toEqual(['catalog:classical-overture', 'catalog:romantic-overture']);
  });

  it('reads Latin as the language sung ("a sacred piece in Latin") like a period: both, when some piece is both', () => {
    const pool = [
      work('latin-dance', { grade: 3, tags: ['latin', 'dance'] }),
      work('sacred-latin', { grade: 3, tags: ['sacred', 'latin'] }),
      work('sacred-english', { grade: 3, tags: ['sacred'] }),
    ];
    const ranked = rankCandidates(pool, constraints({ tags: ['sacred', 'latin'], latin_text: true }));
    expect(ranked.ranked.map((s) => s.candidate.key)).toEqual(['catalog:sacred-latin']);
  });

  it('keeps only works by an asked composer when the pool has any', () => {
    const pool = [work('a', { grade: 3 }), work('b', { grade: 4, composer: 'Gustav Holst' })];
    expect(rankCandidates(pool, constraints({ composers: ['holst'] })).ranked.map((s) => s.candidate.key)).toEqual([
      'catalog:b',
    ]);
    expect(rankCandidates(pool, constraints({ composers: ['ticheli'] })).ranked).toHaveLength(2);
  });

  it('breaks ties by a small, stable jitter that depends on the salt only', () => {
    const pool = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => work(id));
    const k = constraints();
    const order = (salt: string) => rankCandidates(pool, k, salt).ranked.map((s) => s.candidate.key);
    expect(order('turn-1')).toEqual(order('turn-1'));
    for (const s of rankCandidates(pool, k, 'turn-1').ranked) {
      expect(s.score).toBeGreaterThanOrEqual(3);
      expect(s.score).toBeLessThan(3.1);
    }
  });
});

describe('selectVaried', () => {
  const scored = (candidate: Candidate, score: number): Scored => ({ candidate, score, matchedTags: [] });
  const keys = (chosen: Scored[]) => chosen.map((s) => s.candidate.key);

  it('never picks a composer twice unless repeats are allowed', () => {
    const ranked = [
      scored(work('a', { composer: 'Same' }), 5),
      scored(work('b', { composer: 'Same' }), 4.9),
      scored(work('c', { tags: ['march'] }), 1),
    ];
    expect(keys(selectVaried(ranked, 2, { allowRepeatComposer: false }))).toEqual(['catalog:a', 'catalog:c']);
    expect(keys(selectVaried(ranked, 2, { allowRepeatComposer: true }))).toEqual(['catalog:a', 'catalog:b']);
  });

  it('lets a character already picked count against the next pick (0.35 per shared tag)', () => {
    const ranked = [
      scored(work('m1', { tags: ['march'] }), 5),
      scored(work('m2', { tags: ['march'] }), 4.8),
      scored(work('l', { tags: ['lyrical'] }), 4.6),
    ];
    expect(keys(selectVaried(ranked, 3, { allowRepeatComposer: false }))).toEqual([
      'catalog:m1',
      'catalog:l',
      'catalog:m2',
    ]);
  });

  it('never picks the same piece twice, even from both sources, nor one already in the answer', () => {
    const mine = entry(1, { title: 'Shared Title', composer: 'Shared Composer' });
    const theirs = work('shared', { title: 'Shared Title', composer: 'Shared Composer' });
    const other = work('other');
    const ranked = [scored(mine, 5), scored(theirs, 4.9), scored(other, 1)];
    expect(keys(selectVaried(ranked, 3, { allowRepeatComposer: true }))).toEqual(['library:1', 'catalog:other']);
    expect(keys(selectVaried(ranked, 3, { allowRepeatComposer: false }, [other]))).toEqual(['library:1']);
  });
});

describe('rankCandidates: the nearest kinds of a character nothing has', () => {
  const pool = [
    work('folk', { title: 'A Folk Setting', tags: ['folk'] }),
    work('march', { title: 'A March', tags: ['march'] }),
    work('lyrical', { title: 'An Air', tags: ['lyrical'] }),
  ];
  it('keeps to them in a conversation ("something Irish" with no Celtic piece: a folk setting), said by `related`', () => {
    const found = rankCandidates(pool, { ...constraints({ tags: ['celtic'] }), nearKinds: true });
    expect(found.ranked.map((s) => s.candidate.title)).toEqual(['A Folk Setting']);
    expect([found.narrowedByTags, found.related]).toEqual([false, ['folk']]);
  });
  it('not in a first message, nor when a composer is asked for by name: the closest fits of any kind', () => {
    expect(rankCandidates(pool, constraints({ tags: ['celtic'] })).ranked).toHaveLength(3);
    const byName = { ...constraints({ tags: ['celtic'], composers: ['composer march'] }), nearKinds: true };
    expect(rankCandidates(pool, byName).related).toEqual([]);
  });
});

describe('rankCandidates: a mood asked with a kind of music', () => {
  const pool = [
    work('madrigal', { title: 'A Madrigal', tags: ['renaissance'] }),
    work('fast-madrigal', { title: 'A Fast Madrigal', tags: ['renaissance', 'fast'] }),
    work('spiritual', { title: 'A Fast Spiritual', tags: ['spiritual', 'fast'] }),
  ];
  const titles = (k: ReturnType<typeof constraints>) => rankCandidates(pool, k).ranked.map((s) => s.candidate.title);
  it('colours the kind: those of the kind and the mood, else those of the kind ("more upbeat, fa la la type")', () => {
    expect(titles({ ...constraints({ tags: ['renaissance', 'fast'] }), moodColoursKind: true })).toEqual([
      'A Fast Madrigal',
    ]);
    const kindOnly = titles({ ...constraints({ tags: ['renaissance', 'energetic'] }), moodColoursKind: true });
    expect(kindOnly.sort()).toEqual(['A Fast Madrigal', 'A Madrigal']);
  });
  it("is any of them when the characters are the last picks' own, not asked in words", () => {
    expect(titles(constraints({ tags: ['renaissance', 'fast'] }))).toHaveLength(3);
  });
});

describe('fitScore on the UIL list', () => {
  it('prefers a piece whose publisher grades it as the UIL does', () => {
    const uil = (grade: number) => ({ code: '100-4-1', grade, specification: null });
    const agrees = work('agrees', { grade: 4, uil: uil(4) });
    const differs = work('differs', { grade: 5, uil: uil(4) });
    const k = constraints({ uil: true, grade: { min: 4, max: 4 } });
    expect(fitScore(agrees, k).score).toBeGreaterThan(fitScore(differs, k).score);
  });
});
