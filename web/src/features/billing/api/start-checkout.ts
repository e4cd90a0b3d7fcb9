import type { Plan } from '@app/shared/contracts/billing';
import { call } from '../../../lib/api-client';

/**
 * POST /billing/checkout. When the subscription is active at once, the caller refreshes the
 * profile and the billing overview before moving on: the account flow must already see
 * `has_subscription` on the dashboard, or it sends the director back.
 */
export const startCheckout = (plan: Plan) => call('POST /api/billing/checkout', { body: { plan } });
