import type { ApiEvent, ApiResult } from '../lib/http';
import { json } from '../lib/http';

/** GET /api/health: public liveness answer; it touches no store, so it stays up when they are slow. */
export const handler = async (_event: ApiEvent): Promise<ApiResult> =>
  json(200, { status: 'ok', time: new Date().toISOString() });
