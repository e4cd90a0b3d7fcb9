import type Stripe from 'stripe';
import type { Plan, SubscriptionStatus } from '@app/shared/contracts/billing';
import { isSubscribedStatus, type SubscriptionFields } from './subscription-state';

/**
 * The metadata key naming the Podium account (the token's `sub`) on Checkout Sessions and on the
 * subscriptions they create (`subscription_data.metadata`), so every later subscription and
 * invoice event says whose it is without a lookup.
 */
export const ACCOUNT_METADATA_KEY = 'podium_user';
export const PLAN_METADATA_KEY = 'plan';

/** One event's effect on one account, applied by one conditional write (see `applyStripeChange`). */
export interface StripeChange {
  /** The account (the `sub` of its tokens). */
  sub: string;
  eventId: string;
  eventType: string;
  /** The event's `created` (Unix seconds): an older event than the newest applied is not applied. */
  created: number;
  /** The subscription the event is about: once deleted, no event about it is applied again. */
  subscriptionId: string | null;
  /** Attributes to set. */
  fields: Partial<SubscriptionFields>;
  /** The subscription ended (customer.subscription.deleted). */
  ends: boolean;
}

export type Interpretation = { apply: StripeChange } | { ignore: string };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoOf = (unixSeconds: number | null | undefined): string | null =>
  typeof unixSeconds === 'number' ? new Date(unixSeconds * 1000).toISOString() : null;

const planOf = (metadata: Stripe.Metadata | null | undefined, interval?: string | null): Plan | null => {
  const named = metadata?.[PLAN_METADATA_KEY];
  if (named === 'monthly' || named === 'yearly') return named;
  if (interval === 'month') return 'monthly';
  if (interval === 'year') return 'yearly';
  return null;
};

/**
 * A subscription's state as the account keeps it. Since API version 2025-03-31 the billing period
 * is on each subscription item (`items.data[].current_period_end`), no longer on the subscription.
 */
export function subscriptionFields(subscription: Stripe.Subscription, now = new Date()): Partial<SubscriptionFields> {
  const status = subscription.status as SubscriptionStatus;
  const periodEnds = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const periodEnd = subscription.cancel_at ?? (periodEnds.length > 0 ? Math.max(...periodEnds) : null);
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  const interval = subscription.items.data[0]?.price?.recurring?.interval ?? null;
  return {
    has_subscription: isSubscribedStatus(status),
    subscription_source: 'stripe',
    subscription_status: status,
    subscription_plan: planOf(subscription.metadata, interval),
    subscription_period_end: ended
      ? isoOf(subscription.ended_at ?? subscription.canceled_at ?? periodEnd)
      : isoOf(periodEnd),
    subscription_cancel_at_period_end: !ended && (subscription.cancel_at_period_end || subscription.cancel_at !== null),
    subscription_payment_failed: subscription.status === 'past_due' || subscription.status === 'unpaid',
    stripe_customer_id: idOf(subscription.customer),
    stripe_subscription_id: subscription.id,
    subscription_updated_at: now.toISOString(),
  };
}

/** What a verified Stripe event means for which account, or why it changes nothing. */
export function interpretEvent(event: Stripe.Event, now = new Date()): Interpretation {
  const base = { eventId: event.id, eventType: event.type, created: event.created };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { ignore: 'not a subscription checkout' };
      const sub = session.client_reference_id ?? session.metadata?.[ACCOUNT_METADATA_KEY];
      if (!sub) return { ignore: 'no Podium account on the session' };
      // paid at once (card); with a delayed payment method the subscription events say when it is active
      const paid = session.payment_status !== 'unpaid';
      return {
        apply: {
          ...base,
          sub,
          subscriptionId: idOf(session.subscription),
          ends: false,
          fields: {
            subscription_source: 'stripe',
            stripe_customer_id: idOf(session.customer),
            stripe_subscription_id: idOf(session.subscription),
            subscription_plan: planOf(session.metadata),
            ...(paid
              ? { has_subscription: true, subscription_status: 'active', subscription_payment_failed: false }
              : {}),
            subscription_updated_at: now.toISOString(),
          },
        },
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const sub = subscription.metadata?.[ACCOUNT_METADATA_KEY];
      if (!sub) return { ignore: `subscription without ${ACCOUNT_METADATA_KEY} metadata` };
      const ends = event.type === 'customer.subscription.deleted';
      const fields = subscriptionFields(subscription, now);
      return {
        apply: {
          ...base,
          sub,
          subscriptionId: subscription.id,
          ends,
          // a deleted subscription is over whatever status the object still shows
          fields: ends
            ? {
                ...fields,
                has_subscription: false,
                subscription_status: 'canceled',
                subscription_cancel_at_period_end: false,
              }
            : fields,
        },
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const sub = details?.metadata?.[ACCOUNT_METADATA_KEY];
      if (!details || !sub) return { ignore: 'not an invoice of a Podium subscription' };
      return {
        apply: {
          ...base,
          sub,
          subscriptionId: idOf(details.subscription),
          ends: false,
          // access stays while Stripe retries; customer.subscription.updated brings the status
          fields: { subscription_payment_failed: true, subscription_updated_at: now.toISOString() },
        },
      };
    }
    default:
      return { ignore: `event type ${event.type} is not handled` };
  }
}
