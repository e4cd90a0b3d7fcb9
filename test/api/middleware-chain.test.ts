import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocalStack } from '../support/local-stack';

/**
 * The middy chain of the domain functions (functions/src/lib/http.ts) driven directly, with the
 * real token check and account store of the local stack: the early time-out and the log line of
 * an unhandled error.
 */
const local = useLocalStack();

const event = (token: string, requestId: string) =>
  ({
    version: '2.0',
    routeKey: 'POST /api/billing/checkout',
    rawPath: '/api/billing/checkout',
    rawQueryString: '',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'monthly' }),
    isBase64Encoded: false,
    requestContext: {
      requestId,
      routeKey: 'POST /api/billing/checkout',
      http: { method: 'POST', path: '/api/billing/checkout' },
    },
  }) as never;

const context = (remainingMs: number) =>
  ({
    functionName: 'podium-test',
    awsRequestId: 'test',
    getRemainingTimeInMillis: () => remainingMs,
  }) as unknown as Context;

async function chainWith(handle: () => Promise<never>) {
  const { domainHandler, EARLY_TIMEOUT_MS } = await import('@app/functions/lib/http');
  const { accountMiddleware } = await import('@app/functions/users/account-middleware');
  // every route of the domain needs a handler; the tests call the checkout route
  const { billingRoutes } = await import('@app/shared/api/billing');
  const handler = domainHandler(
    billingRoutes,
    {
      'POST /api/billing/checkout': handle,
      'GET /api/billing/subscription': handle,
      'POST /api/billing/portal': handle,
    },
    { account: accountMiddleware(), publicRoutes: { 'POST /api/billing/webhook': handle } },
  );
  return { handler, EARLY_TIMEOUT_MS };
}

afterEach(() => vi.restoreAllMocks());

describe('the domain middleware chain', () => {
  it('answers 504 TIMEOUT with the error shape before the function would be cut off', async () => {
    // a handler that never answers: only the chain's own deadline can end the call
    const { handler, EARLY_TIMEOUT_MS } = await chainWith(() => new Promise<never>(() => undefined));
    const result = await handler(event(await local.token(), 'req-timeout'), context(EARLY_TIMEOUT_MS + 300));
    expect(result.statusCode).toBe(504);
    expect(JSON.parse(result.body!)).toEqual({
      error: { code: 'TIMEOUT', message: 'This took too long to answer. Please try again.' },
    });
  });

  it('answers an unhandled error with a plain 500 and logs it as JSON with the route, the caller and the request id', async () => {
    const lines: string[] = [];
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    }
    const { handler } = await chainWith(async () => {
      throw new Error('a bug in a handler');
    });
    const token = await local.token('logged@example.com');
    const result = await handler(event(token, 'req-1234'), context(10_000));
    vi.restoreAllMocks();

    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
    const logged = lines
      .flatMap((l) => l.split('\n'))
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const errorLine = logged.find((l) => l.level === 'ERROR');
    expect(errorLine).toMatchObject({
      message: 'unhandled error',
      route: 'POST /api/billing/checkout',
      correlation_id: 'req-1234',
      function_name: 'podium-test',
    });
    expect(errorLine!.sub).toMatch(/^local-/);
    expect(JSON.stringify(errorLine!.error)).toContain('a bug in a handler');
  });
});
