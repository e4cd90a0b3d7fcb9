import { call } from '../../../lib/api-client';

/** POST /billing/portal: the address of Stripe's customer portal (change the card, cancel). */
export const openPortal = () => call('POST /api/billing/portal');
