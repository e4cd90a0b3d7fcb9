import type { TermsStatus } from '@app/shared/contracts/users';
import { call } from '../../../lib/api-client';

export interface TermsChoice {
  terms: boolean;
  privacy: boolean;
}

/**
 * POST /users/me/accept-terms; it answers with the new terms status. `shown`: the terms status the
 * director saw. Its versions are sent, so the server refuses (409) an acceptance of versions
 * replaced since; without it the server records the current ones.
 */
export async function acceptTerms(choice: TermsChoice, shown?: TermsStatus): Promise<TermsStatus> {
  return await call('POST /api/users/me/accept-terms', {
    body: {
      terms_accepted: choice.terms,
      privacy_policy_accepted: choice.privacy,
      ...(shown
        ? { terms_version: shown.current_terms_version, privacy_policy_version: shown.current_privacy_version }
        : {}),
    },
  });
}
