import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Header } from '@app/shared/security-headers';

/** S3's answer headers passed on to the browser. */
const PASSED_ON = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
];

/**
 * Whether a request path could leave the pictures bucket: once percent-decoded, a `.` or `..`
 * segment (`/` and `\` both separate them) or a control character (the URL parser drops a tab,
 * CR or LF, so `.<tab>.` would become `..`); a path that does not decode is refused too. The URL
 * parser resolves `..` and `%2e%2e` before the request leaves, and the local S3 decodes the key:
 * either way such a path would reach the other buckets (every director's uploaded CSVs).
 */
export function leavesPictures(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /\p{Cc}/u.test(decoded) || decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}

/**
 * What the CloudFront behaviour `/profile-pictures/*` does in AWS: a GET of a signed picture URL
 * on the site goes on to the pictures bucket as it came (path and signed query), and the answer
 * comes back with the site's security headers added (nosniff among them, which S3 cannot send).
 */
export async function servePicture(
  req: IncomingMessage,
  res: ServerResponse,
  bucketUrl: string,
  headers: readonly Header[],
): Promise<void> {
  for (const { name, value } of headers) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (leavesPictures((req.url ?? '/').split('?')[0]!)) {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('Not a picture address.');
    return;
  }
  try {
    const upstream = await fetch(`${bucketUrl}${req.url ?? '/'}`, { method: req.method });
    for (const name of PASSED_ON) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    res.writeHead(upstream.status);
    if (upstream.body && req.method === 'GET') Readable.fromWeb(upstream.body as ReadableStream).pipe(res);
    else res.end();
  } catch {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('The picture store did not answer.');
  }
}
