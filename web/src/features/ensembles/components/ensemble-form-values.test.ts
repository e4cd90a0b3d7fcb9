import { describe, expect, it } from 'vitest';
import { formValuesOf, toCreateInput } from './ensemble-form-values';

describe('formValuesOf', () => {
  it('starts a new ensemble as a concert band with its suggested name', () => {
    expect(formValuesOf(undefined, ['Concert Band'])).toMatchObject({ type: 'concert_band', name: 'Concert Band 2' });
  });
});

describe('the UIL fields', () => {
  const band = { ...formValuesOf(), name: 'Symphonic Band' };

  it('go as null when Not set, and for a type without a UIL event', () => {
    expect(toCreateInput({ ...band, uil_conference: '6A', uil_classification: '' })).toEqual({
      ok: true,
      input: { name: 'Symphonic Band', type: 'concert_band', uil_conference: '6A' },
    });
    const jazz = { ...band, type: 'jazz_band' as const, uil_conference: '6A' as const };
    expect(toCreateInput(jazz)).toEqual({ ok: true, input: { name: 'Symphonic Band', type: 'jazz_band' } });
  });
});
