import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { OidcSettings, TokenVerifier } from './auth';
import { setPlaceholderFunctionEnv } from './config-for-tests';

/**
 * The token check when the identity provider's keys cannot be had (its discovery document or
 * JWKS refused, failing or not a key set): 503 AUTH_UNAVAILABLE, never 401 "not valid", so the
 * browser does not sign the director out for the provider's outage; a token that is bad on its
 * own stays 401. The provider is a local HTTP server that can fail, close and come back.
 */

// the token check lives beside the functions' config, which validates the environment on import
setPlaceholderFunctionEnv();
const { createTokenVerifier, isAcceptableSubject, MAX_SUBJECT_LENGTH } = await import('./auth');

const AUDIENCE = 'https://api.example';
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
const otherKey = (await generateKeyPair('RS256')).privateKey;

type KeysAnswer = 'keys' | 'server error' | 'not json' | 'not a key set' | 'redirect';

/** A provider serving discovery and keys, answering its JWKS as `keysAnswer` says. */
class Provider {
  keysAnswer: KeysAnswer = 'keys';
  discoveryFails = false;
  private server?: http.Server;
  port = 0;

  get issuer() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port = 0) {
    this.server = http.createServer((req, res) => {
      if (req.url === '/.well-known/openid-configuration') {
        if (this.discoveryFails) return void res.writeHead(500).end();
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ issuer: this.issuer, jwks_uri: `${this.issuer}/jwks` }));
      }
      if (req.url !== '/jwks') return void res.writeHead(404).end();
      if (this.keysAnswer === 'server error') return void res.writeHead(500).end('upstream down');
      if (this.keysAnswer === 'redirect')
        return void res.writeHead(302, { location: 'https://elsewhere.example/jwks' }).end();
      if (this.keysAnswer === 'not json')
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      const body = this.keysAnswer === 'keys' ? { keys: [jwk] } : { maintenance: true };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

const providers: Provider[] = [];
async function startProvider() {
  const provider = await new Provider().start();
  providers.push(provider);
  return provider;
}
afterEach(async () => {
  await Promise.all(providers.splice(0).map((p) => p.close()));
});

const settingsFor = (issuer: string, extra: Partial<OidcSettings> = {}): OidcSettings => ({
  issuer,
  audiences: [AUDIENCE],
  acceptedClientIds: [],
  requiredScopes: [],
  algorithms: ['RS256'],
  emailClaim: 'email',
  nameClaim: 'name',
  ...extra,
});

