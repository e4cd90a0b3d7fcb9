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
const RENAMED = 'Spring Concert 2027 (Evening)';
const COPY = `${RENAMED} (copy)`;

const card = (name: string) => page.getByRole('article', { name, exact: true });

/** Opens a card's "More actions" menu and picks an action. */
async function chooseAction(program: string, action: string) {
  await card(program)
    .getByRole('button', { name: `More actions for ${program}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

beforeAll(async () => {
  suite = await openBrowserSuite('programs-page');
  ({ stack, browser, page } = suite);
}, 60_000);

afterAll(() => suite?.close());

describe('the Programs page', () => {
  it('lists the demo program, renames, re-dates, duplicates, exports it and deletes the copy', async () => {
    await page.goto(`${stack.appUrl}/programs`);
    await page.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
    await card(DEMO).waitFor();
    const details = await card(DEMO).textContent();
    for (const text of [
      'In Progress',
      'Thu, May 13, 2027 at 7:00 PM',
      'Lincoln High School Auditorium',
      'Lincoln High Symphonic Band',
      'pieces',
      '(target 75 min)',
    ]) {
      expect(details).toContain(text);
    }
    await expectNoSeriousA11yViolations(page, 'the programs list');
    await browser.shot('page');

    // the builder bar's Select Program and the page's New program use the same dialogs
    await page.getByRole('button', { name: 'SELECT PROGRAM' }).click();
    const select = page.getByRole('dialog', { name: 'Select Program' });
    await select.getByRole('button', { name: new RegExp(DEMO) }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the Select Program dialog');
    await browser.shot('select-dialog');
    await select.getByRole('button', { name: 'Close', exact: true }).click();
    await select.waitFor({ state: 'detached' });
    // the selector opened alone: the builder opens only once a program is chosen
    await expect(page.getByTestId('program-builder').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'New program' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Program' });
    await create.getByRole('checkbox', { name: 'Lincoln High Jazz Band - jazz band' }).waitFor();
    // every ensemble of the director starts ticked: untick them to see the form's messages
    for (const name of ['Lincoln High Symphonic Band', 'Lincoln High Jazz Band', 'Lincoln High String Orchestra'])
      await create.getByText(name).click();
    await expect
      .poll(() => create.getByRole('checkbox', { name: 'Lincoln High Jazz Band - jazz band' }).isChecked())
      .toBe(false);
    await create.getByLabel('Target duration (minutes)').fill('an hour');
    // the name starts as the season's concert: cleared, it is missing too
    await create.getByLabel('Program name').fill('');
    await create.getByLabel('Program name').press('Enter');
    await create
      .getByText('Program name is required. Please select at least one ensemble. Target duration must be a number')
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'the Create New Program dialog with errors');
    await browser.shot('create-dialog');
    await create.getByRole('button', { name: 'Cancel' }).click();
    await create.waitFor({ state: 'detached' });

    await chooseAction(DEMO, 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename Program' });
    const name = rename.getByPlaceholder('Program name');
    expect(await name.inputValue()).toBe(DEMO);
    await name.fill(`  ${RENAMED}  `);
    await expectNoSeriousA11yViolations(page, 'the Rename Program dialog');
    await browser.shot('rename-dialog');
    await name.press('Enter');
    await rename.waitFor({ state: 'detached' });
    await card(RENAMED).waitFor();

    await chooseAction(RENAMED, 'Change date & time');
    const date = page.getByRole('dialog', { name: 'Change Performance Date & Time' });
    expect(await date.getByLabel('Performance date').inputValue()).toBe('2027-05-13');
    expect(await date.getByLabel('Performance time (optional)').inputValue()).toBe('19:00');
    await date.getByLabel('Performance date').fill('2027-05-20');
    await date.getByLabel('Performance time (optional)').fill('18:30');
    await expectNoSeriousA11yViolations(page, 'the Change Performance Date & Time dialog');
    await browser.shot('date-dialog');
    await date.getByRole('button', { name: 'Save' }).click();
    await date.waitFor({ state: 'detached' });
    await card(RENAMED).getByText('Thu, May 20, 2027 at 6:30 PM').waitFor();

    await chooseAction(RENAMED, 'Duplicate');
    const duplicate = page.getByRole('dialog', { name: 'Duplicate Program' });
    expect(await duplicate.getByRole('textbox').inputValue()).toBe(COPY);
    await expectNoSeriousA11yViolations(page, 'the Duplicate Program dialog');
    await browser.shot('duplicate-dialog');
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await duplicate.waitFor({ state: 'detached' });
    await card(COPY).waitFor();

    await card(RENAMED).getByRole('button', { name: 'Export' }).click();
    const exporting = page.getByRole('dialog', { name: 'Export Program' });
    await exporting.locator('label').filter({ hasText: 'Booklet' }).click();
    await exporting.getByText('Include program notes').click();
    expect(await exporting.getByRole('radio', { name: /Booklet/ }).isChecked()).toBe(true);
    expect(await exporting.getByRole('checkbox', { name: 'Include program notes' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the Export Program dialog');
    await browser.shot('export-dialog');
    const download = page.waitForEvent('download');
    await exporting.getByRole('button', { name: 'Download .docx' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);
    await page.getByText('Program generated successfully').waitFor();
    await exporting.waitFor({ state: 'detached' });
    await card(RENAMED).getByText('Finalized').waitFor();

    await chooseAction(COPY, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete program' });
    await confirm
      .getByText(`Are you sure you want to delete the program "${COPY}"? This action cannot be undone.`)
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'the Delete program confirmation');
    await browser.shot('delete-dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card(COPY).waitFor({ state: 'detached' });
    await card(RENAMED).waitFor();
    expect(browser.consoleErrors).toEqual([]);
  });

  it('fits a phone: cards without sideways scrolling, dialogs on the screen', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${stack.appUrl}/programs`);
    await card(RENAMED).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'the programs list at 390');
    await browser.shot('page-phone');

    await chooseAction(RENAMED, 'Rename');
    await page.getByRole('dialog', { name: 'Rename Program' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the Rename Program dialog at 390');
    await browser.shot('rename-dialog-phone');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'New program' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Program' });
    await create.getByRole('checkbox', { name: 'Lincoln High Jazz Band - jazz band' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the Create New Program dialog at 390');
    await browser.shot('create-dialog-phone');
    await create.getByRole('button', { name: 'Cancel' }).click();
    await create.waitFor({ state: 'detached' });

    await card(RENAMED).getByRole('button', { name: 'Export' }).click();
    await page.getByRole('dialog', { name: 'Export Program' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the Export Program dialog at 390');
    await browser.shot('export-dialog-phone');
    expect(browser.consoleErrors).toEqual([]);
  });
});
