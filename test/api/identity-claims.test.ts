import { describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';
import { signedAccessToken } from '../support/signed-token';

/**
 * Email and name of a new account come from the sign-in's claims; a provider that left them out
 * at the first sign-in fills them at a later one, without overwriting what the account holds.
 * Tokens are signed with the local identity provider's key, shaped as its access tokens.
 */
const local = useLocalStack();

const accessToken = (sub: string, claims: Record<string, unknown>) => signedAccessToken(local, sub, claims);

describe('identity claims of the account', () => {
  it('starts an account without email when the token has none, and fills email and name at a later sign-in', async () => {
    const sub = 'claims-later-1';
    const bare = await local.api('/users/me', { token: await accessToken(sub, {}) });
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ email: null, name: null });

    const later = await local.api('/users/me', {
      token: await accessToken(sub, { email: 'later@school.example.org', name: 'Dana Later' }),
    });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ email: 'later@school.example.org', name: 'Dana Later' });
  });

  it('never overwrites an email or name the account already has', async () => {
    const sub = 'claims-kept-1';
    await local.api('/users/me', { token: await accessToken(sub, { email: 'first@school.example.org' }) });
    const renamed = await local.api('/users/me', {
      method: 'PATCH',
      token: await accessToken(sub, {}),
      body: { name: 'Typed By Director' },
    });
    expect(renamed.status).toBe(200);
    const again = await local.api('/users/me', {
      token: await accessToken(sub, { email: 'other@school.example.org', name: 'From Provider' }),
    });
    expect(again.body).toMatchObject({ email: 'first@school.example.org', name: 'Typed By Director' });
  });
});
