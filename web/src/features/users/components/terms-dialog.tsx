import { Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/form-dialog';
import { useForm } from '../../../components/use-form';
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

/** The Terms dialog: required mode needs both boxes ticked, soft mode either. */
export default function TermsDialog({ mode, onCancel, onAccepted }: TermsDialogProps) {
  const { values, change } = useForm(() => ({ terms: false, privacy: false }));
  const { terms, privacy } = values;
  const { trigger } = useAcceptTerms();
  const required = mode === 'required';
  const ready = required ? terms && privacy : terms || privacy;

  return (
    <FormDialog
      open
      role="alertdialog"
      closeOnEscape={!required}
      closeOnInteractOutside={!required}
      onClose={onCancel}
      title={required ? 'Terms and Conditions' : 'Updated Terms Available'}
      submitLabel="Accept & Continue"
      busyLabel="Processing..."
      canSubmit={ready}
      // the acceptance is logged where it is sent
      submit={() => trigger({ terms, privacy })}
      onSubmitted={() => onAccepted?.()}
    >
      <Stack gap="4">
        <Text>
          {required
            ? 'To use Podium, please read and accept our Terms and Conditions and our Privacy Policy.'
            : 'We have updated our policies. Please review and accept them.'}
        </Text>
        <Checkbox.Root
          checked={terms}
          onCheckedChange={(e) => change('terms', e.checked === true)}
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
          onCheckedChange={(e) => change('privacy', e.checked === true)}
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
      </Stack>
    </FormDialog>
  );
}
