import { apiResponse, type RequestOptions } from '../../../lib/api-client';

/**
 * A `{ data, total }` answer read whole: the API client's `api.get` unwraps `data` and would drop
 * the total the pagination needs.
 */
export async function getPage<T>(path: string, query: RequestOptions['query']): Promise<{ data: T[]; total: number }> {
  const response = await apiResponse(path, { query });
  return (await response.json()) as { data: T[]; total: number };
}
