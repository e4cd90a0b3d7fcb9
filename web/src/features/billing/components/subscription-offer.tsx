import { Alert, Box, Button, Flex, RadioCard, Stack, Text } from '@chakra-ui/react';
import type { CheckoutResult } from '@app/shared/contracts/users';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useStartCheckout, type Plan } from '../api/start-checkout';

const PLANS = [
  { value: 'yearly', label: 'Yearly', description: 'Billed once a year, for the whole school year.' },
  { value: 'monthly', label: 'Monthly', description: 'Billed every month; cancel any time.' },
] as const satisfies readonly { value: Plan; label: string; description: string }[];

const isLocal = ['localhost', '127.0.0.1'].includes(window.location.hostname);

/**
 * Starts a subscription through POST /api/billing/checkout and reports what the server said:
 * an active subscription, or a payment page to go to.
 */
export function SubscriptionOffer({ onActive }: { onActive: (result: CheckoutResult) => void }) {
  const [plan, setPlan] = useState<Plan>('yearly');
  // the checkout went through but the subscription is not active yet: where to pay, if anywhere
  const [pending, setPending] = useState<{ url: string | null }>();
  const checkout = useStartCheckout();

  const subscribe = async () => {
    setPending(undefined);
    checkout.reset();
    try {
      const result = await checkout.trigger(plan);
      if (result.redirect_url) {
        setPending({ url: result.redirect_url });
        window.location.assign(result.redirect_url);
      } else if (result.has_subscription) {
        onActive(result);
      } else {
        setPending({ url: null });
      }
    } catch {
      // shown from the hook's error
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
      {checkout.error && <ErrorAlert error={checkout.error} />}
      {pending && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            {pending.url ? 'Taking you to the payment page…' : 'Your subscription is not active yet. We will email you when it is.'}
          </Alert.Title>
        </Alert.Root>
      )}
      <Box>
        <Button colorPalette="blue" size="lg" onClick={() => void subscribe()} loading={checkout.isMutating} loadingText="Subscribing…">
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
