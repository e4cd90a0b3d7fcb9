import { Button, Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { clearInactive, isMarkedInactive, useSession } from '../../lib/session';
import { useSignOut } from '../sign-out';

/**
 * Where the API client sends a director whose account the API answered INACTIVE_USER, with the
 * top bar only. Anyone else who opens the address goes on to the dashboard.
 */
export default function InactiveAccountRoute() {
  const session = useSession();
  const signOutHere = useSignOut();

  if (!isMarkedInactive()) return <Navigate to={paths.dashboard.getHref()} replace />;

  const signOut = () => {
    clearInactive();
    signOutHere();
  };
  return (
    <Stack gap="4" maxW="2xl">
      <PageHeader title="This account is inactive" />
      <Text>
        Your Podium account has been deactivated, so your ensembles, library and programs cannot be opened right now.
        Nothing has been deleted.
      </Text>
      <Text>
        If you think this is a mistake, or you would like to reactivate the account, please contact your Podium
        administrator or our support team.
      </Text>
      {session.isAuthenticated && (
        <Button alignSelf="flex-start" variant="outline" onClick={signOut}>
          Sign out
        </Button>
      )}
    </Stack>
  );
}
