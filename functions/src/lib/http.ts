import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { routeKey, routesOf, type Domain, type RouteDefinition } from '@app/shared/routes';
import { formatIssues, humanErrorMap, issueDetails } from '@app/shared/validation';
import { verifyAuthorization } from './auth';
import { AppError, InactiveUserError, NotFoundError, UnsupportedMediaTypeError, ValidationError } from './errors';
import { ensureUser, type UserRecord } from '../users/repository';
import { errorBody, json, type ApiEvent, type ApiResult } from './responses';

export interface ApiRequest {
  event: ApiEvent;
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  /** The signed-in account; every route of a domain handler requires one. */
  user: UserRecord;
}

export type RouteHandler = (request: ApiRequest) => Promise<ApiResult>;

/** Maps every thrown error to `{ error: { code, message, details? } }`; unknown errors are logged 500s. */
export function toErrorResult(error: unknown): ApiResult {
  if (error instanceof AppError) {
    const result = json(error.status, errorBody(error.code, error.message, error.details));
    if (error.status === 405 && 'allow' in error) result.headers = { ...result.headers, allow: String(error.allow) };
    return result;
  }
  console.error('unhandled error', error);
  return json(500, errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
}

const errorMiddleware = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: async (request) => {
    request.response = toErrorResult(request.error);
  },
});

export const rawBody = (event: ApiEvent): Buffer =>
  event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);

/** Parses a JSON body with a zod schema: 415 for a non-JSON body, 400 with readable messages otherwise. */
export function parseBody<S extends z.ZodType>(event: ApiEvent, schema: S): z.output<S> {
  const contentType = event.headers['content-type'];
  if (contentType && !/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) {
    throw new UnsupportedMediaTypeError('Send the request body as JSON (Content-Type: application/json).');
  }
  const text = rawBody(event).toString('utf8').trim();
  let data: unknown = {};
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ValidationError('The request body is not valid JSON.');
    }
  }
  return validate(schema, data);
}

export function parseQuery<S extends z.ZodType>(event: ApiEvent, schema: S): z.output<S> {
  return validate(schema, event.queryStringParameters ?? {});
}

export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data, { error: humanErrorMap });
  if (!parsed.success) throw new ValidationError(formatIssues(parsed.error.issues), issueDetails(parsed.error.issues));
  return parsed.data;
}

/** Path ids are positive integers below 2^53; anything else cannot name an item, so 404. */
export function parseId(value: string | undefined, what: string): number {
  const id = /^[1-9]\d{0,15}$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(`${what} not found.`);
  return id;
}

export interface DomainOptions {
  /**
   * How old an account record this container already holds may be (ms) before it is read
   * again. 0 (the default) reads it on every request; domains that need only the account's
   * identity and active flag may accept a few seconds, so an account flagged inactive is
   * refused by them at most that much later.
   */
  accountMaxAgeMs?: number;
}

/** What domains that use only the account's identity and active flag accept. */
export const SHORT_ACCOUNT_MAX_AGE_MS = 10_000;

/**
 * One Lambda per domain: a middy chain (auth, dispatch on the API Gateway route key, one error
 * middleware) over the handlers of that domain's routes in the shared table.
 */
export function domainHandler(domain: Domain, handlers: Record<string, RouteHandler>, options: DomainOptions = {}) {
  const table = new Map<string, RouteDefinition>(routesOf(domain).map((r) => [routeKey(r), r]));
  const missing = [...table.keys()].filter((key) => !handlers[key]);
  const extra = Object.keys(handlers).filter((key) => !table.has(key));
  if (missing.length || extra.length) {
    throw new Error(`Handlers of ${domain} do not match the route table (missing: ${missing}; not in table: ${extra})`);
  }

  const dispatch = async (event: ApiEvent, _context: Context): Promise<ApiResult> => {
    const route = table.get(event.routeKey);
    const handle = handlers[event.routeKey];
    if (!route || !handle) throw new NotFoundError('No such route.');
    if (!route.auth) throw new Error(`${event.routeKey} is public; domain handlers serve signed-in routes only`);
    const identity = await verifyAuthorization(event.headers.authorization);
    const user = await ensureUser(identity, options.accountMaxAgeMs);
    if (user.is_active === false) throw new InactiveUserError();
    return handle({
      event,
      params: event.pathParameters ?? {},
      query: event.queryStringParameters ?? {},
      user,
    });
  };

  return middy<ApiEvent, ApiResult>().use(errorMiddleware()).handler(dispatch);
}
