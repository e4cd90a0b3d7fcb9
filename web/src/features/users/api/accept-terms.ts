import { mutate } from 'swr';
import type { TermsStatus } from '@app/shared/contracts/users';
import { api } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';
import { PRIVACY_VERSION, TERMS_VERSION, termsStatusKey } from './get-terms-status';

export async function acceptTerms(choice: { terms: boolean; privacy: boolean }): Promise<TermsStatus> {
  try {
    const status = await api.post<TermsStatus>('/users/me/accept-terms', {
      terms_accepted: choice.terms,
      privacy_policy_accepted: choice.privacy,
      terms_version: TERMS_VERSION,
      privacy_policy_version: PRIVACY_VERSION,
    });
    await mutate(termsStatusKey, status, { revalidate: false });
    await mutate(meKey);
    return status;
  } catch (error) {
    // spec §8: logged and rethrown
    console.error('[terms] acceptance failed', error);
    throw error;
  }
}
