import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { interpretEvent } from './stripe-events';

const now = new Date('2027-01-01T00:00:00Z');
const event = (type: string, object: Record<string, unknown>, created = 1_790_000_000) =>
  ({ id: 'evt_1', object: 'event', type, created, data: { object } }) as unknown as Stripe.Event;

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at: null,
  cancel_at_period_end: false,
  canceled_at: null,
  ended_at: null,
  metadata: { podium_user: 'user-1' },
  items: { data: [{ current_period_end: 1_800_000_000, price: { recurring: { interval: 'month' } } }] },
  ...overrides,
});

describe('interpretEvent', () => {
  it('reads the period end from the subscription items and the plan from the price interval', () => {
    const meaning = interpretEvent(event('customer.subscription.updated', subscription()), now);
    expect(meaning).toEqual({
      apply: expect.objectContaining({
        sub: 'user-1',
        subscriptionId: 'sub_1',
        created: 1_790_000_000,
        ends: false,
        fields: expect.objectContaining({
          has_subscription: true,
          subscription_status: 'active',
          subscription_plan: 'monthly',
          subscription_period_end: new Date(1_800_000_000_000).toISOString(),
          subscription_cancel_at_period_end: false,
          stripe_customer_id: 'cus_1',
        }),
      }),
    });
  });

  it('takes a scheduled cancellation (cancel_at) as the end date', () => {
    const meaning = interpretEvent(
      event('customer.subscription.updated', subscription({ cancel_at: 1_795_000_000 })),
      now,
    );
    expect('apply' in meaning && meaning.apply.fields).toMatchObject({
      subscription_cancel_at_period_end: true,
      subscription_period_end: new Date(1_795_000_000_000).toISOString(),
    });
  });

  it('ends access for unpaid and deleted subscriptions, and keeps it while past due', () => {
    const fieldsOf = (type: string, status: string) => {
      const meaning = interpretEvent(
        event(type, subscription({ status, ended_at: status === 'canceled' ? 1_790_000_000 : null })),
        now,
      );
      return 'apply' in meaning ? meaning.apply : undefined;
    };
    expect(fieldsOf('customer.subscription.updated', 'past_due')?.fields).toMatchObject({
      has_subscription: true,
      subscription_payment_failed: true,
    });
    expect(fieldsOf('customer.subscription.updated', 'unpaid')?.fields).toMatchObject({
      has_subscription: false,
      subscription_payment_failed: true,
    });
    const deleted = fieldsOf('customer.subscription.deleted', 'canceled');
    expect(deleted?.ends).toBe(true);
    expect(deleted?.fields).toMatchObject({
      has_subscription: false,
      subscription_status: 'canceled',
      subscription_period_end: new Date(1_790_000_000_000).toISOString(),
    });
  });

  it('does not activate a checkout whose payment is still pending', () => {
    const session = {
      id: 'cs_1',
      mode: 'subscription',
      payment_status: 'unpaid',
      client_reference_id: 'user-1',
      customer: 'cus_1',
      subscription: 'sub_1',
      metadata: { plan: 'yearly' },
    };
    const meaning = interpretEvent(event('checkout.session.completed', session), now);
    expect('apply' in meaning && meaning.apply.fields).toEqual(
      expect.not.objectContaining({ has_subscription: expect.anything() }),
    );
    expect('apply' in meaning && meaning.apply.fields).toMatchObject({
      stripe_customer_id: 'cus_1',
      subscription_plan: 'yearly',
    });
  });

  it('ignores what is not a Podium subscription', () => {
    expect(
      interpretEvent(event('checkout.session.completed', { mode: 'payment', client_reference_id: 'user-1' }), now),
    ).toEqual({ ignore: 'not a subscription checkout' });
    expect(interpretEvent(event('customer.subscription.updated', subscription({ metadata: {} })), now)).toEqual({
      ignore: 'subscription without podium_user metadata',
    });
    expect(interpretEvent(event('invoice.payment_failed', { id: 'in_1', parent: null }), now)).toEqual({
      ignore: 'not an invoice of a Podium subscription',
    });
    expect(interpretEvent(event('charge.refunded', {}), now)).toEqual({
      ignore: 'event type charge.refunded is not handled',
    });
  });
});
