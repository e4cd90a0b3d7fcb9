import { describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';

/**
 * A stage that published Terms and Conditions 2.0 (the Privacy Policy stays 1.0) without making
 * them required yet (TERMS_ACCEPTANCE_REQUIRED=false): directors who accepted 1.0 are told, not
 * stopped (the soft notice). The seeded demo director accepted 1.0 of both.
 */
const local = useLocalStack({ functionEnv: { TERMS_VERSION: '2.0', TERMS_ACCEPTANCE_REQUIRED: 'false' } });

describe('terms update, not yet required', () => {
  it('offers the update to a director who accepted older versions, and accepting records the current ones', async () => {
    const token = await local.token('demo@example.com');
    const before = await local.api('/users/me/terms-status', { token });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      needs_acceptance: false,
      update_available: true,
      terms_accepted: true,
      privacy_policy_accepted: true,
      accepted_terms_version: '1.0',
      accepted_privacy_policy_version: '1.0',
      current_terms_version: '2.0',
      current_privacy_version: '1.0',
    });

    // the soft dialog needs either agreement: ticking only the updated one is enough
    const accepted = await local.api('/users/me/accept-terms', {
      token,
      method: 'POST',
      body: { terms_accepted: true, privacy_policy_accepted: false },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      needs_acceptance: false,
      update_available: false,
      accepted_terms_version: '2.0',
      accepted_privacy_policy_version: '1.0',
    });

    expect((await local.api('/users/me/terms-status', { token })).body).toMatchObject({
      needs_acceptance: false,
      update_available: false,
    });
    expect((await local.api('/users/me', { token })).body).toMatchObject({
      terms_version: '2.0',
      privacy_policy_version: '1.0',
    });
  });

  it('refuses, with 409 and the current versions, an acceptance of versions that are no longer current, and records nothing', async () => {
    const token = await local.token('stale.page@example.com');
    const stale = await local.api('/users/me/accept-terms', {
      token,
      method: 'POST',
      body: {
        terms_accepted: true,
        privacy_policy_accepted: true,
        terms_version: '1.0',
        privacy_policy_version: '1.0',
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({
      code: 'CONFLICT',
      message:
        'Since this page was opened, the Terms and Conditions (now version 2.0) changed. Reload the page to read and accept the current version.',
      details: { current_terms_version: '2.0', current_privacy_version: '1.0' },
    });
    expect((await local.api('/users/me', { token })).body).toMatchObject({
      terms_accepted: false,
      privacy_policy_accepted: false,
      terms_version: null,
    });

    const current = await local.api('/users/me/accept-terms', {
      token,
      method: 'POST',
      body: {
        terms_accepted: true,
        privacy_policy_accepted: true,
        terms_version: '2.0',
        privacy_policy_version: '1.0',
      },
    });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({
      needs_acceptance: false,
      update_available: false,
      accepted_terms_version: '2.0',
    });
  });

  it('still requires a director who never accepted the agreements', async () => {
    const token = await local.token('never.accepted@example.com');
    expect((await local.api('/users/me/terms-status', { token })).body).toMatchObject({
      needs_acceptance: true,
      update_available: false,
      accepted_terms_version: null,
    });
  });

  it('answers for the versions a caller names, with the same rule', async () => {
    const token = await local.token('named.versions@example.com');
    await local.api('/users/me/accept-terms', {
      token,
      method: 'POST',
      body: { terms_accepted: true, privacy_policy_accepted: true },
    });
    const named = await local.api('/users/me/terms-status?terms_version=2.1&privacy_version=1.0', { token });
    expect(named.body).toMatchObject({
      needs_acceptance: false,
      update_available: true,
      current_terms_version: '2.1',
      current_privacy_version: '1.0',
    });
    const bad = await local.api('/users/me/terms-status?terms_version=two%20point%20one', { token });
    expect(bad.status).toBe(400);
  });
});
