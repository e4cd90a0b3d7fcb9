import { describe, expect, it } from 'vitest';
import type { CatalogTag } from '../../catalog/catalog-vocabulary';
import type { Candidate } from './candidates';
import { FILL_TOLERANCE, fillProgram, type FilledSet } from './fill';
import { rankCandidates } from './scoring';
import { catalogCandidate, constraints } from './test-fixtures';

// Plainly synthetic test pieces (never shown to anyone): the fill's arithmetic and order only.
const piece = (n: number, duration: number, tags: CatalogTag[], composer = `Test Composer ${n}`, grade = 3) =>
  catalogCandidate(`test-piece-${n}`, { title: `Test Piece ${n}`, composer, duration, tags, grade });

const rank = (pieces: Candidate[], allowRepeat = false) => {
  const k = constraints({ allow_repeat_composer: allowRepeat });
  return { k, ranked: rankCandidates(pieces, k).ranked };
};

const seconds = (set: FilledSet) => set.pieces.reduce((s, p) => s + p.candidate.duration!, 0);
const titles = (set: FilledSet) => set.pieces.map((p) => p.candidate.title);

/** Eighty pieces of two to nine minutes, grades 2–4 for the level 3 test band, characters in turn, some composers twice. */
const CHARACTERS: CatalogTag[][] = [
  ['fanfare', 'energetic'],
  ['lyrical'],
  ['march'],
  ['chorale', 'slow'],
  ['folk'],
  ['dance'],
  ['suite'],
  ['closer', 'energetic'],
  ['ballad'],
  ['overture', 'fast'],
  ['latin', 'dance'],
  ['hymn'],
];
const realisticPool = Array.from({ length: 80 }, (_, i) =>
  piece(
    i + 1,
    120 + ((i * 97) % 421),
    CHARACTERS[i % CHARACTERS.length]!,
    `Test Composer ${(i % 60) + 1}`,
    [3, 2.5, 3.5, 2, 4][i % 5],
  ),
);

