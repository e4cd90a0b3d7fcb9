import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { apiError, stubApi } from '../testing/api-stub';
import { api, ApiError, call, callForResponse, hrefOf, pathOf, type BodyOf } from './api-client';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );

afterEach(() => vi.restoreAllMocks());

describe('answers', () => {
  it('unwraps an answer wrapped in a data field, and keeps a page with its total whole', async () => {
    stubApi({ 'GET /ensembles': { data: [{ id: 1 }] }, 'GET /library/entries': { data: [{ id: 2 }], total: 41 } });

    expect(await api.get('/ensembles')).toEqual([{ id: 1 }]);
    expect(await api.get('/library/entries')).toEqual({ data: [{ id: 2 }], total: 41 });
  });
});

describe('calls of the route table', () => {
  it("fill the path params, write the query and send the body, and answer with the route's type", async () => {
    const stub = stubApi({
      'POST /programs/5/pieces/0': { program: { id: 5 }, new_piece: { id: 9 } },
      'POST /programs/5/duplicate': { id: 6 },
      'GET /catalog/works': { works: [] },
    });

    const added = await call('POST /api/programs/{id}/pieces/{pieceId}', {
      params: { id: 5, pieceId: 0 },
      body: { title: 'Shenandoah' },
    });
    expectTypeOf(added.program).toEqualTypeOf<Program>();
    expect(added.new_piece).toEqual({ id: 9 });
    const copy = await call('POST /api/programs/{id}/duplicate', { params: { id: 5 }, query: { new_title: 'Gala B' } });
    expectTypeOf(copy).toEqualTypeOf<Program>();
    expect(await call('GET /api/catalog/works', { query: { q: 'holst suite' } })).toEqual({ works: [] });

    expect(stub.calls.map((c) => [c.method, c.path, c.query.toString(), c.body])).toEqual([
      ['POST', '/programs/5/pieces/0', '', { title: 'Shenandoah' }],
      ['POST', '/programs/5/duplicate', 'new_title=Gala+B', undefined],
      ['GET', '/catalog/works', 'q=holst+suite', undefined],
    ]);
  });

  it('type every input from the table: params, query and body must fit the route', () => {
    // only types are checked here: the calls are never made
    const never = () => {
      // @ts-expect-error a route with {id} needs its params
      void call('GET /api/programs/{id}');
      // @ts-expect-error ids are numbers
      void call('GET /api/programs/{id}', { params: { id: 'five' } });
      // @ts-expect-error a body field of another route
      void call('POST /api/chat/message', { body: { message: 'Marches', ensemble_id: 1, colour: 'red' } });
      // @ts-expect-error not a query field of the route
      void call('GET /api/programs', { query: { sort: 'title' } });
      // @ts-expect-error not a route of the table
      void call('GET /api/nothing');
      void call('GET /api/programs', { query: { status: 'all' } });
      void callForResponse('GET /api/library/export.csv');
    };
    expect(never).toBeTypeOf('function');
    expectTypeOf<BodyOf<'POST /api/chat/message'>>().toHaveProperty('use_library_only');
    expectTypeOf<BodyOf<'POST /api/users/me/profile-picture'>>().toEqualTypeOf<FormData>();
  });

  it('name paths below the base path (swr keys) and addresses for plain links', () => {
    expect(pathOf('GET /api/programs/{id}', { id: 12 })).toBe('/programs/12');
    expect(pathOf('GET /api/users/me')).toBe('/users/me');
    expect(pathOf('GET /api/library/pieces/{pieceId}/analyze/{ensembleId}', { pieceId: 0, ensembleId: 3 })).toBe(
      '/library/pieces/0/analyze/3',
    );
    expect(hrefOf('GET /api/library/template.csv')).toBe('/api/library/template.csv');
  });
});

describe('ApiError', () => {
  it("keeps the API's request id from the apigw-requestid header with the server's code and message", async () => {
    stubApi({
      'PATCH /users/me': apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.', 'dRx3ZjE0IAMEbwQ='),
    });

    const error = await failure(call('PATCH /api/users/me', { body: { name: 'Jordan Lee' } }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side.',
      requestId: 'dRx3ZjE0IAMEbwQ=',
    });
  });

  it('keeps the request id when the body is not the error shape (a gateway page)', async () => {
    stubApi({
      'GET /programs': new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'content-type': 'text/html', 'apigw-requestid': 'gw-502' },
      }),
    });

    const error = await failure(api.get('/programs'));

    expect(error).toMatchObject({
      status: 502,
      code: undefined,
      message: 'Something went wrong. Please reload the page and try again.',
      requestId: 'gw-502',
    });
  });

  it("shows a per-user limit's own message, and a plain one for the gateway's throttling", async () => {
    const limited =
      'You are sending messages faster than the assistant can answer. Please wait 5 seconds and send it again.';
    stubApi({
      'POST /chat/message': apiError(429, 'TOO_MANY_REQUESTS', limited, 'lim-1', { retry_after_seconds: 5 }),
      'POST /chat/followup': new Response('{"message":"Too Many Requests"}', {
        status: 429,
        headers: { 'content-type': 'application/json', 'apigw-requestid': 'gw-429' },
      }),
    });

    expect(
      await failure(call('POST /api/chat/message', { body: { message: 'a march', ensemble_id: 1 } })),
    ).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: limited,
      details: { retry_after_seconds: 5 },
    });
    expect(
      await failure(call('POST /api/chat/followup', { body: { message: 'easier', ensemble_id: 1 } })),
    ).toMatchObject({
      status: 429,
      code: undefined,
      message: 'Podium is very busy right now. Please wait a moment and try again.',
      requestId: 'gw-429',
    });
  });

  it('logs a 405 and shows no protocol words (logged only)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'PATCH /users/me': apiError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed.') });

    const error = await failure(call('PATCH /api/users/me', { body: { name: 'Jordan Lee' } }));

    expect(error).toMatchObject({
      status: 405,
      message: 'Something went wrong. Please reload the page and try again.',
    });
    expect(warn).toHaveBeenCalledWith('[api] PATCH /users/me: method not allowed');
  });

  it('has no request id when the answer carried none, or when the API was not reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /ensembles/7': apiError(404, 'NOT_FOUND', 'Ensemble not found'),
      'GET /ensembles': () => Promise.reject(new TypeError('fetch failed')),
    });

    expect(await failure(api.get('/ensembles/7'))).toMatchObject({ status: 404, requestId: undefined });
    expect(await failure(api.get('/ensembles'))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      requestId: undefined,
    });
  });
});
