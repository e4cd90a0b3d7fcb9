import useSWR from 'swr';
import type { TermsStatus } from '@app/shared/contracts/users';
import { api } from '../../../lib/api-client';

/** Asked without versions: the server answers for the versions in force (its configuration; spec §9: 1.0 by default). */
export const termsStatusKey = '/users/me/terms-status';

export const getTermsStatus = () => api.get<TermsStatus>(termsStatusKey);

export const useTermsStatus = (enabled = true) => useSWR<TermsStatus>(enabled ? termsStatusKey : null, getTermsStatus);
