import { Alert, Button } from '@chakra-ui/react';
import { ApiError, messageOf } from '../lib/api-client';

export interface LoadErrorProps {
  /** The failed load (an API error adds its reference). */
  error: unknown;
  /** Asks again (swr's `mutate()`). */
  onRetry: () => void;
  /** What could not be loaded, e.g. "Your profile could not be refreshed." */
  title: string;
}

/**
 * A load that failed, with Retry. Where the page already shows what it had, it stays on the page
 * above it (a network error never replaces the page or what the director typed).
 */
export function LoadError({ error, onRetry, title }: LoadErrorProps) {
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <Alert.Root status="warning" role="status" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {messageOf(error)}
          {requestId && ` Reference: ${requestId}`}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
