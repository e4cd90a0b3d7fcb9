import { describe, expect, it } from 'vitest';
import { foldForSearch, pieceIdentity } from './search-text';

describe('foldForSearch', () => {
  it('drops accents and case and keeps letters and digits of every script', () => {
    expect(foldForSearch('Dvořák')).toBe('dvorak');
    expect(foldForSearch('España Cañí')).toBe('espana cani');
    expect(foldForSearch("Take the 'A' Train")).toBe('take the a train');
    expect(foldForSearch('Straße — Œuvre №5')).toBe('strasse oeuvre no5');
    expect(foldForSearch('Чайковский')).toBe('чаиковскии');
    expect(foldForSearch(null)).toBe('');
  });

  it('gives the same identity to the same piece written differently', () => {
    expect(pieceIdentity({ title: 'España Cañí', composer: 'Pascual Marquina', arranger: null })).toBe(
      pieceIdentity({ title: '  ESPANA CANI ', composer: 'pascual marquina', arranger: '' }),
    );
    expect(pieceIdentity({ title: 'Shenandoah', composer: 'Trad.', arranger: 'Ticheli' })).not.toBe(
      pieceIdentity({ title: 'Shenandoah', composer: 'Trad.', arranger: null }),
    );
  });
});
