import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { openPortal } from '../api/open-portal';

/** Opens Stripe's customer portal (change the card, see invoices, cancel); it comes back to /payment. */
export function ManageSubscriptionButton() {
  const [opening, setOpening] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const open = async () => {
    setOpening(true);
    setFailure(undefined);
    try {
      const { url } = await openPortal();
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      setFailure(error);
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack gap="3" align="flex-start">
      <Button
        colorPalette="blue"
        variant="outline"
        onClick={() => void open()}
        loading={opening || leaving}
        loadingText="Opening…"
      >
        Manage subscription
      </Button>
      {failure !== undefined && <ErrorAlert error={failure} />}
    </Stack>
  );
}
