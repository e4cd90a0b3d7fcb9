import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalIdentityFromEnv, startLocalStack, type LocalStack } from '@app/scripts/local/stack';

/**
 * `npm start` with OIDC_ISSUER set: the built-in provider does not start, /config.json names the
 * configured provider, and the API checks that provider's tokens (here a stand-in serving a
 * discovery document and keys, issuing Cognito-shaped tokens).
 */
let provider: http.Server;
let issuer: string;
let stack: LocalStack;
let sign: (payload: JWTPayload) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };
  provider = http.createServer((req, res) => {
    const body =
      req.url === '/.well-known/openid-configuration'
        ? {
            issuer,
            jwks_uri: `${issuer}/jwks`,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
          }
        : req.url === '/jwks'
          ? { keys: [jwk] }
          : undefined;
    if (body) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  sign = (payload) =>
    new SignJWT({
      iss: issuer,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
      ...payload,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
      .sign(privateKey);

  const externalIdentity = externalIdentityFromEnv({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'spa-client',
    OIDC_ACCEPTED_CLIENT_IDS: 'spa-client',
    OIDC_SCOPE: 'openid email',
    OIDC_EXTRA_QUERY_PARAMS: 'lang=en',
  });
  stack = await startLocalStack({ port: 0, idpPort: 0, dataDir: undefined, web: 'none', seed: true, externalIdentity });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((resolve) => provider?.close(() => resolve()));
});

describe('npm start with your own identity provider', () => {
  it('needs the SPA client and an audience or client id besides the issuer, and stays built-in without OIDC_ISSUER', () => {
    expect(externalIdentityFromEnv({})).toBeUndefined();
    expect(() => externalIdentityFromEnv({ OIDC_ISSUER: 'https://idp.example.org' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => externalIdentityFromEnv({ OIDC_ISSUER: 'https://idp.example.org', OIDC_CLIENT_ID: 'spa' })).toThrow(
      /OIDC_AUDIENCE or OIDC_ACCEPTED_CLIENT_IDS/,
    );
  });

  it('serves a /config.json naming that provider, without audience, and runs no built-in provider', async () => {
    const config = (await (await fetch(`${stack.appUrl}/config.json`)).json()) as Record<string, unknown>;
    expect(config).toEqual({
      authority: issuer,
      client_id: 'spa-client',
      scope: 'openid email',
      extra_query_params: { lang: 'en' },
    });
    expect(() => stack.idp).toThrow(/built-in identity provider is not running/);
    await expect(stack.accessTokenFor('demo@example.com')).rejects.toThrow(/not running/);
  });

  it("accepts the provider's access tokens and refuses its ID tokens", async () => {
    const call = async (token: string) =>
      (await fetch(`${stack.appUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(
      await call(
        await sign({ sub: 'ext-user-1', token_use: 'access', client_id: 'spa-client', scope: 'openid email' }),
      ),
    ).toBe(200);
    expect(
      await call(await sign({ sub: 'ext-user-1', token_use: 'id', aud: 'spa-client', email: 'x@example.org' })),
    ).toBe(401);
    expect(await call(await sign({ sub: 'ext-user-1', token_use: 'access', client_id: 'another-client' }))).toBe(401);
  });
});
