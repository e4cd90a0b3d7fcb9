import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowserSuite, type Browser, type BrowserSuite } from '../support/browser';

/**
 * Chat with the assistant (/dashboard) in Chromium against the local stack and the
 * embedded assistant: the ensemble question, suggestions, a conversation with cards, adding a
 * card to the program, insights, follow-ups, a failure that keeps the message, and reopening a
 * past conversation. Each screen state is checked with axe and photographed at 1280 and 390 px.
 */

let browser: Browser;
let suite: BrowserSuite | undefined;
let page: Page;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };
const BAND = 'Lincoln High Symphonic Band';
const BAND_CHOICE = `${BAND} - concert band`;
const PROGRAM = 'Spring Concert 2027';
const ASSISTANT_DOWN = 'The assistant could not answer just now. Your message is saved; please try again in a moment.';

const box = () => page.getByRole('textbox', { name: 'Message to the assistant' });
const log = () => page.getByRole('log', { name: 'Conversation' });
const cards = () => log().getByRole('article');
const assistantSaid = () => log().locator('li').filter({ hasText: 'The assistant said:' });
/** The page is no wider than the window (evaluated in the browser; the node-side tsconfig has no DOM types). */
type Window = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
const scrollsSideways = () =>
  page.evaluate(
    () =>
      (globalThis as unknown as Window).document.documentElement.scrollWidth >
      (globalThis as unknown as Window).innerWidth,
  );

/** axe and a screenshot of the state on a desktop and on a phone. */
async function shotBoth(name: string) {
  // the screenshot first: it waits for transitions to end (axe reads colours mid-fade otherwise)
  await browser.shot(`${name}-1280`);
  await expectNoSeriousA11yViolations(page, `${name} at 1280 px`);
  await page.setViewportSize(PHONE);
  await page.getByRole('heading', { level: 1, name: 'Chat with the assistant' }).waitFor();
  await browser.shot(`${name}-390`);
  // polled: the content's margin animates when the sidebar goes away
  await expect
    .poll(scrollsSideways, { message: `${name} scrolls sideways on a phone` })
    .toBe(false)
    .catch(async (error: unknown) => {
      throw new Error(`${String(error)}; past the right edge: ${await widerThanWindow()}`);
    });
  await expectNoSeriousA11yViolations(page, `${name} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

/** Debugging help: the elements that reach past the window's right edge. */
const widerThanWindow = () =>
  page.evaluate(() => {
    const w = globalThis as unknown as {
      innerWidth: number;
      document: {
        querySelectorAll(
          s: string,
        ): ArrayLike<{ tagName: string; className: unknown; getBoundingClientRect(): { right: number } }>;
      };
    };
    return Array.from(w.document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > w.innerWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName}.${String(e.className)}`)
      .join(', ');
  });

async function ask(text: string) {
  await box().fill(text);
  await box().press('Enter');
}

beforeAll(async () => {
  suite = await openBrowserSuite('chat');
  ({ browser, page } = suite);
  // a step that waits in vain fails on its own line, before the test's time is up
  page.setDefaultTimeout(10_000);
}, 90_000);

afterAll(() => suite?.close());

