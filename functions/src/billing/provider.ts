import type { CheckoutResult } from '@app/shared/contracts/users';
import type { Caller } from '../lib/caller';
import { config } from '../lib/config';
import { ServiceUnavailableError } from '../lib/errors';
import { updateUser } from '../users/repository';

/** What the /payment page calls; a real payment provider plugs in behind this interface. */
export interface BillingProvider {
  startCheckout(caller: Caller, plan: 'monthly' | 'yearly'): Promise<CheckoutResult>;
}

/**
 * The development provider (BILLING_PROVIDER=development, used by `npm start`): no payment,
 * the subscription is active at once. Never configure it for a public stage.
 */
export const developmentProvider: BillingProvider = {
  async startCheckout(caller, plan) {
    await updateUser(caller.sub, {
      has_subscription: true,
      subscription_plan: plan,
      subscription_updated_at: new Date().toISOString(),
    });
    return { status: 'active', redirect_url: null, has_subscription: true };
  },
};

const disabledProvider: BillingProvider = {
  async startCheckout() {
    throw new ServiceUnavailableError('BILLING_UNAVAILABLE', 'Subscriptions cannot be bought online yet. Please contact us.');
  },
};

export const billingProvider: BillingProvider =
  config.BILLING_PROVIDER === 'development' ? developmentProvider : disabledProvider;
