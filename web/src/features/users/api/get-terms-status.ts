import useSWR from 'swr';
import { call, pathOf } from '../../../lib/api-client';

/** Asked without versions: the server answers for the versions in force (its configuration; 1.0 by default). */
export const termsStatusKey = pathOf('GET /api/users/me/terms-status');

export const getTermsStatus = () => call('GET /api/users/me/terms-status');

export const useTermsStatus = (enabled = true) => useSWR(enabled ? termsStatusKey : null, getTermsStatus);
