import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ApiError, messageOf } from '../lib/api-client';

export interface ErrorAlertProps {
  /** What to say; by default the message of `error`. */
  children?: ReactNode;
  /** The failure itself: an API error adds its request id as a small "Reference" line. */
  error?: unknown;
}

/** A failed action or load, said in the words the server or the form gave. */
export function ErrorAlert({ children, error }: ErrorAlertProps) {
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{children ?? messageOf(error)}</Alert.Title>
        {requestId && (
          <Alert.Description fontSize="xs" color="fg.muted">
            Reference: {requestId}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
