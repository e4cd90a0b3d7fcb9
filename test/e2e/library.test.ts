import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_DEFAULT } from '@app/shared/contracts/library';
import type { LocalStack } from '@app/scripts/local/stack';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowserSuite, type Browser, type BrowserSuite } from '../support/browser';

let stack: LocalStack;
let browser: Browser;
let suite: BrowserSuite | undefined;
let page: Page;

/** BOM, semicolons, two banner rows above the header, 5'30" durations; line 6 has grade 9, line 7 no title, line 8 a title of 300+ characters. */
const MESSY_CSV = fileURLToPath(new URL('./fixtures/library-messy.csv', import.meta.url));
const DEMO_PROGRAM = 'Spring Concert 2027';
/** The seeded demo library's size, read on the first load. */
let demoTotal = 0;
/** The range the first page of the whole demo library shows. */
const firstPage = () => `1–${Math.min(LIBRARY_PAGE_DEFAULT, demoTotal)} of ${demoTotal}`;

const rows = () => page.getByTestId('library-row');
/** The text of one column (0 title, 1 composer, 2 arranger, 3 grade, 4 duration, 5 last performed) in every row. */
const column = (index: number) =>
  rows().evaluateAll((trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent ?? ''), index);
const search = () => page.getByRole('searchbox', { name: 'Search' });
const filter = (name: 'Composer' | 'Arranger' | 'Grade') => page.getByRole('search').getByRole('textbox', { name });
const range = () => page.getByTestId('library-range').textContent();
const header = (name: string) => page.getByRole('columnheader', { name });

async function openLibrary(query = '') {
  await page.goto(`${stack.appUrl}/library${query}`);
  await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
  await rows().first().or(page.getByText('No pieces match these filters')).waitFor();
}

