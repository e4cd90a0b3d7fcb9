import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { pathId, type RouteDefinition } from './api/route';
import { matchRoute, methodsForPath, routeKey, routes } from './routes';

/** Every call the product requires, as its path is written (relative to the /api base path). */
const REQUIRED_CALLS = `
GET /users/me
PATCH /users/me
POST /users/me/profile-picture
DELETE /users/me/profile-picture
GET /users/me/terms-status
POST /users/me/accept-terms
GET /users/me/signup-preferences
PATCH /users/me/signup-preferences
GET /ensembles
POST /ensembles
GET /ensembles/{id}
PATCH /ensembles/{id}
DELETE /ensembles/{id}
GET /library/pieces/{pieceId}/analyze/{ensembleId}
GET /library/entries
POST /library/entries
GET /library/entries/{id}
PUT /library/entries/{id}
DELETE /library/entries/{id}
POST /library/upload/csv
GET /library/upload/status/{id}
GET /library/upload/tasks
POST /library/check-library-status
GET /programs
POST /programs
GET /programs/{id}
PATCH /programs/{id}
DELETE /programs/{id}
POST /programs/{id}/duplicate
POST /programs/{id}/pieces/{pieceId}
DELETE /programs/{id}/pieces/{pieceId}
PATCH /programs/{id}/pieces/{pieceId}
PUT /programs/{id}/pieces/reorder
PUT /programs/{id}/ensembles/reorder
PATCH /programs/{id}/ensembles
GET /document/programs/{id}
POST /chat/session
POST /chat/message
GET /chat/history/{id}
GET /chat/recommendations/{sessionId}
GET /chat/ensemble-recommendations/{ensembleId}
POST /chat/followup
POST /chat/vector
POST /chat/disambiguate
GET /chat/user-sessions
`
  .trim()
  .split('\n')
  .map((line) => {
    const [method, path] = line.split(' ');
    return `${method} /api${path}`;
  });

describe('route table', () => {
  const keys = routes.map(routeKey);

  it('holds every required call', () => {
    expect(REQUIRED_CALLS).toHaveLength(45);
    expect(keys.filter((k) => REQUIRED_CALLS.includes(k)).sort()).toEqual([...REQUIRED_CALLS].sort());
  });

  it('adds only the health check, billing (subscription, checkout, portal, webhook), the library CSV template, export, import preview and imports through the bucket, the catalogue search, sharing a program, drafting program notes, the repertoire history and the UIL check', () => {
    expect(keys.filter((k) => !REQUIRED_CALLS.includes(k)).sort()).toEqual([
      'DELETE /api/programs/{id}/share',
      'GET /api/billing/subscription',
      'GET /api/catalog/works',
      'GET /api/health',
      'GET /api/library/export.csv',
      'GET /api/library/template.csv',
      'GET /api/programs/{id}/uil-check',
      'GET /api/repertoire-history',
      'GET /api/shared/programs/{token}',
      'POST /api/billing/checkout',
      'POST /api/billing/portal',
      'POST /api/billing/webhook',
      'POST /api/chat/draft-notes',
      'POST /api/library/upload/csv/preview',
      'POST /api/library/upload/csv/staged',
      'POST /api/library/upload/csv/staged/preview',
      'POST /api/library/upload/csv/target',
      'POST /api/programs/{id}/share',
    ]);
  });

  it('has no duplicate route and protects everything but the health check, the Stripe webhook, the import template and a shared program', () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(routes.filter((r) => !r.auth).map(routeKey)).toEqual([
      'GET /api/health',
      'POST /api/billing/webhook',
      'GET /api/library/template.csv',
      'GET /api/shared/programs/{token}',
    ]);
  });

  it('matches the literal export and template paths, not the entry id route', () => {
    expect(matchRoute('GET', '/api/library/export.csv')?.route.path).toBe('/api/library/export.csv');
    expect(matchRoute('GET', '/api/library/template.csv')?.route.auth).toBe(false);
  });
});

describe('route contracts', () => {
  it('has a schema for each path parameter and none for a parameter the path lacks', () => {
    for (const r of routes as readonly RouteDefinition[]) {
      const names = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(r.params ?? {}), routeKey(r)).toEqual(names);
    }
  });

  it('takes a JSON body schema or a multipart upload only on POST, PUT and PATCH', () => {
    for (const r of routes as readonly RouteDefinition[])
      if (r.body || r.multipart) expect(['POST', 'PUT', 'PATCH'], routeKey(r)).toContain(r.method);
  });

  it('reads a path id as a positive integer below 2^53 and says what was not found otherwise', () => {
    const program = pathId('Program');
    expect(safeParse(program, '42')).toMatchObject({ success: true, data: 42 });
    expect(safeParse(program, '9007199254740991')).toMatchObject({ success: true, data: 2 ** 53 - 1 });
    for (const bad of ['0', '007', '-1', '1.5', 'abc', '', ' 1', '9007199254740993', '12345678901234567', undefined])
      expect(
        safeParse(program, bad).error?.issues.map((i) => i.message),
        String(bad),
      ).toEqual(['Program not found.']);
    const entryOrZero = pathId('Library entry', { orZero: true });
    expect(safeParse(entryOrZero, '0')).toMatchObject({ success: true, data: 0 });
    expect(safeParse(entryOrZero, '00').error?.issues[0]?.message).toBe('Library entry not found.');
  });
});

describe('matchRoute', () => {
  it('extracts decoded path parameters', () => {
    const match = matchRoute('GET', '/api/library/pieces/12/analyze/7');
    expect(match?.route.path).toBe('/api/library/pieces/{pieceId}/analyze/{ensembleId}');
    expect(match?.pathParameters).toEqual({ pieceId: '12', ensembleId: '7' });
    expect(matchRoute('GET', '/api/programs/a%20b')?.pathParameters).toEqual({ id: 'a b' });
  });

  it('prefers literal segments over parameters, as API Gateway does', () => {
    expect(matchRoute('PUT', '/api/programs/5/pieces/reorder')?.route.path).toBe('/api/programs/{id}/pieces/reorder');
    expect(matchRoute('PATCH', '/api/programs/5/pieces/reorder')?.route.path).toBe(
      '/api/programs/{id}/pieces/{pieceId}',
    );
  });

  it('finds nothing for unknown paths and lists allowed methods', () => {
    expect(matchRoute('GET', '/api/nothing')).toBeUndefined();
    expect(matchRoute('PUT', '/api/users/me')).toBeUndefined();
    expect(methodsForPath('/api/users/me').sort()).toEqual(['GET', 'PATCH']);
  });
});
