import { Alert, Box, Button, Flex, RadioCard, Stack, Text } from '@chakra-ui/react';
import type { BillingOverview, Plan, PlanOffer } from '@app/shared/contracts/billing';
import type { CheckoutResult } from '@app/shared/contracts/users';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ErrorAlert } from '../../../components/error-alert';
import { getMe, meKey } from '../../../lib/me';
import { billingOverviewKey } from '../api/get-billing-overview';
import { startCheckout } from '../api/start-checkout';
import { formatPrice } from '../format';

const PLANS = [
  { value: 'yearly', label: 'Yearly', per: 'a year', description: 'Billed once a year, for the whole school year.' },
  { value: 'monthly', label: 'Monthly', per: 'a month', description: 'Billed every month; cancel any time.' },
] as const satisfies readonly { value: Plan; label: string; per: string; description: string }[];

const NOTES: Record<BillingOverview['provider'], string> = {
  stripe:
    'You pay on Stripe’s secure payment page and come back here. You can change your card or cancel at any time from this page.',
  development:
    'This is a local installation: the development billing provider activates the subscription at once and charges nothing.',
  disabled: 'Subscriptions cannot be bought online yet. Please contact us.',
};

export interface SubscriptionOfferProps {
  plans: PlanOffer[];
  provider: BillingOverview['provider'];
  onActive: (result: CheckoutResult) => void;
}

/**
 * The plans with their prices and Subscribe: POST /api/billing/checkout, then either an active
 * subscription at once (development provider) or Stripe's payment page to go to.
 */
export function SubscriptionOffer({ plans, provider, onActive }: SubscriptionOfferProps) {
  const [plan, setPlan] = useState<Plan>('yearly');
  // the checkout went through but the subscription is not active yet: where to pay, if anywhere
  const [pending, setPending] = useState<{ url: string | null }>();
  const [subscribing, setSubscribing] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const { mutate } = useSWRConfig();
  const priceOf = (value: Plan) => plans.find((p) => p.plan === value);

  const subscribe = async () => {
    setPending(undefined);
    setFailure(undefined);
    setSubscribing(true);
    try {
      const result = await startCheckout(plan);
      // active at once: the account flow reads the profile next, so it must already say so. The profile is
      // fetched and written to the cache here: a plain revalidation can be overtaken by the payment page's
      // own (it refreshes the profile once the overview shows the subscription), and then leaves the old
      // profile in the cache when the page moves on, which sent a new director back to /payment
      if (result.has_subscription)
        await Promise.all([mutate(meKey, getMe(), { revalidate: false }), mutate(billingOverviewKey)]);
      if (result.redirect_url) {
        setPending({ url: result.redirect_url });
        window.location.assign(result.redirect_url);
      } else if (result.has_subscription) {
        onActive(result);
      } else {
        setPending({ url: null });
      }
    } catch (error) {
      setFailure(error);
    } finally {
      setSubscribing(false);
    }
  };

  return (
    <Stack gap="5">
      <RadioCard.Root value={plan} onValueChange={(e) => e.value && setPlan(e.value as Plan)} orientation="horizontal">
        <RadioCard.Label>Plan</RadioCard.Label>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          {PLANS.map((p) => {
            const price = priceOf(p.value);
            return (
              <RadioCard.Item key={p.value} value={p.value} bg="bg">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    {/* the price is part of the radio's name, so a screen reader says it with the plan */}
                    <RadioCard.ItemText>
                      {p.label}
                      {price?.amount != null && price.currency && (
                        <Text as="span" display="block" fontSize="lg" fontWeight="semibold" mt="1">
                          {' '}
                          {formatPrice(price.amount, price.currency)} {p.per}
                        </Text>
                      )}
                    </RadioCard.ItemText>
                    <RadioCard.ItemDescription>{p.description}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </Flex>
      </RadioCard.Root>
      {failure !== undefined && <ErrorAlert error={failure} />}
      {pending && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            {pending.url
              ? 'Taking you to the payment page…'
              : 'Your subscription is not active yet. We will email you when it is.'}
          </Alert.Title>
        </Alert.Root>
      )}
      <Box>
        <Button
          colorPalette="blue"
          size="lg"
          onClick={() => void subscribe()}
          loading={subscribing || Boolean(pending?.url)}
          loadingText={pending?.url ? 'Opening the payment page…' : 'Subscribing…'}
          disabled={provider === 'disabled'}
        >
          Subscribe
        </Button>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {NOTES[provider]}
      </Text>
    </Stack>
  );
}