/** Both widths of a state: desktop 1280 and phone 390, each checked by axe. */
async function shoot(name: string) {
  // the pointer rests off the controls: axe measures the colours of what is shown, not of a hover
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page, `${name} (desktop)`);
  await browser.shot(name);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoSeriousA11yViolations(page, `${name} (phone)`);
  await browser.shot(`${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  suite = await openBrowserSuite('library');
  ({ stack, browser, page } = suite);
}, 90_000);

afterAll(() => suite?.close());

describe('the Library page in Chromium', () => {
  it('lists the demo library with the range shown', async () => {
    await openLibrary();
    const all = /^1–(\d+) of (\d+)$/.exec((await range()) ?? '');
    demoTotal = Number(all?.[2]);
    expect(demoTotal).toBeGreaterThan(80);
    // the first page holds up to a page of entries
    expect(Number(all?.[1])).toBe(Math.min(LIBRARY_PAGE_DEFAULT, demoTotal));
    expect(await rows().count()).toBe(Math.min(LIBRARY_PAGE_DEFAULT, demoTotal));
    await expect(header('Title').getAttribute('aria-sort')).resolves.toBe('ascending');
    await shoot('table');
  });

  it('narrows the rows as the director types, and a reload shows the same view', async () => {
    await openLibrary();
    await search().pressSequentially('sousa', { delay: 30 });
    await expect
      .poll(() => column(1))
      .toSatisfy((composers: string[]) => composers.length > 0 && composers.length < demoTotal);
    // the address follows once typing pauses
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('sousa');
    const found = await column(0);
    for (const composer of await column(1)) expect(composer).toBe('John Philip Sousa');

    await page.reload();
    await rows().first().waitFor();
    await expect(search().inputValue()).resolves.toBe('sousa');
    await expect.poll(() => column(0)).toEqual(found);
  });

  it('filters by composer and by a grade range, and sorts by grade, highest first', async () => {
    await openLibrary();
    await filter('Composer').fill('Holst');
    await expect
      .poll(() => column(1))
      .toSatisfy((composers: string[]) => composers.length > 0 && composers.every((c) => c === 'Gustav Holst'));
    await expect.poll(() => new URL(page.url()).searchParams.get('composer')).toBe('Holst');
    await filter('Composer').fill('');
    await filter('Grade').fill('1.5-2.5');
    await expect
      .poll(() => column(3))
      .toSatisfy(
        (grades: string[]) =>
          grades.length > 0 && grades.length < demoTotal && grades.every((g) => Number(g) >= 1.5 && Number(g) <= 2.5),
      );
    await filter('Grade').fill('');
    await expect.poll(range).toBe(firstPage());

    await header('Grade').getByRole('button').click();
    await expect.poll(() => header('Grade').getAttribute('aria-sort')).toBe('ascending');
    await header('Grade').getByRole('button').click();
    await expect.poll(() => header('Grade').getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await column(3))[0]).toBe('6');
    expect(new URL(page.url()).searchParams.get('order')).toBe('desc');
    await filter('Grade').fill('3-4');
    await expect
      .poll(() => column(3))
      .toSatisfy(
        (grades: string[]) =>
          grades.length > 0 && grades.every((g) => Number(g) >= 3 && Number(g) <= 4) && Number(grades[0]) === 4,
      );
    await shoot('filters');
  });

  it('says when nothing matches, and clears the filters', async () => {
    await openLibrary('?sort=difficulty&order=desc');
    await search().fill('no such piece anywhere');
    await page.getByText('No pieces match these filters').waitFor();
    await shoot('empty-search');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(range).toBe(firstPage());
    await expect(search().inputValue()).resolves.toBe('');
    expect(new URL(page.url()).search).toBe('?sort=difficulty&order=desc');
  });

  it('adds a piece by hand (after a bad year), edits it and deletes it with the confirmation', async () => {
    // not there yet: added, the search shows it
    await openLibrary('?search=Test%20Entry%20Piece');
    await page.getByText('No pieces match these filters').waitFor();
    await page.getByRole('button', { name: 'Add piece' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add piece' });
    await dialog.getByRole('combobox', { name: 'Title' }).fill('Test Entry Piece');
    await dialog.getByRole('textbox', { name: 'Year' }).fill('3000');
    await dialog.getByRole('textbox', { name: 'Duration' }).fill('4:5');
    await dialog.getByRole('button', { name: 'Add piece' }).click();
    await dialog.getByText('Year must be between 1000 and 2100').waitFor();
    await shoot('entry-errors');

    await dialog.getByRole('textbox', { name: 'Year' }).fill('1999');
    await dialog.getByRole('combobox', { name: 'Grade' }).selectOption('3');
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('test, opener');
    await dialog.getByRole('button', { name: 'Add piece' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Added "Test Entry Piece" to your library').waitFor();
    await expect.poll(() => column(0)).toEqual(['Test Entry Piece']);
    expect((await column(3))[0]).toBe('3');
    expect((await column(4))[0]).toBe('4:05');

    await page.getByRole('button', { name: 'Edit "Test Entry Piece"' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit piece' });
    await expect(edit.getByRole('textbox', { name: 'Tags' }).inputValue()).resolves.toBe('test, opener');
    await edit.getByRole('textbox', { name: 'Composer' }).fill('Test Composer');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => column(1)).toEqual(['Test Composer']);

    await page.getByRole('button', { name: 'Delete "Test Entry Piece"' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete piece' });
    await confirm
      .getByText('Are you sure you want to delete "Test Entry Piece" from your library? This cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No pieces match these filters').waitFor();
  });

  it('imports a messy CSV and follows it to the counts and the bad rows', async () => {
    // the table behind shows the imported pieces once the import ends
    await openLibrary('?search=Test%20Import%20Piece');
    await page.getByText('No pieces match these filters').waitFor();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    await dialog.getByText('No imports yet.').waitFor();
    await dialog.getByTestId('csv-file-input').setInputFiles(MESSY_CSV);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    // the first answer of the task is usually still queued or processing; the shot shows whichever state it is in
    const progress = dialog.getByTestId('import-progress');
    await progress.waitFor();
    await browser.shot('import-in-progress');
    await progress.getByText('Finished: 5 rows read.').waitFor({ timeout: 20_000 });

    const counts = dialog.getByRole('group', { name: 'Import counts' });
    const countOf = (label: string) =>
      counts.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    expect([
      await countOf('Created'),
      await countOf('Updated'),
      await countOf('Skipped'),
      await countOf('Failed'),
    ]).toEqual(['3', '0', '1', '1']);
    const problems = await dialog
      .getByRole('region', { name: 'Problems by row' })
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(problems.map(([row, col]) => `${row} ${col}`)).toEqual(['6 Grade', '7 Title', '8 Title']);
    expect(problems[1]![2]).toBe('title is missing');
    expect(problems[2]![2]).toMatch(/at most 300 characters/);
    await dialog.getByRole('button', { name: /library-messy\.csv.*Completed/ }).waitFor();
    await shoot('import-finished');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // the table was refreshed: the imported pieces are there, with their m:ss durations
    await expect.poll(() => column(0)).toEqual(['Test Import Piece 1', 'Test Import Piece 2', 'Test Import Piece 3']);
    expect(await column(4)).toEqual(['5:30', '4:15', '3:05']);
    expect(await column(3)).toEqual(['2', '3.5', '—']);

    // Export CSV saves the whole library, the imported pieces included
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('podium-library.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('Test Import Piece 2');
    expect(csv).toContain('First Suite in E-flat');
  });

  it('adds a piece to the selected program from its row', async () => {
    await openLibrary();
    const bar = page.getByTestId('builder-bar');
    await bar.getByRole('button', { name: 'SELECT PROGRAM' }).click();
    const select = page.getByRole('dialog', { name: 'Select Program' });
    await select.getByRole('button', { name: new RegExp(DEMO_PROGRAM) }).click();
    const builder = page.getByTestId('program-builder');
    await builder.waitFor();
    await builder.getByRole('button', { name: 'Close', exact: true }).click();
    await builder.waitFor({ state: 'detached' });
    await bar.getByText(DEMO_PROGRAM).waitFor();
    const summary = bar.getByTestId('builder-bar-summary');
    await expect.poll(async () => /^\d+ pieces?/.test((await summary.textContent()) ?? '')).toBe(true);
    const before = parseInt((await summary.textContent())!, 10);

    await search().fill('Test Import Piece 2');
    await expect.poll(() => column(0)).toEqual(['Test Import Piece 2']);
    await page.getByRole('button', { name: 'Add "Test Import Piece 2" to program' }).click();
    await page.getByText(new RegExp(`Added "Test Import Piece 2" to ${DEMO_PROGRAM}`)).waitFor();
    await expect.poll(async () => parseInt((await summary.textContent())!, 10)).toBe(before + 1);

    await bar.getByRole('button', { name: 'VIEW PROGRAM' }).click();
    await builder.getByText('Test Import Piece 2').first().waitFor();
    await builder.getByRole('button', { name: 'Close', exact: true }).click();
    await builder.waitFor({ state: 'detached' });
  });

  it('opens Insights for a piece and shows its analysis', async () => {
    await openLibrary('?search=First%20Suite');
    const title = (await column(0))[0]!;
    await page.getByRole('button', { name: `Insights for "${title}"` }).click();
    const dialog = page.getByRole('dialog', { name: `Insights: ${title}` });
    await dialog.getByRole('heading', { name: 'Where it goes in the concert' }).waitFor({ timeout: 15_000 });
    await expect(
      dialog
        .getByText(/rehearsal/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await shoot('insights');
    await dialog.getByRole('button', { name: 'Close insights' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(browser.consoleErrors).toEqual([]);
  });
});
