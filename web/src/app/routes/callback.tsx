import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Loading } from '../../components/loading';
import { paths } from '../../config/paths';
import { takeReturnPath } from '../../lib/auth';

/** The identity provider's redirect target: on to the saved return path, or /dashboard. */
export default function CallbackRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || auth.isLoading) return;
    if (auth.isAuthenticated) {
      done.current = true;
      navigate(takeReturnPath() ?? paths.dashboard.getHref(), { replace: true });
    }
  }, [auth.isLoading, auth.isAuthenticated, navigate]);

  if (auth.error || (!auth.isLoading && !auth.isAuthenticated)) {
    return (
      <Stack align="center" gap="5" py="16">
        <Alert.Root status="error" maxW="md">
          <Alert.Indicator />
          <Alert.Title>{auth.error ? `Login failed: ${auth.error.message}` : 'Login failed.'}</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.login.getHref()}>Sign in again</RouterLink>
        </Button>
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
