import { Button, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../../components/page-header';
import { clearInactive, useSession } from '../../lib/session';

export default function InactiveAccountRoute() {
  const auth = useSession();
  const signOut = () => {
    clearInactive();
    void auth.signoutRedirect();
  };
  return (
    <Stack gap="4" maxW="2xl">
      <PageHeader title="This account is inactive" />
      <Text>
        Your Podium account has been deactivated, so your ensembles, library and programs cannot be opened right now.
        Nothing has been deleted.
      </Text>
      <Text>If you think this is a mistake, or you would like to reactivate the account, please contact your Podium administrator or our support team.</Text>
      {auth.isAuthenticated && (
        <Button alignSelf="flex-start" variant="outline" onClick={signOut}>
          Sign out
        </Button>
      )}
    </Stack>
  );
}
