import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OidcSettings, TokenVerifier, TokenVerifierOptions } from '@app/functions/lib/auth';
import { setPlaceholderFunctionEnv } from '@app/functions/lib/config-for-tests';

/**
 * Access and ID tokens shaped as each provider documents them (docs/identity-providers.md links
 * the pages), signed with a local key, through the functions' real token check: what a provider
 * issues for the API passes; its ID tokens, and tokens for another audience, client or issuer,
 * get 401. No provider is called; the keys stand in for each provider's JWKS.
 */

// the token check lives beside the functions' config, which validates the environment on import
setPlaceholderFunctionEnv();
const { createTokenVerifier, oidcSettingsFrom } = await import('@app/functions/lib/auth');

type Alg = 'RS256' | 'PS256' | 'ES256';
const keys = {} as Record<Alg, { privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey']; jwk: JWK }>;
let jwks: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const publicJwks: JWK[] = [];
  for (const alg of ['RS256', 'PS256', 'ES256'] as const) {
    const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: `key-${alg}`, alg, use: 'sig' };
    keys[alg] = { privateKey, jwk };
    publicJwks.push(jwk);
  }
  jwks = createLocalJWKSet({ keys: publicJwks });
});

const now = () => Math.floor(Date.now() / 1000);

/** Signs `payload` as a provider would: `typ` header as it documents (undefined: none). */
function sign(payload: JWTPayload, { typ, alg = 'RS256' }: { typ?: string; alg?: Alg } = {}) {
  return new SignJWT({ iat: now(), exp: now() + 3600, ...payload })
    .setProtectedHeader({ alg, kid: keys[alg].jwk.kid, ...(typ ? { typ } : {}) })
    .sign(keys[alg].privateKey);
}

const settings = (partial: Partial<OidcSettings> & Pick<OidcSettings, 'issuer'>): OidcSettings => ({
  audiences: [],
  acceptedClientIds: [],
  requiredScopes: [],
  algorithms: ['RS256'],
  emailClaim: 'email',
  nameClaim: 'name',
  ...partial,
});

const verifierFor = (s: OidcSettings, options: TokenVerifierOptions = {}): TokenVerifier =>
  createTokenVerifier(s, { keys: jwks, ...options });

