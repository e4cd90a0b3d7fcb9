import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Loading } from '../../../components/loading';
import { messageOf } from '../../../lib/api-client';

export interface EarlierMessagesProps {
  loading: boolean;
  /** Why the last page could not be loaded (null: it was, or none was asked for). */
  error: unknown;
  onLoad(): void;
}

/**
 * Above a conversation that starts before its first message shown: scrolling up to it loads the
 * messages before (a button does the same, for keyboards and when the page cannot scroll).
 */
export function EarlierMessages({ loading, error, onLoad }: EarlierMessagesProps) {
  const ref = useRef<HTMLDivElement>(null);

  // in view (scrolled up to, or the conversation is shorter than the window): the page before it
  useEffect(() => {
    const target = ref.current;
    if (!target || loading || error !== null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoad();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading, error, onLoad]);

  return (
    <Flex ref={ref} justify="center" align="center" gap="2" minH="8" wrap="wrap">
      {loading ? (
        <HStack gap="2" color="fg.muted">
          <Loading size="small" label="Loading earlier messages" />
          <Text>Loading earlier messages…</Text>
        </HStack>
      ) : error !== null ? (
        <>
          <Text fontSize="sm" color="red.700">
            Earlier messages could not be loaded: {messageOf(error)}
          </Text>
          <Button size="xs" variant="outline" onClick={onLoad}>
            Retry
          </Button>
        </>
      ) : (
        <Button size="xs" variant="outline" onClick={onLoad}>
          Show earlier messages
        </Button>
      )}
    </Flex>
  );
}
