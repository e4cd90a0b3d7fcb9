import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

/** A minimal browser: follows nothing by itself, keeps cookies by name. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    return response;
  };
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

async function authorize(options: {
  email: string;
  password: string;
  challenge?: { verifier: string } | null;
  create?: boolean;
}) {
  const go = browser();
  const redirectUri = `${local.stack.appUrl}/callback`;
  const verifier = options.challenge?.verifier ?? base64url(randomBytes(32));
  const params = new URLSearchParams({
    client_id: local.stack.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    state: 'state-123',
    nonce: 'nonce-456',
  });
  if (options.challenge !== null) {
    params.set('code_challenge', base64url(createHash('sha256').update(verifier).digest()));
    params.set('code_challenge_method', 'S256');
  }
  let response = await go(`${local.stack.issuer}/auth?${params}`);
  const pages: string[] = [];
  // follow redirects, answering the login page once
  for (let step = 0; step < 10; step += 1) {
    const location = response.headers.get('location');
    if (response.status === 200) {
      const html = await response.text();
      pages.push(html);
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action || pages.length > 1) break;
      response = await go(`${local.stack.issuer}${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: options.email,
          password: options.password,
          intent: options.create ? 'create' : 'sign-in',
        }).toString(),
      });
      continue;
    }
    if (!location) break;
    if (location.startsWith(redirectUri)) return { callback: new URL(location), verifier, redirectUri, pages };
    response = await go(new URL(location, local.stack.issuer).toString());
  }
  return { callback: undefined, verifier, redirectUri, pages };
}

const tokenRequest = (body: Record<string, string>) =>
  fetch(`${local.stack.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: local.stack.appUrl },
    body: new URLSearchParams({ client_id: local.stack.clientId, ...body }),
  });

describe('authorization code + PKCE against the local identity provider', () => {
  it('signs in the demo account, issues RS256 tokens the API accepts, and refreshes them', async () => {
    const { callback, verifier, redirectUri } = await authorize({ email: 'demo@example.com', password: 'demo' });
    expect(callback?.searchParams.get('state')).toBe('state-123');
    const code = callback!.searchParams.get('code')!;

    const wrongVerifier = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: base64url(randomBytes(32)),
    });
    expect(wrongVerifier.status).toBe(400);
    expect(((await wrongVerifier.json()) as { error: string }).error).toBe('invalid_grant');

    // a code is single-use, and the failed attempt above consumed it: sign in again
    const second = await authorize({ email: 'demo@example.com', password: 'demo' });
    const response = await tokenRequest({
      grant_type: 'authorization_code',
      code: second.callback!.searchParams.get('code')!,
      redirect_uri: second.redirectUri,
      code_verifier: second.verifier,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(local.stack.appUrl);
    const tokens = (await response.json()) as {
      id_token: string;
      access_token: string;
      refresh_token: string;
      expires_in: number;
      scope: string;
    };
    expect(tokens.refresh_token).toBeTruthy();
    expect(verifier).not.toBe(second.verifier);

    const jwks = createRemoteJWKSet(new URL(`${local.stack.issuer}/jwks`));
    const idToken = await jwtVerify(tokens.id_token, jwks, {
      issuer: local.stack.issuer,
      audience: local.stack.clientId,
      algorithms: ['RS256'],
    });
    expect(idToken.payload).toMatchObject({ nonce: 'nonce-456', email: 'demo@example.com', name: 'Alex Rivera' });
    expect(idToken.protectedHeader.alg).toBe('RS256');
    const accessToken = await jwtVerify(tokens.access_token, jwks, {
      issuer: local.stack.issuer,
      audience: local.stack.audience,
      algorithms: ['RS256'],
    });
    expect(accessToken.payload.sub).toBe(idToken.payload.sub);

    const me = await local.api('/users/me', { token: tokens.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('demo@example.com');

    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as { access_token: string };
    expect((await local.api('/users/me', { token: renewed.access_token })).status).toBe(200);
  });

  it('shows the login page again for a wrong password and issues no code', async () => {
    const { callback, pages } = await authorize({ email: 'demo@example.com', password: 'wrong' });
    expect(callback).toBeUndefined();
    expect(pages.at(-1)).toContain('Wrong email or password.');
    // its own (empty) icon: the browser asks for no /favicon.ico, which would answer 404
    expect(pages.at(-1)).toContain('<link rel="icon" href="data:,">');
  });

  it('creates another local account from the sign-in page, and signs it in again with its password', async () => {
    const email = `new-director-${randomBytes(4).toString('hex')}@example.com`;
    const created = await authorize({ email, password: 'sousa1897', create: true });
    expect(created.pages[0]).toContain('New here?');
    expect(created.callback?.searchParams.get('code')).toBeTruthy();
    expect((await authorize({ email, password: 'sousa1897' })).callback).toBeDefined();
    // the email is taken now, and the demo account's password is not changed by a second "create"
    const again = await authorize({ email: 'demo@example.com', password: 'other', create: true });
    expect(again.callback).toBeUndefined();
    expect(again.pages.at(-1)).toContain('An account with this email already exists');
    expect((await authorize({ email: 'demo@example.com', password: 'demo' })).callback).toBeDefined();
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const { callback } = await authorize({ email: 'demo@example.com', password: 'demo', challenge: null });
    // the error comes back to the SPA's redirect URI, never a code
    expect(callback?.searchParams.get('code')).toBeNull();
    expect(callback?.searchParams.get('error')).toBe('invalid_request');
  });
});
