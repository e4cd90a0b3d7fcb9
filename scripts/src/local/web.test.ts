import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_ORIGIN_PLACEHOLDER } from '@app/shared/site-origin';
import { routeFile, startWeb, type WebServer } from './web';

const page = (path: string, title: string) => `<!doctype html>
<html><head><title>${title}</title>
<meta property="og:url" content="${SITE_ORIGIN_PLACEHOLDER}${path}" />
<meta property="og:image" content="${SITE_ORIGIN_PLACEHOLDER}/og-image.png" />
</head><body><div id="root"></div></body></html>`;

/** A small build: the app's index.html, two prerendered blog pages and an asset. */
function aBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'podium-web-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('index.html', page('/', 'Podium'));
  write('blog/index.html', page('/blog', 'Blog – Podium'));
  write('blog/pacing-a-concert/index.html', page('/blog/pacing-a-concert', 'Pacing a concert – Podium blog'));
  write('assets/index-abc123.js', 'console.log("app");\n');
  return dir;
}

let server: http.Server | undefined;
let web: WebServer | undefined;
afterEach(async () => {
  await web?.close();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
  web = undefined;
});

/** The app server as stack.ts starts it: listening on a free loopback port before the web starts. */
async function serve(options: { mode: 'dist' | 'dev'; distDir?: string; origin?: string }): Promise<string> {
  server = http.createServer((req, res) => web!.handle(req, res));
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  web = await startWeb({ ...options, server, sources: { connect: ['http://127.0.0.1:4444'] } });
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

describe('routeFile (client routes of the built SPA)', () => {
  const built = new Set(['/index.html', '/blog/index.html', '/blog/pacing-a-concert/index.html']);
  it.each([
    ['/', '/index.html'],
    ['/dashboard', '/index.html'],
    ['/blog', '/blog/index.html'],
    ['/blog/', '/blog/index.html'],
    ['/blog/pacing-a-concert', '/blog/pacing-a-concert/index.html'],
    ['/blog/pacing-a-concert/', '/blog/pacing-a-concert/index.html'],
    ['/blog/no-such-article', '/index.html'],
    ['/programs/12', '/index.html'],
  ])('%s → %s', (path, file) => {
    expect(routeFile(path, (f) => built.has(f))).toBe(file);
  });
});

describe('the built SPA (npm start)', () => {
  it('answers a prerendered blog path with its own page, with absolute link-preview addresses on this origin', async () => {
    const origin = await serve({ mode: 'dist', distDir: aBuild() });
    const res = await fetch(`${origin}/blog/pacing-a-concert`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<title>Pacing a concert – Podium blog</title>');
    expect(html).toContain(`<meta property="og:url" content="${origin}/blog/pacing-a-concert" />`);
    expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png" />`);
    expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
  });

  it('answers other client routes, unknown articles included, with the app and its absolute addresses', async () => {
    const origin = await serve({ mode: 'dist', distDir: aBuild() });
    for (const path of ['/', '/library', '/blog/no-such-article']) {
      const html = await (await fetch(`${origin}${path}`)).text();
      expect(html, path).toContain('<title>Podium</title>');
      expect(html, path).toContain(`<meta property="og:url" content="${origin}/" />`);
    }
    expect(await (await fetch(`${origin}/blog`)).text()).toContain('<title>Blog – Podium</title>');
    expect((await fetch(`${origin}/assets/index-abc123.js`)).status).toBe(200);
    expect((await fetch(`${origin}/blog/missing.png`)).status).toBe(404);
  });

  it('names the origin it is given instead of its own', async () => {
    await serve({ mode: 'dist', distDir: aBuild(), origin: 'https://podium.example.org/' });
    const address = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const html = await (await fetch(`${address}/blog`)).text();
    expect(html).toContain('<meta property="og:url" content="https://podium.example.org/blog" />');
    expect(html).toContain('<meta property="og:image" content="https://podium.example.org/og-image.png" />');
  });
});

describe('the dev server (npm run dev)', () => {
  it('puts its origin into index.html and keeps the CSP nonce on the scripts Vite writes', async () => {
    const origin = await serve({ mode: 'dev' });
    const res = await fetch(`${origin}/blog/pacing-a-concert`);
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png" />`);
    expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
  });
});
