import { describe, expect, it } from 'vitest';
import { intermissionPlacement, type IntermissionProgram } from './intermission';

const BAND = 10;
const STRINGS = 20;
const CHOIR = 30;

/** Pieces as [ensemble, seconds] in running order; the ensembles in the order given. */
const program = (
  pieces: [ensemble: number | null, seconds: number | null][],
  ensembles = [BAND, STRINGS, CHOIR],
  is_half_concert = true,
): IntermissionProgram => ({
  is_half_concert,
  program_ensembles: ensembles.map((ensemble_id, i) => ({ ensemble_id, order: i + 1 })),
  pieces: pieces.map(([ensemble_id, duration], i) => ({ ensemble_id, duration, order: i + 1 })),
});

describe('intermissionPlacement', () => {
  it('falls between the sets whose boundary is nearest half the performed time', () => {
    // sets 900 | 1020 | 600 = 2520, half 1260: boundaries at 900 and 1920 → 900 is nearer
    const placed = intermissionPlacement(
      program([
        [BAND, 660],
        [BAND, 240],
        [STRINGS, 1020],
        [CHOIR, 240],
        [CHOIR, 360],
      ]),
    );
    expect(placed).toEqual({ afterEnsembleId: BAND, at: 900, withoutLength: 0 });
  });

  it('follows the concert order of the ensembles and of the pieces, not the lists as stored', () => {
    const placed = intermissionPlacement({
      is_half_concert: true,
      program_ensembles: [
        { ensemble_id: CHOIR, order: 2 },
        { ensemble_id: BAND, order: 1 },
      ],
      pieces: [
        { ensemble_id: CHOIR, duration: 300, order: 3 },
        { ensemble_id: BAND, duration: 300, order: 1 },
        { ensemble_id: BAND, duration: 300, order: 2 },
      ],
    });
    expect(placed).toEqual({ afterEnsembleId: BAND, at: 600, withoutLength: 0 });
  });

  it('never splits a set, however long: one long set keeps the intermission at its edge', () => {
    // 120 | 1800 | 120: the middle of the concert is inside the strings' set; the break is beside it
    expect(
      intermissionPlacement(
        program([
          [BAND, 120],
          [STRINGS, 900],
          [STRINGS, 900],
          [CHOIR, 120],
        ]),
      ),
    ).toEqual({ afterEnsembleId: BAND, at: 120, withoutLength: 0 });
  });

  it('takes the earlier boundary on a tie and never the end of the concert', () => {
    expect(
      intermissionPlacement(
        program([
          [BAND, 300],
          [STRINGS, 300],
        ]),
      )?.afterEnsembleId,
    ).toBe(BAND);
    expect(
      intermissionPlacement(
        program([
          [BAND, 60],
          [STRINGS, 3000],
        ]),
      )?.afterEnsembleId,
    ).toBe(BAND);
  });

  it('skips ensembles without pieces and leaves unassigned pieces out of the performed time', () => {
    // unassigned 3000 s would pull the half past the band if it counted
    const placed = intermissionPlacement(
      program([
        [null, 3000],
        [BAND, 600],
        [CHOIR, 300],
        [CHOIR, 300],
      ]),
    );
    expect(placed).toEqual({ afterEnsembleId: BAND, at: 600, withoutLength: 0 });
  });

  it('counts a piece without a length as the average known length, and says how many came before', () => {
    // known average 300: band 300 + (300) = 600 | strings 300 | choir 300 + 300 = 600; half 750
    const placed = intermissionPlacement(
      program([
        [BAND, 300],
        [BAND, null],
        [STRINGS, 300],
        [CHOIR, 300],
        [CHOIR, 300],
      ]),
    );
    expect(placed).toEqual({ afterEnsembleId: BAND, at: 300, withoutLength: 1 });
  });

  it('weighs sets by their piece count when no piece has a length', () => {
    const placed = intermissionPlacement(
      program([
        [BAND, null],
        [STRINGS, null],
        [STRINGS, null],
        [CHOIR, null],
        [CHOIR, null],
        [CHOIR, null],
      ]),
    );
    expect(placed).toEqual({ afterEnsembleId: STRINGS, at: 0, withoutLength: 3 });
  });

  it('is only for half concerts with two sets or more', () => {
    expect(
      intermissionPlacement(
        program(
          [
            [BAND, 300],
            [STRINGS, 300],
          ],
          [BAND, STRINGS],
          false,
        ),
      ),
    ).toBeNull();
    expect(
      intermissionPlacement(
        program([
          [BAND, 300],
          [BAND, 300],
          [null, 300],
        ]),
      ),
    ).toBeNull();
    expect(intermissionPlacement(program([]))).toBeNull();
  });
});