describe('Chat with the assistant', () => {
  it('asks which ensemble a suggested prompt is for, answers for the one chosen, then suggests pieces for it', async () => {
    await page.getByRole('heading', { level: 1, name: 'Chat with the assistant' }).waitFor();
    const chooser = page.getByRole('combobox', { name: 'Ensemble' });
    await expect.poll(() => chooser.locator('option').count()).toBe(4);
    expect(await chooser.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Recommend a grade 2 opener for my concert band' }).waitFor();
    await shotBoth('empty');

    await page.getByRole('button', { name: 'Fill a 40-minute spring concert' }).click();
    const question = page.getByRole('group', { name: 'Which ensemble is this for?' });
    await question.waitFor();
    expect(await box().inputValue()).toBe('Fill a 40-minute spring concert');
    await shotBoth('ensemble-question');

    await question.getByRole('button', { name: BAND_CHOICE }).click();
    await assistantSaid().first().waitFor();
    await cards().first().waitFor();
    expect(await log().textContent()).toContain('Fill a 40-minute spring concert');
    expect(await chooser.locator('option:checked').textContent()).toBe(BAND_CHOICE);
    await page.waitForURL(/\/dashboard\?session=\d+$/);

    // a new conversation: the chosen ensemble's suggestions
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.waitForURL(/\/dashboard$/);
    const suggestions = page.getByRole('region', { name: `Suggestions for ${BAND}` });
    await suggestions.getByRole('article').first().waitFor();
    expect(await log().locator('li').count()).toBe(0);
    await shotBoth('suggestions');
  });

  it('asks for a grade 2 march, adds the first card to the selected program, opens its insights and refines the answer', async () => {
    // the demo's program in progress is the one being built
    await page.getByRole('button', { name: 'SELECT PROGRAM' }).click();
    const select = page.getByRole('dialog', { name: 'Select Program' });
    await select.getByRole('button', { name: new RegExp(PROGRAM) }).click();
    const builder = page.getByTestId('program-builder');
    await builder.getByRole('heading', { name: PROGRAM }).waitFor();
    await builder.getByRole('button', { name: 'Close', exact: true }).click();
    await builder.waitFor({ state: 'detached' });

    // the answer is held back a moment to see the pending state
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat/message', async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/chat/message'));
    await ask('a grade 2 march');
    const body = (await asked).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ message: 'a grade 2 march', use_library_only: false });
    expect(typeof body.program_id).toBe('number');
    await log().getByText('a grade 2 march').waitFor();
    await page.getByText('The assistant is thinking…').waitFor();
    expect(await box().inputValue()).toBe('');
    expect(await page.getByRole('button', { name: /Sending/ }).isDisabled()).toBe(true);
    await shotBoth('pending');
    release();
    await assistantSaid().first().waitFor();
    await page.unroute('**/api/chat/message');

    const first = cards().first();
    await first.waitFor();
    const title = (await first.getByRole('heading').textContent())!.trim();
    expect(await first.textContent()).toMatch(/Grade 2/);
    expect(await first.textContent()).toMatch(/Your library|Catalogue/);
    expect(await first.textContent()).toMatch(/\d+:\d\d/);
    await shotBoth('conversation');

    await first.getByRole('button', { name: `Add to program: ${title}` }).click();
    await page.getByText(new RegExp(`Added "${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" to ${PROGRAM}`)).waitFor();
    await page.getByTestId('builder-bar').getByRole('button', { name: 'VIEW PROGRAM' }).click();
    await builder.getByTestId('piece-title').filter({ hasText: title }).first().waitFor();
    await builder.getByRole('button', { name: 'Close', exact: true }).click();
    await builder.waitFor({ state: 'detached' });

    await first.getByRole('button', { name: `Insights: ${title}` }).click();
    const insights = page.getByRole('dialog', { name: `Insights: ${title}` });
    await insights.getByText('Where it goes in the concert').waitFor();
    // axe reads colours mid-fade otherwise: wait for the dialog's animations to end
    type Animated = { getAnimations(options: { subtree: boolean }): { finished: Promise<unknown> }[] };
    await insights.evaluate((dialog) =>
      Promise.all(
        (dialog as unknown as Animated).getAnimations({ subtree: true }).map((animation) => animation.finished),
      ),
    );
    await expectNoSeriousA11yViolations(page, 'insights');
    await browser.shot('insights-1280');
    await insights.getByRole('button', { name: 'Close insights' }).click();
    await insights.waitFor({ state: 'detached' });

    const followup = page.waitForRequest((request) => request.url().endsWith('/api/chat/followup'));
    await ask('something shorter');
    expect((await followup).postDataJSON()).toMatchObject({
      message: 'something shorter',
      session_id: expect.any(Number),
    });
    await expect.poll(() => assistantSaid().count()).toBe(2);
  });

  it('keeps the message when the assistant fails, says why, and sends it again on Retry', async () => {
    await page.route(
      '**/api/chat/followup',
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'ASSISTANT_UNAVAILABLE', message: ASSISTANT_DOWN } }),
        }),
      { times: 1 },
    );
    await ask('easier please');
    await page.getByText(ASSISTANT_DOWN).waitFor();
    expect(await box().inputValue()).toBe('easier please');
    await shotBoth('error');

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => assistantSaid().count()).toBe(3);
    expect(await page.getByText(ASSISTANT_DOWN).count()).toBe(0);
    expect(await box().inputValue()).toBe('');
  });

  it('reopens the conversation after a reload, and an older one from the list of past conversations', async () => {
    const current = page.url();
    await page.reload();
    await log().getByText('a grade 2 march').waitFor();
    await expect.poll(() => assistantSaid().count()).toBe(3);
    expect(page.url()).toBe(current);

    const sessions = page.getByRole('navigation', { name: 'Past conversations' });
    const older = sessions.getByRole('button', { name: /Fill a 40-minute spring concert/ });
    expect(await older.textContent()).toContain(BAND);
    expect(await sessions.getByRole('button', { name: /a grade 2 march/ }).getAttribute('aria-current')).toBe('page');
    await shotBoth('past-sessions');

    await older.click();
    await page.waitForURL((url) => url.href !== current && url.searchParams.has('session'));
    await log().getByText('Fill a 40-minute spring concert').waitFor();
    await expect.poll(() => assistantSaid().count()).toBe(1);

    // on a phone the list is folded above the conversation
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Past conversations' }).click();
    await page
      .getByRole('navigation', { name: 'Past conversations' })
      .getByRole('button', { name: /a grade 2 march/ })
      .waitFor();
    // the list unfolds with an animation: axe would read its colours mid-fade
    await page
      .getByRole('navigation', { name: 'Past conversations' })
      .evaluate((nav) =>
        Promise.all(
          (nav as unknown as { getAnimations(o: { subtree: boolean }): { finished: Promise<unknown> }[] })
            .getAnimations({ subtree: true })
            .map((a) => a.finished),
        ),
      );
    await browser.shot('past-sessions-open-390');
    await expectNoSeriousA11yViolations(page, 'past conversations on a phone');
    await page
      .getByRole('navigation', { name: 'Past conversations' })
      .getByRole('button', { name: /a grade 2 march/ })
      .click();
    await log().getByText('a grade 2 march').waitFor();
    await page.setViewportSize(DESKTOP);

    expect(browser.consoleErrors.filter((text) => !/status of 503|\[chat\] followup failed/.test(text))).toEqual([]);
  });
});
