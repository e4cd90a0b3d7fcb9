import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * API Gateway (HTTP API, payload 2.0) results. Kept apart from `http.ts` so a function that
 * only answers (health) does not bundle the token check and the stores.
 */
export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export const json = (statusCode: number, body: unknown): ApiResult => ({
  statusCode,
  headers: JSON_HEADERS,
  body: JSON.stringify(body),
});

export const noContent = (): ApiResult => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });

export const binary = (body: Buffer, headers: Record<string, string>): ApiResult => ({
  statusCode: 200,
  headers: { 'cache-control': 'no-store', ...headers },
  body: body.toString('base64'),
  isBase64Encoded: true,
});

export const errorBody = (code: string, message: string, details?: unknown) => ({
  error: { code, message, ...(details === undefined ? {} : { details }) },
});
