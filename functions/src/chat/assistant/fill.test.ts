import { describe, expect, it } from 'vitest';
import type { CatalogTag } from '../../catalog/catalog-vocabulary';
import type { Candidate } from './candidates';
import { FILL_TOLERANCE, fillProgram } from './fill';
import { rankCandidates } from './scoring';
import { catalogCandidate, constraints } from './test-fixtures';

// Plainly synthetic test pieces (never shown to anyone): the fill's arithmetic and order only.
const piece = (n: number, duration: number, tags: CatalogTag[], composer = `Test Composer ${n}`) =>
  catalogCandidate(`test-piece-${n}`, { title: `Test Piece ${n}`, composer, duration, tags });

const rank = (pieces: Candidate[], allowRepeat = false) => {
  const k = constraints({ allow_repeat_composer: allowRepeat });
  return { k, ranked: rankCandidates(pieces, k).ranked };
};

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

  it('adds up to within 10% of the target, opening and closing with the right characters', () => {
    const { k, ranked } = rank(pool);
    const set = fillProgram(ranked, 1800, k);
    expect(set.withinTolerance).toBe(true);
    expect(Math.abs(set.total - 1800)).toBeLessThanOrEqual(1800 * FILL_TOLERANCE);
    expect(set.total).toBe(set.pieces.reduce((s, p) => s + p.candidate.duration!, 0));
    expect(set.pieces[0]!.candidate.tags).toEqual(expect.arrayContaining(['fanfare']));
    expect(set.pieces.at(-1)!.candidate.tags).toContain('closer');
  });

  it('repeats no composer unless allowed, and says when the target cannot be reached', () => {
    const sameComposer = pool.map((p, i) => ({ ...p, creator: i < 8 ? 'test composer a' : p.creator }));
    const { k, ranked } = rank(sameComposer);
    const set = fillProgram(ranked, 1800, k);
    expect(new Set(set.pieces.map((p) => p.candidate.creator)).size).toBe(set.pieces.length);
    expect(set.withinTolerance).toBe(false);
    const allowed = rank(sameComposer, true);
    expect(fillProgram(allowed.ranked, 1800, allowed.k).withinTolerance).toBe(true);
  });
});
