import type { TermsStatus } from '@app/shared/contracts/users';

/** A Terms and Conditions version and a Privacy Policy version. */
export interface PolicyVersions {
  terms: string;
  privacy: string;
}

/** What the account holds about its acceptance (UserRecord has these fields). */
export interface Acceptance {
  terms_accepted: boolean;
  privacy_policy_accepted: boolean;
  terms_version: string | null;
  privacy_policy_version: string | null;
}

/** Whether `accepted` is `current` or newer: `1.10` is newer than `1.9`; dates such as 2024-06 compare as written. */
export const coversVersion = (accepted: string | null, current: string): boolean =>
  accepted !== null && accepted.localeCompare(current, 'en', { numeric: true }) >= 0;

/**
 * What the director is asked: the blocking dialog when acceptance is needed, otherwise the soft
 * notice when newer versions wait. A director who never accepted both agreements must accept them whatever
 * `required` says: only an update to agreements accepted before may wait.
 */
export function termsStatusOf(account: Acceptance, current: PolicyVersions, required: boolean): TermsStatus {
  const termsCovered = account.terms_accepted && coversVersion(account.terms_version, current.terms);
  const privacyCovered =
    account.privacy_policy_accepted && coversVersion(account.privacy_policy_version, current.privacy);
  const upToDate = termsCovered && privacyCovered;
  const acceptedBefore = account.terms_accepted && account.privacy_policy_accepted;
  const needsAcceptance = !upToDate && (required || !acceptedBefore);
  return {
    needs_acceptance: needsAcceptance,
    update_available: !upToDate && !needsAcceptance,
    terms_accepted: account.terms_accepted,
    privacy_policy_accepted: account.privacy_policy_accepted,
    accepted_terms_version: account.terms_version,
    accepted_privacy_policy_version: account.privacy_policy_version,
    current_terms_version: current.terms,
    current_privacy_version: current.privacy,
  };
}

/**
 * The agreements a director ticked while shown versions that are no longer current (the
 * configuration changed while the page was open), as a sentence; null when none.
 */
export function staleAcceptance(
  ticked: { terms: boolean; privacy: boolean },
  shown: Partial<PolicyVersions>,
  current: PolicyVersions,
): string | null {
  const stale = [
    ticked.terms && shown.terms !== undefined && shown.terms !== current.terms
      ? `the Terms and Conditions (now version ${current.terms})`
      : null,
    ticked.privacy && shown.privacy !== undefined && shown.privacy !== current.privacy
      ? `the Privacy Policy (now version ${current.privacy})`
      : null,
  ].filter((s): s is string => s !== null);
  if (stale.length === 0) return null;
  return `Since this page was opened, ${stale.join(' and ')} changed. Reload the page to read and accept the current version.`;
}
