/**
 * The weight of a first visit: the JS a director's browser fetches, gzip-compressed,
 * when it opens `/` signed out and `/dashboard` signed in with an empty cache; and a Lighthouse
 * desktop run of `/` (performance and accessibility scores) with the system Chromium.
 * Starts its own stack (the built SPA, the seeded demo account) on loopback.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium, signIn } from '../local/browser';
import { startLocalStack } from '../local/stack';
import { WEB_DIST } from '../local/web';
import { lighthouseDesktop } from './lighthouse';

export const FIRST_PAGE_TARGETS = { home_js_gzip_kb_max: 170, dashboard_js_gzip_kb_max: 200 };

const round = (n: number) => Math.round(n * 10) / 10;

/** Every script the page fetched (module preloads included), as paths under web/dist. */
async function scriptsOf(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return [...new Set(urls.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js')))];
}

/** Total gzip kB of the scripts, and the five heaviest (where to look first). */
function gzipKb(paths: string[]) {
  const sizes = paths.map((path) => ({
    path,
    kb: zlib.gzipSync(readFileSync(join(WEB_DIST, path)), { level: 9 }).length / 1024,
  }));
  const heaviest = sizes
    .sort((a, b) => b.kb - a.kb)
    .slice(0, Number(process.env.BENCH_HEAVIEST ?? 5))
    .map(({ path, kb }) => `${path.replace('/assets/', '')} ${round(kb)}`);
  return { chunks: paths.length, gzip_kb: round(sizes.reduce((sum, { kb }) => sum + kb, 0)), heaviest };
}

export async function benchFirstPage(log: (message: string) => void, options: { lighthouse: boolean }) {
  const stack = await startLocalStack({ port: 0, idpPort: 0, dataDir: undefined, web: 'dist', seed: true });
  try {
    const home = await (async () => {
      const chromium = await launchChromium({ width: 1280, height: 800 });
      try {
        await chromium.page.goto(stack.appUrl, { waitUntil: 'networkidle' });
        await chromium.page.getByRole('heading', { level: 1 }).first().waitFor();
        return gzipKb(await scriptsOf(chromium.page));
      } finally {
        await chromium.close();
      }
    })();
    log(`first page: / loads ${home.gzip_kb} kB of JS gzip in ${home.chunks} files`);

    const dashboard = await (async () => {
      const chromium = await launchChromium({ width: 1280, height: 800 });
      try {
        const { page } = chromium;
        await signIn(page, stack);
        // a fresh document with the session in place: what a returning director's first load fetches
        await page.goto('about:blank');
        await chromium.context.clearCookies();
        const cdp = await chromium.context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.goto(`${stack.appUrl}/dashboard`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Chat with the assistant' }).waitFor();
        return gzipKb(await scriptsOf(page));
      } finally {
        await chromium.close();
      }
    })();
    log(`first page: /dashboard loads ${dashboard.gzip_kb} kB of JS gzip in ${dashboard.chunks} files`);

    const lighthouse = options.lighthouse ? await lighthouseDesktop(stack.appUrl, log) : undefined;
    return { home_js: home, dashboard_js: dashboard, lighthouse_home_desktop: lighthouse, targets: FIRST_PAGE_TARGETS };
  } finally {
    await stack.stop();
  }
}
