import useSWRMutation from 'swr/mutation';
import type { PortalResult } from '@app/shared/contracts/billing';
import { api } from '../../../lib/api-client';

const PORTAL_PATH = '/billing/portal';

export const openPortal = () => api.post<PortalResult>(PORTAL_PATH);

/** POST /billing/portal: the address of Stripe's customer portal (change the card, cancel), with pending and error state. */
export const useOpenPortal = () => useSWRMutation<PortalResult, Error, string>(PORTAL_PATH, () => openPortal());
