import { describe, expect, it } from 'vitest';
import {
  ensembleChoiceLabel,
  ensembleTypeLabel,
  ensembleTypes,
  ensembleTypeTitle,
  suggestedName,
} from './ensemble-labels';

describe('ensembleTypeLabel', () => {
  it('shows every underscore of a type as a space, so no label shows a raw key', () => {
    expect(ensembleTypeLabel('concert_band')).toBe('concert band');
    expect(ensembleTypeLabel('tenor_bass_choir')).toBe('tenor bass choir');
    expect(ensembleTypeLabel('other')).toBe('other');
    for (const type of ensembleTypes) expect(ensembleTypeLabel(type)).not.toContain('_');
  });

  it('is what a choice of ensemble and a title say too', () => {
    expect(ensembleChoiceLabel({ name: "Men's Choir", type: 'tenor_bass_choir' })).toBe(
      "Men's Choir - tenor bass choir",
    );
    expect(ensembleTypeTitle('tenor_bass_choir')).toBe('Tenor Bass Choir');
    for (const type of ensembleTypes) expect(ensembleTypeTitle(type).toLowerCase()).toBe(ensembleTypeLabel(type));
  });
});

describe('suggestedName', () => {
  it('says the type in words, numbered when the director already has an ensemble of that name', () => {
    expect(suggestedName('jazz_band')).toBe('Jazz Band');
    expect(suggestedName('tenor_bass_choir')).toBe('Tenor Bass Choir');
    expect(suggestedName('jazz_band', ['jazz band', 'Jazz Band 2', 'Concert Band'])).toBe('Jazz Band 3');
  });
});
