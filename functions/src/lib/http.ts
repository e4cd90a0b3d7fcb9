import { createHash } from 'node:crypto';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import type { RouteDefinition, RouteSchemas } from '@app/shared/api/route';
import { formatIssues, humanErrorMap, issueDetails } from '@app/shared/validation';
import { verifyAuthorization, type TokenIdentity } from './auth';
import type { Caller } from './caller';
import type { NotFoundDetails } from '@app/shared/api/errors';
import {
  AppError,
  NotFoundError,
  TimeoutError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
import { countUnhandledError, logger, observability } from './observability';
import { giveBackRequest, takeRequest, type RequestGroup, type Requester } from './rate-limit';
import { errorBody, json, type ApiEvent, type ApiResult } from './responses';
import { withRequestDeadline } from './request-deadline';

/** What the middlewares learn about a request, in the order they run. */
export interface ApiContext extends Context {
  /** The verified access token (auth middleware). */
  token?: TokenIdentity;
  /** The caller whose account exists and is active (the users domain's account middleware). */
  caller?: Caller;
  /** The route's path params, body and query, parsed by its schemas (validate middleware). */
  input?: { params: Record<string, unknown>; body: unknown; query: unknown };
}

export type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

export interface ApiRequest<Params = Record<string, never>, Body = undefined, Query = undefined> {
  event: ApiEvent;
  params: Params;
  body: Body;
  query: Query;
  caller: Caller;
}

type Parsed<S> = S extends $ZodType ? output<S> : undefined;
type ParsedParams<P> =
  P extends Readonly<Record<string, $ZodType>> ? { [K in keyof P]: output<P[K]> } : Record<string, never>;

/** What a route's handler is given: its path params, query and body as its table entry's schemas parse them. */
export type RequestOf<R extends RouteDefinition> = ApiRequest<
  ParsedParams<R['params']>,
  Parsed<R['body']>,
  Parsed<R['query']>
>;

type KeyOf<R extends RouteDefinition> = `${R['method']} ${R['path']}`;
type Handle = (request: ApiRequest<Record<string, unknown>, unknown, unknown>) => Promise<ApiResult>;

/** Every signed-in route of a domain's table, each exactly once: a missing or extra one is a type error. */
export type DomainEndpoints<R extends RouteDefinition> = {
  [E in R as E['auth'] extends true ? KeyOf<E> : never]: (request: RequestOf<E>) => Promise<ApiResult>;
};

/** A domain's routes anyone may call: no token is checked and there is no caller. */
export type PublicEndpoints<R extends RouteDefinition> = {
  [E in R as E['auth'] extends false ? KeyOf<E> : never]: (request: Omit<RequestOf<E>, 'caller'>) => Promise<ApiResult>;
};

/** The routes of a domain that count against a limit, and which one: per user, or per client on a public route. */
export type LimitedRoutes<R extends RouteDefinition> = {
  [E in R as KeyOf<E>]?: RequestGroup;
};

/** Maps every thrown error to `{ error: { code, message, details? } }`; anything else is a logged 500. */
export function toErrorResult(error: unknown, routeKey = 'unknown'): ApiResult {
  if (error instanceof AppError) {
    if (error.cause) logger.warn(error.message, { code: error.code, cause: error.cause as Error });
    const result = json(error.status, errorBody(error.code, error.message, error.details));
    if (error instanceof TooManyRequestsError)
      result.headers = { ...result.headers, 'retry-after': String(error.retryAfterSeconds) };
    return result;
  }
  logger.error('unhandled error', error as Error);
  countUnhandledError(routeKey);
  return json(500, errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
}

/** The one error middleware, registered last so it maps errors before the others see them. */
const errorMapper = (): ApiMiddleware => ({
  onError: async (request) => {
    request.response = toErrorResult(request.error, request.event.routeKey);
  },
});

/** Verifies the bearer access token (the HTTP API's JWT authorizer checks it first in AWS). */
const authenticate = (publicRoutes: ReadonlySet<string>): ApiMiddleware => ({
  before: async ({ event, context }) => {
    if (publicRoutes.has(event.routeKey)) return;
    context.token = await verifyAuthorization(event.headers.authorization);
    logger.appendKeys({ sub: context.token.sub });
  },
});

/** Statuses of a request refused for what it sent (a file that is no library, one too large). */
const REFUSED_INPUT = new Set([400, 413, 415, 422]);

/**
 * Counts a request of a limited route against the caller's limit (one conditional write), after
 * its input was validated: a request refused as bad input costs nothing and counts nothing, and one
 * the handler refuses for what it sent (a CSV with no title column) is given back.
 */
/** The signed-in caller, or on a public route the client's address (hashed: no address is stored). */
const requesterOf = (event: ApiEvent, context: { caller?: Caller }): Requester =>
  context.caller?.sub ?? {
    client: createHash('sha256').update(event.requestContext.http.sourceIp).digest('base64url').slice(0, 32),
  };

const limitRequests = (limited: ReadonlyMap<string, RequestGroup>): ApiMiddleware => {
  const taken = new WeakSet<object>();
  return {
    before: async ({ event, context }) => {
      const group = limited.get(event.routeKey);
      if (group) {
        await takeRequest(requesterOf(event, context), group);
        taken.add(event);
      }
    },
    onError: async ({ event, context, error }) => {
      const group = limited.get(event.routeKey);
      if (!group || !taken.has(event)) return;
      if (error instanceof AppError && REFUSED_INPUT.has(error.status))
        await giveBackRequest(requesterOf(event, context), group).catch((e: unknown) =>
          logger.error('refused request not given back to its limit', { group, error: e }),
        );
    },
  };
};

/** Body, then query, then path params (in path order): the order in which they were always checked. */
const validateInput = (routes: ReadonlyMap<string, RouteDefinition>): ApiMiddleware => ({
  before: async ({ event, context }) => {
    const route = routes.get(event.routeKey);
    context.input = {
      body: route?.body ? parseBody(event, route.body) : undefined,
      query: route?.query ? validate(route.query, event.queryStringParameters ?? {}) : undefined,
      params: route?.params ? parseParams(route.params, event.pathParameters ?? {}) : {},
    };
  },
});

/**
 * A path param that does not fit cannot name an item: 404 with the schema's message ("Program not
 * found.") and the item it names (`details.resource`, from `pathId`).
 */
function parseParams(schemas: Readonly<Record<string, $ZodType>>, values: Record<string, string | undefined>) {
  const params: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const parsed = safeParse(schema, values[name]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const resource = issue?.code === 'custom' ? (issue.params as NotFoundDetails | undefined)?.resource : undefined;
      throw new NotFoundError(issue?.message ?? 'Not found.', resource ? { resource } : undefined);
    }
    params[name] = parsed.data;
  }
  return params;
}

export const rawBody = (event: ApiEvent): Buffer =>
  event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);

