// Reads go through swr hooks. Writes are plain calls (`call`) that the component awaits; it then
// revalidates (or `mutate`s) the swr keys it changed. No useSWRMutation hooks.
import type { $ZodType, input as SchemaInput, output as SchemaOutput } from 'zod/v4/core';
import type { ResponseOf, RouteKey, RouteOf } from '@app/shared/routes';
import { isSessionPath, paths } from '../config/paths';
import {
  clearInactive,
  clearSignInRetried,
  currentPath,
  currentUser,
  dropSession,
  markInactive,
  markSignInRetried,
  recordSignInFailure,
  renewSession,
  saveReturnPath,
  signInRetried,
} from './session';

/** Every product call waits up to 3,000,000 ms. */
const TIMEOUT_MS = 3_000_000;
const BASE_PATH = '/api';
/** API Gateway names every request; the same id is on the function's log lines. */
export const REQUEST_ID_HEADER = 'apigw-requestid';

/**
 * An answer other than 2xx; `message` is the server's `error.message` when it sent one, and
 * `requestId` the API's request id (header `apigw-requestid`), so a director's report can be
 * matched to a log line. Network failures have status 0 and no request id.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly details?: unknown,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Navigate = (path: string) => void;
let navigate: Navigate = (path) => window.location.assign(path);
/** The router registers its navigate so redirects of the API client stay inside the SPA. */
export const setApiNavigator = (fn: Navigate) => {
  navigate = fn;
};

let redirectingToLogin = false;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
}

function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${BASE_PATH}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  return fetch(urlOf(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Please reload the page and try again.';
/**
 * A 429 without the API's error shape: API Gateway throttling every caller together (the
 * per-user limits answer 429 with a message of their own that says how long to wait).
 */
const TOO_BUSY = 'Podium is very busy right now. Please wait a moment and try again.';

async function errorOf(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string; details?: unknown } }
    | undefined;
  const error = payload?.error;
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  // a 405 is logged only; neither it nor a gateway's page shows protocol words to a director
  const fallback = response.status === 429 ? TOO_BUSY : SOMETHING_WENT_WRONG;
  const message = response.status === 405 ? SOMETHING_WENT_WRONG : (error?.message ?? fallback);
  return new ApiError(response.status, error?.code, message, error?.details, requestId);
}

/**
 * The one client of the product API: base path /api, bearer token, JSON, answers
 * unwrapped from `{data}`. A 401 renews the session once and retries; if that fails the token
 * is dropped, the current path saved and the browser sent to sign in, once: if the API refuses
 * the fresh sign-in too, the login page says sign-in did not work instead. A 403 INACTIVE_USER flags
 * the account and goes to /inactive-account.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return (await response.blob()) as T;
  const payload = (await response.json()) as unknown;
  return (isDataWrapper(payload) ? payload.data : payload) as T;
}

/**
 * `{ data }` and nothing else: an answer wrapped in a data field. A page such as
 * `{ data, total }` is not a wrapper and is returned whole, so its total is kept.
 */
const isDataWrapper = (payload: unknown): payload is { data: unknown } =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  'data' in payload &&
  Object.keys(payload).length === 1;

/** `apiRequest` without reading the body: for downloads, whose headers (the file name) matter. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  let user = await currentUser();
  let response: Response;
  try {
    response = await send(path, options, user?.access_token);
    if (response.status === 401 && user?.refresh_token) {
      user = await renewSession().catch(() => null);
      if (user) response = await send(path, options, user.access_token);
    }
  } catch (error) {
    console.error(`[api] ${options.method ?? 'GET'} ${path} failed`, error);
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach Podium. Check your connection and try again.');
  }

  if (response.status === 401) {
    const error = await errorOf(response);
    // a call that was still on its way when the director signed out, answered on a page anyone
    // may read: they chose to leave, so no sign-in page
    const signedOutOnOpenPage = !user && !isSessionPath(window.location.pathname);
    if (!redirectingToLogin && !signedOutOnOpenPage) {
      redirectingToLogin = true;
      await dropSession();
      if (signInRetried()) {
        // a fresh sign-in was refused too: stop (no endless loop) and let the login page say why
        console.error(`[api] ${options.method ?? 'GET'} ${path}: the API refused a fresh sign-in`, error);
        recordSignInFailure(error.message);
      } else {
        markSignInRetried();
        saveReturnPath(currentPath());
      }
      navigate(paths.login.getHref());
      setTimeout(() => (redirectingToLogin = false), 1000);
    }
    throw error;
  }
  clearSignInRetried();
  // an answer the account middleware let through: the account is active (again)
  if (response.ok) clearInactive();
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 403 && error.code === 'INACTIVE_USER') {
      console.warn('[api] this account is inactive');
      markInactive();
      navigate(paths.inactiveAccount.getHref());
    } else if (response.status === 405) {
      console.warn(`[api] ${options.method ?? 'GET'} ${path}: method not allowed`);
    }
    throw error;
  }
  return response;
}

/** The swr fetcher's read of a key (`pathOf(…)`); every other call goes through `call`. */
export const api = {
  get: <T>(path: string) => apiRequest<T>(path),
};

