import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Program, ProgramSummary } from '@app/shared/contracts/programs';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiFromPage, openBrowserSuite, type Browser, type BrowserSuite } from '../support/browser';

let browser: Browser;
let suite: BrowserSuite | undefined;
let page: Page;

const BAND = 'Lincoln High Symphonic Band';
const PAST_CONCERT = 'Winter Concert 2025';

beforeAll(async () => {
  suite = await openBrowserSuite('planning-memory');
  ({ browser, page } = suite);
  await page.setViewportSize({ width: 1440, height: 900 });
  // a concert already given: the demo's band pieces, played on a date that has passed, finalized
  const call = <T>(method: string, path: string, body?: unknown) => apiFromPage<T>(page, method, path, body);
  const ensembles = await call<Ensemble[]>('GET', '/ensembles');
  const band = ensembles.find((e) => e.name === BAND)!;
  const [demo] = await call<ProgramSummary[]>('GET', '/programs');
  const demoProgram = await call<Program>('GET', `/programs/${demo!.id}`);
  const played = demoProgram.pieces.filter((p) => p.ensemble_id === band.id && p.library_entry_id);
  const given = await call<Program>('POST', '/programs', {
    title: PAST_CONCERT,
    performance_date: '2025-12-11',
    performance_time: '19:00',
    ensemble_ids: [band.id],
    pieces: played.map((p) => ({ library_entry_id: p.library_entry_id, title: p.title, ensemble_id: band.id })),
  });
  await call('PATCH', `/programs/${given.id}`, { status: 'finalized' });
}, 90_000);

afterAll(async () => {
  await suite?.close();
});

describe('planning memory', () => {
  it('shows what an ensemble played on the ensemble and in the library, at 1440 and 390 px', async () => {
    await page.goto(`${suite!.stack.appUrl}/ensembles`);
    const card = page.getByRole('listitem').filter({ hasText: BAND }).first();
    await card.getByText(/Played \d+ pieces? in 1 concert/).waitFor();
    await card.getByRole('button', { name: `History of ${BAND}` }).click();
    const dialog = page.getByRole('dialog', { name: `${BAND}: repertoire history` });
    await dialog.getByText(PAST_CONCERT, { exact: false }).first().waitFor();
    await dialog.getByText('First Suite in E-flat for Military Band, Op. 28 No. 1').waitFor();
    await expectNoSeriousA11yViolations(page, 'the repertoire history dialog');
    await browser.shot('ensemble-history-1440');
    await page.keyboard.press('Escape');

    await page.goto(`${suite!.stack.appUrl}/library`);
    await page.getByText(`Played by ${BAND}, Dec 2025`).first().waitFor();
    await browser.shot('library-played-by-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${suite!.stack.appUrl}/ensembles`);
    await card.getByRole('button', { name: `History of ${BAND}` }).click();
    await dialog.getByText('First Suite in E-flat for Military Band, Op. 28 No. 1').waitFor();
    await browser.shot('ensemble-history-390');
    await page.keyboard.press('Escape');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(browser.consoleErrors).toEqual([]);
  });

  it('lists the programs by season and duplicates a past concert from its row', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${suite!.stack.appUrl}/programs?view=season`);
    await page.getByRole('heading', { name: /2025–26 season/ }).waitFor();
    await page.getByRole('heading', { name: /2026–27 season/ }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the season view');
    await browser.shot('seasons-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.shot('seasons-390');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: `Duplicate ${PAST_CONCERT}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /Duplicate/ })
      .last()
      .click();
    await page.getByText(`Duplicated as "${PAST_CONCERT} (copy)"`).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  // before the builder opens Spring Concert 2027: a turn skips the pieces of the program open, the played ones among them
  it('answers what the band played, and keeps it out of the next suggestions until asked', async () => {
    await page.goto(`${suite!.stack.appUrl}/dashboard`);
    await page.getByRole('combobox', { name: 'Ensemble' }).selectOption({ label: `${BAND} - concert band` });
    const box = page.getByRole('textbox', { name: 'Message to the assistant' });
    await box.fill('What have we played?');
    await box.press('Enter');
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText(new RegExp(`${BAND} played \\d+ pieces? in 1 concert`)).waitFor();
    await box.fill('a grade 4 suite for band');
    await box.press('Enter');
    await log
      .getByText(new RegExp(`I left out \\d+ pieces? ${BAND} played in the last 4 years`))
      .first()
      .waitFor();
    await browser.shot('chat-rotation-1440');
    expect(browser.consoleErrors).toEqual([]);
  });

  it("checks a UIL program against the UIL's stated rules, beside its pieces, at 1440 and 390 px", async () => {
    const band = (await apiFromPage<Ensemble[]>(page, 'GET', '/ensembles')).find((e) => e.name === BAND)!;
    await apiFromPage(page, 'PATCH', `/ensembles/${band.id}`, { uil_conference: '5A', uil_classification: 'varsity' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${suite!.stack.appUrl}/programs?view=season`);
    await page.getByRole('button', { name: 'Spring Concert 2027', exact: true }).first().click();
    const builder = page.getByTestId('program-builder');
    await builder.getByText('UIL contest', { exact: true }).click();
    await expect.poll(() => builder.getByRole('checkbox', { name: 'UIL contest' }).isChecked()).toBe(true);
    const panel = builder.getByTestId('uil-check-panel');
    const bandSet = panel.getByRole('region', { name: BAND });
    await bandSet.getByText('Concert Band (100) · UIL 5A varsity').waitFor();
    await bandSet.getByText('Not checked').waitFor();
    await panel.getByText(/no UIL Concert & Sight-Reading event for a jazz band/).waitFor();
    await builder
      .getByText(/^PML 100-/)
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'the builder with its UIL check');
    await browser.shot('uil-check-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await builder.getByRole('button', { name: 'Open UIL check' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Concert Band (100)' });
    await dialog.getByText('Concert Band (100) · UIL 5A varsity').waitFor();
    await browser.shot('uil-check-390');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(browser.consoleErrors).toEqual([]);
  });
});
