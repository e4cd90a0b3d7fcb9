import { Button, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

export interface LoadFailedProps extends StackProps {
  /** What could not be loaded, in the page's words. */
  message: ReactNode;
  error: unknown;
  onRetry(): void;
  /** While the retry runs. */
  retrying: boolean;
  retryLabel?: string;
}

/** A load that failed: what, the server's reference, and a button that tries again. */
export function LoadFailed({ message, error, onRetry, retrying, retryLabel = 'Retry', ...stack }: LoadFailedProps) {
  return (
    <Stack gap="3" align="flex-start" {...stack}>
      <ErrorAlert error={error}>{message}</ErrorAlert>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} loadingText="Retrying…">
        {retryLabel}
      </Button>
    </Stack>
  );
}
