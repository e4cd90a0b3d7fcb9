import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { documentsRoutes } from '@app/shared/api/documents';
import type { ApiEvent, ApiResult } from './responses';
import { setPlaceholderFunctionEnv } from './config-for-tests';

/**
 * A signed-in route refuses a caller without a valid token with 401 before anything else runs,
 * validation included; with a valid token the handler runs. The token check is the real one,
 * against a local JWKS endpoint.
 */

const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'order-test', alg: 'RS256', use: 'sig' };
const keys = http.createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
);
await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => keys.close(() => resolve())));

const ISSUER = 'https://issuer.example/';
const AUDIENCE = 'https://api.example';
// the functions' config validates the environment when http.ts (through auth.ts) is imported
setPlaceholderFunctionEnv({
  OIDC_ISSUER: ISSUER,
  OIDC_AUDIENCE: AUDIENCE,
  OIDC_JWKS_URI: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/jwks`,
});
const { domainHandler } = await import('./http');
const { json } = await import('./responses');

const accountRuns: string[] = [];
const handler = domainHandler(
  documentsRoutes,
  {
    'GET /api/document/programs/{id}': async ({ params }) => json(200, { program: params.id }),
  },
  {
    // the users domain's account step needs DynamoDB; this one only records that it ran
    account: {
      before: async ({ context }) => {
        accountRuns.push(context.token?.sub ?? 'no token');
        if (context.token) context.caller = { sub: context.token.sub };
      },
    },
  },
);

const token = () =>
  new SignJWT({ scope: 'api' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject('director-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);

const event = (headers: Record<string, string>, query?: Record<string, string>, id = '7'): ApiEvent => ({
  version: '2.0',
  routeKey: 'GET /api/document/programs/{id}',
  rawPath: '/api/document/programs/7',
  rawQueryString: new URLSearchParams(query).toString(),
  headers,
  ...(query ? { queryStringParameters: query } : {}),
  pathParameters: { id },
  requestContext: {
    accountId: 'test',
    apiId: 'test',
    domainName: 'localhost',
    domainPrefix: 'localhost',
    requestId: 'req-1',
    routeKey: 'GET /api/document/programs/{id}',
    stage: '$default',
    time: new Date().toUTCString(),
    timeEpoch: Date.now(),
    http: {
      method: 'GET',
      path: '/api/document/programs/7',
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'test',
    },
  },
  isBase64Encoded: false,
});

const context = (): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'podium-test-documents',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:podium-test-documents',
  memoryLimitInMB: '1024',
  awsRequestId: 'aws-req-1',
  logGroupName: '/aws/lambda/podium-test-documents',
  logStreamName: 'test',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

async function call(headers: Record<string, string>, query?: Record<string, string>, id?: string) {
  const result = (await handler(event(headers, query, id), context())) as ApiResult;
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? '{}') as unknown,
  };
}

describe('the token check comes first', () => {
  it('answers 401 without a token, or with a bad one, before the account step or validation run', async () => {
    accountRuns.length = 0;
    for (const headers of [{}, { authorization: 'Bearer not.a.jwt' }] as Record<string, string>[]) {
      for (const query of [undefined, { format: 'not-a-format' }]) {
        const answer = await call(headers, query);
        expect(answer.status, JSON.stringify({ headers, query })).toBe(401);
        expect(answer.body).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
      }
    }
    expect(accountRuns).toEqual([]);
  });

  it('runs the handler with a valid token (and answers 400 for a query that does not fit)', async () => {
    const authorization = `Bearer ${await token()}`;
    const answer = await call({ authorization });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ program: 7 });
    expect((await call({ authorization }, { format: 'not-a-format' })).status).toBe(400);
    expect(accountRuns).toEqual(['director-1', 'director-1']);
  });
});

describe('the path params of the table entry', () => {
  it("answer 404 with the entry's message and item for an id that cannot name an item, after the query is checked", async () => {
    const authorization = `Bearer ${await token()}`;
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999']) {
      const answer = await call({ authorization }, undefined, id);
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({
        error: { code: 'NOT_FOUND', message: 'Program not found.', details: { resource: 'program' } },
      });
    }
    expect((await call({ authorization }, { format: 'not-a-format' }, 'abc')).status).toBe(400);
  });
});
