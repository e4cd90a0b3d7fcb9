import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useOpenPortal } from '../api/open-portal';

/** Opens Stripe's customer portal (change the card, see invoices, cancel); it comes back to /payment. */
export function ManageSubscriptionButton() {
  const portal = useOpenPortal();
  const [leaving, setLeaving] = useState(false);

  const open = async () => {
    try {
      const { url } = await portal.trigger();
      setLeaving(true);
      window.location.assign(url);
    } catch {
      // shown from the hook's error
    }
  };

  return (
    <Stack gap="3" align="flex-start">
      <Button
        colorPalette="blue"
        variant="outline"
        onClick={() => void open()}
        loading={portal.isMutating || leaving}
        loadingText="Opening…"
      >
        Manage subscription
      </Button>
      {portal.error && <ErrorAlert error={portal.error} />}
    </Stack>
  );
}