type QueryValue = string | number | boolean | undefined;

/**
 * What the browser sends for a schema: its input type, or its output type where the input is
 * `unknown` (a field read by a preprocess step, such as a blank string turned into null).
 */
type Sent<I, O> = unknown extends I
  ? O
  : I extends object
    ? { [K in keyof I]: unknown extends I[K] ? FieldOf<O, K> : I[K] }
    : I;
/** A field's output type, read from each shape of a body that is one of several shapes. */
type FieldOf<O, K> = O extends unknown ? (K extends keyof O ? O[K] : never) : never;

/** The path params of a route, as its schemas read them (ids are numbers). */
export type ParamsOf<K extends RouteKey> =
  RouteOf<K> extends { params: infer P }
    ? { [N in keyof P]: P[N] extends $ZodType ? SchemaOutput<P[N]> : never }
    : never;
/** The query of a route: its schema's fields, each a text, number or boolean written into the URL. */
export type QueryOf<K extends RouteKey> =
  RouteOf<K> extends { query: infer S extends $ZodType } ? { [F in keyof SchemaOutput<S>]?: QueryValue } : never;
/** The body of a route: JSON that its schema accepts, or the FormData of an upload. */
export type BodyOf<K extends RouteKey> =
  RouteOf<K> extends { body: infer S extends $ZodType }
    ? Sent<SchemaInput<S>, SchemaOutput<S>>
    : RouteOf<K> extends { multipart: true }
      ? FormData
      : never;

type Field<Name extends string, T, Optional extends boolean = false> = [T] extends [never]
  ? object
  : Optional extends true
    ? { [N in Name]?: T }
    : { [N in Name]: T };
export type CallInput<K extends RouteKey> = Field<'params', ParamsOf<K>> &
  Field<'query', QueryOf<K>, true> &
  Field<'body', BodyOf<K>>;
type CallArgs<K extends RouteKey> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** `/programs/5` for `'GET /api/programs/{id}'` and `{ id: 5 }`: a route's path below the base path (also a swr key). */
export function pathOf<K extends RouteKey>(
  key: K,
  ...[params]: [ParamsOf<K>] extends [never] ? [] : [ParamsOf<K>]
): string {
  const path = key.slice(key.indexOf(' ') + 1).slice(BASE_PATH.length);
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );
}

/** `/api/library/template.csv`: the address of a route without params, for a plain link. */
export const hrefOf = (key: RouteKey): string => key.slice(key.indexOf(' ') + 1);

/** The path and request options of a call (its input typed by `CallInput` at the call). */
function requestOf(key: RouteKey, input: object = {}): [string, RequestOptions] {
  const { params, query, body } = input as { params?: unknown; query?: RequestOptions['query']; body?: unknown };
  const method = key.slice(0, key.indexOf(' ')) as RequestOptions['method'];
  return [(pathOf as (key: RouteKey, params?: unknown) => string)(key, params), { method, query, body }];
}

/**
 * A call of the route table, typed from its entry: `call('POST /api/programs', { body })`
 * answers a `Program`; `{ params }` fills the path (`{ params: { id: 5 } }`), `{ query }` the
 * query string. The route key is the one the API dispatches on, so a path cannot be mistyped.
 */
export const call = <K extends RouteKey>(key: K, ...[input]: CallArgs<K>): Promise<ResponseOf<K>> =>
  apiRequest<ResponseOf<K>>(...requestOf(key, input));

/** `call` without reading the body: for downloads, whose headers (the file name) matter. */
export const callForResponse = <K extends RouteKey>(key: K, ...[input]: CallArgs<K>): Promise<Response> =>
  apiResponse(...requestOf(key, input));

/** Message to show for any thrown value. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
