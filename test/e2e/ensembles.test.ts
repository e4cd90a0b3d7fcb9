import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowserSuite, type Browser, type BrowserSuite } from '../support/browser';

let browser: Browser;
let suite: BrowserSuite | undefined;
let page: Page;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };
const NEW_NAME = 'Lincoln Middle School Band';

const list = () => page.getByRole('list', { name: 'Your ensembles' });
const card = (name: string) =>
  list()
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
/** Closes the notices of earlier actions, so they do not cover the next screenshots. */
async function dismissNotices() {
  // each round closes the notices showing then; one that appears later (or a click that missed on
  // a busy machine) is closed by the next round
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  await expect
    .poll(async () => {
      for (const button of await dismiss.all()) await button.click({ timeout: 5_000 }).catch(() => undefined);
      return dismiss.count();
    })
    .toBe(0);
}
/** The page is no wider than the window (nothing to scroll sideways on a phone). */
// evaluated in the browser (the node-side tsconfig has no DOM types)
const scrollsSideways = () => page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');

beforeAll(async () => {
  suite = await openBrowserSuite('ensembles');
  ({ browser, page } = suite);
}, 90_000);

afterAll(() => suite?.close());

describe('My Ensembles', () => {
  it('lists, creates, edits and deletes ensembles; refuses to delete one a program uses', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Ensembles' }).click();
    await page.getByRole('heading', { name: 'My Ensembles', level: 1 }).waitFor();
    await card('Lincoln High Jazz Band').waitFor();
    await expect(list().getByRole('listitem').count()).resolves.toBe(3);
    await expect(card('Lincoln High Jazz Band').getByText('jazz band', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(card('Lincoln High Jazz Band').getByText('Level 3.5 · 18 members').isVisible()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'the ensembles list at 1280');
    await browser.shot('list-1280');

    // create: the form checks with the API's messages before sending
    await page.getByRole('button', { name: 'New ensemble' }).click();
    const dialog = page.getByRole('dialog', { name: 'New ensemble' });
    await dialog.waitFor();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(page.evaluate<string | undefined>('document.activeElement?.getAttribute("name")')).resolves.toBe(
      'type',
    ); // focus starts on Type: type and level first, the name suggested from them
    await name.fill('');
    await dialog.getByRole('spinbutton', { name: 'Level' }).fill('7');
    await dialog.getByRole('button', { name: 'Add ensemble' }).click();
    await dialog.getByText('Ensemble name is required').waitFor();
    await dialog.getByText('Level must be between 0.5 and 6').waitFor();
    await expectNoSeriousA11yViolations(page, 'the New ensemble dialog with errors');
    await browser.shot('dialog-errors-1280');
    await name.fill(NEW_NAME);
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'concert band' });
    await dialog.getByRole('spinbutton', { name: 'Level' }).fill('2');
    await dialog.getByRole('spinbutton', { name: 'Size' }).fill('40');
    await dialog
      .getByRole('textbox', { name: 'Instrumentation' })
      .fill('Flutes 6, clarinets 8, alto saxophones 4, trumpets 6, percussion 5');
    await expectNoSeriousA11yViolations(page, 'the filled New ensemble dialog');
    await browser.shot('dialog-1280');
    await dialog.getByRole('button', { name: 'Add ensemble' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(NEW_NAME).getByText('Level 2 · 40 members').waitFor();

    // edit its level
    await card(NEW_NAME)
      .getByRole('button', { name: `Edit ${NEW_NAME}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit ensemble' });
    await edit.waitFor();
    await expect(edit.getByRole('spinbutton', { name: 'Level' }).inputValue()).resolves.toBe('2');
    await edit.getByRole('spinbutton', { name: 'Level' }).fill('2.5');
    await edit.getByRole('spinbutton', { name: 'Level' }).press('Enter'); // submits the form from the keyboard
    await edit.waitFor({ state: 'detached' });
    await card(NEW_NAME).getByText('Level 2.5 · 40 members').waitFor();

    // the demo program uses the jazz band: the server refuses and the dialog names the program
    await card('Lincoln High Jazz Band').getByRole('button', { name: 'Delete Lincoln High Jazz Band' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('Are you sure you want to delete the ensemble "Lincoln High Jazz Band"?', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('heading', { name: 'This ensemble is still in use' }).waitFor();
    await expect(
      confirm.getByRole('list', { name: 'Programs using this ensemble' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual(['Spring Concert 2027']);
    await dismissNotices();
    await expectNoSeriousA11yViolations(page, 'the ensemble-in-use dialog at 1280');
    await browser.shot('in-use-1280');
    await confirm.getByRole('button', { name: 'Close', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(card('Lincoln High Jazz Band').count()).resolves.toBe(1);

    // the new one is deleted
    await card(NEW_NAME)
      .getByRole('button', { name: `Delete ${NEW_NAME}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card(NEW_NAME).waitFor({ state: 'detached' });
    await expect(list().getByRole('listitem').count()).resolves.toBe(3);
  });

  it('fits a phone: cards stacked, dialogs usable, nothing scrolls sideways', async () => {
    await dismissNotices();
    await page.setViewportSize(PHONE);
    await card('Lincoln High Jazz Band').waitFor();
    expect(await scrollsSideways()).toBe(false);
    // one column (polled: the content's margin animates when the sidebar goes away)
    const left = async (name: string) => (await card(name).boundingBox())?.x;
    await expect
      .poll(async () => [await left('Lincoln High Jazz Band'), await left('Lincoln High String Orchestra')])
      .toEqual([16, 16]);
    await expectNoSeriousA11yViolations(page, 'the ensembles list at 390');
    await browser.shot('list-390');

    await page.getByRole('button', { name: 'New ensemble' }).click();
    const dialog = page.getByRole('dialog', { name: 'New ensemble' });
    await dialog.waitFor();
    expect(await scrollsSideways()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the New ensemble dialog at 390');
    await browser.shot('dialog-390');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await card('Lincoln High Jazz Band').getByRole('button', { name: 'Delete Lincoln High Jazz Band' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText('Spring Concert 2027').waitFor();
    expect(await scrollsSideways()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the ensemble-in-use dialog at 390');
    await browser.shot('in-use-390');
    await confirm.getByRole('button', { name: 'Close', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
  });

  it('shows the empty state and the load failure (answers replaced in the browser)', async () => {
    // the demo account's ensembles are all used by its program, so an empty list is simulated here
    await page.route('**/api/ensembles', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.reload();
    await page.getByText('No ensembles yet').waitFor();
    expect(await scrollsSideways()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the empty ensembles page at 390');
    await browser.shot('empty-390');
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousA11yViolations(page, 'the empty ensembles page at 1280');
    await browser.shot('empty-1280');

    await page.unroute('**/api/ensembles');
    await page.route('**/api/ensembles', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Boom' } }),
      }),
    );
    await page.reload();
    await page.getByText('Failed to load ensembles', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the ensembles load failure');
    await browser.shot('load-failed-1280');
    await page.unroute('**/api/ensembles');
    await page.getByRole('button', { name: 'Retry' }).click();
    await card('Lincoln High Jazz Band').waitFor();
    await expect(page.getByText('Failed to load ensembles').count()).resolves.toBe(0);

    // only the refusals this suite asked for reached the console
    expect(browser.consoleErrors.filter((text) => !/status of (409|500)/.test(text))).toEqual([]);
  });
});
