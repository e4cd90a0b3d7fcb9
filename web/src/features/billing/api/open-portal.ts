import useSWRMutation from 'swr/mutation';
import type { PortalResult } from '@app/shared/contracts/billing';
import { call, pathOf } from '../../../lib/api-client';

const PORTAL_PATH = pathOf('POST /api/billing/portal');

export const openPortal = () => call('POST /api/billing/portal');

/** POST /billing/portal: the address of Stripe's customer portal (change the card, cancel), with pending and error state. */
export const useOpenPortal = () => useSWRMutation<PortalResult, Error, string>(PORTAL_PATH, () => openPortal());
