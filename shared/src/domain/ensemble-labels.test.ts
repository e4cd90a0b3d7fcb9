import { describe, expect, it } from 'vitest';
import { suggestedName } from './ensemble-labels';

describe('suggestedName', () => {
  it('says the type in words, numbered when the director already has an ensemble of that name', () => {
    expect(suggestedName('jazz_band')).toBe('Jazz Band');
    expect(suggestedName('tenor_bass_choir')).toBe('Tenor Bass Choir');
    expect(suggestedName('jazz_band', ['jazz band', 'Jazz Band 2', 'Concert Band'])).toBe('Jazz Band 3');
  });
});
