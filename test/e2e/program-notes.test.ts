import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@app/scripts/local/stack';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowserSuite, type Browser, type BrowserSuite } from '../support/browser';

let stack: LocalStack;
let browser: Browser;
let suite: BrowserSuite | undefined;
let page: Page;

const DEMO = 'Spring Concert 2027';
const PIECE = 'Shenandoah';

beforeAll(async () => {
  suite = await openBrowserSuite('program-notes');
  ({ stack, browser, page } = suite);
}, 60_000);

afterAll(() => suite?.close());

describe("a piece's program notes in the builder", () => {
  it("drafts them from the facts, replaces the director's words only when asked, and saves", async () => {
    await page.goto(`${stack.appUrl}/programs`);
    await page
      .getByRole('article', { name: DEMO, exact: true })
      .getByRole('button', { name: 'Open in builder' })
      .click();
    const builder = page.getByTestId('program-builder');
    await builder.getByRole('button', { name: `Program notes for "${PIECE}" (written)` }).click();
    const dialog = page.getByRole('dialog', { name: `Program notes: ${PIECE}` });
    const field = dialog.getByRole('textbox', { name: 'Program notes' });
    const own = await field.inputValue();
    expect(own.length).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Draft notes' }).click();
    const drafts = dialog.getByRole('group', { name: 'Drafts' });
    await drafts.getByText('Longer', { exact: true }).waitFor();
    // the longer of the two versions shown
    const longer = (await drafts.locator('p').allTextContents())
      .filter((t) => t.includes('Frank Ticheli'))
      .sort((a, b) => b.length - a.length)[0]!;
    expect(longer).toContain('1999');
    await expectNoSeriousA11yViolations(page, 'the program notes dialog with drafts');
    await browser.shot('dialog-1280');

    await drafts.getByRole('button', { name: 'Use the longer version' }).click();
    await dialog.getByRole('alert').getByText('Replace your notes with the draft?').waitFor();
    expect(await field.inputValue()).toBe(own);
    await dialog.getByRole('button', { name: 'Replace my notes' }).click();
    expect(await field.inputValue()).toBe(longer);
    await dialog.getByRole('button', { name: 'Save notes' }).click();
    await dialog.waitFor({ state: 'detached' });

    // a phone, after a reload: the notes come back from the server
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.appUrl}/programs`);
    await page
      .getByRole('article', { name: DEMO, exact: true })
      .getByRole('button', { name: 'Open in builder' })
      .click();
    await page
      .getByTestId('program-builder')
      .getByRole('button', { name: `Program notes for "${PIECE}" (written)` })
      .click();
    const phone = page.getByRole('dialog', { name: `Program notes: ${PIECE}` });
    expect(await phone.getByRole('textbox', { name: 'Program notes' }).inputValue()).toBe(longer);
    await browser.shot('dialog-390');
  });
});
