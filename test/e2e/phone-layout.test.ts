import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSchoolSubscription, signedUpDirector } from '../support/director';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  apiFromPage,
  SCREENSHOTS_DIR,
  openBrowser,
  openBrowserSuite,
  signIn,
  type Browser,
  type BrowserSuite,
} from '../support/browser';

/**
 * What a director meets on a phone (390 × 844), against the local stack: the Program Builder shows
 * the program's pieces in its first screen, the library's "Add to program" is in reach without
 * scrolling sideways, the quick add of ensembles says what it added where the director is, and a
 * notice never covers the builder's footer. Each state is photographed at 390 and 1440 px.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const BAND = 'Lincoln High Symphonic Band';
const JAZZ = 'Lincoln High Jazz Band';
const PROGRAM = 'Winter Pops on the Lawn';
/** A director who finished sign-up and has no ensembles yet (the chat page offers the quick add). */
const NEW_DIRECTOR = 'jordan.phone@example.com';

let suite: BrowserSuite | undefined;
let browser: Browser;
let page: Page;

const builder = () => page.getByTestId('program-builder');
const bar = (on: Page = page) => on.getByTestId('builder-bar');

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/** The box of `locator` once it stays put (a notice slides in, a page scrolls smoothly). */
async function settledBox(locator: Locator): Promise<Box> {
  let last: Box | null = null;
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox({ timeout: 1000 });
        const still = last !== null && JSON.stringify(box) === JSON.stringify(last);
        last = box;
        return still;
      },
      { interval: 100, message: `${String(locator)} keeps moving` },
    )
    .toBe(true);
  return last!;
}

/** `locator`, once settled, and each of `others` share no pixel on the screen. */
async function expectApart(locator: Locator, others: Locator[]) {
  const box = await settledBox(locator);
  for (const other of others)
    expect(overlap(box, (await other.boundingBox())!), `${String(locator)} overlaps ${String(other)}`).toBe(false);
}

/** The piece cards wholly shown in the builder's first screen: inside the body's visible box, above the footer. */
async function cardsInFirstScreen(): Promise<number> {
  const body = (await builder().locator('.chakra-dialog__body').boundingBox())!;
  let shown = 0;
  for (const card of await builder().getByTestId('builder-piece').all()) {
    const box = await card.boundingBox();
    if (box && inside(box, body) && box.y + box.height <= PHONE.height) shown += 1;
  }
  return shown;
}

/**
 * What the window shows (not the whole page, as `Browser.shot` saves): a phone's first screen.
 * `phone-<name>.png` in the screenshots folder.
 */
async function phoneShot(on: Page, name: string) {
  await on.waitForTimeout(150); // let transitions finish
  await on.screenshot({ path: join(SCREENSHOTS_DIR, `phone-${name}.png`) });
}

/** Both widths of a state, each checked by axe; the page goes back to the phone. */
async function shotBoth(on: Browser, name: string) {
  await on.page.mouse.move(0, 0);
  await phoneShot(on.page, `${name}-390`);
  await expectNoSeriousA11yViolations(on.page, `${name} at 390 px`);
  await on.page.setViewportSize(DESKTOP);
  await on.page.evaluate('scrollTo(0, 0)'); // the whole page from its top
  await on.shot(`${name}-1440`);
  await expectNoSeriousA11yViolations(on.page, `${name} at 1440 px`);
  await on.page.setViewportSize(PHONE);
}

beforeAll(async () => {
  suite = await openBrowserSuite('phone');
  ({ browser, page } = suite);
  await page.setViewportSize(PHONE);
}, 90_000);

afterAll(() => suite?.close());

