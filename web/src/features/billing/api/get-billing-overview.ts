import useSWR from 'swr';
import type { BillingOverview } from '@app/shared/contracts/billing';
import { call, pathOf } from '../../../lib/api-client';

/** GET /billing/subscription: the director's subscription and the plans on offer with their prices. */
export const billingOverviewKey = pathOf('GET /api/billing/subscription');

export const getBillingOverview = () => call('GET /api/billing/subscription');

/**
 * The /payment page's data. `waitForSubscription`: back from Checkout, Stripe's event may land a
 * few seconds after the browser; the page asks again every 2 s until the subscription is there.
 */
export function useBillingOverview({ waitForSubscription = false }: { waitForSubscription?: boolean } = {}) {
  return useSWR<BillingOverview>(billingOverviewKey, getBillingOverview, {
    refreshInterval: (latest) => (waitForSubscription && !latest?.subscription.has_subscription ? 2000 : 0),
  });
}
