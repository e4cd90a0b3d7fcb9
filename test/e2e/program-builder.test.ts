import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mammoth from 'mammoth';
import type { Locator, Page } from 'playwright-core';
import type { Program } from '@app/shared/contracts/programs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiFromPage as callApi, openBrowserSuite, type Browser, type BrowserSuite } from '../support/browser';
import { mouseDrag } from '../support/drag';

let browser: Browser;
let suite: BrowserSuite | undefined;
let page: Page;

/** Calls the API as the signed-in page does, for what no screen does yet: adding library pieces. */
const apiFromPage = <T>(method: string, path: string, body?: unknown) => callApi<T>(page, method, path, body);

const builder = () => page.getByTestId('program-builder');
const section = (name: string) => builder().getByRole('region', { name });
const unassigned = () => builder().getByTestId('unassigned-list');
const titlesIn = async (list: Locator) =>
  (await list.getByTestId('piece-title').allTextContents()).map((t) => t.trim());
const ensembleOrder = async () =>
  builder()
    .getByTestId('builder-ensemble')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));

/** A real mouse drag from `from` to the middle of `to` (or its upper or lower quarter). */
const drag = (from: Locator, to: Locator, where: 'upper' | 'lower' | 'middle' = 'middle') =>
  mouseDrag(
    page,
    from,
    to,
    { upper: 0.25, middle: 0.5, lower: 0.75 }[where],
    builder().getByTestId('insert-indicator').or(to).first(),
  );

/**
 * `locator` and each of `others` share no pixel on the screen (a notice over a button hides it), once
 * they have settled: a notice slides in, so one measured mid-way may still cross the bar.
 */
