/**
 * The /payment page's view of a director's subscription (GET /api/billing/subscription) and the
 * customer portal (POST /api/billing/portal). Checkout's input and answer stay in users.ts
 * (`checkoutSchema`, `CheckoutResult`), where the page has always found them.
 */
export type Plan = 'monthly' | 'yearly';

/** Who gives the subscription: Stripe, an operator's grant (schools paying by purchase order), or the local development provider. */
export type SubscriptionSource = 'stripe' | 'grant' | 'development';

/**
 * Stripe's subscription statuses as they are (a grant is `active` until its end date); `null`
 * when the account never had a subscription.
 */
export type SubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

export interface SubscriptionState {
  /** What the account flow reads (`has_subscription` of GET /users/me is the same value). */
  has_subscription: boolean;
  source: SubscriptionSource | null;
  status: SubscriptionStatus | null;
  plan: Plan | null;
  /**
   * ISO date-time: when a Stripe subscription renews (or ends, with `cancel_at_period_end`), when
   * a grant ends, or when a cancelled subscription ended.
   */
  current_period_end: string | null;
  /** The subscription runs to `current_period_end` and then stops. */
  cancel_at_period_end: boolean;
  /** The last payment failed (Stripe retries it; the card can be changed in the portal). */
  payment_failed: boolean;
  /** Stripe knows this director as a customer: "Manage subscription" opens the portal. */
  can_manage: boolean;
}

/** A plan on offer with its price as the payment provider states it (amount in the currency's minor unit). */
export interface PlanOffer {
  plan: Plan;
  amount: number | null;
  currency: string | null;
}

export interface BillingOverview {
  /** `development`: local only, subscribing charges nothing; `disabled`: nothing can be bought online. */
  provider: 'stripe' | 'development' | 'disabled';
  subscription: SubscriptionState;
  plans: PlanOffer[];
}

/** Answer of POST /billing/webhook: `outcome` is `applied`, or why not (`ignored`, `duplicate`, `stale`…). */
export interface WebhookReceipt {
  received: true;
  outcome: string;
}

export interface PortalResult {
  url: string;
}

/** The query the browser comes back with from Stripe Checkout (success_url / cancel_url). */
export const CHECKOUT_RETURN_PARAM = 'checkout';
export type CheckoutReturn = 'success' | 'cancelled';

/** Statuses in which the director keeps using Podium (past_due: Stripe is still retrying the payment). */
export const SUBSCRIBED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
