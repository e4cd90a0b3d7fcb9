import {
  SUBSCRIBED_STATUSES,
  type Plan,
  type SubscriptionSource,
  type SubscriptionState,
  type SubscriptionStatus,
} from '@app/shared/contracts/billing';

/**
 * The subscription fields of the account item (`PK=USER#<sub> SK=PROFILE`). Pure rules only:
 * no store, no config, so the users repository and the operator's grant script can use them.
 */
export interface SubscriptionFields {
  has_subscription: boolean;
  subscription_plan?: string | null;
  subscription_updated_at?: string | null;
  subscription_source?: SubscriptionSource | null;
  subscription_status?: SubscriptionStatus | null;
  /** ISO date-time: renewal or end of a Stripe subscription, end of a grant. */
  subscription_period_end?: string | null;
  subscription_cancel_at_period_end?: boolean | null;
  subscription_payment_failed?: boolean | null;
  stripe_customer_id?: string | null;
  stripe_subscription_id?: string | null;
  /** Stripe event ids already applied to this account (a string set): each event is applied once. */
  stripe_event_ids?: Set<string>;
  /** Stripe subscriptions that were deleted (a string set): no later event brings one back. */
  stripe_ended_subscriptions?: Set<string>;
  /** `created` (Unix seconds) of the newest Stripe event applied: older ones arriving late are ignored. */
  stripe_event_created?: number | null;
}

/** A grant whose end date has passed no longer counts (nothing runs at that moment to clear it). */
export function grantHasEnded(fields: SubscriptionFields, now = new Date()): boolean {
  return (
    fields.subscription_source === 'grant' &&
    (!fields.subscription_period_end || Date.parse(fields.subscription_period_end) <= now.getTime())
  );
}

/** The account as it stands now: an ended grant reads as no subscription. */
export function withCurrentSubscription<T extends SubscriptionFields>(record: T, now = new Date()): T {
  return record.has_subscription && grantHasEnded(record, now) ? { ...record, has_subscription: false } : record;
}

export const isSubscribedStatus = (status: SubscriptionStatus | null | undefined): boolean =>
  Boolean(status && SUBSCRIBED_STATUSES.includes(status));

const asPlan = (value: string | null | undefined): Plan | null =>
  value === 'monthly' || value === 'yearly' ? value : null;

/** What the /payment page shows. */
export function subscriptionState(fields: SubscriptionFields, now = new Date()): SubscriptionState {
  const current = withCurrentSubscription(fields, now);
  return {
    has_subscription: current.has_subscription,
    source: fields.subscription_source ?? (fields.has_subscription ? 'development' : null),
    status: fields.subscription_status ?? (fields.has_subscription ? 'active' : null),
    plan: asPlan(fields.subscription_plan),
    current_period_end: fields.subscription_period_end ?? null,
    cancel_at_period_end: Boolean(fields.subscription_cancel_at_period_end),
    payment_failed: Boolean(fields.subscription_payment_failed),
    can_manage: Boolean(fields.stripe_customer_id),
  };
}

/** The end of the given day (YYYY-MM-DD) in UTC: a grant "until 2027-06-30" covers all of that day. */
export function endOfDayUtc(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a date (YYYY-MM-DD): ${date}`);
  const end = new Date(`${date}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== date)
    throw new Error(`not a calendar date: ${date}`);
  return end.toISOString();
}

/**
 * The fields an operator's grant writes (schools that pay by purchase order). It replaces a
 * Stripe subscription's display state but keeps the Stripe ids, so Stripe events that arrive
 * after the grant ends apply again (see `applyStripeChange`).
 */
export function grantFields(until: string, now = new Date()): Partial<SubscriptionFields> {
  const end = endOfDayUtc(until);
  return {
    has_subscription: Date.parse(end) > now.getTime(),
    subscription_source: 'grant',
    subscription_status: 'active',
    subscription_plan: null,
    subscription_period_end: end,
    subscription_cancel_at_period_end: true,
    subscription_payment_failed: false,
    subscription_updated_at: now.toISOString(),
  };
}
