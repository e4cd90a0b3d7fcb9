import { SignJWT, decodeJwt, generateKeyPair, importJWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_INVALID_TYPE, PROFILE_PICTURE_TOO_LARGE } from '@app/shared/domain/account';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

// a real 1×1 PNG
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e5270ee20000000049454e44ae426082',
  'hex',
);

const pictureForm = (data: Buffer, filename: string, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return form;
};

describe('authentication', () => {
  let good: string;
  const signWith = async (
    claims: Record<string, unknown>,
    options: { expiresIn?: string | number; key?: 'real' | 'other' } = {},
  ) => {
    const jwk = local.stack.idp.signingKey;
    const key = options.key === 'other' ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256');
    return new SignJWT({ scope: 'api', ...claims })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
      .setSubject('local-tests')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(key);
  };

  beforeAll(async () => {
    good = await local.token('auth@example.com');
  });

  it('accepts an access token issued by the identity provider', async () => {
    const claims = decodeJwt(good);
    expect(claims.aud).toBe(local.stack.audience);
    const me = await local.api('/users/me', { token: good });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'auth@example.com', has_subscription: false });
  });

  it('answers 401 for a missing token', async () => {
    const answer = await local.api('/users/me', { token: null });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
  });

  it.each([
    [
      'expired beyond the 60 s leeway',
      async () =>
        signWith(
          { iss: local.stack.issuer, aud: local.stack.audience },
          { expiresIn: Math.floor(Date.now() / 1000) - 120 },
        ),
    ],
    ['for another audience', async () => signWith({ iss: local.stack.issuer, aud: 'https://someone-else.example' })],
    ['from another issuer', async () => signWith({ iss: 'https://evil.example', aud: local.stack.audience })],
    [
      'signed by another key',
      async () => signWith({ iss: local.stack.issuer, aud: local.stack.audience }, { key: 'other' }),
    ],
    [
      'tampered with after signing',
      async () => {
        const [header, , signature] = good.split('.');
        const payload = Buffer.from(JSON.stringify({ ...decodeJwt(good), sub: 'someone-else' })).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['not a JWT', async () => 'not-a-token'],
  ])('rejects a token %s with 401', async (_label, make) => {
    const answer = await local.api('/users/me', { token: await make() });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
  });

  it('accepts a token expired less than 60 s ago (leeway)', async () => {
    const token = await signWith(
      { iss: local.stack.issuer, aud: local.stack.audience },
      { expiresIn: Math.floor(Date.now() / 1000) - 20 },
    );
    expect((await local.api('/users/me', { token })).status).toBe(200);
  });

  it('answers 403 INACTIVE_USER on every route for an inactive account', async () => {
    const token = await local.token('inactive@example.com');
    expect((await local.api('/users/me', { token })).status).toBe(200);
    const { setActive } = await import('@app/functions/users/repository');
    await setActive(decodeJwt(token).sub!, false);
    for (const [method, path] of [
      ['GET', '/users/me'],
      ['PATCH', '/users/me'],
      ['GET', '/users/me/terms-status'],
      ['POST', '/billing/checkout'],
    ] as const) {
      const answer = await local.api(path, { token, method, body: method === 'GET' ? undefined : {} });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.code).toBe('INACTIVE_USER');
    }
  });
});

describe('health', () => {
  it('answers without a token', async () => {
    const answer = await local.api('/health', { token: null });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ok');
  });
});

