import { Alert, Button } from '@chakra-ui/react';
import { DismissButton } from '../../../components/tooltip-buttons';
import { useState } from 'react';
import type { TermsStatus } from '@app/shared/contracts/users';
import TermsDialog from './terms-dialog';

const DISMISSED_KEY = 'podium.termsNoticeDismissed';
/** Dismissal holds for these versions only: a later update is announced again. */
const versionsOf = (status: TermsStatus) => `${status.current_terms_version}/${status.current_privacy_version}`;

function updatedPolicies(status: TermsStatus): string {
  const updated = [
    status.accepted_terms_version !== status.current_terms_version
      ? `our Terms and Conditions (now version ${status.current_terms_version})`
      : null,
    status.accepted_privacy_policy_version !== status.current_privacy_version
      ? `our Privacy Policy (now version ${status.current_privacy_version})`
      : null,
  ].filter(Boolean);
  return updated.length > 0 ? updated.join(' and ') : 'our policies';
}

export interface TermsNoticeProps {
  /** A status with `update_available` (newer versions, acceptance not required yet). */
  status: TermsStatus;
}

/**
 * The non-blocking, dismissible "Updated Terms Available" notice of soft mode.
 * It opens the Terms dialog in soft mode (either agreement is enough) and goes away once the
 * update is accepted (the accepted status replaces `status`) or dismissed for these versions.
 */
export default function TermsNotice({ status }: TermsNoticeProps) {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY));
  const [reviewing, setReviewing] = useState(false);
  if (!status.update_available || dismissed === versionsOf(status)) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, versionsOf(status));
    setDismissed(versionsOf(status));
  };

  return (
    <>
      {/* compact on phones: it floats over the page until accepted or dismissed */}
      <Alert.Root
        as="aside"
        aria-label="Updated Terms Available"
        status="info"
        variant="surface"
        size={{ base: 'sm', md: 'md' }}
        boxShadow="lg"
        bg="white"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Updated Terms Available</Alert.Title>
          <Alert.Description>
            We have updated {updatedPolicies(status)}. Please review and accept them when you are ready.
          </Alert.Description>
          <Button
            size={{ base: 'xs', md: 'sm' }}
            colorPalette="blue"
            alignSelf="flex-start"
            mt={{ base: '2', md: '3' }}
            onClick={() => setReviewing(true)}
          >
            Review and Accept
          </Button>
        </Alert.Content>
        <DismissButton label="Dismiss the Updated Terms Available notice" onClick={dismiss} />
      </Alert.Root>
      {reviewing && (
        <TermsDialog mode="soft" onCancel={() => setReviewing(false)} onAccepted={() => setReviewing(false)} />
      )}
    </>
  );
}
