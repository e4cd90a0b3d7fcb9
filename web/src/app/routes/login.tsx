import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loading } from '../../components/loading';
import { paths, returnToOf } from '../../config/paths';
import { currentUser, saveReturnPath, takeReturnPath } from '../../lib/auth';

/** Sends the browser to the identity provider, or on to the app when already signed in. */
export default function LoginRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  const [error, setError] = useState<string>();

  const signIn = () => {
    setError(undefined);
    auth.signinRedirect().catch((e: unknown) => {
      console.error('[auth] sign-in redirect failed', e);
      setError('Login failed. The sign-in service could not be reached.');
    });
  };

  useEffect(() => {
    if (auth.isLoading || started.current) return;
    started.current = true;
    const returnTo = returnToOf(params);
    if (returnTo) saveReturnPath(returnTo);
    // the stored session, not React state: the API client may have just dropped it
    void currentUser().then((user) => {
      if (user && !user.expired) navigate(takeReturnPath() ?? paths.dashboard.getHref(), { replace: true });
      else signIn();
    });
  }, [auth.isLoading]); // once the session is known

  return (
    <Stack align="center" gap="5" py="16" textAlign="center">
      {error ? (
        <>
          <Alert.Root status="error" maxW="md">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
          <Button colorPalette="blue" onClick={signIn}>
            Try again
          </Button>
        </>
      ) : (
        <>
          <Loading label="Taking you to sign in" />
          <Text color="fg.muted">Taking you to sign in…</Text>
        </>
      )}
    </Stack>
  );
}
