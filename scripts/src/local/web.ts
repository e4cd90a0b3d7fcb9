import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { securityHeaders, type CspSources, type Header } from '@app/shared/security-headers';
import { withSiteOrigin } from '@app/shared/site-origin';

/** `dist`: the built SPA, compressed (npm start); `dev`: Vite in middleware mode, hot reload (npm run dev); `none`: API only. */
export type WebMode = 'dev' | 'dist' | 'none';

export interface WebOptions {
  mode: WebMode;
  /** The app server: Vite's hot-reload websocket shares it. */
  server: Server;
  /** Origins the Content-Security-Policy allows besides the app's own. */
  sources: CspSources;
  /** `dist` only: serve this build as it is (tests); by default web/dist, built first when stale. */
  distDir?: string;
  /**
   * The origin the pages name in their link previews (og:url, og:image must be absolute); by
   * default `http://localhost:<port>` of `server`, the address `npm start` prints.
   */
  origin?: string;
}

export interface WebServer {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
export const WEB_ROOT = join(REPO_ROOT, 'web');
export const WEB_DIST = join(WEB_ROOT, 'dist');
const BUILD_CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'podium-web');

/** Files and folders whose changes change the build (web imports shared; the lock file pins the libraries). */
const BUILD_INPUTS = [
  join(WEB_ROOT, 'index.html'),
  join(WEB_ROOT, 'vite.config.ts'),
  join(WEB_ROOT, 'package.json'),
  join(WEB_ROOT, 'tsconfig.json'),
  join(WEB_ROOT, 'src'),
  join(WEB_ROOT, 'public'),
  join(REPO_ROOT, 'shared', 'src'),
  join(REPO_ROOT, 'package-lock.json'),
];

/** Newest modification time under `path` (folders count: a deleted file changes its folder); tests are skipped. */
function newestChange(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path))
    if (entry !== 'node_modules') newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** web/dist is fresh when its index.html is at least as new as every input (the build stamps it with its start time). */
export function webBuildIsFresh(dist = WEB_DIST): boolean {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return false;
  return statSync(index).mtimeMs >= Math.max(...BUILD_INPUTS.map(newestChange));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `vite build` (in its own process, production mode) into `outDir`. */
function viteBuild(outDir: string): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: WEB_ROOT,
      // vitest sets NODE_ENV=test, which would give a development build of React
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`vite build failed (exit ${code}):\n${output}`))));
  });
}

/**
 * Builds web/dist with Vite when it is missing or older than its sources (a few seconds) and
 * returns whether it built. The build goes to a temporary folder that then replaces web/dist, and
 * a lock folder keeps two processes (npm start, a test run) from building at once.
 */
