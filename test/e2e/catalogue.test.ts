import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogWorks } from '@app/functions/catalog/load-catalog';
import { grantSchoolSubscription, signedUpDirector } from '../support/director';
import type { LocalStack } from '@app/scripts/local/stack';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowser, signIn, startTestStack, type Browser } from '../support/browser';

/**
 * The repertoire catalogue as a new director meets it, with an empty library: a treble choir, a
 * string orchestra and a jazz band get recommendations in the chat (a UIL request shows the UIL
 * grade and code, also in the insights), the Add piece dialog offers catalogue works as the title
 * is typed, and a CSV import fills a missing grade from the UIL list and says so. Each state is
 * checked with axe and photographed at 1280 and 390 px.
 */

const DIRECTOR = 'riverside.director@example.com';
const ENSEMBLES = [
  { name: 'Riverside Treble Choir', type: 'treble_choir', level: 2 },
  { name: 'Riverside Strings', type: 'string_orchestra', level: 3 },
  { name: 'Riverside Jazz Band', type: 'jazz_band', level: 2 },
] as const;
const PHONE = { width: 390, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

let stack: LocalStack;
let browser: Browser;
let page: Page;

async function atBothWidths(name: string) {
  await browser.shot(`${name}-1280`);
  await expectNoSeriousA11yViolations(page, `${name} at 1280 px`);
  await page.setViewportSize(PHONE);
  await browser.shot(`${name}-390`);
  await expectNoSeriousA11yViolations(page, `${name} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  stack = await startTestStack();
  // a director who finished sign-up, holds a school's grant, and has three ensembles and no library
  const call = await signedUpDirector(stack, DIRECTOR, {
    name: 'Sam Ortiz',
    school_name: 'Riverside High School',
    state: 'Texas',
    country: 'United States',
  });
  for (const ensemble of ENSEMBLES) await call('/ensembles', 'POST', { ...ensemble, size: 30 });
  await grantSchoolSubscription(stack, DIRECTOR);
  browser = await openBrowser(stack, 'catalogue');
  page = browser.page;
  page.setDefaultTimeout(10_000);
  await signIn(page, stack, DIRECTOR);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const log = () => page.getByRole('log', { name: 'Conversation' });
const cards = () => log().getByRole('article');

async function askFor(ensemble: string, message: string) {
  await page.goto(`${stack.appUrl}/dashboard`);
  await page
    .getByRole('combobox', { name: 'Ensemble' })
    .selectOption({ label: `${ensemble} - ${ENSEMBLES.find((e) => e.name === ensemble)!.type.replace('_', ' ')}` });
  const box = page.getByRole('textbox', { name: 'Message to the assistant' });
  await box.fill(message);
  await box.press('Enter');
  await cards().first().waitFor();
}

describe('the catalogue with an empty library', () => {
  it('answers a treble choir, a string orchestra and a jazz band from the catalogue', async () => {
    await askFor('Riverside Treble Choir', 'something for my treble choir, grade 2');
    expect(await cards().count()).toBeGreaterThan(0);
    expect(await cards().first().textContent()).toContain('Catalogue');
    await atBothWidths('treble-choir');

    await askFor('Riverside Jazz Band', 'fill 12 minutes for the jazz band');
    expect(await log().textContent()).toMatch(/runs \d+:\d\d in total/);
    await atBothWidths('jazz-fill');

    await askFor('Riverside Strings', 'a UIL grade 3 piece for strings');
    const first = cards().first();
    expect(await first.textContent()).toMatch(/UIL grade 3, 926-3-\d+/);
    await atBothWidths('strings-uil');
    const title = (await first.getByRole('heading').textContent())!;
    await first.getByRole('button', { name: `Insights: ${title}` }).click();
    const insights = page.getByRole('dialog', { name: `Insights: ${title}` });
    await insights.getByText('Texas UIL Prescribed Music List').waitFor();
    expect(await insights.textContent()).toMatch(/UIL grade 3, 926-3-\d+/);
    await browser.shot('strings-uil-insights-1280');
    await expectNoSeriousA11yViolations(page, 'insights with a UIL listing');
    await insights.getByRole('button', { name: 'Close insights' }).click();
    expect(browser.consoleErrors).toEqual([]);
  }, 120_000);

  it('offers catalogue works in Add piece and fills the form from the one picked', async () => {
    await page.goto(`${stack.appUrl}/library`);
    await page.getByRole('button', { name: 'Add piece' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add piece' });
    await dialog.getByRole('combobox', { name: 'Title' }).pressSequentially('shenand');
    const list = dialog.getByRole('listbox', { name: 'Works in the catalogue' });
    await list.getByRole('option').first().waitFor();
    await atBothWidths('add-piece-typeahead');
    await list.getByRole('option', { name: /^Shenandoah\s*Frank Ticheli/ }).click();
    expect(await dialog.getByRole('combobox', { name: 'Composer' }).inputValue()).toBe('Frank Ticheli');
    expect(await dialog.getByRole('textbox', { name: 'Duration' }).inputValue()).toMatch(/^\d+:\d\d$/);
    await dialog.getByRole('status').waitFor();
    await atBothWidths('add-piece-filled');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }, 90_000);

  it('fills a missing grade from the UIL list in a CSV import and says so in the report', async () => {
    const listed = catalogWorks().find(
      (w) =>
        w.grade_scale === 'uil' &&
        w.ensemble_types.includes('string_orchestra') &&
        catalogWorks().filter((x) => x.title === w.title).length === 1,
    )!;
    const file = join(tmpdir(), 'riverside-strings.csv');
    writeFileSync(
      file,
      `Title,Composer,Grade,Duration\n"${listed.title}",${listed.composer},,\nOur Own Arrangement,Sam Ortiz,2,3:00\n`,
    );
    await page.goto(`${stack.appUrl}/library`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    await dialog.getByTestId('csv-file-input').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Finished: 2 rows read.').waitFor({ timeout: 20_000 });
    const fills = dialog.getByRole('region', { name: 'Filled in from the catalogue' });
    expect(await fills.textContent()).toContain(`Grade ${listed.grade} from the UIL list (${listed.uil!.code})`);
    await atBothWidths('import-report');

    // the library behind, on a phone: the table scrolls sideways inside its box, the page does not
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.setViewportSize(PHONE);
    await page.getByRole('region', { name: 'Library pieces' }).getByText(listed.title).waitFor();
    type Window = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
    const widerThanWindow = () =>
      page.evaluate(
        () =>
          (globalThis as unknown as Window).document.documentElement.scrollWidth >
          (globalThis as unknown as Window).innerWidth,
      );
    await expect.poll(widerThanWindow).toBe(false);
    await browser.shot('library-after-import-390');
    await page.setViewportSize(DESKTOP);
  }, 90_000);
});
