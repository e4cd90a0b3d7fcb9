import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Loading } from '../../components/loading';
import { paths } from '../../config/paths';
import { takeReturnPath, useSession } from '../../lib/session';
import { identityErrorText } from '../../lib/identity-errors';

/** The identity provider's redirect target: on to the saved return path, or /dashboard. */
export default function CallbackRoute() {
  const auth = useSession();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || auth.isLoading) return;
    if (auth.isAuthenticated) {
      done.current = true;
      navigate(takeReturnPath() ?? paths.dashboard.getHref(), { replace: true });
    }
  }, [auth.isLoading, auth.isAuthenticated, navigate]);

  useEffect(() => {
    if (auth.error) console.error('[auth] sign-in callback failed', auth.error);
  }, [auth.error]);

  if (auth.error || (!auth.isLoading && !auth.isAuthenticated)) {
    return (
      <Stack align="center" gap="5" py="16" textAlign="center">
        <Heading as="h1" size="xl">
          Login failed
        </Heading>
        <Alert.Root status="error" maxW="md" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>{identityErrorText(auth.error)}</Alert.Title>
        </Alert.Root>
        <HStack gap="3">
          <Button asChild colorPalette="blue">
            <RouterLink to={paths.login.getHref()}>Sign in again</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.home.getHref()}>Back to the home page</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="5" py="16">
      <Loading label="Signing you in" />
      <Text color="fg.muted">Signing you in…</Text>
    </Stack>
  );
}
