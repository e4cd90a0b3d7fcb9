import type { StripeChange } from '../billing/stripe-events';
import type { SubscriptionFields } from '../billing/subscription-state';
import type { Caller } from '../lib/caller';
import { applyStripeChange as applyToAccount, updateUser, type ApplyOutcome } from './repository';

/**
 * The subscription fields of an account, written as the billing domain decides them (the account
 * item is this domain's). Its own file, so the billing function does not bundle the profile's
 * picture store.
 */

/** Sets the caller's subscription fields (the development provider's subscription, active at once). */
export async function setSubscription(caller: Caller, fields: Partial<SubscriptionFields>): Promise<void> {
  await updateUser(caller.sub, fields);
}

/** Applies one Stripe event to its account at most once and never against newer knowledge (repository.ts). */
export const applyStripeChange = (change: StripeChange): Promise<ApplyOutcome> => applyToAccount(change);