/** Refuses bytes that are not UTF-8 instead of turning them into U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Parses a JSON body with a zod schema: 415 for a non-JSON body, 400 with readable messages otherwise. */
function parseBody<S extends $ZodType>(event: ApiEvent, schema: S): output<S> {
  const contentType = event.headers['content-type'];
  if (contentType && !/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) {
    throw new UnsupportedMediaTypeError('Send the request body as JSON (Content-Type: application/json).');
  }
  let text: string;
  try {
    text = strictUtf8.decode(rawBody(event)).trim();
  } catch {
    throw new ValidationError('The request body is not valid UTF-8 text. Send it as UTF-8 encoded JSON.');
  }
  // an empty body is a client that forgot it, not "change nothing" or "all defaults"
  if (!text) throw new ValidationError('The request has no body: send its fields as JSON.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
  return validate(schema, data);
}

/** Works for zod and zod/mini schemas alike (both are zod core schemas). */
function validate<S extends $ZodType>(schema: S, data: unknown): output<S> {
  const parsed = safeParse(schema, data, { error: humanErrorMap });
  if (!parsed.success) throw new ValidationError(formatIssues(parsed.error.issues), issueDetails(parsed.error.issues));
  return parsed.data;
}

export interface DomainOptions<R extends RouteDefinition> {
  /** Loads the caller's account and refuses inactive ones (after authentication); owned by the users domain. */
  account: ApiMiddleware;
  /** The handlers of the domain's public routes, if it has any. */
  publicRoutes?: PublicEndpoints<R>;
  /** Expensive routes, each with the per-user limit it counts against (429 TOO_MANY_REQUESTS past it). */
  limits?: LimitedRoutes<R>;
}

/** How long before Lambda's own time-out the handler is cut off with a clean 504 TIMEOUT answer. */
export const EARLY_TIMEOUT_MS = 1000;

/**
 * One Lambda per domain, dispatching on the API Gateway route key over the handlers of that
 * domain's routes (its `@app/shared/api/<domain>` table: a function imports no other domain's
 * contracts). The middy chain, in order: observability → auth → account → validate (the
 * entry's params, query and body schemas) → per-user limit (routes in `options.limits`) →
 * handler, and one error mapper registered last.
 */
export function domainHandler<R extends RouteDefinition>(
  table: readonly R[],
  handlers: NoInfer<DomainEndpoints<R>>,
  options: NoInfer<DomainOptions<R>>,
) {
  const routes = new Map<string, RouteDefinition>();
  const handles = new Map<string, Handle>();
  const publicRoutes = new Set<string>();
  for (const route of table) {
    const key = `${route.method} ${route.path}`;
    const handle = route.auth
      ? (handlers as unknown as Record<string, Handle>)[key]
      : (options.publicRoutes as unknown as Record<string, Handle> | undefined)?.[key];
    if (!handle) throw new Error(`No handler for ${key}`);
    if (!route.auth) publicRoutes.add(key);
    routes.set(key, route);
    handles.set(key, handle);
  }

  const dispatch = async (event: ApiEvent, context: ApiContext): Promise<ApiResult> => {
    const handle = handles.get(event.routeKey);
    if (!handle) throw new NotFoundError('No such route.');
    const isPublic = publicRoutes.has(event.routeKey);
    if ((!isPublic && !context.caller) || !context.input)
      throw new Error('the account and validate middlewares did not run');
    // the handler's own cut-off comes EARLY_TIMEOUT_MS before Lambda's: what a slow call may wait for
    const deadline = Date.now() + context.getRemainingTimeInMillis() - EARLY_TIMEOUT_MS;
    return withRequestDeadline(deadline, () =>
      handle({
        event,
        params: context.input!.params,
        body: context.input!.body,
        query: context.input!.query,
        caller: context.caller!, // public handlers are typed without it
      }),
    );
  };

  const handler = middy<ApiEvent, ApiResult, Error, ApiContext>({
    timeoutEarlyInMillis: EARLY_TIMEOUT_MS,
    timeoutEarlyResponse: () => {
      throw new TimeoutError();
    },
  })
    .use(observability() as ApiMiddleware[])
    .use(authenticate(publicRoutes))
    .use(options.account)
    .use(validateInput(routes))
    .use(limitRequests(new Map(Object.entries(options.limits ?? {}) as [string, RequestGroup][])))
    .use(errorMapper())
    .handler(dispatch);
  // what each route validates, for suites generated from the contracts (test/api/bad-input-sweep)
  const routeSchemas: ReadonlyMap<string, Readonly<RouteSchemas>> = new Map(
    [...routes].map(([key, { params, query, body }]) => [key, Object.freeze({ params, query, body })]),
  );
  return Object.assign(handler, { routeSchemas });
}