async function statusOf(verifier: TokenVerifier, token: string): Promise<number> {
  try {
    await verifier.verify(`Bearer ${token}`);
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

describe('Auth0 (an API registered; https://auth0.com/docs/secure/tokens/access-tokens/access-token-profiles)', () => {
  const issuer = 'https://podium.eu.auth0.com/';
  const api = 'https://api.podium.example.org';
  const verifier = () =>
    verifierFor(
      settings({
        issuer,
        audiences: [api],
        emailClaim: 'https://podium.example.org/email',
        nameClaim: 'https://podium.example.org/name',
      }),
    );

  it('accepts access tokens of both token profiles, reading email and name from namespaced custom claims', async () => {
    const auth0Profile = await sign(
      {
        iss: issuer,
        sub: 'auth0|123456',
        aud: [api, `${issuer}userinfo`],
        azp: 'SpaClientId123',
        scope: 'openid profile email offline_access',
        'https://podium.example.org/email': 'jane@school.example.org',
        'https://podium.example.org/name': 'Jane Doe',
      },
      { typ: 'JWT' },
    );
    const identity = await verifier().verify(`Bearer ${auth0Profile}`);
    expect(identity).toMatchObject({ sub: 'auth0|123456', email: 'jane@school.example.org', name: 'Jane Doe' });

    const rfc9068Profile = await sign(
      {
        iss: issuer,
        sub: 'auth0|123456',
        aud: [api, `${issuer}userinfo`],
        client_id: 'SpaClientId123',
        jti: '73WakrfVbNJBaAmhQtEeDv',
        scope: 'openid profile email',
      },
      { typ: 'at+jwt' },
    );
    expect(await statusOf(verifier(), rfc9068Profile)).toBe(200);
  });

  it('refuses the ID token (aud is the client id) and a token for another API', async () => {
    const idToken = await sign(
      {
        iss: issuer,
        sub: 'auth0|123456',
        aud: 'SpaClientId123',
        nonce: 'n-0S6_WzA2Mj',
        name: 'Jane Doe',
        email: 'jane@school.example.org',
      },
      { typ: 'JWT' },
    );
    expect(await statusOf(verifier(), idToken)).toBe(401);
    const otherApi = await sign({
      iss: issuer,
      sub: 'auth0|123456',
      aud: ['https://billing.example.org', `${issuer}userinfo`],
      azp: 'SpaClientId123',
      scope: 'openid',
    });
    expect(await statusOf(verifier(), otherApi)).toBe(401);
    // without `audience` at sign-in Auth0's token is for its userinfo only
    const userinfoOnly = await sign({
      iss: issuer,
      sub: 'auth0|123456',
      aud: `${issuer}userinfo`,
      azp: 'SpaClientId123',
      scope: 'openid',
    });
    expect(await statusOf(verifier(), userinfoOnly)).toBe(401);
  });
});

describe('Amazon Cognito (no aud in access tokens; https://docs.aws.amazon.com/cognito/latest/developerguide/amazon-cognito-user-pools-using-the-access-token.html)', () => {
  const issuer = 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_example';
  const clientId = '57cbishk4j24pabc1234567890';
  const access = (claims: JWTPayload = {}) =>
    sign({
      iss: issuer,
      sub: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
      'cognito:groups': ['directors'],
      token_use: 'access',
      scope: 'openid email profile',
      auth_time: now(),
      jti: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
      origin_jti: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
      client_id: clientId,
      username: 'janedoe',
      ...claims,
    });
  const idToken = () =>
    sign({
      iss: issuer,
      sub: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
      aud: clientId,
      token_use: 'id',
      email: 'jane@school.example.org',
      email_verified: true,
      'cognito:username': 'janedoe',
      nonce: 'n-0S6_WzA2Mj',
    });

  it('accepts an access token whose client_id is an accepted client id (as the API Gateway authorizer does)', async () => {
    const identity = await verifierFor(settings({ issuer, acceptedClientIds: [clientId] })).verify(
      `Bearer ${await access()}`,
    );
    expect(identity).toMatchObject({ sub: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee', email: null, name: null });
  });

  it('refuses an access token of another app client, and the ID token', async () => {
    const verifier = verifierFor(settings({ issuer, acceptedClientIds: [clientId] }));
    expect(await statusOf(verifier, await access({ client_id: 'anotherappclient0000000000' }))).toBe(401);
    expect(await statusOf(verifier, await idToken())).toBe(401);
  });

  it('refuses the ID token even when the audience is set to the client id (the usual workaround)', async () => {
    const verifier = verifierFor(settings({ issuer, audiences: [clientId], acceptedClientIds: [clientId] }));
    expect(await statusOf(verifier, await idToken())).toBe(401);
    expect(await statusOf(verifier, await access())).toBe(200);
  });

  it('requires a custom scope when one is configured', async () => {
    const verifier = verifierFor(
      settings({ issuer, acceptedClientIds: [clientId], requiredScopes: ['https://api.podium.example.org/podium'] }),
    );
    expect(await statusOf(verifier, await access())).toBe(401);
    expect(await statusOf(verifier, await access({ scope: 'openid https://api.podium.example.org/podium' }))).toBe(200);
  });
});

describe('Okta custom authorization server (https://developer.okta.com/docs/reference/api/oidc/, reserved claims)', () => {
  const issuer = 'https://podium.okta.com/oauth2/default';
  const verifier = () => verifierFor(settings({ issuer, audiences: ['api://default'] }));

  it('accepts its access token (aud api://default, cid, scp array)', async () => {
    const token = await sign({
      ver: 1,
      jti: 'AT.0mP4JKAZX1iACIT4vbEDF7LpvDVjxypPMf0D7uX39RE',
      iss: issuer,
      aud: 'api://default',
      cid: '0oaoesxtxmPf08QHk0h7',
      uid: '00uid4BxXw6I6TV4m0g3',
      scp: ['openid', 'profile', 'email', 'offline_access'],
      sub: 'jane@school.example.org',
    });
    expect(await statusOf(verifier(), token)).toBe(200);
  });

  it("refuses its ID token and the org authorization server's access token", async () => {
    const idToken = await sign({
      ver: 1,
      sub: '00uid4BxXw6I6TV4m0g3',
      iss: issuer,
      aud: '0oaoesxtxmPf08QHk0h7',
      amr: ['pwd'],
      nonce: 'n-0S6_WzA2Mj',
      name: 'Jane Doe',
      email: 'jane@school.example.org',
    });
    expect(await statusOf(verifier(), idToken)).toBe(401);
    const orgServer = await sign({
      ver: 1,
      iss: 'https://podium.okta.com',
      aud: 'https://podium.okta.com',
      cid: '0oaoesxtxmPf08QHk0h7',
      scp: ['openid'],
      sub: '00uid4BxXw6I6TV4m0g3',
    });
    expect(await statusOf(verifier(), orgServer)).toBe(401);
  });
});

describe('Microsoft Entra ID (https://learn.microsoft.com/entra/identity-platform/access-token-claims-reference)', () => {
  const tenant = '72f988bf-86f1-41af-91ab-2d7cd011db47';
  const v2Issuer = `https://login.microsoftonline.com/${tenant}/v2.0`;
  const apiClientId = '6e74172b-be56-4843-9ff4-e66a39bb12e3';
  // the v2.0 sample of Microsoft's page: one app registration is both the SPA and the API
  const v2Access = () =>
    sign(
      {
        aud: apiClientId,
        iss: v2Issuer,
        azp: apiClientId,
        azpacr: '0',
        name: 'Abe Lincoln',
        oid: '690222be-ff1a-4d56-abd1-7e4f7d38e474',
        preferred_username: 'abeli@microsoft.com',
        scp: 'access_as_user',
        sub: 'HKZpfaHyWadeOouYlitjrI-KffTm222X5rrV3xDqfKQ',
        tid: tenant,
        ver: '2.0',
      },
      { typ: 'JWT' },
    );
  const v2IdToken = () =>
    sign(
      {
        aud: apiClientId,
        iss: v2Issuer,
        name: 'Abe Lincoln',
        nonce: 'n-0S6_WzA2Mj',
        oid: '690222be-ff1a-4d56-abd1-7e4f7d38e474',
        preferred_username: 'abeli@microsoft.com',
        sub: 'HKZpfaHyWadeOouYlitjrI-KffTm222X5rrV3xDqfKQ',
        tid: tenant,
        ver: '2.0',
      },
      { typ: 'JWT' },
    );

  it('accepts a v2 access token (accessTokenAcceptedVersion 2) with the access_as_user scope', async () => {
    const identity = await verifierFor(
      settings({ issuer: v2Issuer, audiences: [apiClientId], requiredScopes: ['access_as_user'] }),
    ).verify(`Bearer ${await v2Access()}`);
    expect(identity.name).toBe('Abe Lincoln');
  });

  it('refuses the ID token of the same app registration (same aud): it has a nonce and no scope', async () => {
    expect(
      await statusOf(
        verifierFor(settings({ issuer: v2Issuer, audiences: [apiClientId], requiredScopes: ['access_as_user'] })),
        await v2IdToken(),
      ),
    ).toBe(401);
    // the nonce alone refuses it when no scope is required
    expect(
      await statusOf(verifierFor(settings({ issuer: v2Issuer, audiences: [apiClientId] })), await v2IdToken()),
    ).toBe(401);
  });

  it('refuses a v1 token (issuer sts.windows.net) against the v2 issuer, and takes it with the issuer set apart from the sign-in authority', async () => {
    const v1Issuer = `https://sts.windows.net/${tenant}/`;
    const v1Access = await sign(
      {
        aud: `api://${apiClientId}`,
        iss: v1Issuer,
        appid: '75dbe77f-10a3-4e59-85fd-8c127544f17c',
        appidacr: '0',
        email: 'AbeLi@microsoft.com',
        name: 'abeli',
        scp: 'access_as_user',
        sub: 'l3_roISQU222bULS9yi2k0XpqpOiMz5H3ZACo1GeXA',
        tid: tenant,
        unique_name: 'abeli@microsoft.com',
        ver: '1.0',
      },
      { typ: 'JWT' },
    );
    expect(
      await statusOf(
        verifierFor(settings({ issuer: v2Issuer, audiences: [apiClientId, `api://${apiClientId}`] })),
        v1Access,
      ),
    ).toBe(401);
    expect(
      await statusOf(
        verifierFor(settings({ issuer: v1Issuer, audiences: [apiClientId, `api://${apiClientId}`] })),
        v1Access,
      ),
    ).toBe(200);
  });
});

describe('Keycloak (https://www.keycloak.org/docs/latest/server_admin/#audience-support)', () => {
  const issuer = 'https://sso.example.org/realms/schools';
  const access = (claims: JWTPayload) =>
    sign(
      {
        jti: 'd58f5dc8-fd8f-462b-8a19-716f8f83985b',
        iss: issuer,
        sub: '36fa0f91-f94d-4a0c-afed-6b7d952e47da',
        typ: 'Bearer',
        azp: 'podium-web',
        scope: 'openid email profile',
        email_verified: true,
        name: 'Jane Doe',
        preferred_username: 'jane',
        email: 'jane@school.example.org',
        ...claims,
      },
      { typ: 'JWT' },
    );
  const verifier = () => verifierFor(settings({ issuer, audiences: ['podium-api'] }));

  it('accepts an access token with an Audience mapper (aud podium-api beside account), also with the nonce older Keycloak copies into it', async () => {
    expect(await statusOf(verifier(), await access({ aud: ['podium-api', 'account'] }))).toBe(200);
    expect(await statusOf(verifier(), await access({ aud: ['podium-api', 'account'], nonce: 'n-0S6_WzA2Mj' }))).toBe(
      200,
    );
  });

  it('refuses access tokens without the mapper (aud account, or none) and the ID token', async () => {
    expect(await statusOf(verifier(), await access({ aud: 'account' }))).toBe(401);
    expect(await statusOf(verifier(), await access({}))).toBe(401);
    const idToken = await sign(
      {
        iss: issuer,
        sub: '36fa0f91-f94d-4a0c-afed-6b7d952e47da',
        aud: 'podium-web',
        typ: 'ID',
        azp: 'podium-web',
        nonce: 'n-0S6_WzA2Mj',
        name: 'Jane Doe',
      },
      { typ: 'JWT' },
    );
    expect(await statusOf(verifier(), idToken)).toBe(401);
    // an ID token refused even where the client itself is an accepted audience
    expect(await statusOf(verifierFor(settings({ issuer, audiences: ['podium-web'] })), idToken)).toBe(401);
  });

  it('accepts a token without aud by its azp when the client is an accepted client id', async () => {
    expect(await statusOf(verifierFor(settings({ issuer, acceptedClientIds: ['podium-web'] })), await access({}))).toBe(
      200,
    );
  });
});

describe('the check itself', () => {
  const issuer = 'https://idp.example.org';
  const s = settings({ issuer, audiences: ['https://api.podium.example.org'] });
  const good = (alg: Alg = 'RS256', typ?: string) =>
    sign({ iss: issuer, sub: 'u1', aud: 'https://api.podium.example.org' }, { alg, typ });

  it('accepts only the configured algorithms (RS256 by default; PS256 and ES256 when configured)', async () => {
    expect(await statusOf(verifierFor(s), await good('PS256'))).toBe(401);
    expect(await statusOf(verifierFor(s), await good('ES256'))).toBe(401);
    const configured = verifierFor({ ...s, algorithms: ['PS256', 'ES256'] });
    expect(await statusOf(configured, await good('PS256'))).toBe(200);
    expect(await statusOf(configured, await good('ES256'))).toBe(200);
    expect(await statusOf(configured, await good('RS256'))).toBe(401);
  });

  it('requires the configured typ (at+jwt) and refuses other token types in the header', async () => {
    const strict = verifierFor({ ...s, accessTokenTyp: 'at+jwt' });
    expect(await statusOf(strict, await good('RS256', 'at+jwt'))).toBe(200);
    expect(await statusOf(strict, await good('RS256', 'application/at+jwt'))).toBe(200);
    expect(await statusOf(strict, await good('RS256', 'JWT'))).toBe(401);
    expect(await statusOf(verifierFor(s), await good('RS256', 'logout+jwt'))).toBe(401);
  });

  it("parses the functions' OIDC_* variables into these settings", () => {
    expect(
      oidcSettingsFrom({
        OIDC_ISSUER: 'https://sts.windows.net/t/',
        OIDC_AUDIENCE: ' api://x , 6e74172b ',
        OIDC_ACCEPTED_CLIENT_IDS: '',
        OIDC_REQUIRED_SCOPES: 'access_as_user, other',
        OIDC_ALGORITHMS: 'rs256,PS256',
        OIDC_ACCESS_TOKEN_TYP: '',
        OIDC_EMAIL_CLAIM: 'email',
        OIDC_NAME_CLAIM: 'name',
        OIDC_JWKS_URI: undefined,
      }),
    ).toEqual({
      issuer: 'https://sts.windows.net/t/',
      audiences: ['api://x', '6e74172b'],
      acceptedClientIds: [],
      requiredScopes: ['access_as_user', 'other'],
      algorithms: ['RS256', 'PS256'],
      accessTokenTyp: undefined,
      emailClaim: 'email',
      nameClaim: 'name',
      jwksUri: undefined,
    });
  });

  it("logs jose's reason (code and claim) when it answers 401, never the token", async () => {
    const lines: string[] = [];
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    }
    const expired = await sign({ iss: issuer, sub: 'u1', aud: 'https://api.podium.example.org', exp: now() - 600 });
    const wrongAudience = await sign({ iss: issuer, sub: 'u1', aud: 'https://elsewhere.example.org' });
    const statuses = [await statusOf(verifierFor(s), expired), await statusOf(verifierFor(s), wrongAudience)];
    vi.restoreAllMocks();
    expect(statuses).toEqual([401, 401]);
    const logged = lines.join('');
    expect(logged).not.toContain(expired);
    expect(logged).not.toContain(wrongAudience);
    const refusals = lines
      .flatMap((l) => l.split('\n'))
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { message: string; tokenRefused?: Record<string, string> })
      .filter((l) => l.message === 'access token refused');
    expect(refusals.map((l) => l.tokenRefused)).toEqual([
      expect.objectContaining({ code: 'ERR_JWT_EXPIRED', claim: 'exp' }),
      expect.objectContaining({ code: 'AUDIENCE_NOT_ACCEPTED', claim: 'aud' }),
    ]);
  });
});

describe('email and name from the userinfo endpoint when the access token lacks them', () => {
  let server: http.Server;
  let issuer: string;
  let userinfoCalls = 0;
  let answer: Record<string, unknown> = {};
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/.well-known/openid-configuration') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ issuer, userinfo_endpoint: `${issuer}/userinfo` }));
      } else if (req.url === '/userinfo' && req.headers.authorization?.startsWith('Bearer ')) {
        userinfoCalls += 1;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks once per token (a Cognito-shaped token: no email or name in it)', async () => {
    const verifier = verifierFor(settings({ issuer, acceptedClientIds: ['client'] }));
    const token = await sign({
      iss: issuer,
      sub: 'user-1',
      token_use: 'access',
      client_id: 'client',
      scope: 'openid email profile',
    });
    answer = { sub: 'user-1', email: 'jane@school.example.org', given_name: 'Jane', family_name: 'Doe' };
    const first = await (await verifier.verify(`Bearer ${token}`)).completeClaims();
    const again = await (await verifier.verify(`Bearer ${token}`)).completeClaims();
    expect(first).toEqual({ sub: 'user-1', email: 'jane@school.example.org', name: 'Jane Doe' });
    expect(again).toEqual(first);
    expect(userinfoCalls).toBe(1);
  });

  it('ignores an answer about another subject, and does not ask when the token has both', async () => {
    const verifier = verifierFor(settings({ issuer, acceptedClientIds: ['client'] }));
    answer = { sub: 'someone-else', email: 'mallory@example.org', name: 'Mallory' };
    const token = await sign({ iss: issuer, sub: 'user-2', client_id: 'client' });
    expect(await (await verifier.verify(`Bearer ${token}`)).completeClaims()).toEqual({
      sub: 'user-2',
      email: null,
      name: null,
    });
    const calls = userinfoCalls;
    const complete = await sign({ iss: issuer, sub: 'user-3', client_id: 'client', email: 'a@b.example', name: 'A B' });
    expect(await (await verifier.verify(`Bearer ${complete}`)).completeClaims()).toEqual({
      sub: 'user-3',
      email: 'a@b.example',
      name: 'A B',
    });
    expect(userinfoCalls).toBe(calls);
  });
});
