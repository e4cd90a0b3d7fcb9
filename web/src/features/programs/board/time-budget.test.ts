import { describe, expect, it } from 'vitest';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { aProgram, aProgramPiece } from '../../../testing/fixtures';
import { intermissionPoint, remainingText, timeBudget } from './time-budget';

const piece = (id: number, ensemble_id: number | null, order: number, duration: number): ProgramPiece =>
  aProgramPiece({ id, ensemble_id, order, duration });

const program = (over: Partial<Program>): Program =>
  aProgram({
    pieces: [
      piece(9, null, 1, 600),
      piece(1, 10, 2, 300),
      piece(2, 10, 3, 420),
      piece(3, 20, 4, 240),
      piece(4, 20, 5, 360),
    ],
    program_ensembles: [
      { ensemble_id: 10, order: 1, name: 'Band', type: 'concert_band' },
      { ensemble_id: 20, order: 2, name: 'Choir', type: 'mixed_choir' },
    ],
    total_duration: 1920,
    formatted_duration: '32:00',
    ...over,
  });

describe('timeBudget', () => {
  it('counts every piece against the target in minutes', () => {
    expect(timeBudget(program({ target_duration: 45 }))).toEqual({
      used: 1920,
      withoutDuration: 0,
      target: 2700,
      remaining: 780,
    });
    expect(remainingText(timeBudget(program({ target_duration: 45 })).remaining!)).toBe('13:00 left');
    expect(remainingText(timeBudget(program({ target_duration: 30 })).remaining!)).toBe('2:00 over');
    expect(timeBudget(program({})).remaining).toBeNull();
  });
});

describe('intermissionPoint', () => {
  it("falls between the ensembles' sets nearest half the performed time, never inside one", () => {
    // performed: Band 300 + 420 | Choir 240 + 360 = 1320; unassigned pieces are not performed
    expect(intermissionPoint(program({ is_half_concert: true }))).toEqual({
      afterEnsembleId: 10,
      at: 720,
      withoutLength: 0,
    });
  });

  it('is only for half concerts with two ensembles that have pieces', () => {
    expect(intermissionPoint(program({}))).toBeNull();
    expect(
      intermissionPoint(
        program({
          is_half_concert: true,
          pieces: [piece(1, 10, 1, 300), piece(2, 10, 2, 300), piece(9, null, 3, 600)],
        }),
      ),
    ).toBeNull();
  });
});
