import type { Locator, Page } from 'playwright-core';
import type { Program } from '@app/shared/contracts/programs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFromPage, openBrowserSuite, type Browser, type BrowserSuite } from '../support/browser';
import { mouseDrag } from '../support/drag';

let browser: Browser;
let suite: BrowserSuite | undefined;
let page: Page;

const PROGRAM = 'Offline Rehearsal';
const builder = () => page.getByTestId('program-builder');
const titlesIn = async (list: Locator) =>
  (await list.getByTestId('piece-title').allTextContents()).map((t) => t.trim());

/** A real mouse drag from `from` to the lower quarter of `to`, released once the insert indicator shows. */
const dragBelow = (from: Locator, to: Locator) =>
  mouseDrag(page, from, to, 0.75, builder().getByTestId('insert-indicator'));

beforeAll(async () => {
  suite = await openBrowserSuite('builder-offline');
  ({ browser, page } = suite);
}, 90_000);

afterAll(async () => {
  await page?.context().setOffline(false);
  await suite?.close();
});

describe('a move made while the connection is down', () => {
  it('says it could not be saved and shows the saved order again', async () => {
    // a program with two pieces in one ensemble, made through the API
    const ensembles = await apiFromPage<{ id: number; name: string }[]>(page, 'GET', '/ensembles');
    const band = ensembles[0]!;
    const program = await apiFromPage<Program>(page, 'POST', '/programs', {
      title: PROGRAM,
      ensemble_ids: [band.id],
      performance_date: null,
      performance_time: null,
      venue: null,
      is_half_concert: false,
      target_duration: null,
      notes: null,
    });
    const entries = await apiFromPage<{ data: { id: number; title: string }[] }>(
      page,
      'GET',
      '/library/entries?limit=2',
    );
    const [first, second] = entries.data.map((e) => e.title);
    for (const entry of entries.data)
      await apiFromPage(page, 'POST', `/programs/${program.id}/pieces/${entry.id}`, { ensemble_id: band.id });

    const bar = page.getByTestId('builder-bar');
    await bar.getByRole('button', { name: 'SELECT PROGRAM' }).click();
    await page.getByRole('list', { name: 'Programs in progress' }).getByText(PROGRAM).click();
    const section = builder().getByRole('region', { name: band.name });
    await expect.poll(() => titlesIn(section)).toEqual([first, second]);

    // the notices' code was fetched while the connection was up (the bar asks for it once idle)
    await expect
      .poll(() =>
        page.evaluate<boolean>(
          `performance.getEntriesByType('resource').some((e) => /\\/notices-[\\w-]+\\.js$/.test(e.name) && e.responseEnd > 0)`,
        ),
      )
      .toBe(true);

    await page.context().setOffline(true);
    await dragBelow(
      section.getByTestId('builder-piece').filter({ hasText: first! }),
      section.getByTestId('builder-piece').filter({ hasText: second! }),
    );

    const notice = page.getByRole('alert').filter({ hasText: 'Failed to move the piece. Please try again.' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('Could not reach Podium');
    await expect(notice.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
    // nothing looks saved that is not: the order the server keeps is back on screen
    await expect.poll(() => titlesIn(section)).toEqual([first, second]);
    await browser.shot('move-failed');

    // back online, Retry saves the move and the builder shows it
    await page.context().setOffline(false);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => titlesIn(section)).toEqual([second, first]);
    const stored = async () => {
      const saved = await apiFromPage<Program>(page, 'GET', `/programs/${program.id}`);
      return [...saved.pieces].sort((a, b) => a.order - b.order).map((p) => p.title);
    };
    await expect.poll(stored).toEqual([second, first]);
  });
});
