import type { PlanOffer } from '@app/shared/contracts/billing';
import { config } from '../lib/config';
import { NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { setSubscription } from '../users/subscription-service';
import type { BillingProvider } from './billing-provider';
import { stripeProvider } from './stripe';

const unpriced: PlanOffer[] = [
  { plan: 'yearly', amount: null, currency: null },
  { plan: 'monthly', amount: null, currency: null },
];

const noPortal = async (): Promise<never> => {
  throw new ServiceUnavailableError(
    'BILLING_UNAVAILABLE',
    'There is no online billing portal for this subscription. Please contact us.',
  );
};

const noWebhook = async (): Promise<never> => {
  throw new NotFoundError('This installation takes no payment-provider events.');
};

/**
 * The development provider (BILLING_PROVIDER=development, used by `npm start`): no payment,
 * the subscription is active at once. Never configure it for a public stage.
 */
export const developmentProvider: BillingProvider = {
  name: 'development',
  async startCheckout(caller, plan) {
    await setSubscription(caller, {
      has_subscription: true,
      subscription_source: 'development',
      subscription_status: 'active',
      subscription_plan: plan,
      subscription_period_end: null,
      subscription_cancel_at_period_end: false,
      subscription_payment_failed: false,
      subscription_updated_at: new Date().toISOString(),
    });
    return { status: 'active', redirect_url: null, has_subscription: true };
  },
  openPortal: noPortal,
  plans: async () => unpriced,
  handleWebhook: noWebhook,
};

const disabledProvider: BillingProvider = {
  name: 'disabled',
  async startCheckout() {
    throw new ServiceUnavailableError(
      'BILLING_UNAVAILABLE',
      'Subscriptions cannot be bought online yet. Please contact us.',
    );
  },
  openPortal: noPortal,
  plans: async () => unpriced,
  handleWebhook: noWebhook,
};

const providers = { development: developmentProvider, disabled: disabledProvider, stripe: stripeProvider } as const;

export const billingProvider: BillingProvider = providers[config.BILLING_PROVIDER];
