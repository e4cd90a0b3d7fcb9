import { onTestFinished } from 'vitest';
import type { RouteKey } from '@app/shared/routes';
import { REQUEST_ID_HEADER, type ParamsOf } from '../lib/api-client';

/** One call the app made to /api, as the stub saw it. */
export interface StubRequest {
  method: string;
  /** The path after /api, without the query: `/users/me`. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, a FormData, or undefined. */
  body: unknown;
  headers: Headers;
}

/** A Response (see `json` and `apiError`), or a value answered as JSON with status 200 (undefined: 204). */
export type StubAnswer = unknown;
export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;
/** A route's path with each `{param}` as the text its value is written as (`/programs/${number}`). */
type FilledPath<Path extends string, Params> = Path extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}${Name extends keyof Params ? Params[Name] & (string | number) : string}${FilledPath<Tail, Params>}`
  : Path;
/** `'PATCH /programs/12'` for the route `'PATCH /api/programs/{id}'`: how a call is keyed, below the base path. */
type StubKeyOf<K extends RouteKey> = K extends `${infer Method} /api${infer Path}`
  ? `${Method} ${FilledPath<Path, ParamsOf<K>>}`
  : never;
/** A call of the route table as the stub keys it: a route that does not exist does not compile. */
export type StubRoute = { [K in RouteKey]: StubKeyOf<K> }[RouteKey];
/** Keyed `'<METHOD> <path>'`, e.g. `'PATCH /users/me'`: a handler, or the answer itself. */
export type StubRoutes = { [Route in StubRoute]?: StubHandler | StubAnswer };

export interface ApiStub {
  /** Every /api call, in order. */
  readonly calls: StubRequest[];
  /** Calls no route matched (answered 501 with the API's error shape). */
  readonly unhandled: StubRequest[];
  /** Adds or replaces routes. */
  on(routes: StubRoutes): ApiStub;
  has(route: StubRoute): boolean;
  restore(): void;
}

/** A JSON answer with a status and headers of the test's choice. */
export function json(
  body: unknown,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** An answer with the API's error shape `{ error: { code, message } }` and, if given, the request id header. */
export function apiError(
  status: number,
  code: string,
  message: string,
  requestId?: string,
  details?: unknown,
): Response {
  const error = details === undefined ? { code, message } : { code, message, details };
  return json({ error }, { status, headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {} });
}

/** A promise the test settles when it wants: to see what the screen shows while a call is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function toResponse(answer: StubAnswer): Response {
  if (answer instanceof Response) return answer;
  if (answer === undefined) return new Response(null, { status: 204 });
  return json(answer);
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

let active: (ApiStub & { routes: Map<string, StubHandler> }) | undefined;

/**
 * Answers the app's /api calls from a small route table instead of the network: replaces
 * `globalThis.fetch` until the test ends (or `restore()`); other URLs still go to the real fetch.
 * Called again in the same test, it adds routes to the stub already installed.
 *
 * ```ts
 * const api = stubApi({ 'GET /users/me': profile, 'PATCH /users/me': apiError(500, 'INTERNAL_ERROR', 'Boom', 'req-1') });
 * expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('PATCH /users/me');
 * ```
 */
export function stubApi(routes: StubRoutes = {}): ApiStub {
  if (active) return active.on(routes);
  const realFetch = globalThis.fetch;
  const table = new Map<string, StubHandler>();
  const calls: StubRequest[] = [];
  const unhandled: StubRequest[] = [];

  const stub: ApiStub & { routes: Map<string, StubHandler> } = {
    routes: table,
    calls,
    unhandled,
    on(more) {
      for (const [route, value] of Object.entries(more)) {
        const [method, path] = route.trim().split(/\s+/);
        if (!method || !path) throw new Error(`stubApi: routes look like 'GET /users/me', not '${route}'`);
        // a Response can be read once: every call gets its own copy
        const handler: StubHandler =
          typeof value === 'function'
            ? (value as StubHandler)
            : () => (value instanceof Response ? value.clone() : value);
        table.set(`${method.toUpperCase()} ${path}`, handler);
      }
      return stub;
    },
    has: (route) => table.has(route),
    restore() {
      if (active !== stub) return;
      globalThis.fetch = realFetch;
      active = undefined;
    },
  };

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) return realFetch(input, init);
    const request: StubRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.slice('/api'.length),
      query: url.searchParams,
      body: parseBody(init?.body),
      headers: new Headers(init?.headers),
    };
    calls.push(request);
    const handler = table.get(`${request.method} ${request.path}`);
    if (!handler) {
      unhandled.push(request);
      return toResponse(apiError(501, 'NOT_STUBBED', `No stub for ${request.method} ${request.path}`));
    }
    return toResponse(await handler(request));
  }) as typeof fetch;

  active = stub;
  stub.on(routes);
  onTestFinished(() => stub.restore());
  return stub;
}
