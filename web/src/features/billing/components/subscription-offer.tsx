import { Alert, Box, Button, Flex, RadioCard, Stack, Text } from '@chakra-ui/react';
import type { CheckoutResult } from '@app/shared/contracts/users';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { startCheckout } from '../api/start-checkout';
import { ErrorAlert } from '../../../components/error-alert';

const PLANS = [
  { value: 'yearly', label: 'Yearly', description: 'Billed once a year, for the whole school year.' },
  { value: 'monthly', label: 'Monthly', description: 'Billed every month; cancel any time.' },
] as const;
type Plan = (typeof PLANS)[number]['value'];

const isLocal = ['localhost', '127.0.0.1'].includes(window.location.hostname);

/**
 * Starts a subscription through POST /api/billing/checkout and reports what the server said:
 * an active subscription, or a payment page to go to.
 */
export function SubscriptionOffer({ onActive }: { onActive: (result: CheckoutResult) => void }) {
  const [plan, setPlan] = useState<Plan>('yearly');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'error'; message: string } | { kind: 'pending'; url: string | null }>({ kind: 'idle' });

  const subscribe = async () => {
    setState({ kind: 'sending' });
    try {
      const result = await startCheckout(plan);
      if (result.redirect_url) {
        setState({ kind: 'pending', url: result.redirect_url });
        window.location.assign(result.redirect_url);
      } else if (result.has_subscription) {
        onActive(result);
      } else {
        setState({ kind: 'pending', url: null });
      }
    } catch (e) {
      setState({ kind: 'error', message: messageOf(e) });
    }
  };

  return (
    <Stack gap="5">
      <RadioCard.Root value={plan} onValueChange={(e) => e.value && setPlan(e.value as Plan)} orientation="horizontal">
        <RadioCard.Label>Plan</RadioCard.Label>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          {PLANS.map((p) => (
            <RadioCard.Item key={p.value} value={p.value} bg="bg">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{p.label}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{p.description}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Flex>
      </RadioCard.Root>
      {state.kind === 'error' && (
        <ErrorAlert>{state.message}</ErrorAlert>
      )}
      {state.kind === 'pending' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            {state.url ? 'Taking you to the payment page…' : 'Your subscription is not active yet. We will email you when it is.'}
          </Alert.Title>
        </Alert.Root>
      )}
      <Box>
        <Button colorPalette="blue" size="lg" onClick={() => void subscribe()} loading={state.kind === 'sending'} loadingText="Subscribing…">
          Subscribe
        </Button>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {isLocal
          ? 'This is a local installation: the development billing provider activates the subscription at once and charges nothing.'
          : 'If the billing provider needs your payment details, you will be taken to its secure payment page.'}
      </Text>
    </Stack>
  );
}
