/**
 * The one table of every `/api` call. The CDK stack creates one HTTP API route per entry and
 * the local adapter dispatches with it, so a route cannot exist in one and not the other.
 * Paths use API Gateway's `{param}` syntax; the route key (`GET /api/users/me`) is what
 * API Gateway puts in `event.routeKey` and what each domain handler dispatches on.
 *
 * Each domain's routes, with their contracts, live in `api/<domain>.ts`: every entry carries the
 * zod schemas of its path params, query and body, which its domain handler validates
 * (functions/src/lib/http.ts), and the type of its answer, from which the web client
 * (web/src/lib/api-client.ts) types its calls. A function imports only its own domain's file,
 * so its bundle holds no other domain's schemas; this file joins them for infra, the local
 * adapter and the tests. A new route is one entry there, one handler entry and its service.
 */
import { billingRoutes } from './api/billing';
import { chatRoutes } from './api/chat';
import { documentsRoutes } from './api/documents';
import { ensemblesRoutes } from './api/ensembles';
import { healthRoutes } from './api/health';
import { libraryRoutes } from './api/library';
import { programsRoutes } from './api/programs';
import type { Domain, HttpMethod, Reply, RouteDefinition } from './api/route';
import { usersRoutes } from './api/users';

export { domains, type Domain, type HttpMethod, type RouteDefinition } from './api/route';

export const routes = [
  ...healthRoutes,
  ...usersRoutes,
  ...billingRoutes,
  ...ensemblesRoutes,
  ...libraryRoutes,
  ...programsRoutes,
  ...documentsRoutes,
  ...chatRoutes,
] as const satisfies readonly RouteDefinition[];

type TableRoute = (typeof routes)[number];

/** `GET /api/users/me` for a route of the table (distributes over the union, one key per route). */
type KeyOfRoute<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

/** The signed-in route keys of one domain: what its handler must serve, each exactly once. */
export type RouteKeyOf<D extends Domain> = KeyOfRoute<Extract<TableRoute, { domain: D; auth: true }>>;
/** The public route keys of one domain (no token needed). */
export type PublicRouteKeyOf<D extends Domain> = KeyOfRoute<Extract<TableRoute, { domain: D; auth: false }>>;
export type RouteKey = KeyOfRoute<TableRoute>;

/** The table entry of a route key. */
export type RouteOf<K extends RouteKey> = Extract<TableRoute, { method: MethodOf<K>; path: PathOf<K> }>;
type MethodOf<K extends string> = K extends `${infer M} ${string}` ? M : never;
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

/** The success body of a route (`void` for a 204). */
export type ResponseOf<K extends RouteKey> = RouteOf<K>['response'] extends Reply<infer T> ? T : never;

export const routeKey = (r: Pick<RouteDefinition, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export const routesOf = (domain: Domain): RouteDefinition[] =>
  routes.filter((r: RouteDefinition) => r.domain === domain);

export interface RouteMatch {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Finds the route for a request the way API Gateway does: literal segments win over
 * `{param}` segments, so `PUT /api/programs/1/pieces/reorder` is the reorder route.
 * Parameters are returned URL-decoded.
 */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  const requested = segments(path);
  let best: { match: RouteMatch; literals: number } | undefined;
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const template = segments(candidate.path);
    if (template.length !== requested.length) continue;
    const pathParameters: Record<string, string> = {};
    let literals = 0;
    const fits = template.every((part, i) => {
      const actual = requested[i]!;
      if (part.startsWith('{') && part.endsWith('}')) {
        try {
          pathParameters[part.slice(1, -1)] = decodeURIComponent(actual);
        } catch {
          pathParameters[part.slice(1, -1)] = actual;
        }
        return true;
      }
      literals += 1;
      return part === actual;
    });
    if (fits && (!best || literals > best.literals)) best = { match: { route: candidate, pathParameters }, literals };
  }
  return best?.match;
}

/** Methods that exist for a path, for a 405 answer with an Allow header. */
export function methodsForPath(path: string): HttpMethod[] {
  return [...new Set(routes.filter((r) => matchRoute(r.method, path)).map((r) => r.method))];
}
