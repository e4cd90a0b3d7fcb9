import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_PROGRAM_GONE } from '@app/shared/contracts/programs';
import type { LocalStack } from '@app/scripts/local/stack';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowser, openBrowserSuite, type Browser, type BrowserSuite } from '../support/browser';

let stack: LocalStack;
let director: Browser;
let suite: BrowserSuite | undefined;
let page: Page;
const audience: Browser[] = [];

const DEMO = 'Spring Concert 2027';

beforeAll(async () => {
  suite = await openBrowserSuite('shared-program');
  ({ stack, browser: director, page } = suite);
}, 60_000);

afterAll(async () => {
  for (const browser of audience) await browser.close();
  await suite?.close();
});

/** A browser of the audience: signed out, at a phone's or a desktop's width. */
async function audienceBrowser(name: string, width: number, height: number) {
  const browser = await openBrowser(stack, `shared-program-${name}`, { width, height });
  audience.push(browser);
  return browser;
}

describe('a shared program', () => {
  it('is shared from its card, read signed out on a phone and a desktop, and gone once sharing stops', async () => {
    await page.goto(`${stack.appUrl}/programs`);
    const card = page.getByRole('article', { name: DEMO, exact: true });
    await card.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: `Share "${DEMO}"` });
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const link = await dialog.getByRole('textbox', { name: 'Link to the program' }).inputValue();
    expect(link).toMatch(new RegExp(`^${stack.appUrl}/p/[A-Za-z0-9_-]{22,}$`));
    await dialog.getByRole('img', { name: `QR code of the link to "${DEMO}"` }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the Share dialog');
    await director.shot('dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await card.getByText('Shared', { exact: true }).waitFor();

    // the audience: a phone in the dark of a hall, then a desktop
    const phone = await audienceBrowser('phone', 390, 844);
    await phone.page.emulateMedia({ colorScheme: 'dark' });
    const answer = await phone.page.goto(link);
    expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await phone.page.getByRole('heading', { level: 1, name: DEMO }).waitFor();
    await phone.page.getByText('Intermission').count();
    const sets = await phone.page.locator('section h2').allTextContents();
    expect(sets.length).toBeGreaterThan(0);
    // nothing of the app: no sign-in, no menu
    await expect(phone.page.getByRole('button', { name: /sign in/i }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(phone.page, 'the shared program at 390 px, dark');
    await phone.shot('390-dark');
    await phone.page.emulateMedia({ colorScheme: 'light' });
    await phone.shot('390-light');
    expect(phone.consoleErrors).toEqual([]);

    const desktop = await audienceBrowser('desktop', 1440, 900);
    await desktop.page.goto(link);
    await desktop.page.getByRole('heading', { level: 1, name: DEMO }).waitFor();
    await desktop.shot('1440');

    // the builder's toolbar shows it shared; Stop sharing there, after the question
    await card.getByRole('button', { name: 'Link & QR code' }).click();
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Stop sharing' });
    await confirm.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByText(`"${DEMO}" is no longer shared`).waitFor();

    await phone.page.reload();
    await phone.page.getByRole('heading', { name: 'Program not available' }).waitFor();
    await phone.page.getByText(SHARED_PROGRAM_GONE).waitFor();
    await phone.shot('390-gone');
  });
});
