import { createHmac } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { config } from './config';

/**
 * The few S3 calls the functions make (put, get, delete an object; a presigned GET URL), signed
 * with SigV4 by aws4fetch over fetch. The SDK's S3 client carried about 140 kB into each bundle
 * that uses it (its model of every S3 operation); these calls need none of it.
 *
 * Credentials: in Lambda, the execution role's, from the environment (as the SDK reads them);
 * locally, s3rver's fixed pair. Objects are addressed path-style locally, virtual-hosted in AWS.
 */
let client: AwsClient | undefined;

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
}

const credentials = (): Credentials =>
  config.S3_ENDPOINT
    ? { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
    : {
        accessKeyId: requiredEnv('AWS_ACCESS_KEY_ID'),
        secretAccessKey: requiredEnv('AWS_SECRET_ACCESS_KEY'),
        sessionToken: process.env.AWS_SESSION_TOKEN,
      };

function s3Client(): AwsClient {
  client ??= new AwsClient({ ...credentials(), service: 's3', region: config.AWS_REGION, retries: 2 });
  return client;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: S3 calls need the function's credentials`);
  return value;
}

/** The key as the path of its URL (`/a/b`): each segment encoded once (keys may hold `%`, never `/` inside a segment). */
export const keyPath = (key: string): string => `/${key.split('/').map(encodeURIComponent).join('/')}`;

/** The object's URL: path-style locally, virtual-hosted in AWS (so its path is the key's). */
function objectUrl(bucket: string, key: string): string {
  return config.S3_ENDPOINT
    ? `${config.S3_ENDPOINT.replace(/\/$/, '')}/${bucket}${keyPath(key)}`
    : `https://${bucket}.s3.${config.AWS_REGION}.amazonaws.com${keyPath(key)}`;
}

/** Where a browser posts a form to the bucket: path-style locally, virtual-hosted in AWS. */
const bucketUrl = (bucket: string): string =>
  config.S3_ENDPOINT
    ? `${config.S3_ENDPOINT.replace(/\/$/, '')}/${bucket}`
    : `https://${bucket}.s3.${config.AWS_REGION}.amazonaws.com/`;

/** S3 answered that the object is not there (404). */
export class S3NotFoundError extends Error {
  override name = 'S3NotFoundError';
}

/** S3 could not be reached, did not begin to answer in time, or answered that it is failing (5xx, 429). */
export class S3UnavailableError extends Error {
  override name = 'S3UnavailableError';
}

/**
 * S3 begins to answer in milliseconds; a call that has not by then is given up (fetch has no
 * time-out of its own). Only the wait for the answer's headers is bounded: a body still
 * streaming (a large CSV the worker reads on) is never cut off.
 */
const ANSWER_TIMEOUT_MS = 5_000;

/** One S3 call: S3UnavailableError when S3 cannot be reached, is silent or is failing; an Error for any other refusal. */
async function send(url: string, what: string, init: RequestInit = {}): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), ANSWER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await s3Client().fetch(url, { ...init, signal: timeout.signal });
  } catch (error) {
    const why = timeout.signal.aborted ? `no answer within ${ANSWER_TIMEOUT_MS} ms` : 'could not be reached';
    throw new S3UnavailableError(`S3 ${what}: ${why}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return response;
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  const message = `S3 ${what} answered ${response.status}: ${detail}`;
  if (response.status === 404) throw new S3NotFoundError(message);
  throw response.status >= 500 || response.status === 429 ? new S3UnavailableError(message) : new Error(message);
}

export async function putObject(
  bucket: string,
  key: string,
  body: Uint8Array,
  headers: { contentType: string; cacheControl?: string },
): Promise<void> {
  await send(objectUrl(bucket, key), `PUT ${key}`, {
    method: 'PUT',
    body,
    headers: {
      'content-type': headers.contentType,
      ...(headers.cacheControl ? { 'cache-control': headers.cacheControl } : {}),
    },
  });
}

/** The object's body as a stream (for large files such as uploaded CSVs). */
export async function getObject(bucket: string, key: string): Promise<ReadableStream<Uint8Array>> {
  const response = await send(objectUrl(bucket, key), `GET ${key}`);
  if (!response.body) throw new Error(`S3 GET ${key} has no body`);
  return response.body;
}

/**
 * The object's first `bytes` bytes and its whole size (a ranged GET), or undefined when there is no
 * such object: enough to look at a large file without reading it.
 */
export async function getObjectStart(
  bucket: string,
  key: string,
  bytes: number,
): Promise<{ start: Uint8Array; size: number } | undefined> {
  let response: Response;
  try {
    response = await send(objectUrl(bucket, key), `GET ${key} (start)`, { headers: { range: `bytes=0-${bytes - 1}` } });
  } catch (error) {
    if (error instanceof S3NotFoundError) return undefined;
    // an empty object has no byte 0: S3 answers 416
    if (error instanceof Error && / answered 416\b/.test(error.message)) return { start: new Uint8Array(), size: 0 };
    throw error;
  }
  const start = new Uint8Array(await response.arrayBuffer());
  // "bytes 0-65535/3145728"; a 200 (no range honoured) is the whole object
  const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
  return { start: start.slice(0, bytes), size: total ? Number(total) : start.length };
}

/** Deletes the object; S3 answers success for a key that is already gone. */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await send(objectUrl(bucket, key), `DELETE ${key}`, { method: 'DELETE' });
}

/** Headers S3 answers with instead of the stored ones (its `response-*` parameters, part of the signature). */
export interface ResponseOverrides {
  contentType?: string;
  contentDisposition?: string;
}

/** A URL that lets whoever holds it GET the object for `expiresInSeconds`. */
export async function presignedGetUrl(
  bucket: string,
  key: string,
  expiresInSeconds: number,
  overrides: ResponseOverrides = {},
): Promise<string> {
  const url = new URL(objectUrl(bucket, key));
  url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
  if (overrides.contentType) url.searchParams.set('response-content-type', overrides.contentType);
  if (overrides.contentDisposition) url.searchParams.set('response-content-disposition', overrides.contentDisposition);
  const signed = await s3Client().sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
  return signed.url;
}

/** A form a browser posts one file with, straight to the bucket: the URL and the fields to send before the file. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * A presigned POST: the browser may store one object under `key` only, of 1 to `maxBytes` bytes,
 * until `expiresInSeconds` have passed. S3 checks the policy against the form it receives
 * (AWS, "Browser-Based Uploads Using POST (AWS Signature Version 4)"); the policy is the string
 * signed, with the same signing key as every SigV4 request.
 */
export function presignedPost(
  bucket: string,
  key: string,
  { maxBytes, expiresInSeconds, now = new Date() }: { maxBytes: number; expiresInSeconds: number; now?: Date },
): PresignedPost {
  const { accessKeyId, secretAccessKey, sessionToken } = credentials();
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, ''); // 20151229T000000Z
  const day = amzDate.slice(0, 8);
  const fields: Record<string, string> = {
    key,
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    'x-amz-credential': `${accessKeyId}/${day}/${config.AWS_REGION}/s3/aws4_request`,
    'x-amz-date': amzDate,
    ...(sessionToken ? { 'x-amz-security-token': sessionToken } : {}),
  };
  const policy = {
    expiration: new Date(now.getTime() + expiresInSeconds * 1000).toISOString(),
    conditions: [
      { bucket },
      ['content-length-range', 1, maxBytes],
      ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  const key4 = signingKey(secretAccessKey, day, config.AWS_REGION, 's3');
  const signature = createHmac('sha256', key4).update(encoded).digest('hex');
  return { url: bucketUrl(bucket), fields: { ...fields, policy: encoded, 'x-amz-signature': signature } };
}

/** SigV4's signing key: the secret, then the day, the region, the service and "aws4_request", each an HMAC of the last. */
export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  let key: Buffer | string = `AWS4${secretAccessKey}`;
  for (const part of [day, region, service, 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  return key as Buffer;
}
