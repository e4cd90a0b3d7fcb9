import { Alert, Box, Button, List, Spinner, Stack } from '@chakra-ui/react';
import type { SubscriptionState } from '@app/shared/contracts/billing';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { meKey } from '../../../lib/me';
import { useBillingOverview } from '../api/get-billing-overview';
import { formatUtcDay } from '../../../lib/date-time';
import { ManageSubscriptionButton } from './manage-subscription-button';
import { SubscriptionOffer } from './subscription-offer';
import { SubscriptionStatus } from './subscription-status';

/** How long to wait for Stripe's event after coming back from Checkout before saying it is late. */
export const ACTIVATION_PATIENCE_MS = 60_000;

export interface PaymentPageProps {
  /** `?newUser=true`: the account flow brought a director here to subscribe (onboarding). */
  newUser: boolean;
  /** `?checkout=success|cancelled`: back from Stripe Checkout. */
  checkoutReturn: string | null;
  /** Go on into the app (the route sends the director to the dashboard). */
  onContinue: () => void;
}

/** The subscription had one and no longer has it: why, in the director's words. */
function lapseOf(subscription: SubscriptionState): { title: string; description: string } | undefined {
  if (subscription.has_subscription || !subscription.status) return undefined;
  const ended = subscription.current_period_end ? ` on ${formatUtcDay(subscription.current_period_end)}` : '';
  if (subscription.status === 'unpaid' || subscription.status === 'past_due') {
    return {
      title: 'Your subscription is stopped because the payment failed.',
      description:
        'Update your card under Manage subscription, or choose a plan below. Your ensembles, library and programs are kept.',
    };
  }
  if (subscription.status === 'incomplete' || subscription.status === 'incomplete_expired') {
    return {
      title: 'Your payment was not completed.',
      description: 'Choose a plan below to try again. Nothing was charged for the unfinished payment.',
    };
  }
  return {
    title:
      subscription.source === 'grant'
        ? `Your school’s subscription ended${ended}.`
        : `Your subscription ended${ended}.`,
    description: 'Subscribe again to keep planning your concerts. Your ensembles, library and programs are kept.',
  };
}

/**
 * /payment: what the subscription includes and costs, Subscribe; for a subscribed director the
 * status, renewal or end date and Manage subscription; a lapsed or failed subscription explained;
 * the return from Stripe Checkout (success: waits for Stripe's confirmation; cancelled).
 */
export function PaymentPage({ newUser, checkoutReturn, onContinue }: PaymentPageProps) {
  const returnedPaid = checkoutReturn === 'success';
  const overview = useBillingOverview({ waitForSubscription: returnedPaid });
  const { mutate } = useSWRConfig();
  const subscribed = overview.data?.subscription.has_subscription === true;
  const [late, setLate] = useState(false);

  // the account flow reads the profile: refresh it once the subscription shows
  useEffect(() => {
    if (subscribed) void mutate(meKey);
  }, [subscribed, mutate]);

  useEffect(() => {
    if (!returnedPaid || subscribed) return;
    const timer = setTimeout(() => setLate(true), ACTIVATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [returnedPaid, subscribed]);

  if (overview.error && !overview.data) {
    return (
      <Stack gap="6" maxW="3xl">
        <PageHeader title="Your subscription" />
        <ErrorAlert error={overview.error} />
        <Box>
          <Button variant="outline" onClick={() => void overview.mutate()}>
            Try again
          </Button>
        </Box>
      </Stack>
    );
  }
  if (!overview.data) return <PageLoading label="Loading your subscription" />;

  const { subscription, plans, provider } = overview.data;
  const lapse = lapseOf(subscription);
  const onboarding = newUser && !lapse && !subscribed;

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title="Your subscription">
        {onboarding
          ? 'One more step: Podium is a subscription service. Choose a plan to start planning your concerts.'
          : 'Podium is a subscription service for music directors.'}
      </PageHeader>

      {returnedPaid && subscribed && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Thank you! Your subscription is active.</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {returnedPaid && !subscribed && (
        <Alert.Root status="info" aria-live="polite">
          <Alert.Indicator>
            <Spinner size="sm" />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>Payment received. We are activating your subscription…</Alert.Title>
            <Alert.Description>
              {late
                ? 'Stripe has not confirmed the payment yet. Leave this page open or come back in a few minutes: your payment is not lost, and you will not be charged twice.'
                : 'This takes a few seconds. You will not be charged again.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {checkoutReturn === 'cancelled' && !subscribed && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Checkout cancelled. Nothing was charged.</Alert.Title>
            <Alert.Description>Choose a plan whenever you are ready.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {subscribed ? (
        <Stack gap="6">
          <SubscriptionStatus subscription={subscription} />
          {(newUser || returnedPaid) && (
            <Box>
              <Button colorPalette="blue" size="lg" onClick={onContinue}>
                Start planning
              </Button>
            </Box>
          )}
        </Stack>
      ) : (
        <Stack gap="6">
          {lapse && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{lapse.title}</Alert.Title>
                <Alert.Description>{lapse.description}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {lapse &&
            subscription.can_manage &&
            (subscription.status === 'unpaid' || subscription.status === 'past_due') && <ManageSubscriptionButton />}
          {!(returnedPaid && !late) && (
            <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
              <List.Root gap="1" mb="6" ps="5">
                <List.Item>Repertoire recommendations from the assistant for each of your ensembles</List.Item>
                <List.Item>Your own library of pieces, with CSV import</List.Item>
                <List.Item>Program building with running times and Word export</List.Item>
              </List.Root>
              <SubscriptionOffer plans={plans} provider={provider} onActive={onContinue} />
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
