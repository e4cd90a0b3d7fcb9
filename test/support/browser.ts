import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, signIn } from '@app/scripts/local/browser';
import { startLocalStack, type LocalStack } from '@app/scripts/local/stack';

export { signIn, signInAtIdp } from '@app/scripts/local/browser';

/** Screenshots of the browser suites land here (gitignored): open them and read them. */
/** A local stack for one suite: loopback, free ports, in memory, the built SPA, the seeded demo account. */
export const startTestStack = (options: Partial<Parameters<typeof startLocalStack>[0]> = {}) =>
  startLocalStack({ port: 0, idpPort: 0, dataDir: undefined, web: 'dist', seed: true, ...options });

export const SCREENSHOTS_DIR = resolve(fileURLToPath(import.meta.url), '../../e2e/screenshots');

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Errors the app logged to the console (other origins, such as the identity provider, are left out). */
  consoleErrors: string[];
  /** A full-page screenshot `<suite>-<name>.png` in SCREENSHOTS_DIR. */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Headless Chromium on the stack's app, logging the app's console errors and failed answers. */
export async function openBrowser(
  stack: LocalStack,
  suite: string,
  viewport = { width: 1280, height: 800 },
): Promise<Browser> {
  const { context, page, close } = await launchChromium(viewport);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && new URL(message.location().url || stack.appUrl).origin === stack.appUrl)
      consoleErrors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) console.log(`[e2e ${suite}] HTTP`, response.status(), response.url());
  });
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  return {
    context,
    page,
    consoleErrors,
    async shot(name) {
      await page.waitForTimeout(150); // let transitions finish
      await page.screenshot({ path: join(SCREENSHOTS_DIR, `${suite}-${name}.png`), fullPage: true });
    },
    close,
  };
}

export interface BrowserSuite {
  stack: LocalStack;
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/**
 * A browser suite's own local stack (the built SPA as `npm start` serves it, web/dist built first
 * when stale; the seeded demo account) and Chromium, signed in as the demo director unless
 * `signedIn: false`.
 */
export async function openBrowserSuite(suite: string, { signedIn = true } = {}): Promise<BrowserSuite> {
  const stack = await startTestStack();
  let browser: Browser | undefined;
  try {
    browser = await openBrowser(stack, suite);
    if (signedIn) await signIn(browser.page, stack);
  } catch (error) {
    await browser?.close();
    await stack.stop();
    throw error;
  }
  const opened = browser;
  return {
    stack,
    browser: opened,
    page: opened.page,
    async close() {
      await opened.close();
      await stack.stop();
    },
  };
}

/**
 * Calls the API as the signed-in page does (with its token), for what a suite sets up without a
 * screen (adding library pieces, concerts already given).
 */
export async function apiFromPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return (await page.evaluate(
    `(async () => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = JSON.parse(localStorage.getItem(key)).access_token;
      const response = await fetch('/api${path}', {
        method: '${method}',
        headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
        body: ${body === undefined ? 'undefined' : `JSON.stringify(${JSON.stringify(body)})`},
      });
      if (!response.ok) throw new Error('${method} ${path}: ' + response.status + ' ' + (await response.text()));
      return response.status === 204 ? null : response.json();
    })()`,
  )) as T;
}
