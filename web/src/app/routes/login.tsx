import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loading } from '../../components/loading';
import { paths, returnToOf } from '../../config/paths';
import {
  clearSignInFailure,
  clearSignInRetried,
  currentUser,
  saveReturnPath,
  signInFailure,
  signInRetried,
  takeReturnPath,
  useSession,
} from '../../lib/session';

/**
 * Sends the browser to the identity provider, or on to the app when already signed in. When the
 * API refused a fresh sign-in (after its one retry), it says so instead, with Try again and Sign out.
 */
export default function LoginRoute() {
  const auth = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState(signInFailure);

  const signIn = () => {
    setError(undefined);
    auth.signinRedirect().catch((e: unknown) => {
      console.error('[auth] sign-in redirect failed', e);
      setError('Login failed. The sign-in service could not be reached.');
    });
  };

  useEffect(() => {
    if (auth.isLoading || started.current || refused) return;
    started.current = true;
    const returnTo = returnToOf(params);
    if (returnTo) saveReturnPath(returnTo);
    // the stored session, not React state: the API client may have just dropped it (and after a
    // 401 always the identity provider: a renewal still in flight may have stored a session again)
    void currentUser().then((user) => {
      if (user && !user.expired && !signInRetried())
        navigate(takeReturnPath() ?? paths.dashboard.getHref(), { replace: true });
      else signIn();
    });
  }, [auth.isLoading, refused]); // once the session is known

  if (refused) {
    const tryAgain = () => {
      clearSignInFailure();
      setRefused(null);
      signIn();
    };
    const signOut = async () => {
      clearSignInFailure();
      clearSignInRetried();
      await auth.removeUser();
      navigate(paths.home.getHref(), { replace: true });
    };
    return (
      <Stack align="center" gap="5" py="16" textAlign="center">
        <Heading as="h1" size="xl">
          Sign-in did not work
        </Heading>
        <Alert.Root status="error" maxW="md" textAlign="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You signed in, but Podium could not accept your sign-in.</Alert.Title>
            <Alert.Description>Reason: {refused}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text color="fg.muted" maxW="md">
          Try again, or sign out and sign in with another account. If it keeps happening, tell your Podium administrator
          the reason above.
        </Text>
        <HStack gap="3">
          <Button colorPalette="blue" onClick={tryAgain}>
            Try again
          </Button>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign out
          </Button>
        </HStack>
      </Stack>
    );
  }

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
