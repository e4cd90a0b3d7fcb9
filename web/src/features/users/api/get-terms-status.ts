import useSWR from 'swr';
import type { TermsStatus } from '@app/shared/contracts/users';
import { DEFAULT_POLICY_VERSION } from '@app/shared/domain/account';
import { api } from '../../../lib/api-client';

/** The policy versions this build of the app shows (spec §9: default 1.0). */
export const TERMS_VERSION = DEFAULT_POLICY_VERSION;
export const PRIVACY_VERSION = DEFAULT_POLICY_VERSION;

export const termsStatusKey = `/users/me/terms-status?terms_version=${TERMS_VERSION}&privacy_version=${PRIVACY_VERSION}`;

export const getTermsStatus = () => api.get<TermsStatus>(termsStatusKey);

export const useTermsStatus = (enabled = true) => useSWR<TermsStatus>(enabled ? termsStatusKey : null, getTermsStatus);
