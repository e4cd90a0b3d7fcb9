import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { grantSubscription } from '@app/scripts/grant-subscription';
import type { BillingOverview } from '@app/shared/contracts/billing';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkoutSessionObject,
  failedInvoiceObject,
  postWebhook,
  startFakeStripe,
  stripeEvent,
  stripeSignature,
  subscriptionObject,
} from '../support/fake-stripe';
import { useLocalStack } from '../support/local-stack';

/**
 * The Stripe provider end to end on the local stack: checkout and portal against a local fake of
 * Stripe's endpoints (the `stripe` library pointed at it, no network), and the webhook with
 * events signed as Stripe signs them.
 */
const SECRET_KEY = 'sk_test_podium_fake';
const WEBHOOK_SECRET = 'whsec_podium_fake';
const fake = await startFakeStripe({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  prices: {
    price_monthly: { amount: 1200, currency: 'usd', interval: 'month' },
    price_yearly: { amount: 9900, currency: 'usd', interval: 'year' },
  },
});
afterAll(() => fake.close());

const local = useLocalStack({ functionEnv: fake.functionEnv });

const ORIGIN = 'https://podium.example.org';
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

/** A director's token and account id (`sub`). */
async function director(email: string) {
  const token = await local.token(email);
  const me = await local.api<{ id: string }>('/users/me', { token });
  return { token, sub: me.body.id };
}

const webhook = (event: unknown, secret = WEBHOOK_SECRET, timestamp?: number) =>
  postWebhook(`${local.stack.appUrl}/api/billing/webhook`, event, secret, timestamp);

const subscriptionOf = async (token: string) =>
  (await local.api<BillingOverview>('/billing/subscription', { token })).body.subscription;
const hasSubscription = async (token: string) =>
  (await local.api<{ has_subscription: boolean }>('/users/me', { token })).body.has_subscription;

describe('Stripe checkout', () => {
  it('offers the two plans at the prices Stripe states for the configured price ids', async () => {
    const { token } = await director('offer@example.com');
    const answer = await local.api<BillingOverview>('/billing/subscription', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.provider).toBe('stripe');
    expect(answer.body.plans).toEqual([
      { plan: 'yearly', amount: 9900, currency: 'usd' },
      { plan: 'monthly', amount: 1200, currency: 'usd' },
    ]);
    expect(answer.body.subscription).toMatchObject({ has_subscription: false, status: null, can_manage: false });
  });

  it('creates a subscription-mode Checkout Session for the caller and answers its URL', async () => {
    const { token, sub } = await director('checkout@example.com');
    const answer = await local.api('/billing/checkout', {
      token,
      method: 'POST',
      body: { plan: 'monthly' },
      headers: { origin: ORIGIN },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'pending',
      redirect_url: expect.stringMatching(new RegExp(`^${fake.url}/pay/cs_test_`)),
      has_subscription: false,
    });

    const call = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(call.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: sub,
      customer_email: 'checkout@example.com',
      'metadata[podium_user]': sub,
      'metadata[plan]': 'monthly',
      'subscription_data[metadata][podium_user]': sub,
      success_url: `${ORIGIN}/payment?checkout=success`,
      cancel_url: `${ORIGIN}/payment?checkout=cancelled`,
    });
    expect(await hasSubscription(token)).toBe(false); // only Stripe's event will say it is paid
  });

  it('refuses a checkout without the web app origin, and answers 503 when Stripe fails', async () => {
    const { token } = await director('checkout-errors@example.com');
    const noOrigin = await local.api('/billing/checkout', { token, method: 'POST', body: { plan: 'yearly' } });
    expect(noOrigin.status).toBe(400);

    fake.failNext(2); // the first try and the library's one retry
    const failed = await local.api('/billing/checkout', {
      token,
      method: 'POST',
      body: { plan: 'yearly' },
      headers: { origin: ORIGIN },
    });
    expect(failed.status).toBe(503);
    expect(failed.body.error).toEqual({
      code: 'BILLING_UNAVAILABLE',
      message: 'The payment provider could not be reached. Please try again.',
    });
  });
});

