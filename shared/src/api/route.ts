import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { notFoundMessage, resourceOf, type NotFoundDetails } from './errors';

/**
 * The pieces every domain's contract file (`shared/src/api/<domain>.ts`) builds its routes with.
 * Written with zod/mini and nothing else: every function bundle imports this file.
 */
export const domains = ['health', 'users', 'billing', 'ensembles', 'library', 'programs', 'documents', 'chat'] as const;
export type Domain = (typeof domains)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiPath = `/api/${string}`;

/** The names of a path's `{param}` segments: `'id' | 'pieceId'` for `/api/programs/{id}/pieces/{pieceId}`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * The type of a route's success body. Only a type: the functions never check their answers (it
 * would cost every call CPU time), and the body types stay the interfaces of `contracts/`.
 */
export interface Reply<T> {
  readonly type?: T;
}
export const reply = <T>(): Reply<T> => ({});

export interface RouteSchemas {
  /** One schema per `{param}` of the path; a value that does not fit is a 404 with the schema's message. */
  params?: Readonly<Record<string, $ZodType>>;
  /** The query string (400 with readable messages when it does not fit). */
  query?: $ZodType;
  /** A JSON body (415 for another content type, 400 with readable messages when it does not fit). */
  body?: $ZodType;
}

export interface RouteDefinition extends RouteSchemas {
  method: HttpMethod;
  path: ApiPath;
  domain: Domain;
  auth: boolean;
  /** A multipart/form-data upload the handler reads itself (no JSON body schema). */
  multipart?: true;
  response: Reply<unknown>;
}

/** What a route declares besides method, path and domain; `params` is required exactly when the path has some. */
export type Contract<P extends string> = Omit<RouteSchemas, 'params'> & {
  multipart?: true;
  response: Reply<unknown>;
} & ([PathParamNames<P>] extends [never]
    ? { params?: never }
    : { params: { readonly [K in PathParamNames<P>]: $ZodType } });

/** A route factory for one kind of access; keeps the literal method, path, domain and schemas, so route keys and inputs are typed. */
const routeWith =
  <const A extends boolean>(auth: A) =>
  <const M extends HttpMethod, const P extends ApiPath, const D extends Domain, const C extends Contract<P>>(
    method: M,
    path: P,
    domain: D,
    contract: C,
  ) => ({ method, path, domain, auth, ...contract });

/** A signed-in route. */
export const route = routeWith(true);

/** A route anyone may call, without a token. */
export const publicRoute = routeWith(false);

const POSITIVE_ID = /^[1-9]\d{0,15}$/;
const ID_OR_ZERO = /^(0|[1-9]\d{0,15})$/;

/**
 * A path id: a positive integer below 2^53. Anything else cannot name an item, so the answer is
 * a 404 "<what> not found."; `orZero` also lets 0 through (a route that gives 0 a meaning).
 */
export const pathId = (what: string, { orZero = false } = {}) => {
  const message = notFoundMessage(what);
  const params: NotFoundDetails = { resource: resourceOf(what) };
  const pattern = orZero ? ID_OR_ZERO : POSITIVE_ID;
  return z.pipe(
    z.string({ error: message }),
    z.transform((value: string, ctx) => {
      const id = pattern.test(value) ? Number(value) : NaN;
      if (Number.isSafeInteger(id)) return id;
      ctx.issues.push({ code: 'custom', message, input: value, params });
      return z.NEVER;
    }),
  );
};
