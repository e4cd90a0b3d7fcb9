import { describe, expect, it } from 'vitest';
import { checkUilSet, uilEventOf, type UilCheckedPiece } from './uil-contest';

const band = {
  id: 1,
  name: 'Symphonic Band',
  type: 'symphonic_band' as const,
  uil_conference: null,
  uil_classification: null,
};
const piece = (title: string, listed: boolean): UilCheckedPiece => ({
  id: title.length,
  title,
  composer: null,
  arranger: null,
  pml: listed ? { code: '100-4-1', grade: 4, specification: null } : null,
  a_cappella: null,
});

describe('the UIL check', () => {
  it('names the six C&SR events by ensemble type, and none for a jazz band', () => {
    expect(uilEventOf('wind_ensemble')?.code).toBe('100');
    expect(uilEventOf('treble_choir')?.code).toBe('935');
    expect(uilEventOf('jazz_band')).toBeUndefined();
  });

  it("checks a band's listed selections, says a band may petition for one, and names the march as not checked", () => {
    const check = checkUilSet(band, [piece('Listed', true), piece('Unlisted', false)]);
    expect(check.rules).toEqual([
      expect.objectContaining({
        met: false,
        detail:
          'Not on the Concert Band list: Unlisted. A band may petition to play one unlisted work as its second selection.',
      }),
    ]);
    expect(check.not_checked.map((r) => r.rule)).toEqual([
      'How many selections, how many from the PML, and at which grades for the conference and classification',
      'A march',
    ]);
    expect(checkUilSet(band, []).rules[0]).toMatchObject({ met: false, detail: 'No pieces yet.' });
  });
});