describe('Stripe webhook', () => {
  it('applies a correctly signed checkout.session.completed and the subscription it created, without a token', async () => {
    const { token, sub } = await director('paid@example.com');
    const t = now();
    const completed = await webhook(
      stripeEvent(
        'checkout.session.completed',
        checkoutSessionObject({ id: 'cs_1', sub, plan: 'yearly', customer: 'cus_paid', subscription: 'sub_paid' }),
        { created: t },
      ),
    );
    expect(completed.status).toBe(200);
    expect(await completed.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await hasSubscription(token)).toBe(true);

    const periodEnd = t + 365 * DAY;
    await webhook(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: 'sub_paid', sub, plan: 'yearly', customer: 'cus_paid', status: 'active', periodEnd }),
        {
          created: t,
        },
      ),
    );
    expect(await subscriptionOf(token)).toEqual({
      has_subscription: true,
      source: 'stripe',
      status: 'active',
      plan: 'yearly',
      current_period_end: new Date(periodEnd * 1000).toISOString(),
      cancel_at_period_end: false,
      payment_failed: false,
      can_manage: true,
    });
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp and a missing signature with 400, and changes nothing', async () => {
    const { token, sub } = await director('tampered@example.com');
    const event = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject({ id: 'cs_2', sub, plan: 'monthly', customer: 'cus_t', subscription: 'sub_t' }),
    );
    const url = `${local.stack.appUrl}/api/billing/webhook`;
    const body = JSON.stringify(event);

    const tamperedBody = body.replace('"paid"', '"no_payment_required"');
    const tampered = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, WEBHOOK_SECRET) },
      body: tamperedBody,
    });
    const wrongSecret = await webhook(event, 'whsec_someone_else');
    const stale = await webhook(event, WEBHOOK_SECRET, now() - 600); // tolerance: 300 s
    const unsigned = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    for (const answer of [tampered, wrongSecret, stale, unsigned]) {
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
    }
    expect(await hasSubscription(token)).toBe(false);
    expect(await subscriptionOf(token)).toMatchObject({ source: null, can_manage: false });
  });

  it('applies the same event only once: a redelivered old event does not undo a newer one', async () => {
    const { token, sub } = await director('twice@example.com');
    const t = now();
    const s = { id: 'sub_twice', sub, plan: 'monthly', customer: 'cus_twice', interval: 'month' as const };
    const pastDue = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ ...s, status: 'past_due', periodEnd: t + 30 * DAY }),
      { created: t },
    );
    const active = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ ...s, status: 'active', periodEnd: t + 60 * DAY }),
      { created: t },
    );

    expect(await (await webhook(pastDue)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await (await webhook(active)).json()).toEqual({ received: true, outcome: 'applied' });
    // Stripe delivers the first one again (same event id, same second as the newer one)
    const again = await webhook(pastDue);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await subscriptionOf(token)).toMatchObject({
      status: 'active',
      payment_failed: false,
      current_period_end: new Date((t + 60 * DAY) * 1000).toISOString(),
    });
  });

  it('keeps a deleted subscription cancelled when a late updated arrives (same second or older)', async () => {
    const { token, sub } = await director('cancelled@example.com');
    const t = now();
    const s = { id: 'sub_cancel', sub, plan: 'yearly', customer: 'cus_cancel' };
    await webhook(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ ...s, status: 'active', periodEnd: t + 365 * DAY }),
        { created: t - 10 },
      ),
    );
    expect(await hasSubscription(token)).toBe(true);

    const deleted = await webhook(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ ...s, status: 'canceled', periodEnd: t + 365 * DAY, endedAt: t }),
        { created: t },
      ),
    );
    expect(await deleted.json()).toEqual({ received: true, outcome: 'applied' });

    const sameSecond = await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ ...s, status: 'active', periodEnd: t + 365 * DAY }),
        { created: t },
      ),
    );
    expect(await sameSecond.json()).toEqual({ received: true, outcome: 'ended' });
    const older = await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ ...s, status: 'active', periodEnd: t + 365 * DAY }),
        { created: t - 5 },
      ),
    );
    expect(older.status).toBe(200);

    expect(await hasSubscription(token)).toBe(false); // the account flow sends the director to /payment
    expect(await subscriptionOf(token)).toMatchObject({
      has_subscription: false,
      status: 'canceled',
      current_period_end: new Date(t * 1000).toISOString(),
    });
  });

  it('ignores an older event arriving after a newer one', async () => {
    const { token, sub } = await director('ordered@example.com');
    const t = now();
    const s = { id: 'sub_order', sub, customer: 'cus_order' };
    await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ ...s, status: 'active', periodEnd: t + 365 * DAY, cancelAtPeriodEnd: true }),
        { created: t },
      ),
    );
    const late = await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ ...s, status: 'active', periodEnd: t + 365 * DAY }),
        { created: t - 60 },
      ),
    );
    expect(await late.json()).toEqual({ received: true, outcome: 'stale' });
    expect(await subscriptionOf(token)).toMatchObject({ cancel_at_period_end: true });
  });

  it('records a failed payment and keeps access while Stripe retries', async () => {
    const { token, sub } = await director('failed@example.com');
    const t = now();
    await webhook(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: 'sub_f', sub, customer: 'cus_f', status: 'active', periodEnd: t + DAY }),
        { created: t - 1 },
      ),
    );
    const failed = await webhook(
      stripeEvent(
        'invoice.payment_failed',
        failedInvoiceObject({ id: 'in_f', sub, customer: 'cus_f', subscription: 'sub_f' }),
        { created: t },
      ),
    );
    expect(await failed.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await subscriptionOf(token)).toMatchObject({ has_subscription: true, payment_failed: true });
  });

  it('leaves a running operator grant alone', async () => {
    const { token, sub } = await director('granted@example.com');
    const raw = new DynamoDBClient({
      endpoint: local.stack.env.DYNAMODB_ENDPOINT,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const until = new Date(Date.now() + 30 * DAY * 1000).toISOString().slice(0, 10);
    await grantSubscription({
      client: DynamoDBDocumentClient.from(raw),
      table: local.stack.env.TABLE_NAME!,
      email: 'granted@example.com',
      until,
    });
    raw.destroy();

    const t = now();
    const deleted = await webhook(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ id: 'sub_old', sub, customer: 'cus_old', status: 'canceled', periodEnd: t, endedAt: t }),
        { created: t },
      ),
    );
    expect(await deleted.json()).toEqual({ received: true, outcome: 'granted' });
    expect(await subscriptionOf(token)).toMatchObject({
      has_subscription: true,
      source: 'grant',
      current_period_end: `${until}T23:59:59.999Z`,
    });
  });

  it('acknowledges and ignores an event type it does not handle', async () => {
    const answer = await webhook(stripeEvent('customer.created', { id: 'cus_new', object: 'customer' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('Stripe customer portal', () => {
  it('answers a portal URL for the customer of a subscribed director, returning to /payment', async () => {
    const { token, sub } = await director('portal@example.com');
    await webhook(
      stripeEvent(
        'checkout.session.completed',
        checkoutSessionObject({ id: 'cs_p', sub, plan: 'yearly', customer: 'cus_portal', subscription: 'sub_portal' }),
      ),
    );
    const answer = await local.api<{ url: string }>('/billing/portal', {
      token,
      method: 'POST',
      headers: { origin: ORIGIN },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`^${fake.url}/portal/bps_test_`));
    expect(fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.form).toEqual({
      customer: 'cus_portal',
      return_url: `${ORIGIN}/payment`,
    });
  });

  it('answers 409 for a director Stripe does not know', async () => {
    const { token } = await director('no-customer@example.com');
    const answer = await local.api('/billing/portal', { token, method: 'POST', headers: { origin: ORIGIN } });
    expect(answer.status).toBe(409);
  });

  it('refuses a second checkout for a subscribed director', async () => {
    const { token, sub } = await director('subscribed-twice@example.com');
    await webhook(
      stripeEvent(
        'checkout.session.completed',
        checkoutSessionObject({ id: 'cs_s', sub, plan: 'yearly', customer: 'cus_s', subscription: 'sub_s' }),
      ),
    );
    const answer = await local.api('/billing/checkout', {
      token,
      method: 'POST',
      body: { plan: 'yearly' },
      headers: { origin: ORIGIN },
    });
    expect(answer.status).toBe(409);
  });
});
