import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { Plan } from '@app/shared/contracts/billing';
import type { CheckoutResult } from '@app/shared/contracts/users';
import { call, pathOf } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';
import { billingOverviewKey } from './get-billing-overview';

export type { Plan };

const CHECKOUT_PATH = pathOf('POST /api/billing/checkout');

export const startCheckout = (plan: Plan) => call('POST /api/billing/checkout', { body: { plan } });

/**
 * POST /billing/checkout with pending and error state. When the subscription is active at once,
 * the profile is refreshed before the trigger resolves: the caller moves on to the dashboard,
 * and the account flow must already see `has_subscription` there, or it sends the director back.
 */
export function useStartCheckout() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<CheckoutResult, Error, string, Plan>(
    CHECKOUT_PATH,
    async (_key, { arg: plan }) => {
      const result = await startCheckout(plan);
      if (result.has_subscription) await Promise.all([mutate(meKey), mutate(billingOverviewKey)]);
      return result;
    },
    { revalidate: false },
  );
}
