import { describe, expect, it } from 'vitest';
import { formValuesOf } from './ensemble-form-values';

describe('formValuesOf', () => {
  it('starts a new ensemble as a concert band with its suggested name', () => {
    expect(formValuesOf(undefined, ['Concert Band'])).toMatchObject({ type: 'concert_band', name: 'Concert Band 2' });
  });
});
