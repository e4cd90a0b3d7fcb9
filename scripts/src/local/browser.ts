import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { LocalStack } from './stack';

// Debian's Chromium (apt-get) driven by playwright-core: `npx playwright install` cannot download browsers offline
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Headless Chromium with a fresh profile (downloads allowed); `close` also removes the profile. */
export async function launchChromium(
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profileDir = mkdtempSync(join(tmpdir(), 'podium-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport,
    acceptDownloads: true,
    // times print in the browser's locale: the suites read them as an American director sees them
    locale: 'en-US',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
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
