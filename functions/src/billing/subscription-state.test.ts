import { describe, expect, it } from 'vitest';
import {
  endOfDayUtc,
  grantFields,
  grantHasEnded,
  subscriptionState,
  withCurrentSubscription,
} from './subscription-state';

const now = new Date('2027-06-30T12:00:00Z');

describe('operator grants', () => {
  it('run to the end of their last day (UTC), then read as no subscription', () => {
    const grant = { ...grantFields('2027-06-30', new Date('2027-01-01T00:00:00Z')) } as Parameters<
      typeof withCurrentSubscription
    >[0];
    expect(grant).toMatchObject({
      has_subscription: true,
      subscription_source: 'grant',
      subscription_period_end: '2027-06-30T23:59:59.999Z',
    });
    expect(grantHasEnded(grant, now)).toBe(false);
    expect(withCurrentSubscription(grant, now).has_subscription).toBe(true);
    const nextDay = new Date('2027-07-01T00:00:00Z');
    expect(grantHasEnded(grant, nextDay)).toBe(true);
    expect(withCurrentSubscription(grant, nextDay).has_subscription).toBe(false);
    expect(subscriptionState(grant, nextDay)).toMatchObject({
      has_subscription: false,
      source: 'grant',
      can_manage: false,
    });
  });

  it('leave Stripe and development subscriptions alone', () => {
    const stripe = {
      has_subscription: true,
      subscription_source: 'stripe' as const,
      subscription_period_end: '2020-01-01T00:00:00.000Z',
    };
    expect(withCurrentSubscription(stripe, now)).toBe(stripe);
  });

  it('take calendar dates only', () => {
    expect(endOfDayUtc('2028-02-29')).toBe('2028-02-29T23:59:59.999Z');
    expect(() => endOfDayUtc('2027-02-29')).toThrow(/not a calendar date/);
    expect(() => endOfDayUtc('June 30')).toThrow(/YYYY-MM-DD/);
  });
});

describe('subscriptionState', () => {
  it('reads an account subscribed before sources were recorded (the seeded demo) as an active development subscription', () => {
    expect(subscriptionState({ has_subscription: true, subscription_plan: 'yearly' }, now)).toEqual({
      has_subscription: true,
      source: 'development',
      status: 'active',
      plan: 'yearly',
      current_period_end: null,
      cancel_at_period_end: false,
      payment_failed: false,
      can_manage: false,
    });
    expect(subscriptionState({ has_subscription: false }, now)).toMatchObject({ source: null, status: null });
  });
});
