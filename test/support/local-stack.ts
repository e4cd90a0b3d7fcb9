import { afterAll, beforeAll } from 'vitest';
import {
  LIMITS_OUT_OF_REACH,
  startLocalStack,
  type LocalStack,
  type LocalStackOptions,
} from '@app/scripts/local/stack';

export interface ApiCall {
  method?: string;
  token?: string | null;
  /** A JS value is sent as JSON; a string, Buffer or FormData as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  raw: Buffer;
}

export interface TestStack {
  stack: LocalStack;
  /** An access token from the real local IdP for `email` (account created if absent). */
  token(email?: string): Promise<string>;
  /** Calls `/api<path>` on the adapter over HTTP. */
  api<T = any>(path: string, call?: ApiCall): Promise<ApiAnswer<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * In memory on free ports, no web app, the demo account seeded; the per-user limits out of reach
 * unless the suite sets its own (suites call the expensive routes faster than any director).
 */
const suiteStackOptions = (options: Partial<LocalStackOptions>): LocalStackOptions => ({
  port: 0,
  idpPort: 0,
  dataDir: undefined,
  web: 'none',
  seed: true,
  ...options,
  functionEnv: { ...LIMITS_OUT_OF_REACH, ...options.functionEnv },
});

/**
 * Starts the real local stack (dynalite, s3rver, local-aws-sqs, oidc-provider, the adapter) in
 * memory on free ports for one test file, and stops it after. Each file runs in its own process.
 */
export function useLocalStack(options: Partial<LocalStackOptions> = {}): TestStack {
  let stack: LocalStack | undefined;
  beforeAll(async () => {
    stack = await startLocalStack(suiteStackOptions(options));
  });
  afterAll(async () => {
    await stack?.stop();
  });
  return testStackOf(() => {
    if (!stack) throw new Error('the local stack is not started yet');
    return stack;
  });
}

/**
 * `useLocalStack`, started at once (`await` it at the top of a test file) for a suite that needs
 * the stack while its tests are collected, e.g. to generate one test per route from what the
 * handlers declare (they read their configuration when they load). Stopped after the file.
 */
export async function startedLocalStack(options: Partial<LocalStackOptions> = {}): Promise<TestStack> {
  const stack = await startLocalStack(suiteStackOptions(options));
  afterAll(() => stack.stop());
  return testStackOf(() => stack);
}

function testStackOf(started: () => LocalStack): TestStack {
  const tokens = new Map<string, string>();
  const handle: TestStack = {
    get stack() {
      return started();
    },
    async token(email = 'director@example.com') {
      if (!tokens.has(email)) tokens.set(email, await handle.stack.accessTokenFor(email));
      return tokens.get(email)!;
    },
    async api(path, call = {}) {
      const headers: Record<string, string> = { ...call.headers };
      const token = call.token === undefined ? await handle.token() : call.token;
      if (token) headers.authorization = `Bearer ${token}`;
      let body: RequestInit['body'];
      if (typeof call.body === 'string' || call.body instanceof FormData) body = call.body;
      else if (Buffer.isBuffer(call.body)) body = new Uint8Array(call.body);
      else if (call.body !== undefined) {
        body = JSON.stringify(call.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(`${handle.stack.appUrl}/api${path}`, {
        method: call.method ?? 'GET',
        headers,
        body,
      });
      const raw = Buffer.from(await response.arrayBuffer());
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      return {
        status: response.status,
        headers: response.headers,
        raw,
        body: isJson && raw.length ? JSON.parse(raw.toString('utf8')) : raw.toString('utf8'),
      };
    },
  };
  return handle;
}
