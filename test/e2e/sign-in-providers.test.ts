import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@app/scripts/local/browser';
import { API_AUDIENCE, type LocalStack } from '@app/scripts/local/stack';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowser, startTestStack, type Browser } from '../support/browser';

/**
 * A provider stricter than the built-in default, as some are: it refuses a code flow for
 * `openid` without a `nonce`, and issues a JWT for the API only for an RFC 8707 `resource`
 * (it ignores `audience`). The SPA, configured with `resource` in /config.json, signs in end to
 * end: a fresh nonce on every sign-in, checked in the ID token by oidc-client-ts.
 */
let stack: LocalStack;
let browser: Browser;
let page: Page;
const authorizeRequests: URL[] = [];

beforeAll(async () => {
  stack = await startTestStack({
    strictIdentityProvider: { requireNonce: true, requireResource: true },
    signInParams: { resource: API_AUDIENCE },
  });
  browser = await openBrowser(stack, 'sign-in-providers');
  page = browser.page;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === stack.issuer && url.pathname === '/auth') authorizeRequests.push(url);
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('signing in with a provider that requires a nonce and a resource', () => {
  it('serves the resource in /config.json and refuses an authorization request without a nonce', async () => {
    const config = (await (await fetch(`${stack.appUrl}/config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ authority: stack.issuer, client_id: stack.clientId, resource: API_AUDIENCE });

    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: stack.clientId,
      response_type: 'code',
      redirect_uri: `${stack.appUrl}/callback`,
      scope: 'openid profile email',
      state: 'state-1',
      resource: API_AUDIENCE,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const refused = await fetch(`${stack.issuer}/auth?${params}`, { redirect: 'manual' });
    const location = new URL(refused.headers.get('location') ?? '', stack.issuer);
    expect(location.pathname).toBe('/callback');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'invalid_request',
      error_description: 'nonce required',
      state: 'state-1',
    });
  });

  it('signs the demo director in with a fresh nonce and the resource, and the API accepts the token', async () => {
    const profile = page.waitForResponse(
      (response) => response.url() === `${stack.appUrl}/api/users/me` && response.request().method() === 'GET',
    );
    await signIn(page, stack);
    expect((await profile).status()).toBe(200);
    await page.getByRole('heading', { name: 'Chat with the assistant' }).waitFor();
    await expect(page.getByRole('banner').getByTestId('user-avatar').textContent()).resolves.toContain('AR');

    const first = authorizeRequests.at(-1)!;
    expect(first.searchParams.get('resource')).toBe(API_AUDIENCE);
    expect(first.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // the access token is a JWT for the API, not the opaque one given without `resource`
    const { origins } = await page.context().storageState();
    const stored = origins
      .find((o) => o.origin === stack.appUrl)
      ?.localStorage.find((item) => item.name.startsWith('oidc.user:'));
    const token = stored ? (JSON.parse(stored.value) as { access_token: string }).access_token : '';
    expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({
      aud: API_AUDIENCE,
    });
    await expectNoSeriousA11yViolations(page, 'dashboard after a strict sign-in');
    await browser.shot('dashboard');
    expect(browser.consoleErrors).toEqual([]);
  });

  it('sends another nonce on the next sign-in', async () => {
    const before = authorizeRequests.length;
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out of the sign-in service too' }).click();
    await page.getByText('You are signed out of Podium.').waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForURL(`${stack.appUrl}/`, { waitUntil: 'load', timeout: 15_000 });
    await signIn(page, stack);
    await page.getByRole('heading', { name: 'Chat with the assistant' }).waitFor();
    const nonces = authorizeRequests.slice(before - 1).map((url) => url.searchParams.get('nonce'));
    expect(nonces.length).toBeGreaterThanOrEqual(2);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
