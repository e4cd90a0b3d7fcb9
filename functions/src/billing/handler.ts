import { billingRoutes } from '@app/shared/api/billing';
import type { BillingOverview } from '@app/shared/contracts/billing';
import { ValidationError } from '../lib/errors';
import { domainHandler, rawBody } from '../lib/http';
import { json, type ApiEvent } from '../lib/responses';
import { accountMiddleware, accountOf } from '../users/account-middleware';
import { billingProvider } from './provider';
import { subscriptionState } from './subscription-state';

/**
 * The site the browser came from, for Stripe's return addresses: browsers send `Origin` on every
 * POST, and CloudFront passes it on. A forged one could only send its own sender elsewhere.
 */
function siteOrigin(event: ApiEvent): string {
  const header = event.headers.origin;
  try {
    const url = new URL(header ?? '');
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // refused below
  }
  throw new ValidationError('This request must come from the Podium web app (it has no Origin header).');
}

export const handler = domainHandler(
  billingRoutes,
  {
    'GET /api/billing/subscription': async ({ caller }) => {
      const overview: BillingOverview = {
        provider: billingProvider.name,
        subscription: subscriptionState(accountOf(caller)),
        plans: await billingProvider.plans(),
      };
      return json(200, overview);
    },
    'POST /api/billing/checkout': async ({ body, caller, event }) =>
      json(
        200,
        await billingProvider.startCheckout(
          caller,
          body.plan,
          billingProvider.name === 'stripe' ? siteOrigin(event) : '',
        ),
      ),
    'POST /api/billing/portal': async ({ caller, event }) =>
      json(200, await billingProvider.openPortal(caller, siteOrigin(event))),
  },
  {
    account: accountMiddleware(),
    publicRoutes: {
      'POST /api/billing/webhook': async ({ event }) =>
        json(200, await billingProvider.handleWebhook(rawBody(event), event.headers['stripe-signature'])),
    },
  },
);
