import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mammoth from 'mammoth';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import type { LocalStack } from '@app/scripts/local/stack';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowser, startTestStack, type Browser } from '../support/browser';

/**
 * The headline journey of a new director, in Chromium against the local stack (fresh account,
 * fresh browser profile): sign in, profile, subscription, terms, two ensembles, one request for
 * both ("about 25 minutes for my concert band and 15 for the jazz band"), the whole answer
 * added in one action to a new program (each pick under its ensemble), the Word document exported. Every click, typed field,
 * key press and select counts as one action; the count is printed per step. The changed screens
 * are photographed at 1440 and 390 px.
 */

const EMAIL = 'jordan.lee@lincoln-high.example';
const PROGRAM = 'Spring Concert';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let stack: LocalStack;
let browser: Browser;
let page: Page;

/** The director's actions, step by step. */
const actions: { step: string; action: string }[] = [];
let step = '';
const count = (action: string) => actions.push({ step, action });
const click = async (target: Locator, what: string) => {
  await target.click();
  count(`click ${what}`);
};
const type = async (target: Locator, text: string) => {
  await target.fill(text);
  count(`type "${text}"`);
};
const press = async (target: Locator, key: string) => {
  await target.press(key);
  count(`press ${key}`);
};

/** A screenshot at 1440 and one at 390 px (no action: the window is resized, nothing is touched). */
async function shotBoth(name: string) {
  await browser.shot(`${name}-1440`);
  await expectNoSeriousA11yViolations(page, `${name} at 1440 px`);
  await page.setViewportSize(PHONE);
  await browser.shot(`${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** The signed-in director's call to the API (a check of what the journey stored, not an action). */
async function api<T>(path: string): Promise<T> {
  const token = await stack.accessTokenFor(EMAIL);
  const response = await fetch(`${stack.appUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as T | { data: T };
  return body && typeof body === 'object' && 'data' in body ? body.data : (body as T);
}

const log = () => page.getByRole('log', { name: 'Conversation' });
const part = (ensemble: string) => log().getByRole('region', { name: `For ${ensemble}` });

beforeAll(async () => {
  stack = await startTestStack();
  browser = await openBrowser(stack, 'journey', DESKTOP);
  page = browser.page;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('a new director, from the first sign-in to a printed program', () => {
  let program: Program;
  const titles: Record<string, string[]> = {};

  it('gets there in few actions', async () => {
    await page.goto(stack.appUrl);

    step = 'sign in';
    await click(page.getByRole('banner').getByRole('button', { name: 'Sign in' }), 'Sign in');
    await page.waitForURL((url) => url.origin === stack.issuer, { timeout: 15_000 });
    await type(page.locator('#email'), EMAIL);
    await type(page.locator('#password'), 'a-password-of-my-own');
    await click(page.getByRole('button', { name: 'Create account' }), 'Create account');

    step = 'profile';
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 15_000 });
    // the name comes from the sign-in, the country from the browser's language
    await expect.poll(() => page.getByLabel('Your name').inputValue()).toBe('Jordan Lee');
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('United States');
    await type(page.getByLabel('School or organization'), 'Lincoln High School');
    await type(page.getByLabel('State or region'), 'Oregon');
    await click(page.getByRole('button', { name: 'Save profile' }), 'Save profile');

    step = 'subscription';
    await page.waitForURL((url) => url.pathname === '/payment', { timeout: 15_000 });
    await click(page.getByRole('button', { name: 'Subscribe' }), 'Subscribe');

    step = 'terms';
    await page.waitForURL(`${stack.appUrl}/dashboard`, { timeout: 15_000 });
    const terms = page.getByRole('alertdialog');
    for (const n of [0, 1]) {
      await terms
        .getByText('I agree to the', { exact: false })
        .nth(n)
        .click({ position: { x: 4, y: 4 } });
      count(`tick agreement ${n + 1}`);
    }
    await click(terms.getByRole('button', { name: 'Accept & Continue' }), 'Accept & Continue');
    await terms.waitFor({ state: 'detached' });

    step = 'ensembles';
    // the chat page, where a new director lands, offers each kind of ensemble in one click
    const quick = page.getByRole('region', { name: 'Which ensembles do you lead?' });
    await quick.waitFor();
    await shotBoth('quick-ensembles');
    await click(quick.getByRole('button', { name: 'Add Concert Band' }), 'Add Concert Band');
    await quick.getByText('Added Concert Band').waitFor();
    await click(quick.getByRole('button', { name: 'Add Jazz Band' }), 'Add Jazz Band');
    await quick.getByText('Added Concert Band, Jazz Band').waitFor();
    await shotBoth('quick-ensembles-added');

    step = 'request';
    const box = page.getByRole('textbox', { name: 'Message to the assistant' });
    await type(box, 'About 25 minutes for my concert band and 15 for the jazz band');
    await press(box, 'Enter');
    await part('Concert Band').getByRole('article').first().waitFor({ timeout: 30_000 });
    await part('Jazz Band').getByRole('article').first().waitFor();
    for (const ensemble of ['Concert Band', 'Jazz Band'])
      titles[ensemble] = await part(ensemble).getByRole('article').getByRole('heading').allTextContents();
    expect(titles['Concert Band']!.length).toBeGreaterThan(1);
    expect(titles['Jazz Band']!.length).toBeGreaterThan(1);
    await log()
      .getByRole('button', { name: `Add all ${titles['Jazz Band']!.length} to a new program, for Jazz Band` })
      .waitFor();
    await shotBoth('answer-for-two-ensembles');

    step = 'program';
    const all = titles['Concert Band']!.length + titles['Jazz Band']!.length;
    // the whole answer at once, each pick under the ensemble it was for
    await click(log().getByRole('button', { name: `Add all ${all} to a new program`, exact: true }), 'Add all');
    const create = page.getByRole('dialog', { name: 'Create New Program' });
    // the answer's ensembles are ticked
    for (const ensemble of ['Concert Band - concert band', 'Jazz Band - jazz band'])
      await expect.poll(() => create.getByRole('checkbox', { name: ensemble }).isChecked()).toBe(true);
    await type(create.getByRole('textbox', { name: 'Program name' }), PROGRAM);
    await shotBoth('create-program');
    await click(create.getByRole('button', { name: 'Create Program' }), 'Create Program');
    await create.waitFor({ state: 'detached' });

    step = 'export';
    // the program made from the whole answer opens in the builder, every pick in it
    const builder = page.getByTestId('program-builder');
    await builder.getByRole('heading', { name: PROGRAM }).waitFor({ timeout: 15_000 });
    await expect.poll(() => builder.getByTestId('piece-title').count(), { timeout: 15_000 }).toBe(all);
    await shotBoth('builder-after-add-all');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await click(builder.getByRole('button', { name: 'Export to Word' }), 'Export to Word');
    // the builder says the program will be finalized
    const confirm = page.getByRole('alertdialog', { name: 'Export to Word' });
    await confirm.getByText('finalized', { exact: false }).waitFor();
    await shotBoth('export-confirm');
    await click(confirm.getByRole('button', { name: 'Export' }), 'Export');
    const said = page.getByText(
      /^(Program generated successfully|Failed to generate program.*|You must be logged in.*)$/,
    );
    await said.first().waitFor({ timeout: 60_000 });
    expect(await said.first().textContent()).toBe('Program generated successfully');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${PROGRAM}.docx`);
    const path = join(mkdtempSync(join(tmpdir(), 'podium-journey-')), 'program.docx');
    await file.saveAs(path);
    const { value: text } = await mammoth.extractRawText({ buffer: readFileSync(path) });
    for (const title of [...titles['Concert Band']!, ...titles['Jazz Band']!]) expect(text).toContain(title);

    const steps = [...new Set(actions.map((a) => a.step))];
    const account = actions.filter((a) => ['sign in', 'profile', 'subscription', 'terms'].includes(a.step)).length;
    console.log(
      [
        `[e2e journey] ${actions.length} actions (${account} to sign in, set up the profile, subscribe and accept the terms; ${actions.length - account} to plan and print)`,
        ...steps.map(
          (s) =>
            `  ${s}: ${actions.filter((a) => a.step === s).length} (${actions
              .filter((a) => a.step === s)
              .map((a) => a.action)
              .join(', ')})`,
        ),
      ].join('\n'),
    );
    // from the first empty chat page to the printed program
    expect(actions.length - account).toBeLessThanOrEqual(10);
    expect(actions.length).toBeLessThanOrEqual(20);

    // the list answers summaries; the program itself holds the pieces
    const programs = await api<{ id: number; title: string }[]>('/programs?status=all');
    expect(programs.map((p) => p.title)).toEqual([PROGRAM]);
    program = await api<Program>(`/programs/${programs[0]!.id}`);
  }, 240_000);

  it('filed each pick under the ensemble the answer was for', () => {
    const ensembleOf = (name: string) => program.program_ensembles.find((e) => e.name === name)!.ensemble_id;
    for (const ensemble of ['Concert Band', 'Jazz Band'])
      expect(
        program.pieces
          .filter((p) => p.ensemble_id === ensembleOf(ensemble))
          .map((p) => p.title)
          .sort(),
      ).toEqual([...titles[ensemble]!].sort());
    expect(program.pieces).toHaveLength(titles['Concert Band']!.length + titles['Jazz Band']!.length);
  });

  it('takes a card out again, and asks before adding pieces the program holds', async () => {
    const builder = page.getByTestId('program-builder');
    await builder.getByRole('button', { name: 'Close', exact: true }).click();
    await builder.waitFor({ state: 'detached' });
    const first = titles['Jazz Band']![0]!;
    const card = part('Jazz Band').getByRole('article', { name: first });
    await card.getByRole('button', { name: `Remove from program: ${first}` }).click();
    await card.getByRole('button', { name: `Add to program: ${first}` }).waitFor({ timeout: 15_000 });
    const all = titles['Concert Band']!.length + titles['Jazz Band']!.length;
    await log()
      .getByRole('button', { name: `Add all ${all} to ${PROGRAM}`, exact: true })
      .click();
    const question = page.getByRole('alertdialog', { name: `Already in ${PROGRAM}` });
    await question.getByText(`already in ${PROGRAM}. Add the other 1 piece?`, { exact: false }).waitFor();
    await shotBoth('already-in-program');
    await question.getByRole('button', { name: 'Add the other 1' }).click();
    await card.getByText(`In ${PROGRAM} (Jazz Band)`).waitFor({ timeout: 15_000 });
    const again = await api<Program>(`/programs/${program.id}`);
    expect(again.pieces.filter((p) => p.title === first)).toHaveLength(1);

    // the exported program is finalized; the Programs page reopens it in one action
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programs' }).click();
    const listed = page.getByRole('article', { name: PROGRAM });
    await listed.getByRole('button', { name: 'Reopen' }).waitFor();
    await shotBoth('programs-finalized');
    await listed.getByRole('button', { name: 'Reopen' }).click();
    await listed.getByRole('button', { name: 'Reopen' }).waitFor({ state: 'detached' });
    expect((await api<Program>(`/programs/${program.id}`)).status).toBe('in_progress');
    expect(browser.consoleErrors).toEqual([]);
  }, 120_000);
});
