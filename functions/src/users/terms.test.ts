import { describe, expect, it } from 'vitest';
import { coversVersion, staleAcceptance, termsStatusOf, type Acceptance } from './terms';

const accepted = (terms: string | null, privacy: string | null): Acceptance => ({
  terms_accepted: terms !== null,
  privacy_policy_accepted: privacy !== null,
  terms_version: terms,
  privacy_policy_version: privacy,
});
const current = { terms: '2.0', privacy: '1.1' };

describe('coversVersion', () => {
  it.each([
    ['1.0', '1.0', true],
    ['1.10', '1.9', true],
    ['1.9', '1.10', false],
    ['2.0', '1.0', true],
    ['2024-06', '2024-11', false],
    [null, '1.0', false],
  ])('%s covers %s: %s', (acceptedVersion, currentVersion, expected) => {
    expect(coversVersion(acceptedVersion, currentVersion)).toBe(expected);
  });
});

describe('termsStatusOf', () => {
  it('asks nothing of a director who accepted the current versions (or newer ones)', () => {
    for (const account of [accepted('2.0', '1.1'), accepted('2.1', '1.1')]) {
      expect(termsStatusOf(account, current, true)).toMatchObject({ needs_acceptance: false, update_available: false });
      expect(termsStatusOf(account, current, false)).toMatchObject({
        needs_acceptance: false,
        update_available: false,
      });
    }
  });

  it('requires acceptance of an update when required, and only tells of it otherwise', () => {
    const older = accepted('1.0', '1.1');
    expect(termsStatusOf(older, current, true)).toMatchObject({ needs_acceptance: true, update_available: false });
    expect(termsStatusOf(older, current, false)).toEqual({
      needs_acceptance: false,
      update_available: true,
      terms_accepted: true,
      privacy_policy_accepted: true,
      accepted_terms_version: '1.0',
      accepted_privacy_policy_version: '1.1',
      current_terms_version: '2.0',
      current_privacy_version: '1.1',
    });
  });

  it('always requires a director who never accepted both agreements', () => {
    for (const account of [accepted(null, null), accepted('2.0', null), accepted(null, '1.1')]) {
      expect(termsStatusOf(account, current, false)).toMatchObject({ needs_acceptance: true, update_available: false });
    }
  });
});

describe('staleAcceptance', () => {
  it('is null when the shown versions are current, not given, or not ticked', () => {
    expect(staleAcceptance({ terms: true, privacy: true }, { terms: '2.0', privacy: '1.1' }, current)).toBeNull();
    expect(staleAcceptance({ terms: true, privacy: true }, {}, current)).toBeNull();
    expect(staleAcceptance({ terms: true, privacy: false }, { terms: '2.0', privacy: '1.0' }, current)).toBeNull();
  });

  it('names each ticked agreement whose shown version is no longer current', () => {
    expect(staleAcceptance({ terms: true, privacy: true }, { terms: '1.0', privacy: '1.0' }, current)).toBe(
      'Since this page was opened, the Terms and Conditions (now version 2.0) and the Privacy Policy (now version 1.1) changed. Reload the page to read and accept the current version.',
    );
  });
});
