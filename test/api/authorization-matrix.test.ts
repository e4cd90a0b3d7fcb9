import { randomBytes } from 'node:crypto';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportSPKI,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWTHeaderParameters,
  type JWTPayload,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, type RouteDefinition } from '@app/shared/routes';
import { useLocalStack } from '../support/local-stack';
import { snapshotUser, subOfToken } from '../support/partition';
import {
  apiPath,
  createOwnedItems,
  describeAnswer,
  pathFor,
  publicRoutes,
  signedInRoutes,
  validBodyFor,
  type OwnedItems,
} from '../support/route-requests';

/**
 * Every signed-in route of the shared table (a route added tomorrow is covered too) refuses each
 * kind of bad credential with 401 UNAUTHORIZED before it reads or writes anything: the calls
 * carry the director's own ids and bodies that would be valid writes, and the director's data
 * is the same after the whole matrix. Forged tokens start from a real access token of the local
 * identity provider with one thing changed; the unchanged re-signed token is the control.
 */

const local = useLocalStack();

let director: string;
let items: OwnedItems;
let before: Awaited<ReturnType<typeof snapshotUser>>;

type Credential = { authorization?: string };
const credentials = new Map<string, Credential>();

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  director = await local.token('matrix-director@example.com');
  items = await createOwnedItems(local, director, 'Matrix');

  const header = decodeProtectedHeader(director) as JWTHeaderParameters & { kid: string };
  const claims = decodeJwt(director);
  const realJwk = local.stack.idp.signingKey;
  const realKey = await importJWK(realJwk, 'RS256');
  const signReal = (payload: JWTPayload, protectedHeader: JWTHeaderParameters = header) =>
    new SignJWT(payload).setProtectedHeader(protectedHeader).sign(realKey);

  // the control: the real token's header and claims, re-signed, are accepted
  const control = await local.api('/users/me', { token: await signReal(claims) });
  expect(control.status, `re-signed real token: ${describeAnswer(control)}`).toBe(200);

  const otherKey = (await generateKeyPair('RS256')).privateKey;
  const { kty, n, e } = realJwk;
  const publicPem = await exportSPKI(
    (await importJWK({ kty, n, e }, 'RS256', { extractable: true })) as Parameters<typeof exportSPKI>[0],
  );
  const bearer = (token: string): Credential => ({ authorization: `Bearer ${token}` });

  credentials.set('no Authorization header', {});
  credentials.set('empty bearer', { authorization: 'Bearer ' });
  credentials.set('malformed', { authorization: 'Bearer not.a.jwt' });
  credentials.set(
    'another RSA key with the same kid',
    bearer(await new SignJWT(claims).setProtectedHeader(header).sign(otherKey)),
  );
  credentials.set('expired 5 minutes ago', bearer(await signReal({ ...claims, iat: now() - 3900, exp: now() - 300 })));
  credentials.set('wrong audience', bearer(await signReal({ ...claims, aud: 'https://api.someone-else.example' })));
  credentials.set('wrong issuer (trailing slash)', bearer(await signReal({ ...claims, iss: `${claims.iss}/` })));
  credentials.set('alg none', bearer(`${base64url({ ...header, alg: 'none' })}.${base64url(claims)}.`));
  credentials.set(
    'HS256 keyed with the public key',
    bearer(
      await new SignJWT(claims)
        .setProtectedHeader({ ...header, alg: 'HS256' })
        .sign(new TextEncoder().encode(publicPem)),
    ),
  );
  // as oidc-provider signs them: no typ, aud the SPA client, nonce and at_hash
  credentials.set(
    'ID token',
    bearer(
      await signReal(
        {
          iss: claims.iss,
          sub: claims.sub,
          aud: local.stack.clientId,
          iat: now(),
          exp: now() + 3600,
          auth_time: now() - 5,
          nonce: randomBytes(16).toString('base64url'),
          at_hash: randomBytes(16).toString('base64url'),
          sid: randomBytes(16).toString('hex'),
          email: claims.email,
          email_verified: true,
          name: claims.name,
        },
        { alg: 'RS256', kid: header.kid },
      ),
    ),
  );

  // taken after the control call, so the account's reads of it are in both snapshots
  before = await snapshotUser(local.stack, subOfToken(director));
});

/** Calls the route with the credential; a short description of each wrong answer. */
async function wrongAnswers(route: RouteDefinition): Promise<string[]> {
  const wrong: string[] = [];
  await Promise.all(
    [...credentials].map(async ([kind, credential]) => {
      const answer = await local.api(pathFor(route, items), {
        method: route.method,
        token: null,
        headers: { ...credential },
        body: validBodyFor(route, items),
      });
      const shaped =
        answer.status === 401 &&
        answer.body?.error?.code === 'UNAUTHORIZED' &&
        typeof answer.body.error.message === 'string' &&
        Object.keys(answer.body).length === 1;
      if (!shaped) wrong.push(`${kind} → ${describeAnswer(answer)}`);
    }),
  );
  return wrong.sort();
}

describe('every signed-in route refuses bad credentials with 401', () => {
  it('forges ten kinds of credential', () => {
    expect(credentials.size).toBe(10);
  });

  it.each(signedInRoutes.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    expect(await wrongAnswers(route), `${routeKey(route)} answered these credentials wrongly`).toEqual([]);
  });

  it("left the director's items exactly as they were", async () => {
    expect(await snapshotUser(local.stack, subOfToken(director))).toEqual(before);
  });
});

describe('public routes', () => {
  it.each(publicRoutes.map((route) => [routeKey(route), route] as const))(
    '%s answers without a token (not 401)',
    async (_key, route) => {
      const answer = await local.api(apiPath(route), { method: route.method, token: null });
      expect(answer.status, describeAnswer(answer)).not.toBe(401);
    },
  );
});
