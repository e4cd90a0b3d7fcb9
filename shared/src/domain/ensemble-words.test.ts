import { describe, expect, it } from 'vitest';
import { ensembleTypes } from '../contracts/ensembles';
import { ENSEMBLE_TYPE_WORDS } from './ensemble-words';

describe('ENSEMBLE_TYPE_WORDS', () => {
  it('names every type but "other", each word once, lower-case', () => {
    const words = ENSEMBLE_TYPE_WORDS.map((w) => w.words);
    expect(new Set(words).size).toBe(words.length);
    for (const w of words) expect(w).toBe(w.toLowerCase());
    const named = new Set(ENSEMBLE_TYPE_WORDS.map((w) => w.type));
    expect(ensembleTypes.filter((t) => t !== 'other' && !named.has(t))).toEqual([]);
  });
});
