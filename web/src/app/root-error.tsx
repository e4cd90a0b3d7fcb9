import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { LogoMark } from '../components/logo';
import { paths } from '../config/paths';
import { isChunkLoadError } from '../lib/chunk-load-error';

/**
 * The root route's `errorElement`: a page that failed to render, or a page whose code could not
 * be loaded (after a deploy), shows this instead of a blank screen or a stack trace. It is part
 * of the first bundle (never lazy: a missing chunk is one of the things it reports).
 */
export function RootError() {
  const error = useRouteError();
  const updated = isChunkLoadError(error);

  useEffect(() => {
    console.error(
      updated ? '[app] a page of an older version of Podium could not be loaded' : '[app] a page failed to render',
      error,
    );
  }, [error, updated]);

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
          {updated ? 'Podium was updated.' : 'Something went wrong on this page.'}
        </Heading>
        <Text color="fg.muted">
          {updated
            ? 'Reload to get the latest version.'
            : 'Reload the page to try again. Anything you already saved is safe.'}
        </Text>
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