describe('Podium on a phone (390 px)', () => {
  it('shows the program’s pieces in the builder’s first screen, under a compact heading, toolbar and footer', async () => {
    // a program of 8 pieces in two ensembles, none unassigned (as a program made from the assistant's answer)
    const ensembles = await apiFromPage<{ id: number; name: string }[]>(page, 'GET', '/ensembles');
    const idOf = (name: string) => ensembles.find((e) => e.name === name)!.id;
    const library = await apiFromPage<{ data: { id: number; duration: number | null }[] }>(
      page,
      'GET',
      '/library/entries?limit=40',
    );
    const entries = library.data.filter((e) => e.duration).slice(0, 8);
    await apiFromPage(page, 'POST', '/programs', {
      title: PROGRAM,
      ensemble_ids: [idOf(BAND), idOf(JAZZ)],
      target_duration: 45,
      performance_date: '2026-12-17',
      performance_time: '19:00',
      venue: 'Lincoln High School Auditorium',
      pieces: entries.map((e, i) => ({ library_entry_id: e.id, ensemble_id: idOf(i < 4 ? BAND : JAZZ) })),
    });
    await bar().getByRole('button', { name: 'SELECT PROGRAM' }).click();
    await page
      .getByRole('dialog', { name: 'Select Program' })
      .getByRole('button', { name: new RegExp(PROGRAM) })
      .click();
    await expect.poll(() => builder().getByTestId('builder-piece').count()).toBe(8);
    // a first visit on a phone: the Better on Desktop notice shows, and the pieces still do
    await builder().getByText('Better on Desktop').waitFor();
    await page.waitForTimeout(400); // the dialog scales in
    expect(await cardsInFirstScreen()).toBeGreaterThanOrEqual(3);

    // the toolbar is one row; the footer holds its label, chips and button with no blank row
    const toolbar = builder().getByRole('toolbar', { name: 'Program actions' });
    expect((await toolbar.boundingBox())!.height).toBeLessThanOrEqual(40);
    const footer = builder().locator('.chakra-dialog__footer');
    expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(100);
    // every control of the toolbar is still there, as a button (the spec's toolbar)
    for (const name of ['New Program', 'Rename', 'Change Date & Time', 'Export to Word', 'Delete'])
      await expect(toolbar.getByRole('button', { name, exact: true }).count()).resolves.toBe(1);

    // each ensemble's name is shown whole in its section (wrapped), or its whole name is its title
    for (const name of [BAND, JAZZ]) {
      const label = builder().getByRole('region', { name }).getByText(name, { exact: true });
      const shown = await label.evaluate((el) => ({
        whole: el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1,
        title: el.closest('[title]')?.getAttribute('title') ?? null,
      }));
      expect(shown.whole || shown.title === name, `${name} is cut in its section`).toBe(true);
      // the footer's chip is named by the whole name
      await expect(footer.getByRole('button', { name, exact: true }).count(), `the chip of ${name}`).resolves.toBe(1);
    }
    await phoneShot(page, 'builder-390');
    await expectNoSeriousA11yViolations(page, 'the builder at 390 px');

    // dismissed, the notice leaves more room
    await builder().getByRole('button', { name: 'Dismiss the Better on Desktop notice' }).click();
    await expect.poll(cardsInFirstScreen).toBeGreaterThanOrEqual(4);
    await phoneShot(page, 'builder-390-no-notice');

    // the desktop keeps its layout: one toolbar row, one footer row, the lists side by side
    await page.setViewportSize(DESKTOP);
    await expect.poll(async () => (await toolbar.boundingBox())!.height).toBeLessThanOrEqual(40);
    expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(60);
    const unassigned = (await builder().getByTestId('unassigned-list').boundingBox())!;
    const panel = (await builder().getByTestId('ensemble-panel').boundingBox())!;
    expect(unassigned.x + unassigned.width).toBeLessThan(panel.x);
    await browser.shot('builder-1440');
    await expectNoSeriousA11yViolations(page, 'the builder at 1440 px');
    await page.setViewportSize(PHONE);
    await builder().getByRole('button', { name: 'Close', exact: true }).click();
    await builder().waitFor({ state: 'detached' });
  });

  it('keeps each library row’s Add to program within the screen, and it adds the piece', async () => {
    await page.goto(new URL('/library', page.url()).href);
    const rows = page.getByTestId('library-row');
    await rows.first().waitFor();
    for (let i = 0; i < 5; i++) {
      const add = rows.nth(i).getByRole('button', { name: /^Add ".*" to program$/ });
      const box = (await add.boundingBox())!;
      expect(box.x, `row ${i + 1}'s Add to program starts off the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `row ${i + 1}'s Add to program ends off the screen`).toBeLessThanOrEqual(PHONE.width);
    }
    // nothing scrolled sideways to reach it: neither the page nor the list
    const sideways = await page.evaluate(`(() => {
      const region = document.querySelector('[role=region][aria-label="Library pieces"]');
      return [document.documentElement.scrollWidth > innerWidth, region.scrollLeft > 0, region.scrollWidth > region.clientWidth];
    })()`);
    expect(sideways).toEqual([false, false, false]);

    const add = rows.first().getByRole('button', { name: /^Add ".*" to program$/ });
    const title = /^Add "(.*)" to program$/.exec((await add.getAttribute('aria-label'))!)![1]!;
    await add.click();
    await page
      .getByRole('status')
      .filter({ hasText: `Added "${title}" to ${PROGRAM}` })
      .waitFor();
    // the sort stays at hand on a phone
    await page.getByRole('columnheader', { name: 'Composer' }).getByRole('button').click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Composer' }).getAttribute('aria-sort'))
      .toBe('ascending');
    // the cards from the top of the list (its sort row below the top bar), as a phone shows them
    await page.evaluate(
      `document.querySelector('[role=region][aria-label="Library pieces"]').scrollIntoView(); scrollBy(0, -72)`,
    );
    await shotBoth(browser, 'library');
  });
});

describe('a new director on a phone (390 px)', () => {
  let jordan: Browser | undefined;
  let p: Page;

  beforeAll(async () => {
    const { stack } = suite!;
    // a director who finished sign-up, with a school's grant and no ensembles
    await signedUpDirector(stack, NEW_DIRECTOR, {
      name: 'Jordan Lee',
      school_name: 'Lincoln High School',
      state: 'Oregon',
      country: 'United States',
    });
    await grantSchoolSubscription(stack, NEW_DIRECTOR);
    jordan = await openBrowser(stack, 'phone-new-director', PHONE);
    p = jordan.page;
    await signIn(p, stack, NEW_DIRECTOR);
  }, 90_000);

  afterAll(() => jordan?.close());

  it('shows the quick add’s confirmation in the window, above the Program Builder’s bar', async () => {
    const quick = p.getByRole('region', { name: 'Which ensembles do you lead?' });
    await quick.waitFor();
    const confirmation = quick.getByRole('status');
    await quick.getByRole('button', { name: 'Add Concert Band' }).click();
    await confirmation.getByText('Added Concert Band').waitFor();
    await quick.getByRole('button', { name: 'Add Jazz Band' }).click();
    await confirmation.getByText('Added Concert Band, Jazz Band').waitFor();
    // once the page has scrolled (smoothly) to it
    expect(
      inside(await settledBox(confirmation), { x: 0, y: 0, ...PHONE }),
      'the confirmation is out of the window',
    ).toBe(true);
    await expectApart(confirmation, [bar(p)]);
    await shotBoth(jordan!, 'quick-add');
  });

  it('shows the "Added" notice of a whole answer clear of the builder’s footer, its buttons and the bar', async () => {
    // the whole answer made into a program: the builder opens on it, with the notice
    const box = p.getByRole('textbox', { name: 'Message to the assistant' });
    await box.fill('About 25 minutes for my concert band and 15 for the jazz band');
    await box.press('Enter');
    const log = p.getByRole('log', { name: 'Conversation' });
    await log.getByRole('region', { name: 'For Jazz Band' }).getByRole('article').first().waitFor({ timeout: 30_000 });
    await log.getByRole('button', { name: /^Add all \d+ to a new program$/ }).click();
    const create = p.getByRole('dialog', { name: 'Create New Program' });
    await create.getByRole('textbox', { name: 'Program name' }).fill('Spring Concert');
    await create.getByRole('button', { name: 'Create Program' }).click();
    await create.waitFor({ state: 'detached' });
    const opened = p.getByTestId('program-builder');
    await opened.getByRole('heading', { name: 'Spring Concert' }).waitFor({ timeout: 15_000 });
    const added = p.getByRole('status').filter({ hasText: /^Added \d+ pieces to Spring Concert/ });
    await added.waitFor({ timeout: 15_000 });
    await expectApart(added, [
      opened.locator('.chakra-dialog__footer'),
      opened.getByRole('button', { name: 'Refresh program' }),
      opened.getByRole('button', { name: 'Close', exact: true }),
      bar(p),
    ]);
    await phoneShot(p, 'added-notice-390');
    // the builder at 1440 px as the window shows it (the notice stays where it showed)
    await p.setViewportSize(DESKTOP);
    await phoneShot(p, 'added-notice-1440');
    await p.setViewportSize(PHONE);
    expect(jordan!.consoleErrors).toEqual([]);
    expect(browser.consoleErrors).toEqual([]);
  }, 120_000);
});
