import { json, type ApiEvent, type ApiResult } from '../lib/responses';

/** GET /api/health: public liveness answer; it touches no store, so it stays up when they are slow. */
export const handler = async (_event: ApiEvent): Promise<ApiResult> =>
  json(200, { status: 'ok', time: new Date().toISOString() });
