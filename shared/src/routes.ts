/**
 * The one table of every `/api` call. The CDK stack creates one HTTP API route per entry and
 * the local adapter dispatches with it, so a route cannot exist in one and not the other.
 * Paths use API Gateway's `{param}` syntax; the route key (`GET /api/users/me`) is what
 * API Gateway puts in `event.routeKey` and what each domain handler dispatches on.
 */
export const domains = ['health', 'users', 'billing', 'ensembles', 'library', 'programs', 'documents', 'chat'] as const;
export type Domain = (typeof domains)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  domain: Domain;
  auth: boolean;
}

/** A signed-in route; keeps its literal method, path and domain, so route keys are typed. */
const route = <M extends HttpMethod, P extends `/api/${string}`, D extends Domain>(method: M, path: P, domain: D) => ({
  method,
  path,
  domain,
  auth: true as const,
});

/** A route anyone may call, without a token. */
const publicRoute = <M extends HttpMethod, P extends `/api/${string}`, D extends Domain>(
  method: M,
  path: P,
  domain: D,
) => ({
  method,
  path,
  domain,
  auth: false as const,
});

export const routes = [
  publicRoute('GET', '/api/health', 'health'),

  // spec §7 User
  route('GET', '/api/users/me', 'users'),
  route('PATCH', '/api/users/me', 'users'),
  route('POST', '/api/users/me/profile-picture', 'users'),
  route('DELETE', '/api/users/me/profile-picture', 'users'),
  route('GET', '/api/users/me/terms-status', 'users'),
  route('POST', '/api/users/me/accept-terms', 'users'),
  route('GET', '/api/users/me/signup-preferences', 'users'),
  route('PATCH', '/api/users/me/signup-preferences', 'users'),

  // subscription for the /payment page (not in spec §7: the server side is ours)
  route('GET', '/api/billing/subscription', 'billing'),
  route('POST', '/api/billing/checkout', 'billing'),
  route('POST', '/api/billing/portal', 'billing'),
  // Stripe's events: no token, the body is verified with the webhook signing secret instead
  publicRoute('POST', '/api/billing/webhook', 'billing'),

  // spec §7 Ensembles
  route('GET', '/api/ensembles', 'ensembles'),
  route('POST', '/api/ensembles', 'ensembles'),
  route('GET', '/api/ensembles/{id}', 'ensembles'),
  route('PATCH', '/api/ensembles/{id}', 'ensembles'),
  route('DELETE', '/api/ensembles/{id}', 'ensembles'),

  // spec §7 Library
  // the educational analysis is the assistant's: the chat function holds the Bedrock permission
  route('GET', '/api/library/pieces/{pieceId}/analyze/{ensembleId}', 'chat'),
  route('GET', '/api/library/entries', 'library'),
  route('POST', '/api/library/entries', 'library'),
  route('GET', '/api/library/entries/{id}', 'library'),
  route('PUT', '/api/library/entries/{id}', 'library'),
  route('DELETE', '/api/library/entries/{id}', 'library'),
  route('POST', '/api/library/upload/csv', 'library'),
  route('GET', '/api/library/upload/status/{id}', 'library'),
  route('GET', '/api/library/upload/tasks', 'library'),
  route('POST', '/api/library/check-library-status', 'library'),
  // the import template (public, so the empty-library page can link it) and the library as CSV
  publicRoute('GET', '/api/library/template.csv', 'library'),
  route('GET', '/api/library/export.csv', 'library'),

  // spec §7 Programs
  route('GET', '/api/programs', 'programs'),
  route('POST', '/api/programs', 'programs'),
  route('GET', '/api/programs/{id}', 'programs'),
  route('PATCH', '/api/programs/{id}', 'programs'),
  route('DELETE', '/api/programs/{id}', 'programs'),
  route('POST', '/api/programs/{id}/duplicate', 'programs'),
  // the literal `reorder` routes are matched before `{pieceId}` (see matchRoute)
  route('PUT', '/api/programs/{id}/pieces/reorder', 'programs'),
  route('POST', '/api/programs/{id}/pieces/{pieceId}', 'programs'),
  route('PATCH', '/api/programs/{id}/pieces/{pieceId}', 'programs'),
  route('DELETE', '/api/programs/{id}/pieces/{pieceId}', 'programs'),
  route('PUT', '/api/programs/{id}/ensembles/reorder', 'programs'),
  route('PATCH', '/api/programs/{id}/ensembles', 'programs'),

  // spec §7 Document
  route('GET', '/api/document/programs/{id}', 'documents'),

  // spec §7 Chat
  route('POST', '/api/chat/session', 'chat'),
  route('POST', '/api/chat/message', 'chat'),
  route('GET', '/api/chat/history/{id}', 'chat'),
  route('GET', '/api/chat/recommendations/{sessionId}', 'chat'),
  route('GET', '/api/chat/ensemble-recommendations/{ensembleId}', 'chat'),
  route('POST', '/api/chat/followup', 'chat'),
  route('POST', '/api/chat/vector', 'chat'),
  route('POST', '/api/chat/disambiguate', 'chat'),
  route('GET', '/api/chat/user-sessions', 'chat'),
  // the repertoire catalogue, for the library's Add piece typeahead
  route('GET', '/api/catalog/works', 'library'),
] as const satisfies readonly RouteDefinition[];

type TableRoute = (typeof routes)[number];

/** `GET /api/users/me` for a route of the table (distributes over the union, one key per route). */
type KeyOfRoute<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

/** The signed-in route keys of one domain: what its handler must serve, each exactly once. */
export type RouteKeyOf<D extends Domain> = KeyOfRoute<Extract<TableRoute, { domain: D; auth: true }>>;
/** The public route keys of one domain (no token needed). */
export type PublicRouteKeyOf<D extends Domain> = KeyOfRoute<Extract<TableRoute, { domain: D; auth: false }>>;
export type RouteKey = KeyOfRoute<TableRoute>;

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