async function expectApart(locator: Locator, others: Locator[]) {
  const overlap = async (other: Locator) => {
    const [a, b] = [(await locator.boundingBox())!, (await other.boundingBox())!];
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  for (const other of others)
    await expect.poll(() => overlap(other), { message: `${String(locator)} overlaps ${String(other)}` }).toBe(false);
}

const ENSEMBLE_A = 'Lincoln High Symphonic Band';
const ENSEMBLE_B = 'Lincoln High Jazz Band';
const PROGRAM = 'Winter Showcase';

beforeAll(async () => {
  suite = await openBrowserSuite('builder');
  ({ browser, page } = suite);
}, 90_000);

afterAll(() => suite?.close());

describe('the Program Builder in Chromium', () => {
  let programId = 0;
  const added: string[] = [];

  it('opens from the bottom bar with no program and creates one with two ensembles', async () => {
    const bar = page.getByTestId('builder-bar');
    await bar.getByText('Untitled Program').waitFor(); // the bar loads just after the page
    await bar.getByRole('button', { name: 'VIEW PROGRAM' }).click();
    await builder().getByText('Create or select a program to get started').waitFor();
    await expectNoSeriousA11yViolations(page, 'the Program Builder without a program');
    await browser.shot('no-program');

    await builder().getByRole('button', { name: 'Create New' }).click();
    const create = page.getByRole('dialog', { name: /Create New Program/ });
    await create.waitFor();
    await create.getByLabel(/name/i).first().fill(PROGRAM);
    // every ensemble of the director starts ticked: untick them, then tick two in concert order
    for (const name of [ENSEMBLE_A, ENSEMBLE_B, 'Lincoln High String Orchestra']) await create.getByText(name).click();
    await create.getByText(ENSEMBLE_A).click();
    await create.getByText(ENSEMBLE_B).click();
    await create.getByLabel(/target duration/i).fill('30');
    await create.getByText(/half concert/i).click();
    await expectNoSeriousA11yViolations(page, 'the Create New Program dialog over the builder');
    await browser.shot('create-dialog');
    await create.getByRole('button', { name: 'Create Program' }).click();
    await create.waitFor({ state: 'detached' });

    await expect.poll(() => builder().getByRole('heading', { level: 2 }).first().textContent()).toBe(PROGRAM);
    expect(await ensembleOrder()).toEqual([ENSEMBLE_A, ENSEMBLE_B]);
    await builder().getByText('No unassigned pieces').waitFor();
    await expect(section(ENSEMBLE_A).getByText('Drop pieces here').isVisible()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'the Program Builder with a new program');
    await browser.shot('new-program');
  });

  it('shows pieces added from the library in Unassigned after a refresh', async () => {
    const programs = await apiFromPage<{ id: number; title: string }[]>('GET', '/programs?status=in_progress');
    programId = programs.find((p) => p.title === PROGRAM)!.id;
    const entries = await apiFromPage<{ data: { id: number; title: string; duration: number | null }[] }>(
      'GET',
      '/library/entries?limit=40',
    );
    for (const entry of entries.data.filter((e) => e.duration).slice(0, 4)) {
      await apiFromPage('POST', `/programs/${programId}/pieces/${entry.id}`, {});
      added.push(entry.title);
    }
    await builder().getByRole('button', { name: 'Refresh program' }).click();
    await expect.poll(() => titlesIn(unassigned())).toEqual(added);
    await expect(builder().getByLabel('4 pieces').isVisible()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page, 'the Program Builder with unassigned pieces');
    await browser.shot('unassigned');
  });

  it('drags pieces with the real mouse: into an ensemble, before another, and reorders within a list', async () => {
    const [first, second, third] = added;
    await drag(
      unassigned().getByTestId('builder-piece').filter({ hasText: first! }),
      section(ENSEMBLE_A).getByText('Drop pieces here'),
    );
    await expect.poll(() => titlesIn(section(ENSEMBLE_A))).toEqual([first]);

    // the indicator shows before the target while the pointer is over its upper half
    const b = unassigned().getByTestId('builder-piece').filter({ hasText: second! });
    const target = section(ENSEMBLE_A).getByTestId('builder-piece').filter({ hasText: first! });
    const box = (await b.boundingBox())!;
    const tbox = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 6, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(tbox.x + tbox.width / 2, tbox.y + tbox.height * 0.2, { steps: 12 });
    await section(ENSEMBLE_A).getByTestId('insert-indicator').waitFor();
    await browser.shot('dragging');
    // removing is blocked while dragging
    const remove = builder().getByRole('button', { name: `Remove "${third}"` });
    await expect(
      remove.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).pointerEvents),
    ).resolves.toBe('none');
    await page.mouse.up();
    await expect.poll(() => titlesIn(section(ENSEMBLE_A))).toEqual([second, first]);

    // within the list: the first below the second
    await drag(
      section(ENSEMBLE_A).getByTestId('builder-piece').filter({ hasText: second! }),
      section(ENSEMBLE_A).getByTestId('builder-piece').filter({ hasText: first! }),
      'lower',
    );
    await expect.poll(() => titlesIn(section(ENSEMBLE_A))).toEqual([first, second]);
    await expect(builder().getByTestId('builder-duration').textContent()).resolves.toMatch(/^\d+:\d\d$/);
  });

  it('reorders the ensembles by dragging one over the other', async () => {
    await drag(builder().getByRole('button', { name: `Move ensemble ${ENSEMBLE_B}` }), section(ENSEMBLE_A), 'upper');
    await expect.poll(ensembleOrder).toEqual([ENSEMBLE_B, ENSEMBLE_A]);
    await expectNoSeriousA11yViolations(page, 'the Program Builder after reordering');
    await browser.shot('ensembles-reordered');
  });

  it('keeps the same order after a reload', async () => {
    const [first, second, third, fourth] = added;
    // the server has the order the page shows (its saves are done) before the page is reloaded
    const stored = async () => {
      const program = await apiFromPage<Program>('GET', `/programs/${programId}`);
      const names = [...program.program_ensembles].sort((a, b) => a.order - b.order).map((e) => e.name);
      const idOfA = program.program_ensembles.find((e) => e.name === ENSEMBLE_A)!.ensemble_id;
      const titlesOf = (ensembleId: number | null) =>
        program.pieces
          .filter((p) => p.ensemble_id === ensembleId)
          .sort((a, b) => a.order - b.order)
          .map((p) => p.title);
      return { names, a: titlesOf(idOfA), unassigned: titlesOf(null) };
    };
    await expect
      .poll(stored)
      .toEqual({ names: [ENSEMBLE_B, ENSEMBLE_A], a: [first, second], unassigned: [third, fourth] });
    await page.reload();
    await page.getByTestId('builder-bar').getByText(PROGRAM).waitFor();
    await page.getByTestId('builder-bar').getByRole('button', { name: 'VIEW PROGRAM' }).click();
    await expect.poll(ensembleOrder).toEqual([ENSEMBLE_B, ENSEMBLE_A]);
    await expect.poll(() => titlesIn(section(ENSEMBLE_A))).toEqual([first, second]);
    expect(await titlesIn(unassigned())).toEqual([third, fourth]);
  });

  it('moves a piece between lists with the keyboard only, and Escape cancels a move', async () => {
    const [, , third] = added;
    const handle = builder().getByRole('button', { name: `Move "${third}"`, exact: true });
    const live = page.locator('[id^="DndLiveRegion"]');

    // Escape restores (keys only after the pick-up is announced: dnd-kit listens for the moving
    // keys from the next task on, and a key sent before that would not reach it)
    // the reload of the test before may still be answering: a program that arrives mid-drag re-renders the lists
    await page.waitForLoadState('networkidle');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => live.textContent()).toContain(`"${third}" will go to Unassigned Pieces`);
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    const board = page.locator('[data-dragging-board]');
    // on a loaded machine a key can reach the page before dnd-kit listens for it: while the piece is
    // still picked up and no cancel was announced, Escape is sent again (it only ever cancels a move)
    await expect
      .poll(async () => {
        const said = `${await live.textContent()} (dragging: ${await board.getAttribute('data-dragging-board')})`;
        if (!said.includes('was cancelled') && said.endsWith('(dragging: true)')) await page.keyboard.press('Escape');
        return said;
      })
      .toContain('was cancelled');
    await expect.poll(() => board.getAttribute('data-dragging-board')).toBe('false');
    expect(await titlesIn(unassigned())).toContain(third);

    await handle.focus();
    await page.keyboard.press('Space');
    // picked up: the live region names the piece and where it would go now
    await expect.poll(() => live.textContent()).toContain(`"${third}" will go to Unassigned Pieces`);
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('ArrowRight');
      if ((await live.textContent())?.includes(`will go to ${ENSEMBLE_B}`)) break;
    }
    await expect(live.textContent()).resolves.toContain(`"${third}" will go to ${ENSEMBLE_B}, place 1 of 1`);
    await expectNoSeriousA11yViolations(page, 'the Program Builder during a keyboard move');
    await browser.shot('keyboard-drag');
    await page.keyboard.press('Space');
    await expect.poll(() => titlesIn(section(ENSEMBLE_B))).toEqual([third]);
    await expect(live.textContent()).resolves.toContain(`"${third}" moved to ${ENSEMBLE_B}, place 1 of 1`);
  });

  it('renames the program and changes its date', async () => {
    await builder().getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Program' });
    await rename.getByPlaceholder('Program name').fill('  Winter Showcase 2026  ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.waitFor({ state: 'detached' });
    await expect
      .poll(() => builder().getByRole('heading', { level: 2 }).first().textContent())
      .toBe('Winter Showcase 2026');

    await builder().getByRole('button', { name: 'Change Date & Time' }).click();
    const date = page.getByRole('dialog', { name: 'Change Performance Date & Time' });
    await date.getByLabel(/date/i).first().fill('2026-12-17');
    await date.getByLabel(/time/i).first().fill('19:30');
    await date.getByRole('button', { name: 'Save' }).click();
    await date.waitFor({ state: 'detached' });
    await builder().getByText('Thu, Dec 17, 2026 · 7:30 PM').waitFor();
    const saved = await apiFromPage<{ performance_date: string; performance_time: string }>(
      'GET',
      `/programs/${programId}`,
    );
    expect([saved.performance_date, saved.performance_time]).toEqual(['2026-12-17', '19:30']);
  });

  it('exports a .docx that holds the titles in program order, and the program is finalized', async () => {
    const [first, second, third, fourth] = added;
    // an in-progress program: the director is told first, over the builder, which stays open
    await builder().getByRole('button', { name: 'Export to Word' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Export to Word' });
    await confirm.getByRole('button', { name: 'Export' }).waitFor();
    expect(await builder().isVisible()).toBe(true);
    await browser.shot('export-confirm');
    const download = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Winter Showcase 2026.docx');
    const path = join(mkdtempSync(join(tmpdir(), 'podium-docx-')), 'program.docx');
    await file.saveAs(path);
    const { value: text } = await mammoth.extractRawText({ buffer: readFileSync(path) });
    // jazz band first (third), then the symphonic band (first, second); unassigned last or not printed
    const at = [third, first, second].map((title) => text.indexOf(title!));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    void fourth;
    const notice = page.getByRole('status').filter({ hasText: 'Program generated successfully' });
    await notice.waitFor();
    expect(await builder().isVisible()).toBe(true);
    // the notice covers none of the builder's buttons at the top right
    await expectApart(notice, [
      builder().getByRole('button', { name: 'Refresh program' }),
      builder().getByRole('button', { name: 'Close' }),
    ]);
    await expect
      .poll(async () => (await apiFromPage<{ status: string }>('GET', `/programs/${programId}`)).status)
      .toBe('finalized');
  });

  it('looks right on a phone, with the Better on Desktop notice until it is dismissed', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    // a notice on a phone is as wide as the screen: it sits above the bottom bar, clear of the builder's buttons
    const download = page.waitForEvent('download');
    await builder().getByRole('button', { name: 'Export to Word' }).click();
    await download;
    const generated = page.getByRole('status').filter({ hasText: 'Program generated successfully' }).last();
    await generated.waitFor();
    await expectApart(generated, [
      builder().getByRole('button', { name: 'Refresh program' }),
      builder().getByRole('button', { name: 'Close' }),
      page.getByTestId('builder-bar'),
    ]);
    const notice = builder().getByText('Better on Desktop');
    await notice.waitFor();
    await expectNoSeriousA11yViolations(page, 'the Program Builder at 390');
    await browser.shot('phone');
    await builder().getByRole('button', { name: 'Dismiss the Better on Desktop notice' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('on a phone, the bottom bar keeps its label and the chat’s Send button can always be scrolled above it', async () => {
    await builder().getByRole('button', { name: 'Close' }).click();
    await builder().waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 800 });
    const bar = page.getByTestId('builder-bar');
    await bar.getByText('Program Builder', { exact: true }).waitFor();
    expect(await bar.getByText('Program Builder', { exact: true }).isVisible()).toBe(true);
    await page.goto(new URL('/dashboard', page.url()).href);
    const send = page.getByRole('button', { name: 'Send' });
    await send.waitFor();
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expectApart(send, [bar]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('builder-bar').getByRole('button', { name: 'VIEW PROGRAM' }).click();
    await builder().waitFor();
  });

  it('deletes the program after the confirmation', async () => {
    await builder().getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('Are you sure you want to delete the program "Winter Showcase 2026"? This action cannot be undone.')
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'the Delete program confirmation over the builder');
    await browser.shot('delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await builder().getByText('Create or select a program to get started').waitFor();
    await page.getByTestId('builder-bar').getByText('Untitled Program').waitFor();
    const left = await apiFromPage<{ id: number }[]>('GET', '/programs?status=all');
    expect(left.some((p) => p.id === programId)).toBe(false);
    expect(browser.consoleErrors).toEqual([]);
  });
});
