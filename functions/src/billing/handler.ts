import { checkoutSchema } from '@app/shared/contracts/users';
import { domainHandler, endpoint } from '../lib/http';
import { json } from '../lib/responses';
import { accountMiddleware } from '../users/account-middleware';
import { billingProvider } from './provider';

export const handler = domainHandler('billing', {
  'POST /api/billing/checkout': endpoint({ body: checkoutSchema }, async ({ body, caller }) =>
    json(200, await billingProvider.startCheckout(caller, body.plan)),
  ),
}, { account: accountMiddleware() });
