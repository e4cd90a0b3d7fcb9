import { checkoutSchema } from '@app/shared/contracts/users';
import { domainHandler, json, parseBody } from '../lib/http';
import { billingProvider } from './provider';

export const handler = domainHandler('billing', {
  'POST /api/billing/checkout': async ({ event, user }) => {
    const { plan } = parseBody(event, checkoutSchema);
    return json(200, await billingProvider.startCheckout(user, plan));
  },
});
