import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LogoMark } from '../components/logo';
import { paths } from '../config/paths';
import { isChunkLoadError } from '../lib/chunk-load-error';

/**
 * What the root route shows instead of its page (see `RouteErrorBoundary`): a page that failed to
 * render, or a page whose code could not be loaded (after a deploy, or while offline: each says
 * which), shows this instead of a blank screen or a stack trace. It is part of the first bundle
 * (never lazy: a missing chunk is one of the things it reports).
 */
export function RootError({ error }: { error: unknown }) {
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

interface BoundaryState {
  error: unknown;
  failed: boolean;
  /** The location the error happened at: another one renders the pages again. */
  locationKey: string;
}

class ErrorBoundary extends Component<{ locationKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { error: undefined, failed: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? <RootError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The root route's error boundary (what a data router's `errorElement` would be): the layout and
 * its page make way for `RootError`; going to another address (a link, Back) tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary locationKey={key}>{children}</ErrorBoundary>;
}
