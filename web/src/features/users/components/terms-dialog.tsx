import { Button, Checkbox, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { paths } from '../../../config/paths';
import { useAcceptTerms } from '../api/accept-terms';

export interface TermsDialogProps {
  /** required: blocking, both agreements needed; soft: either is enough and it can be closed. */
  mode: 'required' | 'soft';
  onCancel: () => void;
  onAccepted?: () => void;
}

const policyLink = (href: string, label: string) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.600" textDecoration="underline">
    {label}
  </Link>
);

/** Spec §2 Terms dialog and §5: required mode needs both boxes ticked, soft mode either. */
export default function TermsDialog({ mode, onCancel, onAccepted }: TermsDialogProps) {
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const { trigger, reset, isMutating: sending, error } = useAcceptTerms();
  const required = mode === 'required';
  const ready = required ? terms && privacy : terms || privacy;

  const accept = async () => {
    reset();
    try {
      await trigger({ terms, privacy });
      onAccepted?.();
    } catch {
      // logged by the hook and shown from its error
    }
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      closeOnEscape={!required}
      closeOnInteractOutside={!required}
      onOpenChange={(e) => !e.open && onCancel()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{required ? 'Terms and Conditions' : 'Updated Terms Available'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  {required
                    ? 'To use Podium, please read and accept our Terms and Conditions and our Privacy Policy.'
                    : 'We have updated our policies. Please review and accept them.'}
                </Text>
                <Checkbox.Root
                  checked={terms}
                  onCheckedChange={(e) => setTerms(e.checked === true)}
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    I agree to the {policyLink(paths.policies.termsAndConditions.getHref(), 'Terms and Conditions')}
                  </Checkbox.Label>
                </Checkbox.Root>
                <Checkbox.Root
                  checked={privacy}
                  onCheckedChange={(e) => setPrivacy(e.checked === true)}
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    I agree to the {policyLink(paths.policies.privacyPolicy.getHref(), 'Privacy Policy')}
                  </Checkbox.Label>
                </Checkbox.Root>
                {required && (
                  <Text fontSize="sm" color="fg.muted">
                    * Both agreements are required to continue
                  </Text>
                )}
                {error && <ErrorAlert error={error} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={sending}>
                Cancel
              </Button>
              <Button colorPalette="blue" onClick={() => void accept()} disabled={!ready || sending}>
                {sending ? 'Processing...' : 'Accept & Continue'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
