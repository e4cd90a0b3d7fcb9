import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { routeKey, routesOf, type Domain, type PublicRouteKeyOf, type RouteKeyOf } from '@app/shared/routes';
import { formatIssues, humanErrorMap, issueDetails } from '@app/shared/validation';
import { verifyAuthorization, type TokenIdentity } from './auth';
import type { Caller } from './caller';
import { AppError, NotFoundError, TimeoutError, UnsupportedMediaTypeError, ValidationError } from './errors';
import { countUnhandledError, logger, observability } from './observability';
import { errorBody, json, type ApiEvent, type ApiResult } from './responses';

/** What the middlewares learn about a request, in the order they run. */
export interface ApiContext extends Context {
  /** The verified access token (auth middleware). */
  token?: TokenIdentity;
  /** The caller whose account exists and is active (the users domain's account middleware). */
  caller?: Caller;
  /** The route's body and query, parsed by its schemas (validate middleware). */
  input?: { body: unknown; query: unknown };
}

export type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

export interface ApiRequest<Body = undefined, Query = undefined> {
  event: ApiEvent;
  params: Record<string, string | undefined>;
  body: Body;
  query: Query;
  caller: Caller;
}

type Parsed<S> = S extends $ZodType ? output<S> : undefined;

export interface RouteSchemas {
  /** A JSON body (415 for another content type, 400 with readable messages when it does not fit). */
  body?: $ZodType;
  query?: $ZodType;
}

export interface Endpoint {
  schemas: RouteSchemas;
  handle(request: ApiRequest<unknown, unknown>): Promise<ApiResult>;
}

/** A route with a JSON body and/or query checked by zod schemas before its handler runs. */
export function endpoint<S extends RouteSchemas>(
  schemas: S,
  handle: (request: ApiRequest<Parsed<S['body']>, Parsed<S['query']>>) => Promise<ApiResult>,
): Endpoint {
  return { schemas, handle: handle as Endpoint['handle'] };
}

/** A route without a JSON body or query to check (ids in the path are parsed by the handler). */
export type PlainHandler = (request: ApiRequest) => Promise<ApiResult>;

/** Every signed-in route of one domain of the table, each exactly once: a missing or extra one is a type error. */
export type DomainEndpoints<D extends Domain> = { [K in RouteKeyOf<D>]: Endpoint | PlainHandler };

/** A route anyone may call: no token is checked and there is no caller. */
export type PublicHandler = (request: Omit<ApiRequest, 'caller'>) => Promise<ApiResult>;
export type PublicEndpoints<D extends Domain> = { [K in PublicRouteKeyOf<D>]: PublicHandler };

/** Maps every thrown error to `{ error: { code, message, details? } }`; anything else is a logged 500. */
export function toErrorResult(error: unknown, routeKey = 'unknown'): ApiResult {
  if (error instanceof AppError) {
    if (error.cause) logger.warn(error.message, { code: error.code, cause: error.cause as Error });
    return json(error.status, errorBody(error.code, error.message, error.details));
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

const validateInput = (endpoints: ReadonlyMap<string, Endpoint>): ApiMiddleware => ({
  before: async ({ event, context }) => {
    const schemas: RouteSchemas = endpoints.get(event.routeKey)?.schemas ?? {};
    context.input = {
      body: schemas.body ? parseBody(event, schemas.body) : undefined,
      query: schemas.query ? validate(schemas.query, event.queryStringParameters ?? {}) : undefined,
    };
  },
});

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

/** Path ids are positive integers below 2^53; anything else cannot name an item, so 404. */
export function parseId(value: string | undefined, what: string): number {
  const id = /^[1-9]\d{0,15}$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(`${what} not found.`);
  return id;
}

export interface DomainOptions<D extends Domain> {
  /** Loads the caller's account and refuses inactive ones (after authentication); owned by the users domain. */
  account: ApiMiddleware;
  /** The handlers of the domain's public routes, if it has any. */
  publicRoutes?: PublicEndpoints<D>;
}

/** How long before Lambda's own time-out the handler is cut off with a clean 504 TIMEOUT answer. */
export const EARLY_TIMEOUT_MS = 1000;

/**
 * One Lambda per domain, dispatching on the API Gateway route key over the handlers of that
 * domain's routes in the shared table. The middy chain, in order: observability → auth →
 * account → validate → handler, and one error mapper registered last.
 */
export function domainHandler<D extends Domain>(domain: D, handlers: DomainEndpoints<D>, options: DomainOptions<D>) {
  const endpoints = new Map<string, Endpoint>();
  const publicRoutes = new Set<string>();
  for (const route of routesOf(domain)) {
    const key = routeKey(route);
    const handler = route.auth
      ? (handlers as Record<string, Endpoint | PlainHandler>)[key]
      : (options.publicRoutes as Record<string, PublicHandler> | undefined)?.[key];
    if (!handler) throw new Error(`No handler for ${key}`);
    if (!route.auth) publicRoutes.add(key);
    endpoints.set(
      key,
      typeof handler === 'function' ? { schemas: {}, handle: handler as Endpoint['handle'] } : handler,
    );
  }

  const dispatch = async (event: ApiEvent, context: ApiContext): Promise<ApiResult> => {
    const endpoint = endpoints.get(event.routeKey);
    if (!endpoint) throw new NotFoundError('No such route.');
    const isPublic = publicRoutes.has(event.routeKey);
    if ((!isPublic && !context.caller) || !context.input)
      throw new Error('the account and validate middlewares did not run');
    return endpoint.handle({
      event,
      params: event.pathParameters ?? {},
      body: context.input.body,
      query: context.input.query,
      caller: context.caller!, // public handlers are typed without it
    });
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
    .use(validateInput(endpoints))
    .use(errorMapper())
    .handler(dispatch);
  // what each route validates, for suites generated from the contracts (test/api/bad-input-sweep)
  const routeSchemas: ReadonlyMap<string, Readonly<RouteSchemas>> = new Map(
    [...endpoints].map(([key, { schemas }]) => [key, Object.freeze({ ...schemas })]),
  );
  return Object.assign(handler, { routeSchemas });
}
