import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { TermsStatus } from '@app/shared/contracts/users';
import { ApiError, call } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';
import { termsStatusKey } from './get-terms-status';

export interface TermsChoice {
  terms: boolean;
  privacy: boolean;
}

/**
 * `shown`: the terms status the director saw. Its versions are sent, so the server refuses (409)
 * an acceptance of versions replaced since; without it the server records the current ones.
 */
export async function acceptTerms(choice: TermsChoice, shown?: TermsStatus): Promise<TermsStatus> {
  try {
    return await call('POST /api/users/me/accept-terms', {
      body: {
        terms_accepted: choice.terms,
        privacy_policy_accepted: choice.privacy,
        ...(shown
          ? { terms_version: shown.current_terms_version, privacy_policy_version: shown.current_privacy_version }
          : {}),
      },
    });
  } catch (error) {
    // logged and rethrown
    console.error('[terms] acceptance failed', error);
    throw error;
  }
}

/**
 * POST /users/me/accept-terms: the terms status it answers with is cached (so the required
 * dialog and the update notice close), then the profile is refreshed for its acceptance fields.
 */
export function useAcceptTerms() {
  const { mutate, cache } = useSWRConfig();
  return useSWRMutation<TermsStatus, Error, string, TermsChoice>(
    termsStatusKey,
    (_key, { arg }) => acceptTerms(arg, cache.get(termsStatusKey)?.data as TermsStatus | undefined),
    {
      populateCache: true,
      revalidate: false,
      onSuccess: () => void mutate(meKey),
      // the versions changed while the page was open: fetch the current ones, so the next try sends them
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void mutate(termsStatusKey);
      },
    },
  );
}
