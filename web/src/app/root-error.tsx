import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { LogoMark } from '../components/logo';
import { paths } from '../config/paths';
import { isChunkLoadError } from '../lib/chunk-load-error';

/**
 * The root route's `errorElement`: a page that failed to render, or a page whose code could not
 * be loaded (after a deploy, or while offline: each says which), shows this instead of a blank screen or a stack trace. It is part
 * of the first bundle (never lazy: a missing chunk is one of the things it reports).
 */
export function RootError() {
  const error = useRouteError();
  // a page's code that cannot be fetched while the browser is offline is the connection, not a deploy
  const offline = isChunkLoadError(error) && !navigator.onLine;
  const updated = isChunkLoadError(error) && !offline;

  useEffect(() => {
    console.error(
      offline
        ? '[app] a page could not be loaded while offline'
        : updated
          ? '[app] a page of an older version of Podium could not be loaded'
          : '[app] a page failed to render',
      error,
    );
  }, [error, offline, updated]);

  const [heading, advice] = offline
    ? ['You are offline.', 'This page could not be loaded because the connection is down. Reconnect, then reload.']
    : updated
      ? ['Podium was updated.', 'Reload to get the latest version.']
      : ['Something went wrong on this page.', 'Reload the page to try again. Anything you already saved is safe.'];

  return (
    <Box as="main" minH="100vh" bg="gray.50" display="grid" placeItems="center" px="4" py="10">
      <Stack
        role="alert"
        gap="5"
        align="center"
        textAlign="center"
        maxW="md"
        width="full"
        bg="bg"
        borderWidth="1px"
        borderRadius="lg"
        px={{ base: '6', md: '10' }}
        py={{ base: '8', md: '10' }}
      >
        <LogoMark size={56} />
        <Heading as="h1" size="xl">
          {heading}
        </Heading>
        <Text color="fg.muted">{advice}</Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button colorPalette="blue" onClick={() => window.location.reload()}>
            Reload
          </Button>
          {/* a full page load: after a deploy, the dashboard's own code may have moved too */}
          <Button asChild variant="outline">
            <a href={paths.dashboard.getHref()}>Go to dashboard</a>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
