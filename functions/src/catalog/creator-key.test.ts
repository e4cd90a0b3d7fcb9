import { describe, expect, it } from 'vitest';
import { creatorKey } from './creator-key';

const key = (composer: string | null, arranger: string | null = null) => creatorKey({ composer, arranger });

describe('creatorKey', () => {
  it('is the folded composer of a composed work, whoever arranged it', () => {
    expect(key('Antonín Dvořák', 'Someone Else')).toBe('antonin dvorak');
    expect(key('  Gustav Holst ')).toBe('gustav holst');
    // a surname that only starts like an unnamed composer is still a composer
    expect(key('Traditionalist Jones', 'Arranger')).toBe('traditionalist jones');
  });

  it('is the arranger of a traditional, anonymous or folk tune, so two settings are two creators', () => {
    expect(key('Traditional', 'Frank Ticheli')).toBe('frank ticheli');
    expect(key('Trad.', 'Percy Grainger')).toBe('percy grainger');
    expect(key('Anon', 'A. Arranger')).toBe('a arranger');
    expect(key('Folk Song', 'B. Arranger')).toBe('b arranger');
    expect(key('Spiritual', 'C. Arranger')).toBe('c arranger');
    expect(key(null, 'D. Arranger')).toBe('d arranger');
  });

  it('falls back to the unnamed composer, then to "unknown"', () => {
    expect(key('Traditional')).toBe('traditional');
    expect(key('Anonymous', '  ')).toBe('anonymous');
    expect(key(null)).toBe('unknown');
    expect(key('   ')).toBe('unknown');
  });
});
