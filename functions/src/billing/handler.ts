import { checkoutSchema } from '@app/shared/contracts/users';
import { domainHandler, parseBody } from '../lib/http';
import { json } from '../lib/responses';
import { billingProvider } from './provider';

export const handler = domainHandler('billing', {
  'POST /api/billing/checkout': async ({ event, user }) => {
    const { plan } = parseBody(event, checkoutSchema);
    return json(200, await billingProvider.startCheckout(user, plan));
  },
});
