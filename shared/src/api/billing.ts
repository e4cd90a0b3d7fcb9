import type { BillingOverview, PortalResult, WebhookReceipt } from '../contracts/billing';
import { checkoutSchema, type CheckoutResult } from '../contracts/users';
import { publicRoute, reply, route } from './route';

/** The subscription of the /payment page (beyond the product's required calls: the server side is ours). */
export const billingRoutes = [
  route('GET', '/api/billing/subscription', 'billing', { response: reply<BillingOverview>() }),
  route('POST', '/api/billing/checkout', 'billing', { body: checkoutSchema, response: reply<CheckoutResult>() }),
  route('POST', '/api/billing/portal', 'billing', { response: reply<PortalResult>() }),
  // Stripe's events: no token, the raw body is verified with the webhook signing secret instead
  publicRoute('POST', '/api/billing/webhook', 'billing', { response: reply<WebhookReceipt>() }),
] as const;
