import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { TermsStatus } from '@app/shared/contracts/users';
import { api } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';
import { PRIVACY_VERSION, TERMS_VERSION, termsStatusKey } from './get-terms-status';

export interface TermsChoice {
  terms: boolean;
  privacy: boolean;
}

export async function acceptTerms(choice: TermsChoice): Promise<TermsStatus> {
  try {
    return await api.post<TermsStatus>('/users/me/accept-terms', {
      terms_accepted: choice.terms,
      privacy_policy_accepted: choice.privacy,
      terms_version: TERMS_VERSION,
      privacy_policy_version: PRIVACY_VERSION,
    });
  } catch (error) {
    // spec §8: logged and rethrown
    console.error('[terms] acceptance failed', error);
    throw error;
  }
}

/**
 * POST /users/me/accept-terms: the terms status it answers with is cached (so the required
 * dialog closes), then the profile is refreshed for its acceptance fields.
 */
export function useAcceptTerms() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<TermsStatus, Error, string, TermsChoice>(termsStatusKey, (_key, { arg }) => acceptTerms(arg), {
    populateCache: true,
    revalidate: false,
    onSuccess: () => void mutate(meKey),
  });
}
