import { describe, expect, it } from 'vitest';
import type { UilCheck } from '@app/shared/contracts/programs';
import type { UilEnsembleCheck } from '@app/shared/domain/uil-contest';
import { pmlByPiece, pmlKey, pmlText, uilSummary } from './uil-check';

const SOURCE = 'https://www.uiltexas.org/policy/constitution/music/concert';
const piece = (id: number, pml: UilEnsembleCheck['pieces'][number]['pml']) => ({
  id,
  title: `Piece ${id}`,
  composer: null,
  arranger: null,
  pml,
  a_cappella: null,
});
const set = (ensembleId: number, overrides: Partial<UilEnsembleCheck>): UilEnsembleCheck => ({
  ensemble_id: ensembleId,
  ensemble_name: `Ensemble ${ensembleId}`,
  conference: null,
  classification: null,
  event: { code: '100', name: 'Concert Band', requirements: SOURCE },
  pieces: [],
  rules: [],
  not_checked: [],
  ...overrides,
});
const check = (sets: UilEnsembleCheck[]): UilCheck => ({ program_id: 1, uil_contest: true, sets });

describe('the UIL check in words', () => {
  it('gives each piece of a set with an event its listing, keyed by its ensemble', () => {
    const listing = { code: '100-4-12345', grade: 4, specification: null };
    const listings = pmlByPiece(
      check([
        set(1, { pieces: [piece(11, listing), piece(12, null)] }),
        set(3, { event: null, pieces: [piece(31, null)] }),
      ]),
    );
    expect(listings.get(pmlKey(1, 11))).toEqual(listing);
    expect(listings.get(pmlKey(1, 12))).toBeNull();
    // a jazz band's piece, or the same piece under another ensemble: nothing known
    expect(listings.has(pmlKey(3, 31))).toBe(false);
    expect(listings.has(pmlKey(2, 11))).toBe(false);
    expect(pmlText(listing)).toBe('100-4-12345 · grade 4');
    expect(pmlText(null)).toBe('Not on the PML');
  });

  it('sums up the rules not met and the pieces off the list', () => {
    const rule = (met: boolean) => ({ rule: `Rule ${String(met)}`, met, detail: '', source: SOURCE });
    expect(
      uilSummary(check([set(1, { pieces: [piece(11, null)], rules: [rule(false)] }), set(2, { rules: [rule(true)] })])),
    ).toEqual({ met: false, text: '1 of 2 rules not met · 1 piece not on the PML' });
    expect(uilSummary(check([set(1, { rules: [rule(true), rule(true)] })]))).toEqual({
      met: true,
      text: 'All 2 rules met',
    });
    expect(uilSummary(check([set(1, { rules: [rule(true)] })])).text).toBe('1 rule met');
    expect(uilSummary(check([set(3, { event: null })])).text).toBe(
      'No ensemble of this program has a UIL Concert & Sight-Reading event',
    );
  });
});
