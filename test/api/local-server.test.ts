import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_WORKER_PATH, handlerPath } from '@app/shared/layout';
import { securityHeaders, type Header } from '@app/shared/security-headers';
import { listenAppServer } from '@app/scripts/local/app-server';
import { REPO_ROOT, startLocalStack, type LocalStack } from '@app/scripts/local/stack';

// a tiny build, served as `npm start` serves web/dist
const dist = mkdtempSync(join(tmpdir(), 'podium-dist-'));
const APP_JS = `console.log(${JSON.stringify('Podium '.repeat(400))});\n`;
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>\n';
const write = (root: string, path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
write(dist, 'index.html', INDEX_HTML);
write(dist, 'assets/index-abc123.js', APP_JS);
write(dist, 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
// the app's own /favicon.ico (browsers and link-preview bots ask for it by that name)
copyFileSync(join(REPO_ROOT, 'web/public/favicon.ico'), join(dist, 'favicon.ico'));

let stack: LocalStack;
let token: string;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0, idpPort: 0, dataDir: undefined, web: 'dist', webDist: dist, seed: false });
  token = await stack.accessTokenFor('local-server@example.com');
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  reusedSocket: boolean;
}

/** One HTTP request with nothing added (no automatic decompression, any Host header, a streamed body). */
function request(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: Buffer | ((req: http.ClientRequest) => void);
    agent?: http.Agent;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: options.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        // settled once the request is also fully sent (an early answer can come before that)
        const settle = () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks),
            reusedSocket: req.reusedSocket,
          });
        res.on('end', () => (req.closed ? settle() : req.once('close', settle)));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (typeof options.body === 'function') options.body(req);
    else req.end(options.body);
  });
}

const json = (answer: RawAnswer) =>
  JSON.parse(answer.body.toString('utf8')) as { error: { code: string; message: string } };

/** The headers of `expected` as Node reports them (lower-case names). */
const expectHeaders = (actual: http.IncomingHttpHeaders, expected: Header[]) => {
  for (const { name, value } of expected) expect(actual[name.toLowerCase()], name).toBe(value);
};

describe('start-up', () => {
  it('answers 503 with Retry-After and the error shape until the stack is ready, then serves', async () => {
    const app = await listenAppServer({ port: 0, headers: [{ name: 'X-Content-Type-Options', value: 'nosniff' }] });
    try {
      const early = await request(`${app.url}/api/health`);
      expect(early.status).toBe(503);
      expect(early.headers['retry-after']).toBe('1');
      expect(early.headers['x-content-type-options']).toBe('nosniff');
      expect(json(early).error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });

      app.ready((_req, res) => res.end('ready'));
      const later = await request(`${app.url}/api/health`);
      expect(later.status).toBe(200);
      expect(later.body.toString()).toBe('ready');
    } finally {
      await app.close();
    }
  });
});

