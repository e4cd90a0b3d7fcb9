import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Header } from '@app/shared/security-headers';

export interface AppServer {
  server: http.Server;
  /** `http://localhost:<port>`: the origin of the SPA and of `/api`. */
  url: string;
  /** Starts answering with `listener`; until then every request gets 503 and `Retry-After`. */
  ready(listener: RequestListener): void;
  close(): Promise<void>;
}

export interface AppServerOptions {
  port: number;
  /** Headers of every answer the server writes itself (503 while starting, malformed requests). */
  headers?: readonly Header[];
}

/** Seconds a client should wait before asking again while the stack starts. */
export const STARTING_RETRY_AFTER_SECONDS = 1;

const errorJson = (code: string, message: string) => JSON.stringify({ error: { code, message } });

/** The longest request line (method, URL, version) CloudFront accepts: longer ones get 414. */
const MAX_REQUEST_LINE_BYTES = 8192;

/**
 * What to answer a request Node's parser refused before it became a request (`clientError`).
 * An overflow whose packet starts a request line with no end in sight (or a very long one) is a
 * URL that is too long; any other overflow is the headers.
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): {
  status: number;
  code: string;
  message: string;
} {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      const packet = error.rawPacket;
      const startsRequestLine = packet ? /^[A-Z]+ \S/.test(packet.subarray(0, 16).toString('latin1')) : false;
      const lineEnd = packet?.indexOf('\r\n') ?? -1;
      if (startsRequestLine && (lineEnd === -1 || lineEnd > MAX_REQUEST_LINE_BYTES)) {
        return { status: 414, code: 'URI_TOO_LONG', message: 'The request URL is too long.' };
      }
      return { status: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'The request headers are too large.' };
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' };
    default:
      return { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' };
  }
}

/**
 * The app's HTTP server on 127.0.0.1. It listens at once (the identity provider needs the app's
 * origin to start) and answers 503 with `Retry-After` until `ready()`, instead of leaving early
 * requests hanging. Requests Node's parser refuses (headers or URL too large, malformed) get the
 * API's error shape rather than Node's bare status line.
 */
export async function listenAppServer(options: AppServerOptions): Promise<AppServer> {
  const headers = options.headers ?? [];
  let listener: RequestListener | undefined;

  const starting = (req: IncomingMessage, res: ServerResponse) => {
    for (const { name, value } of headers) res.setHeader(name, value);
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(STARTING_RETRY_AFTER_SECONDS),
    });
    res.end(errorJson('SERVICE_UNAVAILABLE', 'Podium is starting. Try again in a moment.'));
    req.resume();
  };

  const server = http.createServer((req, res) => (listener ?? starting)(req, res));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const { status, code, message } = clientErrorAnswer(error);
    const body = errorJson(code, message);
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      ...headers.map(({ name, value }) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    server,
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    ready(next) {
      listener = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
