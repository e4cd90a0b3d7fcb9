import { Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { useSWRConfig } from 'swr';
import type { TermsStatus } from '@app/shared/contracts/users';
import { FormDialog } from '../../../components/form-dialog';
import { useForm } from '../../../components/use-form';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';
import { acceptTerms } from '../api/accept-terms';
import { termsStatusKey } from '../api/get-terms-status';

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
  const { cache, mutate } = useSWRConfig();
  const required = mode === 'required';
  const ready = required ? terms && privacy : terms || privacy;

  /**
   * Sends the versions of the terms status shown (the cached one). The status it answers with is
   * cached, so the required dialog and the update notice close; then the profile is refreshed for
   * its acceptance fields. The acceptance is logged where it is sent.
   */
  const accept = async () => {
    const shown = cache.get(termsStatusKey)?.data as TermsStatus | undefined;
    try {
      await mutate(termsStatusKey, await acceptTerms({ terms, privacy }, shown), { revalidate: false });
    } catch (error) {
      // the versions changed while the page was open: fetch the current ones, so the next try sends them
      if (error instanceof ApiError && error.status === 409) void mutate(termsStatusKey);
      throw error;
    }
    void mutate(meKey);
  };

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
      failureLog="[terms] acceptance failed"
      canSubmit={ready}
      submit={accept}
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