describe('requests Node refuses to parse', () => {
  it('answers 431 in the error shape for headers that are too large', async () => {
    const answer = await request(`${stack.appUrl}/api/health`, { headers: { 'x-large': 'a'.repeat(40_000) } });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(json(answer).error.code).toBe('REQUEST_HEADER_FIELDS_TOO_LARGE');
  });

  it('answers 414 in the error shape for a URL that is too long', async () => {
    const answer = await request(`${stack.appUrl}/api/health?q=${'a'.repeat(40_000)}`);
    expect(answer.status).toBe(414);
    expect(json(answer).error.code).toBe('URI_TOO_LONG');
  });

  it('answers 400 in the error shape for something that is not HTTP', async () => {
    const { port } = new URL(stack.appUrl);
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});

describe('protected routes check the token before the body, as the JWT authorizer does', () => {
  const NINE_MB = 9 * 1024 * 1024;
  const picture = () => `${stack.appUrl}/api/users/me/profile-picture`;

  it.each([
    ['no token', {}],
    ['a bad token', { authorization: 'Bearer not-a-token' }],
  ])('refuses a 9 MB body with %s: 401 UNAUTHORIZED', async (_what, headers) => {
    const answer = await request(picture(), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(NINE_MB),
    });
    expect(answer.status).toBe(401);
    expect(json(answer).error.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 while most of the body has not been sent yet (nothing is buffered)', async () => {
    // one 64 kB chunk of an announced 9 MB, then nothing more until the answer comes: a server
    // that waited for the body would never answer
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        picture(),
        { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': NINE_MB } },
        (res) => {
          resolve(res.statusCode!);
          req.destroy();
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
    });
    expect(status).toBe(401);
  });

  it('drops the refused body and keeps serving the same connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await request(picture(), {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(NINE_MB),
        agent,
      });
      expect(refused.status).toBe(401);
      const next = await request(`${stack.appUrl}/api/health`, { agent });
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('still answers 413 for a signed-in body over 10 MB, announced or streamed', async () => {
    const eleven = Buffer.alloc(11 * 1024 * 1024);
    const announced = await request(picture(), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: eleven,
    });
    expect(announced.status).toBe(413);
    expect(json(announced).error.code).toBe('PAYLOAD_TOO_LARGE');
    const streamed = await request(picture(), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'transfer-encoding': 'chunked',
      },
      body: (req) => {
        for (let i = 0; i < 11; i++) req.write(Buffer.alloc(1024 * 1024));
        req.end();
      },
    });
    expect(streamed.status).toBe(413);
    expect(json(streamed).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('request id', () => {
  it.each([
    ['200', '/api/health', {}, 200],
    ['404', '/api/no-such-route', {}, 404],
    ['405', '/api/health', { method: 'DELETE' }, 405],
    ['401', '/api/users/me', {}, 401],
    [
      '413',
      '/api/users/me/profile-picture',
      { method: 'POST', auth: true, body: Buffer.alloc(10 * 1024 * 1024 + 1) },
      413,
    ],
  ] as const)('is in apigw-requestid on a %s', async (_status, path, call, status) => {
    const { method, auth, body } = call as { method?: string; auth?: boolean; body?: Buffer };
    const answer = await request(`${stack.appUrl}${path}`, {
      method,
      body,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });
    expect(answer.status).toBe(status);
    expect(answer.headers['apigw-requestid']).toMatch(/^[A-Za-z0-9+/]{14}[A-Za-z0-9+/=]{2}$/);
  });

  it('differs between requests', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await request(`${stack.appUrl}/api/health`)).headers['apigw-requestid']),
    );
    expect(new Set(ids).size).toBe(3);
  });
});

describe('adapter over a source tree (the layout rule of @app/shared/layout)', () => {
  const tree = mkdtempSync(join(tmpdir(), 'podium-functions-'));
  // health echoes what API Gateway and Lambda gave it; no other domain has a handler
  write(
    tree,
    handlerPath('health'),
    `export const handler = async (event, context) => {
  const first = context.getRemainingTimeInMillis();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requestId: event.requestContext.requestId, first, second: context.getRemainingTimeInMillis() }) };
};\n`,
  );
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    const { createApiListener } = await import('@app/functions/local/adapter');
    const listener = createApiListener({ root: tree });
    server = http.createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(tree, { recursive: true, force: true });
  });

  it('gives the handler the id it returns in apigw-requestid', async () => {
    const answer = await request(`${url}/api/health`);
    const body = JSON.parse(answer.body.toString()) as { requestId: string };
    expect(body.requestId).toBe(answer.headers['apigw-requestid']);
  });

  it("counts the Lambda's remaining time down from the request's arrival (30 s)", async () => {
    const answer = await request(`${url}/api/health`, {
      method: 'GET',
      headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
      // the body arrives 300 ms after the request: those count against the 30 s
      body: (req) => {
        req.write('a');
        setTimeout(() => req.end(), 300);
      },
    });
    const { first, second } = JSON.parse(answer.body.toString()) as { first: number; second: number };
    // a 300 ms timer may fire a millisecond early by the clock the adapter reads: allow some of it
    expect(first).toBeLessThanOrEqual(30_000 - 250);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeLessThan(first);
  });

  it('refuses an unauthenticated caller with 401 before loading the domain (which has no handler in this tree)', async () => {
    const answer = await request(`${url}/api/users/me`);
    expect(answer.status).toBe(401);
    expect(json(answer).error.code).toBe('UNAUTHORIZED');
  });
});

