import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `dev`: Vite in middleware mode (hot reload); `dist`: the built SPA; `none`: API only. */
export type WebMode = 'dev' | 'dist' | 'none';

export interface WebServer {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

const WEB_ROOT = resolve(fileURLToPath(import.meta.url), '../../../../web');

const notFound = (res: ServerResponse) => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** Serves web/dist like CloudFront does: files by path, `index.html` for every other route. */
function serveDist(): WebServer {
  const dist = join(WEB_ROOT, 'dist');
  return {
    handle(req, res) {
      const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
      let file = join(dist, path);
      if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
      if (!existsSync(file)) return notFound(res);
      const immutable = file.includes(`${join(dist, 'assets')}`);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      createReadStream(file).pipe(res);
    },
    close: async () => undefined,
  };
}

export async function startWeb(mode: WebMode, server: Server): Promise<WebServer> {
  if (mode === 'none') return { handle: (_req, res) => notFound(res), close: async () => undefined };
  if (mode === 'dist') return serveDist();
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server } },
    logLevel: 'warn',
  });
  return {
    handle: (req, res) => vite.middlewares(req, res, () => notFound(res)),
    close: () => vite.close(),
  };
}