const sign = (issuer: string, key = privateKey) =>
  new SignJWT({ scope: 'api' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject('director-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);

const unsigned = (issuer: string) =>
  `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ iss: issuer, aud: AUDIENCE, sub: 'x', exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url')}.`;

/** The answer the API would give: 200, or the error's status and code. */
async function answerTo(verifier: TokenVerifier, token: string): Promise<string> {
  try {
    await verifier.verify(`Bearer ${token}`);
    return '200';
  } catch (error) {
    const { status, code } = error as { status?: number; code?: string };
    return `${status ?? 500} ${code ?? (error as Error).message}`;
  }
}

describe('identity provider keys that cannot be had', () => {
  it.each<KeysAnswer>(['server error', 'not json', 'not a key set', 'redirect'])(
    'JWKS answering %s → 503 AUTH_UNAVAILABLE, then 200 once it serves keys',
    async (answer) => {
      const provider = await startProvider();
      provider.keysAnswer = answer;
      const verifier = createTokenVerifier(settingsFor(provider.issuer));
      const token = await sign(provider.issuer);
      expect(await answerTo(verifier, token)).toBe('503 AUTH_UNAVAILABLE');
      provider.keysAnswer = 'keys';
      expect(await answerTo(verifier, token)).toBe('200');
    },
  );

  it('JWKS refusing connections (provider gone after discovery) → 503, and 200 when it is back', async () => {
    const provider = await startProvider();
    provider.keysAnswer = 'server error';
    const verifier = createTokenVerifier(settingsFor(provider.issuer));
    const token = await sign(provider.issuer);
    expect(await answerTo(verifier, token)).toBe('503 AUTH_UNAVAILABLE'); // discovery read, keys failed
    const { port } = provider;
    await provider.close();
    expect(await answerTo(verifier, token)).toBe('503 AUTH_UNAVAILABLE'); // connection refused
    provider.keysAnswer = 'keys';
    await provider.start(port);
    expect(await answerTo(verifier, token)).toBe('200');
  });

  it('an OIDC_JWKS_URI nobody listens on → 503', async () => {
    const provider = await startProvider();
    const closed = await startProvider();
    const jwksUri = `${closed.issuer}/jwks`;
    await closed.close();
    const verifier = createTokenVerifier(settingsFor(provider.issuer, { jwksUri }));
    expect(await answerTo(verifier, await sign(provider.issuer))).toBe('503 AUTH_UNAVAILABLE');
  });

  it('a discovery document that fails or cannot be fetched → 503, and 200 once it can', async () => {
    const provider = await startProvider();
    provider.discoveryFails = true;
    const verifier = createTokenVerifier(settingsFor(provider.issuer));
    const token = await sign(provider.issuer);
    expect(await answerTo(verifier, token)).toBe('503 AUTH_UNAVAILABLE');
    const { port } = provider;
    await provider.close();
    expect(await answerTo(verifier, token)).toBe('503 AUTH_UNAVAILABLE');
    provider.discoveryFails = false;
    await provider.start(port);
    expect(await answerTo(verifier, token)).toBe('200');
  });

  it('a token that is bad on its own stays 401 while the keys cannot be had', async () => {
    const provider = await startProvider();
    provider.keysAnswer = 'server error';
    const verifier = createTokenVerifier(settingsFor(provider.issuer));
    for (const token of ['not.a.jwt', 'abc', unsigned(provider.issuer)])
      expect(await answerTo(verifier, token), token).toBe('401 UNAUTHORIZED');
  });

  it('with the keys at hand, a token signed by another key or with an unknown kid is 401, not 503', async () => {
    const provider = await startProvider();
    const verifier = createTokenVerifier(settingsFor(provider.issuer));
    expect(await answerTo(verifier, await sign(provider.issuer))).toBe('200');
    expect(await answerTo(verifier, await sign(provider.issuer, otherKey))).toBe('401 UNAUTHORIZED');
    const unknownKid = await new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', kid: 'rotated-away' })
      .setIssuer(provider.issuer)
      .setAudience(AUDIENCE)
      .setSubject('director-1')
      .setExpirationTime('5m')
      .sign(otherKey);
    expect(await answerTo(verifier, unknownKid)).toBe('401 UNAUTHORIZED');
  });
});

describe('the subject a token names', () => {
  it('accepts the subs of real providers, and # or % (the key builders escape them)', () => {
    for (const sub of [
      'local-3f9a1c0e5b7d2a4c6e8f0a1b',
      'auth0|64b7f0c2e1d3a5b7c9d1e3f5',
      '8f14e45f-ceea-467f-a8d4-6c6f1e2b9a3d',
      'director@school.example.org',
      'a#CHAT#5',
      '100%',
      'Zoë',
      '🎺',
      'x'.repeat(MAX_SUBJECT_LENGTH),
    ])
      expect(isAcceptableSubject(sub), sub).toBe(true);
  });

  it('refuses what is not a non-empty string of sane length without control characters', () => {
    for (const sub of [
      undefined,
      null,
      42,
      true,
      {},
      ['a'],
      '',
      '   ',
      'x'.repeat(MAX_SUBJECT_LENGTH + 1),
      'a\nb',
      'a\u0000',
      'a\u007f',
      'a\ud800',
    ])
      expect(isAcceptableSubject(sub), JSON.stringify(sub)).toBe(false);
  });

  it('a signed token with such a sub is 401, not an account', async () => {
    const provider = await startProvider();
    const verifier = createTokenVerifier(settingsFor(provider.issuer));
    for (const sub of [42, '', 'x'.repeat(4096), 'a\tb']) {
      const token = await new SignJWT({ scope: 'api', sub } as never)
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(provider.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      expect(await answerTo(verifier, token), JSON.stringify(sub).slice(0, 20)).toBe('401 UNAUTHORIZED');
    }
  });
});
