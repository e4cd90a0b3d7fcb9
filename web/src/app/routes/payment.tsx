import { Alert, Box, List, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { isNewUser, paths } from '../../config/paths';
import { SubscriptionOffer } from '../../features/billing/components/subscription-offer';
import { useMe } from '../../lib/me';

export default function PaymentRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useMe();
  if (!me.data) return <PageLoading label="Loading your subscription" />;

  return (
    <Stack gap="8" maxW="3xl">
      <PageHeader title="Your subscription">
        {isNewUser(params)
          ? 'One more step: Podium is a subscription service. Choose a plan to start planning your concerts.'
          : 'Podium is a subscription service for music directors.'}
      </PageHeader>
      {me.data.has_subscription ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>Your subscription is active.</Alert.Title>
        </Alert.Root>
      ) : (
        <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
          <List.Root gap="1" mb="6" ps="5">
            <List.Item>Repertoire recommendations from the assistant for each of your ensembles</List.Item>
            <List.Item>Your own library of pieces, with CSV import</List.Item>
            <List.Item>Program building with running times and Word export</List.Item>
          </List.Root>
          <SubscriptionOffer onActive={() => navigate(paths.dashboard.getHref(), { replace: true })} />
        </Box>
      )}
    </Stack>
  );
}