describe('fillProgram', () => {
  const pool = [
    piece(1, 180, ['fanfare', 'energetic']),
    piece(2, 300, ['lyrical']),
    piece(3, 240, ['march']),
    piece(4, 420, ['chorale', 'slow']),
    piece(5, 360, ['folk']),
    piece(6, 200, ['dance']),
    piece(7, 600, ['suite']),
    piece(8, 150, ['closer', 'energetic']),
    piece(9, 270, ['ballad']),
    piece(10, 330, ['overture', 'fast']),
  ];

  it('adds up to within 5% of the target, opening and closing with the right characters', () => {
    const { k, ranked } = rank(pool);
    const set = fillProgram(ranked, 1800, k);
    expect(set.withinTolerance).toBe(true);
    expect(Math.abs(set.total - 1800)).toBeLessThanOrEqual(1800 * FILL_TOLERANCE);
    expect(set.total).toBe(seconds(set));
    expect(set.pieces[0]!.candidate.tags).toEqual(expect.arrayContaining(['fanfare']));
    expect(set.pieces.at(-1)!.candidate.tags).toContain('closer');
  });

  it.each([10, 15, 20, 25, 45, 60])('fills %i minutes from a realistic pool within 5%', (minutes) => {
    const target = minutes * 60;
    const { k, ranked } = rank(realisticPool);
    const set = fillProgram(ranked, target, k);
    expect(set.total).toBe(seconds(set));
    expect(set.total).toBeGreaterThanOrEqual(target * 0.95);
    expect(set.total).toBeLessThanOrEqual(target * 1.05);
    expect(set.withinTolerance).toBe(true);
    expect(new Set(set.pieces.map((p) => p.candidate.creator)).size).toBe(set.pieces.length);
    expect(set.pieces[0]).toBe(set.opener);
    expect(set.pieces.at(-1)).toBe(set.closer);
    // the level 3 band's own grade first: nothing two grades off when closer pieces would do
    expect(set.pieces.every((p) => p.candidate.grade! >= 2 && p.candidate.grade! <= 4)).toBe(true);
    // same input, same set
    expect(titles(fillProgram(ranked, target, k))).toEqual(titles(set));
  });

  it('keeps to the best-ranked pieces where naively taking them in rank order would overshoot', () => {
    const { k, ranked } = rank([
      piece(1, 300, ['fanfare', 'energetic']),
      piece(2, 300, ['closer', 'energetic']),
      piece(3, 420, ['lyrical']),
      piece(4, 270, ['folk']),
      piece(5, 300, ['ballad'], 'Test Composer 5', 2),
    ]);
    // the first three ranked run 1020 s of the 900 asked
    expect(ranked.slice(0, 3).reduce((s, p) => s + p.candidate.duration!, 0)).toBeGreaterThan(900 * 1.05);
    const set = fillProgram(ranked, 900, k);
    expect(set.withinTolerance).toBe(true);
    // 870 s with grade 3 pieces beats exactly 900 s with the grade 2 piece
    expect(titles(set)).toEqual(['Test Piece 1', 'Test Piece 4', 'Test Piece 2']);
    expect(set.total).toBe(870);
  });

  it('trades a middle piece when nothing left fits the gap the greedy pass leaves', () => {
    const { k, ranked } = rank([
      piece(1, 180, ['fanfare', 'energetic']),
      piece(2, 150, ['closer', 'energetic']),
      piece(3, 200, ['lyrical']),
      piece(4, 260, ['folk'], 'Test Composer 4', 3.5),
      piece(5, 400, ['ballad']),
    ]);
    const set = fillProgram(ranked, 600, k);
    expect(set.withinTolerance).toBe(true);
    expect(set.total).toBe(590);
    expect(titles(set)).toEqual(['Test Piece 1', 'Test Piece 4', 'Test Piece 2']);
  });

  it('trades one middle piece for two when no single swap lands', () => {
    const { k, ranked } = rank([
      piece(1, 180, ['fanfare', 'energetic']),
      piece(2, 180, ['closer', 'energetic']),
      piece(3, 480, ['lyrical']),
      piece(4, 240, ['folk']),
      piece(5, 200, ['ballad'], 'Test Composer 5', 3.5),
      piece(6, 200, ['dance'], 'Test Composer 6', 2.5),
    ]);
    // the four best run 1080 s of 1200, and neither 200 s piece fits the 180 s left under the window's top
    const set = fillProgram(ranked, 1200, k);
    expect(set.withinTolerance).toBe(true);
    expect(set.total).toBe(1240);
    expect(titles(set).sort()).toEqual([
      'Test Piece 1',
      'Test Piece 2',
      'Test Piece 3',
      'Test Piece 5',
      'Test Piece 6',
    ]);
    expect(set.pieces[0]!.candidate.title).toBe('Test Piece 1');
    expect(set.pieces.at(-1)!.candidate.title).toBe('Test Piece 2');
  });

  it('takes shorter ends for a short slot when the strongest opener leaves a gap nothing fills', () => {
    const { k, ranked } = rank([
      piece(1, 400, ['fanfare', 'energetic']),
      piece(2, 260, ['closer']),
      piece(3, 160, ['march']),
      piece(4, 200, ['lyrical']),
    ]);
    // opening with the 400 s fanfare leaves 230 s: only the march closes in it, and 560 s falls short
    const set = fillProgram(ranked, 600, k);
    expect(set.withinTolerance).toBe(true);
    expect(titles(set)).toEqual(['Test Piece 3', 'Test Piece 4', 'Test Piece 2']);
    expect(set.total).toBe(620);
  });

  it('stays below the target when the pieces cannot reach it, never over', () => {
    const short = rank(pool.slice(0, 4));
    const tooFew = fillProgram(short.ranked, 1800, short.k);
    expect(tooFew.withinTolerance).toBe(false);
    expect(tooFew.total).toBe(1140);
    // two ten-minute pieces would run 20 minutes for 16: one is the nearest from below
    const long = rank([piece(1, 600, ['fanfare']), piece(2, 600, ['closer'])]);
    const tooLong = fillProgram(long.ranked, 960, long.k);
    expect(tooLong.withinTolerance).toBe(false);
    expect(tooLong.total).toBe(600);
    expect(tooLong.total).toBeLessThanOrEqual(960 * 1.1);
  });

  it('repeats no composer unless allowed, and says when the target cannot be reached', () => {
    const sameComposer = pool.map((p, i) => ({ ...p, creator: i < 8 ? 'test composer a' : p.creator }));
    const { k, ranked } = rank(sameComposer);
    const set = fillProgram(ranked, 1800, k);
    expect(new Set(set.pieces.map((p) => p.candidate.creator)).size).toBe(set.pieces.length);
    expect(set.withinTolerance).toBe(false);
    expect(set.total).toBeLessThan(1800 * 0.95);
    const allowed = rank(sameComposer, true);
    expect(fillProgram(allowed.ranked, 1800, allowed.k).withinTolerance).toBe(true);
  });
  it('with only a few pieces of known length, finds a set that lands even when the strongest ends rule it out', () => {
    // the fanfare and the finale open and close best, but with them only 18:07 can be made
    const few = [
      piece(1, 420, ['fanfare', 'energetic']),
      piece(2, 367, ['closer', 'energetic']),
      piece(3, 300, ['lyrical']),
      piece(4, 773, ['suite']),
    ];
    const { k, ranked } = rank(few);
    const set = fillProgram(ranked, 1200, k);
    expect(set.withinTolerance).toBe(true);
    expect(seconds(set)).toBeGreaterThanOrEqual(1140);
    expect(seconds(set)).toBeLessThanOrEqual(1260);
  });
});
