import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalIdentityFromEnv, startLocalStack, type LocalStack } from '@app/scripts/local/stack';

/**
 * The identity provider's keys out of reach (its discovery document failing, its JWKS refusing
 * connections or answering 500): the API answers 503 AUTH_UNAVAILABLE, which the browser does not
 * take for a signed-out director (401 would send them to sign in again), and serves again as
 * soon as the keys are back. A token that is bad on its own is still 401 meanwhile. The provider
 * is a stand-in configured as `npm start` with OIDC_ISSUER would be.
 */

const AUDIENCE = 'https://api.podium.example';
let stack: LocalStack;
let issuer: string;
let discoveryFails = true;
let keysAnswer: 'keys' | 'server error' = 'server error';
let keysPort = 0;
let keys: http.Server | undefined;
let sign: () => Promise<string>;
/** The JWKS server again, on the port the discovery document names: the provider coming back. */
let restartKeys: () => Promise<void>;

let discovery: http.Server;

const listen = (server: http.Server, port: number) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: http.Server | undefined) =>
  new Promise<void>((resolve) => {
    server?.closeAllConnections();
    return server ? server.close(() => resolve()) : resolve();
  });

async function startKeys(jwk: object) {
  keys = http.createServer((req, res) => {
    if (req.url !== '/jwks') return void res.writeHead(404).end();
    if (keysAnswer === 'server error') return void res.writeHead(500).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  keysPort = await listen(keys, keysPort);
}

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };
  await startKeys(jwk);
  discovery = http.createServer((req, res) => {
    if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end();
    if (discoveryFails) return void res.writeHead(500).end();
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ issuer, jwks_uri: `http://127.0.0.1:${keysPort}/jwks` }));
  });
  issuer = `http://127.0.0.1:${await listen(discovery, 0)}`;
  sign = () =>
    new SignJWT({ scope: 'openid email', email: 'keys@example.org', name: 'Kay Keys' })
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject('keys-unreachable-1')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);

  const externalIdentity = externalIdentityFromEnv({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'spa-client',
    OIDC_AUDIENCE: AUDIENCE,
  });
  stack = await startLocalStack({
    port: 0,
    idpPort: 0,
    dataDir: undefined,
    web: 'none',
    seed: false,
    externalIdentity,
  });
  restartKeys = () => startKeys(jwk);
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await Promise.all([close(discovery), close(keys)]);
});

async function call(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${stack.appUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text || 'null') as { error?: { code: string; message: string } } };
}

const unavailable = { error: { code: 'AUTH_UNAVAILABLE', message: expect.stringMatching(/unavailable/i) } };

describe("the identity provider's keys out of reach", () => {
  it('discovery document failing → 503 AUTH_UNAVAILABLE; a malformed token is still 401', async () => {
    const answer = await call('/users/me', await sign());
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body).toEqual(unavailable);
    expect((await call('/users/me', 'not.a.jwt')).status).toBe(401);
  });

  it('JWKS answering 500 → 503, for reads and writes alike', async () => {
    discoveryFails = false;
    keysAnswer = 'server error';
    const token = await sign();
    const read = await call('/users/me', token);
    expect(read.status, JSON.stringify(read.body)).toBe(503);
    expect(read.body).toEqual(unavailable);
    const write = await call('/ensembles', token, {
      method: 'POST',
      body: { name: 'Never Written', type: 'concert_band' },
    });
    expect(write.status, JSON.stringify(write.body)).toBe(503);
    expect(write.body).toEqual(unavailable);
  });

  it('JWKS refusing connections → 503', async () => {
    await close(keys);
    keys = undefined;
    const answer = await call('/users/me', await sign());
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body).toEqual(unavailable);
  });

  it('keys back → 200, and nothing was written while they were away', async () => {
    keysAnswer = 'keys';
    await restartKeys();
    const token = await sign();
    const me = await call('/users/me', token);
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body).toMatchObject({ email: 'keys@example.org' });
    expect((await call('/ensembles', token)).body).toEqual([]);
  });
});
