import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../testing/api-stub';
import { api, ApiError } from './api-client';

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

describe('ApiError', () => {
  it("keeps the API's request id from the apigw-requestid header with the server's code and message", async () => {
    stubApi({
      'PATCH /users/me': apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.', 'dRx3ZjE0IAMEbwQ='),
    });

    const error = await failure(api.patch('/users/me', { name: 'Jordan Lee' }));

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

  it('logs a 405 and shows no protocol words (spec §8: logged only)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'DELETE /users/me': apiError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed.') });

    const error = await failure(api.delete('/users/me'));

    expect(error).toMatchObject({
      status: 405,
      message: 'Something went wrong. Please reload the page and try again.',
    });
    expect(warn).toHaveBeenCalledWith('[api] DELETE /users/me: method not allowed');
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