describe('profile', () => {
  it('creates the account on the first call from the token claims', async () => {
    const token = await local.token('new.director@example.com');
    const me = await local.api('/users/me', { token });
    expect(me.body).toMatchObject({
      email: 'new.director@example.com',
      name: 'New Director',
      school_name: null,
      has_subscription: false,
      terms_accepted: false,
      privacy_policy_accepted: false,
      profile_picture_url: null,
    });
  });

  it('round-trips the profile fields', async () => {
    const token = await local.token('profile@example.com');
    const patch = {
      name: 'Maria Lopez',
      school_name: 'Westview Middle School',
      state: 'Texas',
      country: 'United States',
    };
    const updated = await local.api('/users/me', { token, method: 'PATCH', body: patch });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject(patch);
    const read = await local.api('/users/me', { token });
    expect(read.body).toMatchObject(patch);
    const cleared = await local.api('/users/me', { token, method: 'PATCH', body: { state: '  ' } });
    expect(cleared.body).toMatchObject({ ...patch, state: null });
  });

  it('rejects malformed JSON, wrong types and unknown fields with 400 and stores nothing', async () => {
    const token = await local.token('strict@example.com');
    await local.api('/users/me', { token, method: 'PATCH', body: { name: 'Before' } });
    const malformed = await local.api('/users/me', {
      token,
      method: 'PATCH',
      body: '{"name": "After"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The request body is not valid JSON.',
    });
    const wrongType = await local.api('/users/me', {
      token,
      method: 'PATCH',
      body: { name: 'After', school_name: 42 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toBe('school_name must be a string');
    const unknown = await local.api('/users/me', {
      token,
      method: 'PATCH',
      body: { name: 'After', has_subscription: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Unknown field: has_subscription');
    const notJson = await local.api('/users/me', {
      token,
      method: 'PATCH',
      body: 'name=After',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    const me = await local.api('/users/me', { token });
    expect(me.body).toMatchObject({ name: 'Before', has_subscription: false });
  });

  it('answers 404 for unknown API paths and 405 with Allow for unknown methods', async () => {
    expect((await local.api('/nowhere')).status).toBe(404);
    const answer = await local.api('/users/me', { method: 'PUT', body: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toContain('PATCH');
  });
});

describe('terms', () => {
  it('needs acceptance until both agreements of the requested versions are accepted', async () => {
    const token = await local.token('terms@example.com');
    const before = await local.api('/users/me/terms-status', { token });
    expect(before.body).toMatchObject({
      needs_acceptance: true,
      update_available: false,
      current_terms_version: '1.0',
      current_privacy_version: '1.0',
    });

    const incomplete = await local.api('/users/me/accept-terms', {
      token,
      method: 'POST',
      body: { terms_accepted: false, privacy_policy_accepted: false },
    });
    expect(incomplete.status).toBe(400);

    const accepted = await local.api('/users/me/accept-terms', {
      token,
      method: 'POST',
      body: {
        terms_accepted: true,
        privacy_policy_accepted: true,
        terms_version: '1.0',
        privacy_policy_version: '1.0',
      },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.needs_acceptance).toBe(false);

    const after = await local.api('/users/me/terms-status', { token });
    expect(after.body.needs_acceptance).toBe(false);
    const newerTerms = await local.api('/users/me/terms-status?terms_version=2.0&privacy_version=1.0', { token });
    // TERMS_ACCEPTANCE_REQUIRED is true by default: a newer version is required, not only offered
    expect(newerTerms.body).toMatchObject({ needs_acceptance: true, update_available: false });
    const me = await local.api('/users/me', { token });
    expect(me.body).toMatchObject({ terms_accepted: true, privacy_policy_accepted: true });
  });
});

describe('signup preferences', () => {
  it('merges and returns the preference fields', async () => {
    const token = await local.token('prefs@example.com');
    expect((await local.api('/users/me/signup-preferences', { token })).body).toEqual({});
    await local.api('/users/me/signup-preferences', {
      token,
      method: 'PATCH',
      body: { teaching_level: 'high_school' },
    });
    const second = await local.api('/users/me/signup-preferences', {
      token,
      method: 'PATCH',
      body: { newsletter_opt_in: true },
    });
    expect(second.body).toEqual({ teaching_level: 'high_school', newsletter_opt_in: true });
    const bad = await local.api('/users/me/signup-preferences', {
      token,
      method: 'PATCH',
      body: { teaching_level: 'kindergarten' },
    });
    expect(bad.status).toBe(400);
    expect((await local.api('/users/me/signup-preferences', { token })).body).toEqual(second.body);
  });
});

describe('profile picture', () => {
  it('stores a real PNG whose URL loads, replaces nothing on bad files, and deletes it', async () => {
    const token = await local.token('picture@example.com');
    const uploaded = await local.api('/users/me/profile-picture', {
      token,
      method: 'POST',
      body: pictureForm(PNG, 'me.png', 'image/png'),
    });
    expect(uploaded.status).toBe(200);
    // on the site, where CloudFront (the local server locally) adds the security headers
    const url = new URL(uploaded.body.profile_picture_url, local.stack.appUrl);
    expect(uploaded.body.profile_picture_url).toMatch(/^\/profile-pictures\//);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const tooLarge = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const large = await local.api('/users/me/profile-picture', {
      token,
      method: 'POST',
      body: pictureForm(tooLarge, 'big.png', 'image/png'),
    });
    expect(large.status).toBe(413);
    expect(large.body.error.message).toBe(PROFILE_PICTURE_TOO_LARGE);

    const text = await local.api('/users/me/profile-picture', {
      token,
      method: 'POST',
      body: pictureForm(Buffer.from('not an image at all'), 'fake.png', 'image/png'),
    });
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe(PROFILE_PICTURE_INVALID_TYPE);

    const unchanged = await local.api('/users/me', { token });
    expect(new URL(unchanged.body.profile_picture_url, local.stack.appUrl).pathname).toBe(url.pathname);

    const removed = await local.api('/users/me/profile-picture', { token, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.profile_picture_url).toBeNull();
    expect((await fetch(url)).status).toBe(404);
  });
});

describe('profile picture: broken multipart bodies', () => {
  const boundary = '----podium-test-boundary';
  const head = (name = 'file', filename = 'me.png') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  /** Posts a hand-made multipart body (what a form upload cannot produce). */
  const postRaw = async (body: Buffer, contentBoundary = boundary) =>
    local.api('/users/me/profile-picture', {
      token: await local.token('broken-upload@example.com'),
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${contentBoundary}` },
    });
  const pictureKey = async () =>
    (await local.api('/users/me', { token: await local.token('broken-upload@example.com') })).body.profile_picture_url;

  it.each([
    ['stops after the PNG magic bytes', Buffer.concat([Buffer.from(head()), PNG.subarray(0, 8)])],
    ['has no closing boundary', Buffer.concat([Buffer.from(head()), PNG, Buffer.from('\r\n')])],
    ['ends inside the part headers', Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`)],
  ])('answers 400 with the error shape when the body %s, stores nothing, and keeps serving', async (_case, body) => {
    const answer = await postRaw(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(answer.body.error.message).toMatch(/did not arrive whole|Choose a file/);
    expect(await pictureKey()).toBeNull();
    expect((await local.api('/health', { token: null })).status).toBe(200);
  });

  it('answers 400 when the boundary in the body does not match the header', async () => {
    const body = Buffer.concat([Buffer.from(head()), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const answer = await postRaw(body, 'another-boundary');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(await pictureKey()).toBeNull();
  });

  it('accepts one picture only: two file parts are a 400 that says so', async () => {
    const answer = await postRaw(
      Buffer.concat([
        Buffer.from(head('file', 'one.png')),
        PNG,
        Buffer.from('\r\n'),
        Buffer.from(head('file', 'two.png')),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Send one file per upload: this request holds more than one.');
    expect(await pictureKey()).toBeNull();
  });

  it('still stores a whole body sent the same raw way', async () => {
    const answer = await postRaw(Buffer.concat([Buffer.from(head()), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]));
    expect(answer.status).toBe(200);
    expect(answer.body.profile_picture_url).toMatch(/^\/profile-pictures\//);
  });
});

describe('billing', () => {
  it('activates the subscription with the development provider', async () => {
    const token = await local.token('buyer@example.com');
    const checkout = await local.api('/billing/checkout', { token, method: 'POST', body: { plan: 'monthly' } });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toEqual({ status: 'active', redirect_url: null, has_subscription: true });
    expect((await local.api('/users/me', { token })).body.has_subscription).toBe(true);
  });
});

describe('demo account', () => {
  it('is seeded complete, subscribed and with accepted terms', async () => {
    const token = await local.token('demo@example.com');
    const me = await local.api('/users/me', { token });
    expect(me.body).toMatchObject({
      email: 'demo@example.com',
      has_subscription: true,
      terms_accepted: true,
      privacy_policy_accepted: true,
    });
    expect(me.body.school_name).toBeTruthy();
    expect((await local.api('/users/me/terms-status', { token })).body.needs_acceptance).toBe(false);
  });
});
