import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { LocalStack } from '@app/scripts/local/stack';

// DESIGN.md: Debian's Chromium driven by playwright-core
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** Screenshots of the browser suites land here (gitignored): open them and read them. */
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

/** A fresh Chromium profile on the stack's app, downloads allowed. */
export async function openBrowser(stack: LocalStack, suite: string, viewport = { width: 1280, height: 800 }): Promise<Browser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'podium-e2e-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport,
    acceptDownloads: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && new URL(message.location().url || stack.appUrl).origin === stack.appUrl) consoleErrors.push(message.text());
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
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Fills the local identity provider's login form (the browser must be on its page or on its way). */
export async function signInAtIdp(page: Page, stack: LocalStack, email: string) {
  await page.waitForURL((url) => url.origin === stack.issuer, { timeout: 15_000 });
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** /login sends the browser to the identity provider; signed in, it lands on /dashboard. */
export async function signIn(page: Page, stack: LocalStack, email = 'demo@example.com') {
  await page.goto(`${stack.appUrl}/login`);
  await signInAtIdp(page, stack, email);
  await page.waitForURL(`${stack.appUrl}/dashboard`, { timeout: 15_000 });
}
