import { importJWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack, type ApiAnswer } from '../support/local-stack';
import { snapshotUser, subOfToken } from '../support/partition';

/**
 * A token's `sub` is data, never part of a key it could shape: a sub that is not a non-empty
 * string of sane length is refused with 401 in the error shape, and one holding the key
 * separator (`<director's sub>#CHAT#<session>`) gets an account of its own instead of writing
 * into that director's chat history. Tokens are signed with the local identity provider's key, so
 * only the sub differs from a real sign-in.
 */
const local = useLocalStack();

async function tokenWithSub(sub: unknown) {
  const jwk = local.stack.idp.signingKey;
  // SignJWT's setSubject takes strings only; a provider can sign any JSON value
  return new SignJWT({ scope: 'api', sub } as Record<string, unknown>)
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setIssuer(local.stack.issuer)
    .setAudience(local.stack.audience)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(jwk, 'RS256'));
}

const expectUnauthorized = (answer: ApiAnswer, label: string) => {
  expect(answer.status, label).toBe(401);
  expect(answer.body, label).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
};

/** Signed-in routes of several functions, reads and writes. */
const routes: [string, string, unknown?][] = [
  ['GET', '/users/me'],
  ['GET', '/programs'],
  ['GET', '/ensembles'],
  ['POST', '/ensembles', { name: 'Forged Winds', type: 'concert_band' }],
  ['GET', '/library/entries'],
  ['GET', '/chat/user-sessions'],
];

describe('a sub that cannot name an account', () => {
  it.each<[string, unknown]>([
    ['an empty sub', ''],
    ['a blank sub', '   '],
    ['a numeric sub', 42],
    ['a sub of 4 kB', 'x'.repeat(4096)],
    ['a sub of 256 characters', 'x'.repeat(256)],
    ['a sub with a control character', 'director\n2'],
    ['an object sub', { id: 'director' }],
  ])('%s is 401 on every route, never 500 or an account', async (label, sub) => {
    const token = await tokenWithSub(sub);
    for (const [method, path, body] of routes)
      expectUnauthorized(await local.api(path, { token, method, body }), `${label}: ${method} ${path}`);
  });

  it('a numeric sub does not reach the account of the same digits as text', async () => {
    const text = await local.api<{ id: string }>('/users/me', { token: await tokenWithSub('4242') });
    expect(text.status).toBe(200);
    expect(text.body.id).toBe('4242');
    expectUnauthorized(await local.api('/users/me', { token: await tokenWithSub(4242) }), 'numeric 4242');
  });

  it('a sub of 255 characters (the OpenID Connect limit) is an account', async () => {
    const sub = 'y'.repeat(255);
    const me = await local.api<{ id: string }>('/users/me', { token: await tokenWithSub(sub) });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(sub);
  });
});

describe("a sub shaped like another director's key", () => {
  let directorToken: string;
  let directorSub: string;
  let sessionId: number;
  let history: unknown;

  beforeAll(async () => {
    directorToken = await local.token('forging-victim@example.com');
    directorSub = subOfToken(directorToken);
    const band = await local.api<{ id: number }>('/ensembles', {
      token: directorToken,
      method: 'POST',
      body: { name: 'Victim Winds', type: 'concert_band' },
    });
    expect(band.status).toBe(201);
    const session = await local.api<{ session_id: number }>('/chat/session', {
      token: directorToken,
      method: 'POST',
      body: { ensemble_id: band.body.id },
    });
    expect(session.status).toBe(201);
    sessionId = session.body.session_id;
    const asked = await local.api('/chat/message', {
      token: directorToken,
      method: 'POST',
      body: { message: 'a march', ensemble_id: band.body.id, session_id: sessionId },
    });
    expect(asked.status).toBe(200);
    history = (await local.api(`/chat/history/${sessionId}`, { token: directorToken })).body;
  }, 60_000);

  it("gets an account of its own; the director's chat history and items stay as they were", async () => {
    const before = await snapshotUser(local.stack, directorSub);
    const forgedSub = `${directorSub}#CHAT#${sessionId}`;
    const token = await tokenWithSub(forgedSub);

    const me = await local.api<{ id: string }>('/users/me', { token, method: 'PATCH', body: { name: 'Forger' } });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(forgedSub);
    const band = await local.api<{ id: number }>('/ensembles', {
      token,
      method: 'POST',
      body: { name: 'Forged Winds', type: 'concert_band' },
    });
    expect(band.status).toBe(201);
    const session = await local.api<{ session_id: number }>('/chat/session', {
      token,
      method: 'POST',
      body: { ensemble_id: band.body.id },
    });
    expect(session.status).toBe(201);
    const asked = await local.api('/chat/message', {
      token,
      method: 'POST',
      body: { message: 'a hymn', ensemble_id: band.body.id, session_id: session.body.session_id },
    });
    expect(asked.status).toBe(200);

    // the forger sees nothing of the director's, and the director's data is byte for byte the same
    expect((await local.api(`/chat/history/${sessionId}`, { token })).status).toBe(404);
    expect((await local.api<unknown[]>('/chat/user-sessions', { token })).body).toHaveLength(1);
    expect((await local.api(`/chat/history/${sessionId}`, { token: directorToken })).body).toEqual(history);
    expect(await snapshotUser(local.stack, directorSub)).toEqual(before);
  });

  it('a sub ending in the separator, or holding its escape, is yet another account', async () => {
    const subs = [`${directorSub}#`, `${directorSub}%23`, `${directorSub}%`];
    const ids = [];
    for (const sub of subs) {
      const me = await local.api<{ id: string; email: string | null }>('/users/me', { token: await tokenWithSub(sub) });
      expect(me.status, sub).toBe(200);
      expect(me.body.email, sub).toBeNull();
      ids.push(me.body.id);
    }
    expect(ids).toEqual(subs);
    const director = await local.api<{ email: string }>('/users/me', { token: directorToken });
    expect(director.body.email).toBe('forging-victim@example.com');
  });
});
