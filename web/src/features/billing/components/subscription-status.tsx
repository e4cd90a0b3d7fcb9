import { Alert, Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { SubscriptionState } from '@app/shared/contracts/billing';
import { formatUtcDay } from '../../../lib/date-time';
import { ManageSubscriptionButton } from './manage-subscription-button';

const PLAN_NAMES = { yearly: 'Yearly plan', monthly: 'Monthly plan' } as const;

function badgeOf(subscription: SubscriptionState): { label: string; palette: string } {
  if (subscription.source === 'grant') return { label: 'Granted', palette: 'purple' };
  if (subscription.status === 'past_due') return { label: 'Payment failed', palette: 'orange' };
  if (subscription.status === 'trialing') return { label: 'Trial', palette: 'blue' };
  return { label: 'Active', palette: 'green' };
}

const headingOf = (subscription: SubscriptionState) =>
  subscription.source === 'grant'
    ? 'School subscription'
    : subscription.plan
      ? PLAN_NAMES[subscription.plan]
      : 'Podium subscription';

/** When it renews or ends, in one sentence (nothing while a payment is being retried: the warning says it). */
function termOf(subscription: SubscriptionState): string | null {
  const end = subscription.current_period_end;
  if (subscription.status === 'past_due') return null;
  if (subscription.source === 'grant') {
    return end
      ? `Provided to your school until ${formatUtcDay(end)}. It does not renew by itself.`
      : 'Provided to your school.';
  }
  if (subscription.source === 'development') return 'Active on this local installation; nothing is charged.';
  if (!end) return 'Your subscription is active.';
  return subscription.cancel_at_period_end
    ? `Ends on ${formatUtcDay(end)}. It will not renew.`
    : `Renews on ${formatUtcDay(end)}.`;
}

/** A subscribed director's subscription: status, renewal or end date, a failed payment, and Manage subscription. */
export function SubscriptionStatus({ subscription }: { subscription: SubscriptionState }) {
  const badge = badgeOf(subscription);
  const term = termOf(subscription);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h2" size="lg">
            {headingOf(subscription)}
          </Heading>
          <Badge colorPalette={badge.palette} variant="subtle" size="md">
            {badge.label}
          </Badge>
        </Flex>
        {term && <Text>{term}</Text>}
        {subscription.payment_failed && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your last payment did not go through.</Alert.Title>
              <Alert.Description>
                Stripe will try your card again over the next days. To keep your subscription, update your card under
                Manage subscription.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {subscription.can_manage && subscription.source === 'stripe' && (
          <Stack gap="2">
            <ManageSubscriptionButton />
            <Text fontSize="sm" color="fg.muted">
              Change your card, see your invoices or cancel on Stripe’s secure page.
            </Text>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
