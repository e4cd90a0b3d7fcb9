import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { matchRoute, methodsForPath, routeKey, type Domain } from '@app/shared/routes';
import { errorBody, type ApiEvent, type ApiResult } from '../lib/responses';

type LambdaHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/**
 * The handler module of each domain: the same files the CDK stack bundles as Lambdas. A domain
 * without one answers 501 until its issue lands.
 */
const domainModules: Partial<Record<Domain, () => Promise<{ handler: LambdaHandler }>>> = {
  health: () => import('../health/handler'),
  users: () => import('../users/handler'),
  billing: () => import('../billing/handler'),
  ensembles: () => import('../ensembles/handler'),
  programs: () => import('../programs/handler'),
  documents: () => import('../documents/handler'),
};

/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const TEXT_TYPES = /^(application\/([\w.+-]*\+)?json|application\/x-www-form-urlencoded|application\/xml|text\/)/i;

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Builds the `APIGatewayProxyEventV2` that API Gateway would send for this request. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  matched: { routeKey: string; pathParameters: Record<string, string> },
): ApiEvent {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') cookies = String(value).split(/;\s*/).filter(Boolean);
    else headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
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
      requestId: randomUUID(),
      routeKey: matched.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

const lambdaContext = (domain: Domain): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: `podium-local-${domain}`,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:podium-local-${domain}`,
  memoryLimitInMB: '1024',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/podium-local-${domain}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

function send(res: ServerResponse, result: ApiResult) {
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

const sendError = (res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  send(res, { statusCode: status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(errorBody(code, message)) });

/**
 * Serves `/api/*` like API Gateway: finds the route in the shared table, turns the request into
 * an `APIGatewayProxyEventV2`, calls the domain's real Lambda handler and writes its result back.
 */
export function createApiListener() {
  const handlers = new Map<Domain, Promise<LambdaHandler>>();
  const handlerOf = (domain: Domain) => {
    const load = domainModules[domain];
    if (!load) return undefined;
    if (!handlers.has(domain)) handlers.set(domain, load().then((module) => module.handler));
    return handlers.get(domain);
  };

  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const match = matchRoute(method === 'HEAD' ? 'GET' : method, url.pathname);
    if (!match) {
      const allowed = methodsForPath(url.pathname);
      if (allowed.length) return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed.', { allow: allowed.join(', ') });
      return sendError(res, 404, 'NOT_FOUND', 'No such API route.');
    }
    const pending = handlerOf(match.route.domain);
    if (!pending) return sendError(res, 501, 'NOT_IMPLEMENTED', 'This part of Podium is not available yet.');
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request is larger than 10 MB.');
      throw error;
    }
    const event = toApiGatewayEvent(req, url, body, { routeKey: routeKey(match.route), pathParameters: match.pathParameters });
    try {
      const handler = await pending;
      send(res, await handler(event, lambdaContext(match.route.domain)));
    } catch (error) {
      console.error(`[api] ${event.routeKey} crashed`, error);
      sendError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
    }
  };
}