export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<boolean> {
  if (webBuildIsFresh()) return false;
  mkdirSync(BUILD_CACHE, { recursive: true });
  const lock = join(BUILD_CACHE, 'build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // another process builds: wait for it, then use its build if it is fresh
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 5 * 60_000) rmSync(lock, { recursive: true, force: true }); // a build that died
      await sleep(200);
      if (!existsSync(lock) && webBuildIsFresh()) return false;
    }
  }
  try {
    if (webBuildIsFresh()) return false;
    log('  Building the web app (web/dist is missing or older than its sources)…');
    const started = Date.now();
    const outDir = join(BUILD_CACHE, `build-${process.pid}-${started}`);
    await viteBuild(outDir);
    utimesSync(join(outDir, 'index.html'), started / 1000, started / 1000);
    const previous = join(BUILD_CACHE, `previous-${process.pid}-${started}`);
    if (existsSync(WEB_DIST)) renameSync(WEB_DIST, previous);
    renameSync(outDir, WEB_DIST);
    rmSync(previous, { recursive: true, force: true });
    log(`  Built web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** CloudFront compresses files from 1,000 bytes to 10 MB. */
const MIN_COMPRESS_BYTES = 1000;
const MAX_COMPRESS_BYTES = 10_000_000;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Asset {
  body: Buffer;
  type: string;
  cacheControl: string;
  etag: string;
  compressible: boolean;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** Compressed once (brotli at its best quality, gzip level 9, on libuv's threads) and kept in memory. */
function encode(asset: Asset, encoding: Encoding): Promise<Buffer> {
  let pending = asset.encoded.get(encoding);
  if (!pending) {
    pending =
      encoding === 'br'
        ? brotli(asset.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: asset.body.length,
            },
          })
        : gzip(asset.body, { level: 9 });
    asset.encoded.set(encoding, pending);
  }
  return pending;
}

/** The encoding to answer with: brotli, then gzip, when Accept-Encoding allows it (q > 0). */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (encoding: string) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : undefined;
}

/**
 * Every file of a build, read once: later builds replacing web/dist do not mix into a running
 * server. The HTML pages get this server's origin in place of the build's placeholder.
 */
function loadDist(dir: string, origin: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const assetsDir = join(dir, 'assets') + sep;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const body =
        extname(file) === '.html'
          ? Buffer.from(withSiteOrigin(readFileSync(file, 'utf8'), origin))
          : readFileSync(file);
      assets.set(`/${relative(dir, file).split(sep).join('/')}`, {
        body,
        type,
        // content-hashed names never change (as deployed by the web stack)
        cacheControl: file.startsWith(assetsDir) ? IMMUTABLE : 'no-cache',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        compressible: COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES && body.length <= MAX_COMPRESS_BYTES,
        encoded: new Map(),
      });
    }
  };
  walk(dir);
  if (!assets.has('/index.html')) throw new Error(`${dir} has no index.html: run npm run build:web`);
  return assets;
}

const setHeaders = (res: ServerResponse, headers: readonly Header[]) => {
  for (const { name, value } of headers) res.setHeader(name, value);
};

const plain = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) =>
  res
    .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers })
    .end(text);

/**
 * The file that answers a path whose last segment has no dot (a client route): the page the build
 * prerendered for it (`/blog/x` → `/blog/x/index.html`, for link previews), else the app's
 * index.html. The web stack's viewer-request function follows the same rule.
 */
export function routeFile(path: string, hasFile: (file: string) => boolean): string {
  const folder = path.replace(/\/+$/, '');
  return folder && hasFile(`${folder}/index.html`) ? `${folder}/index.html` : '/index.html';
}

/**
 * Serves a build like CloudFront does: paths whose last segment has no dot are client routes and
 * get their prerendered page or index.html (the web stack's viewer-request function), other paths
 * their file or 404; hashed assets are cached for a year, the rest revalidated (ETag); brotli or
 * gzip by Accept-Encoding; the security headers on every answer.
 */
function serveDist(dir: string, headers: readonly Header[], origin: string): WebServer {
  const assets = loadDist(dir, origin);
  // compress what a first page loads in the background, so the first visit does not wait for it
  for (const asset of assets.values())
    if (asset.compressible && asset.type !== 'application/json') void encode(asset, 'br');

  async function handle(req: IncomingMessage, res: ServerResponse) {
    setHeaders(res, headers);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return plain(res, 400, 'Bad request');
    }
    if (!path.slice(path.lastIndexOf('/') + 1).includes('.')) path = routeFile(path, (file) => assets.has(file));
    const asset = assets.get(path);
    if (!asset) return plain(res, 404, 'Not found');
    res.setHeader('content-type', asset.type);
    res.setHeader('cache-control', asset.cacheControl);
    res.setHeader('etag', asset.etag);
    if (asset.compressible) res.setHeader('vary', 'Accept-Encoding');
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(asset.etag)) return res.writeHead(304).end();
    const encoding = asset.compressible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
    const body = encoding ? await encode(asset, encoding) : asset.body;
    if (encoding) res.setHeader('content-encoding', encoding);
    res.writeHead(200, { 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    handle(req, res) {
      handle(req, res).catch((error: unknown) => {
        console.error('[web] failed', error);
        if (!res.headersSent) plain(res, 500, 'Internal error');
      });
    },
    close: async () => undefined,
  };
}

/**
 * Vite's dev server in middleware mode (hot reload). Its React refresh preamble is an inline
 * script, so the CSP allows scripts carrying a nonce that Vite puts on the tags it writes into
 * index.html (`html.cspNonce`); everything else is the policy `npm start` sends.
 */
async function serveDev(server: Server, sources: CspSources, origin: string): Promise<WebServer> {
  const nonce = randomBytes(18).toString('base64');
  const headers = securityHeaders({ ...sources, scripts: [`'nonce-${nonce}'`], hsts: false });
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server } },
    html: { cspNonce: nonce },
    logLevel: 'warn',
    plugins: [{ name: 'podium-site-origin', transformIndexHtml: (html) => withSiteOrigin(html, origin) }],
  });
  return {
    handle(req, res) {
      setHeaders(res, headers);
      vite.middlewares(req, res, () => plain(res, 404, 'Not found'));
    },
    close: () => vite.close(),
  };
}

/** `http://localhost:<port>` of a listening server (the app server listens before the web starts). */
function localOrigin(server: Server): string {
  const address = server.address() as AddressInfo | null;
  if (!address) throw new Error('startWeb needs the app server listening (or an origin)');
  return `http://localhost:${address.port}`;
}

export async function startWeb(options: WebOptions): Promise<WebServer> {
  const headers = securityHeaders({ ...options.sources, hsts: false });
  if (options.mode === 'dev')
    return serveDev(options.server, options.sources, options.origin ?? localOrigin(options.server));
  if (options.mode === 'dist')
    return serveDist(options.distDir ?? WEB_DIST, headers, options.origin ?? localOrigin(options.server));
  return {
    handle(_req, res) {
      setHeaders(res, headers);
      plain(res, 404, 'Not found (the local stack runs without the web app)');
    },
    close: async () => undefined,
  };
}