describe('the built SPA, served as CloudFront serves it', () => {
  const page = (path: string, headers: Record<string, string> = {}) => request(`${stack.appUrl}${path}`, { headers });
  // the identity provider, and s3rver, where the import dialog posts CSV files
  const localHeaders = () =>
    securityHeaders({ connect: [new URL(stack.issuer).origin], uploads: [stack.env.S3_ENDPOINT!], hsts: false });

  it.each(['/', '/dashboard', '/programs/12', '/policies/terms-and-conditions'])(
    'answers %s with index.html, revalidated on every visit',
    async (path) => {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body.toString()).toBe(INDEX_HTML);
    },
  );

  it('caches hashed assets for a year and answers a missing file 404 (no fallback for paths with a dot)', async () => {
    const asset = await page('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await page('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const icon = await page('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO file (holding the 32 px PNG)
    expect((await page('/assets/missing-123.js')).status).toBe(404);
  });

  it('compresses with brotli or gzip as Accept-Encoding allows, and sends the file as is otherwise', async () => {
    const br = await page('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    expect(br.body.length).toBeLessThan(APP_JS.length / 10);

    const gzip = await page('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(APP_JS);

    const identity = await page('/assets/index-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(APP_JS);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await page('/');
    const again = await page('/', { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the security headers of @app/shared/security-headers with the local origins, without HSTS (plain http)', async () => {
    for (const path of ['/', '/assets/index-abc123.js', '/config.json', '/assets/missing-123.js']) {
      const answer = await page(path);
      expectHeaders(answer.headers, localHeaders());
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    expect(localHeaders().find((h) => h.name === 'Content-Security-Policy')!.value).toContain(
      `connect-src 'self' ${new URL(stack.issuer).origin} ${stack.env.S3_ENDPOINT};`,
    );
    // the page frames the identity provider only
    expect(localHeaders().find((h) => h.name === 'Content-Security-Policy')!.value).toContain(
      `frame-src 'self' ${new URL(stack.issuer).origin};`,
    );
  });

  it("sends a shared program's page (/p/…) as the SPA with X-Robots-Tag: noindex, and no other page so", async () => {
    const shared = await page('/p/dGhpcy1pcy1hLWxpbmstdG9r');
    expect(shared.status).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    expectHeaders(shared.headers, localHeaders());
    expect((await page('/programs')).headers['x-robots-tag']).toBeUndefined();
  });

  it('sends the same headers but the CSP on /api answers, as CloudFront adds its policy to /api/* too', async () => {
    for (const path of ['/api/health', '/api/no-such-route']) {
      const answer = await page(path);
      expectHeaders(answer.headers, securityHeaders({ connect: [], hsts: false, csp: false }));
      expect(answer.headers['content-security-policy']).toBeUndefined();
    }
  });
});

describe('the local stack', () => {
  it('gives the functions only configuration they know: the embedded assistant, no DLQ URL', () => {
    expect(stack.env).toMatchObject({ ASSISTANT_PROVIDER: 'embedded', BILLING_PROVIDER: 'development' });
    expect(stack.env).not.toHaveProperty('CSV_DLQ_URL');
    expect(stack.queues.csvDeadLetter).toMatch(/dlq/);
  });

  it('polls the CSV queue exactly when the CSV worker exists', () => {
    expect(stack.csvWorker).toBe(existsSync(join(REPO_ROOT, CSV_WORKER_PATH)));
  });

  // an address of this machine that is not loopback: a server bound to 127.0.0.1 refuses it
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

  it.skipIf(!outside)(
    'listens on loopback only: every server refuses connections to another address of this machine',
    async () => {
      const ports = [
        stack.appUrl,
        stack.issuer,
        stack.env.DYNAMODB_ENDPOINT!,
        stack.env.S3_ENDPOINT!,
        stack.env.SQS_ENDPOINT!,
      ].map((u) => Number(new URL(u).port));
      for (const port of ports) {
        const loopback = await new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.destroy();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        });
        expect(loopback, `127.0.0.1:${port}`).toBe(true);
        const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
          const socket = net.connect(port, outside!, () => {
            socket.destroy();
            resolve(undefined);
          });
          socket.on('error', resolve);
        });
        expect(error?.code, `${outside}:${port}`).toBe('ECONNREFUSED');
      }
    },
  );
});
