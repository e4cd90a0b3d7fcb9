import type { PlanOffer, PortalResult } from '@app/shared/contracts/billing';
import type { CheckoutResult } from '@app/shared/contracts/users';
import type { Caller } from '../lib/caller';

/**
 * The interface every payment provider implements: `stripe.ts`, and the development and disabled
 * providers of `provider.ts`, which chooses one by config. Types only, so a provider imports it
 * without importing the choice.
 */

export type PlanName = 'monthly' | 'yearly';

/** What Stripe's webhook answer says about one event (Stripe only needs the 2xx). */
export interface WebhookOutcome {
  received: true;
  /** `applied`, or why not: `ignored` (type or object not ours), `duplicate`, `stale`, `ended`, `granted`, `no-account`. */
  outcome: string;
}

/** What the /payment page calls; each payment provider plugs in behind this interface. */
export interface BillingProvider {
  readonly name: 'stripe' | 'development' | 'disabled';
  /** `origin`: the site the browser comes back to (`<origin>/payment?checkout=…`). */
  startCheckout(caller: Caller, plan: PlanName, origin: string): Promise<CheckoutResult>;
  openPortal(caller: Caller, origin: string): Promise<PortalResult>;
  /** The plans on offer with their prices. */
  plans(): Promise<PlanOffer[]>;
  /** A webhook request of the provider: the raw body as it arrived and its signature header. */
  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome>;
}
