import { isUtf8 } from 'node:buffer';
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { handlerPath } from '@app/shared/layout';
import { matchRoute, methodsForPath, routeKey, type Domain } from '@app/shared/routes';
import { verifyAuthorization } from '../lib/auth';
import { AppError } from '../lib/errors';
import { errorBody, type ApiEvent, type ApiResult } from '../lib/responses';

type LambdaHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** The repository root (functions/src/local → ../../..): handler files are found from it. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** API Gateway's integration timeout: what `getRemainingTimeInMillis()` counts down from. */
export const INTEGRATION_TIMEOUT_MS = 30_000;
const TEXT_TYPES = /^(application\/([\w.+-]*\+)?json|application\/x-www-form-urlencoded|application\/xml|text\/)/i;

/** An id shaped like API Gateway's (`apigw-requestid`, `requestContext.requestId`): 16 base64 characters. */
const newRequestId = () => randomBytes(11).toString('base64');

class BodyTooLarge extends Error {}

/**
 * The request body, up to API Gateway's limit. Past the limit (announced or counted) it stops
 * keeping chunks and leaves the rest of the body to drain unbuffered.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData).off('end', onEnd).off('error', reject);
      chunks.length = 0;
      reject(new BodyTooLarge());
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/** Reads and drops whatever is left of the body, so the connection can serve the next request. */
const discardBody = (req: IncomingMessage) => {
  if (!req.complete) req.resume();
};

/** Builds the `APIGatewayProxyEventV2` that API Gateway would send for this request. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  matched: { routeKey: string; pathParameters: Record<string, string> },
  requestId: string = newRequestId(),
): ApiEvent {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') cookies = String(value).split(/;\s*/).filter(Boolean);
    else headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // a Map, so names such as __proto__ and constructor arrive as the parameters they are
  const params = new Map<string, string>();
  for (const [name, value] of url.searchParams)
    params.set(name, params.has(name) ? `${params.get(name)},${value}` : value);
  const query: Record<string, string> = Object.fromEntries(params);
  // bytes that are not UTF-8 travel base64, so the function sees them rather than U+FFFD
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json') && isUtf8(body);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: matched.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(matched.pathParameters).length ? { pathParameters: matched.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: matched.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/** The Lambda context of one invocation; its remaining time runs out 30 s after the request arrived. */
const lambdaContext = (domain: Domain, deadline: number): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: `podium-local-${domain}`,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:podium-local-${domain}`,
  memoryLimitInMB: '1024',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/podium-local-${domain}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

function send(res: ServerResponse, result: ApiResult) {
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body =
    result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

const sendError = (
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) =>
  send(res, {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(errorBody(code, message)),
  });

/**
 * Serves `/api/*` like API Gateway: finds the route in the shared table, checks the bearer token
 * of protected routes before reading the body (as the JWT authorizer does), turns the request into
 * an `APIGatewayProxyEventV2`, calls the domain's real Lambda handler and writes its result back.
 * Every answer carries the request id in `apigw-requestid`. The handler file of a domain is found
 * by the rule the CDK app uses (`@app/shared/layout`). `root` is the repository root by default;
 * tests point it at a fixture tree.
 */
export function createApiListener(options: { root?: string } = {}) {
  const root = options.root ?? REPO_ROOT;
  const handlers = new Map<Domain, Promise<LambdaHandler>>();
  const handlerOf = (domain: Domain) => {
    if (!handlers.has(domain)) {
      const file = join(root, handlerPath(domain));
      const loading = (import(pathToFileURL(file).href) as Promise<{ handler: LambdaHandler }>).then(
        (module) => module.handler,
      );
      loading.catch(() => handlers.delete(domain)); // a broken file is loaded again on the next request
      handlers.set(domain, loading);
    }
    return handlers.get(domain)!;
  };

  async function serve(req: IncomingMessage, res: ServerResponse, requestId: string, deadline: number) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const match = matchRoute(method === 'HEAD' ? 'GET' : method, url.pathname);
    if (!match) {
      const allowed = methodsForPath(url.pathname);
      if (allowed.length)
        return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed.', { allow: allowed.join(', ') });
      return sendError(res, 404, 'NOT_FOUND', 'No such API route.');
    }
    if (match.route.auth) {
      // API Gateway's JWT authorizer refuses a request before its body reaches a function
      try {
        await verifyAuthorization(req.headers.authorization);
      } catch (error) {
        if (error instanceof AppError) return sendError(res, error.status, error.code, error.message);
        throw error;
      }
    }
    const pending = handlerOf(match.route.domain);
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request is larger than 10 MB.');
      throw error;
    }
    const event = toApiGatewayEvent(
      req,
      url,
      body,
      { routeKey: routeKey(match.route), pathParameters: match.pathParameters },
      requestId,
    );
    const handler = await pending;
    send(res, await handler(event, lambdaContext(match.route.domain, deadline)));
  }

  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const deadline = Date.now() + INTEGRATION_TIMEOUT_MS;
    const requestId = newRequestId();
    res.setHeader('apigw-requestid', requestId);
    try {
      await serve(req, res, requestId, deadline);
    } catch (error) {
      console.error(`[api] ${req.method} ${req.url} (${requestId}) crashed`, error);
      if (!res.headersSent)
        sendError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
      else res.destroy();
    } finally {
      discardBody(req);
    }
  };
}
