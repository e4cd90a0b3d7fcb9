import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@app/scripts/local/stack';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowser, signIn, startTestStack, type Browser } from '../support/browser';

/**
 * The terms notice, soft mode: a stage published Terms and Conditions 2.0 without requiring them
 * yet (TERMS_ACCEPTANCE_REQUIRED=false). The demo director, who accepted 1.0, gets the
 * dismissible "Updated Terms Available" notice instead of the blocking dialog.
 */
let stack: LocalStack | undefined;
let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  stack = await startTestStack({
    functionEnv: { TERMS_VERSION: '2.0', TERMS_ACCEPTANCE_REQUIRED: 'false' },
  });
  browser = await openBrowser(stack, 'terms-notice');
  page = browser.page;
  await signIn(page, stack);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const notice = () => page.getByRole('complementary', { name: 'Updated Terms Available' });
const termsStatus = async () => {
  const token = await stack!.accessTokenFor('demo@example.com');
  const answer = await fetch(`${stack!.appUrl}/api/users/me/terms-status`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as { update_available: boolean; accepted_terms_version: string };
};

describe('the Updated Terms Available notice', () => {
  it('appears on signed-in pages without blocking them, stays dismissed, and accepting from it records version 2.0', async () => {
    await notice().waitFor();
    await notice()
      .getByText(
        'We have updated our Terms and Conditions (now version 2.0). Please review and accept them when you are ready.',
      )
      .waitFor();
    // not the blocking dialog: the page under it works
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Programs' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
    await notice().waitFor();
    await expectNoSeriousA11yViolations(page, 'the notice at 1280');
    await browser!.shot('notice-1280');

    await page.setViewportSize({ width: 390, height: 800 });
    await notice().getByRole('button', { name: 'Review and Accept' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the notice at 390');
    await browser!.shot('notice-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // dismissed, it stays away for version 2.0 (this browser remembers)
    await notice().getByRole('button', { name: 'Dismiss the Updated Terms Available notice' }).click();
    await notice().waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
    await page.getByRole('button', { name: 'SELECT PROGRAM' }).waitFor(); // the signed-in shell is there
    await expect(notice().count()).resolves.toBe(0);
    expect((await termsStatus()).update_available).toBe(true);

    // another browser (nothing remembered) sees it again, and accepts from the dialog
    await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
    await page.reload();
    await notice().getByRole('button', { name: 'Review and Accept' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Updated Terms Available' });
    await dialog.waitFor();
    await expect(dialog.getByText('* Both agreements are required to continue').count()).resolves.toBe(0);
    const accept = dialog.getByRole('button', { name: 'Accept & Continue' });
    await expect(accept.isDisabled()).resolves.toBe(true);
    // the Terms and Conditions box alone is enough in soft mode (its label's start, not its link)
    await dialog
      .getByText('I agree to the', { exact: false })
      .first()
      .click({ position: { x: 4, y: 4 } });
    await expect(accept.isDisabled()).resolves.toBe(false);
    await expectNoSeriousA11yViolations(page, 'the soft Terms dialog');
    await browser!.shot('dialog-1280');
    await accept.click();
    await dialog.waitFor({ state: 'detached' });
    await notice().waitFor({ state: 'detached' });
    expect(await termsStatus()).toMatchObject({ update_available: false, accepted_terms_version: '2.0' });

    await page.reload();
    await page.getByRole('button', { name: 'SELECT PROGRAM' }).waitFor();
    await expect(notice().count()).resolves.toBe(0);
    expect(browser!.consoleErrors).toEqual([]);
  });
});
