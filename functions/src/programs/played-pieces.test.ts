import { describe, expect, it } from 'vitest';
import { playedPieces } from './played-pieces';

const piece = (id: number, ensemble_id: number | null) => ({
  id,
  title: `Piece ${id}`,
  composer: null,
  arranger: null,
  duration: null,
  notes: null,
  ensemble_id,
  library_entry_id: null,
});
const program = (id: number, over: Record<string, unknown>) => ({
  id,
  title: `Concert ${id}`,
  performance_date: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  pieces: [piece(1, 7), piece(2, null)],
  ...over,
});

describe('playedPieces', () => {
  it('lists each assigned piece of a concert whose date has passed, newest first, a dateless one on the day it was finalized', () => {
    const played = playedPieces(
      [
        program(1, { performance_date: '2026-05-14' }),
        program(2, { finalized_at: '2025-12-11T20:00:00.000Z' }),
        program(3, { performance_date: '2026-12-20' }),
      ],
      '2026-11-29',
    );
    expect(played.map((p) => [p.program_id, p.date, p.ensemble_id, p.title])).toEqual([
      [1, '2026-05-14', 7, 'Piece 1'],
      [2, '2025-12-11', 7, 'Piece 1'],
    ]);
  });

  it('counts a program finalized before the day was kept from its last change', () => {
    expect(playedPieces([program(4, {})], '2026-11-29')[0]!.date).toBe('2026-11-20');
  });
});
