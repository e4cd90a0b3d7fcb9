import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSchoolSubscription } from '../support/director';
import { signInAtIdp } from '@app/scripts/local/browser';
import type { LocalStack } from '@app/scripts/local/stack';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openBrowser, startTestStack, type Browser } from '../support/browser';
import {
  failedInvoiceObject,
  postWebhook,
  startFakeStripe,
  stripeEvent,
  subscriptionObject,
  type FakeStripe,
} from '../support/fake-stripe';

/**
 * The /payment page in the browser with the Stripe provider, against the local fake of Stripe's
 * Checkout, portal and prices (its Checkout page's "Pay" sends the signed events Stripe would):
 * a new director subscribes (after cancelling once), manages the subscription, a payment fails,
 * the subscription lapses and the account flow brings the director back; a school's grant.
 * Axe on each state; screenshots at 1280 and 390 px wide.
 */
const SECRET_KEY = 'sk_test_payment_suite';
const WEBHOOK_SECRET = 'whsec_payment_suite';
const NEW_DIRECTOR = 'new.director@example.com';
const GRANTED = 'granted.school@example.com';

let fake: FakeStripe;
let stack: LocalStack;
let browser: Browser;
let page: Page;

/** A director who signed in before and completed the profile and the terms, without a subscription. */
async function preparedDirector(email: string): Promise<string> {
  const token = await stack.accessTokenFor(email);
  const call = (path: string, method: string, body: unknown) =>
    fetch(`${stack.appUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const profile = await call('/users/me', 'PATCH', {
    name: 'Jordan Lee',
    school_name: 'Riverside Middle School',
    state: 'Ohio',
    country: 'United States',
  });
  expect(profile.status).toBe(200);
  expect(
    (await call('/users/me/accept-terms', 'POST', { terms_accepted: true, privacy_policy_accepted: true })).status,
  ).toBe(200);
  return ((await profile.json()) as { id: string }).id;
}

/** Signs in as `email`, leaving any earlier session behind (the app keeps its tokens in web storage, the IdP in cookies). */
async function signInAs(email: string) {
  await page.goto(`${stack.appUrl}/policies/privacy-policy`);
  await page.evaluate(() => {
    const storage = globalThis as unknown as { sessionStorage: { clear(): void }; localStorage: { clear(): void } };
    storage.sessionStorage.clear();
    storage.localStorage.clear();
  });
  await browser.context.clearCookies();
  await page.goto(`${stack.appUrl}/login`);
  await signInAtIdp(page, stack, email);
}

const webhook = (event: unknown) => postWebhook(`${stack.appUrl}/api/billing/webhook`, event, WEBHOOK_SECRET);

async function atBothWidths(name: string) {
  await browser.shot(`${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoSeriousA11yViolations(page, `${name} (phone)`);
  await browser.shot(`${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  fake = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices: {
      price_monthly: { amount: 1200, currency: 'usd', interval: 'month' },
      price_yearly: { amount: 9900, currency: 'usd', interval: 'year' },
    },
  });
  stack = await startTestStack({ functionEnv: fake.functionEnv });
  fake.webhookUrl = `${stack.appUrl}/api/billing/webhook`;
  browser = await openBrowser(stack, 'payment');
  page = browser.page;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await fake?.close();
});

describe('the payment page', () => {
  let sub: string;

  it('takes a new director through Checkout (cancelled once, then paid) to an active subscription', async () => {
    sub = await preparedDirector(NEW_DIRECTOR);
    await signInAs(NEW_DIRECTOR);
    await page.waitForURL(`${stack.appUrl}/payment?newUser=true`, { timeout: 15_000 });
    await page
      .getByText('One more step: Podium is a subscription service. Choose a plan to start planning your concerts.')
      .waitFor();
    await page.getByRole('radio', { name: /Yearly.*\$99\.00 a year/ }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: /Monthly.*\$12\.00 a month/ }).waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page, 'new director');
    await atBothWidths('new');

    await page.locator('label').filter({ hasText: 'Billed every month' }).click();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { name: 'Test Checkout' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${stack.appUrl}/payment?checkout=cancelled`);
    await page.getByText('Checkout cancelled. Nothing was charged.').waitFor();
    await expectNoSeriousA11yViolations(page, 'checkout cancelled');
    await browser.shot('cancelled-desktop');

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${stack.appUrl}/payment?checkout=success`);
    await page.getByText('Thank you! Your subscription is active.').waitFor();
    await page.getByRole('heading', { name: 'Yearly plan' }).waitFor();
    await page.getByText(/^Renews on /).waitFor();
    await expectNoSeriousA11yViolations(page, 'subscribed');
    await atBothWidths('subscribed');

    const checkout = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(checkout.form).toMatchObject({
      client_reference_id: sub,
      customer_email: NEW_DIRECTOR,
      success_url: `${stack.appUrl}/payment?checkout=success`,
    });

    await page.getByRole('button', { name: 'Start planning' }).click();
    await page.waitForURL(`${stack.appUrl}/dashboard`);
  }, 90_000);

  it('opens the customer portal from Manage subscription and comes back to /payment', async () => {
    await page.goto(`${stack.appUrl}/payment`);
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await page.getByRole('heading', { name: 'Test billing portal' }).waitFor();
    await page.getByRole('link', { name: 'Return to Podium' }).click();
    await page.waitForURL(`${stack.appUrl}/payment`);
    await page.getByText(/^Renews on /).waitFor();
  }, 90_000);

  it('explains a failed payment while Stripe retries', async () => {
    const { customer, subscription } = fake.lastPaid!;
    const failed = await webhook(
      stripeEvent('invoice.payment_failed', failedInvoiceObject({ id: 'in_e2e', sub, customer, subscription })),
    );
    expect(await failed.json()).toEqual({ received: true, outcome: 'applied' });
    // Stripe marks the subscription past_due along with the failed invoice
    const periodEnd = Math.floor(Date.now() / 1000) + 365 * 86_400;
    const pastDue = await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, sub, customer, plan: 'yearly', status: 'past_due', periodEnd }),
      ),
    );
    expect(await pastDue.json()).toEqual({ received: true, outcome: 'applied' });
    await page.reload();
    await page.getByText('Your last payment did not go through.').waitFor();
    await page.getByText('Payment failed', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'payment failed');
    await browser.shot('payment-failed-desktop');
  }, 90_000);

  it('sends a director whose subscription ended back to /payment, which says so', async () => {
    const { customer, subscription } = fake.lastPaid!;
    const t = Math.floor(Date.now() / 1000);
    const deleted = await webhook(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ id: subscription, sub, customer, status: 'canceled', periodEnd: t, endedAt: t }),
      ),
    );
    expect(await deleted.json()).toEqual({ received: true, outcome: 'applied' });

    await page.goto(`${stack.appUrl}/library`);
    await page.waitForURL(`${stack.appUrl}/payment?newUser=true`, { timeout: 15_000 });
    await page.getByText(/^Your subscription ended on /).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();
    expect(await page.getByText(/One more step/).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'lapsed director');
    await atBothWidths('lapsed');
  }, 90_000);

  it('shows a school grant with its end date', async () => {
    await preparedDirector(GRANTED);
    await grantSchoolSubscription(stack, GRANTED);

    await signInAs(GRANTED);
    await page.waitForURL(`${stack.appUrl}/dashboard`, { timeout: 15_000 });
    await page.goto(`${stack.appUrl}/payment`);
    await page.getByText('Provided to your school until June 30, 2030. It does not renew by itself.').waitFor();
    await expectNoSeriousA11yViolations(page, 'granted');
    await browser.shot('granted-desktop');
    expect(browser.consoleErrors).toEqual([]);
  }, 90_000);
});
