import { Alert, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LogoMark } from '../../components/logo';
import { paths } from '../../config/paths';
import type { SignedOutState } from '../sign-out';
import { forgetSession, useSession } from '../../lib/session';

const FEATURES = [
  {
    title: 'Repertoire recommendations',
    text: 'Ask the assistant for pieces that fit your ensemble, its level and your concert.',
  },
  { title: 'Educational insights', text: 'See what each piece teaches and how it suits the players you have.' },
  {
    title: 'Program building',
    text: 'Arrange pieces by ensemble, watch the running time and export the printed program.',
  },
];

/**
 * After Podium's own sign-out (the avatar menu), the identity provider may still remember the
 * director; on a shared computer they can end that session too.
 */
function SignedOutNotice({ idTokenHint }: { idTokenHint?: string }) {
  const session = useSession();
  const [failed, setFailed] = useState(false);
  const signOutEverywhere = () => {
    setFailed(false);
    session.signoutRedirect({ id_token_hint: idTokenHint }).catch((error: unknown) => {
      console.error('[auth] identity provider sign-out failed', error);
      setFailed(true);
    });
  };
  return (
    <Alert.Root status="success" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>You are signed out of Podium.</Alert.Title>
        <Alert.Description>
          On a shared computer, also sign out of your sign-in service, so the next person cannot sign in as you.
          {failed && ' The sign-in service could not be reached; close the browser to end its session.'}
        </Alert.Description>
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={signOutEverywhere}>
          Sign out of the sign-in service too
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

export default function LandingRoute() {
  const auth = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = (location.state as Partial<SignedOutState> | null)?.signedOut;

  useEffect(() => {
    if (!signedOut?.pending) return;
    forgetSession();
    void auth.removeUser().then(() =>
      navigate(location.pathname, {
        replace: true,
        state: { signedOut: { pending: false, idTokenHint: signedOut.idTokenHint } } satisfies SignedOutState,
      }),
    );
  }, [signedOut, auth, location.pathname, navigate]);

  return (
    <Stack gap="12" py={{ base: '4', md: '10' }}>
      {signedOut && !signedOut.pending && !auth.isAuthenticated && (
        <SignedOutNotice idTokenHint={signedOut.idTokenHint} />
      )}
      <Stack gap="6" align="flex-start" maxW="3xl">
        <LogoMark size={56} />
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          Concert programs for music directors
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
          Save 20+ hours per concert with AI-powered repertoire recommendations, educational insights and
          program-building tools.
        </Text>
        {auth.isAuthenticated ? (
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={paths.dashboard.getHref()}>Open your dashboard</RouterLink>
          </Button>
        ) : (
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={paths.login.getHref()}>Sign in</RouterLink>
          </Button>
        )}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {FEATURES.map((f) => (
          <Box key={f.title} bg="bg" borderWidth="1px" borderRadius="lg" p="6">
            <Heading as="h2" size="md" mb="2">
              {f.title}
            </Heading>
            <Text color="fg.muted">{f.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        <RouterLink to={paths.policies.termsAndConditions.getHref()}>Terms and Conditions</RouterLink> ·{' '}
        <RouterLink to={paths.policies.privacyPolicy.getHref()}>Privacy Policy</RouterLink>
      </Text>
    </Stack>
  );
}
