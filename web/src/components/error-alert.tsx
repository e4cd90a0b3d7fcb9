import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A failed action or load, said in the words the server or the form gave. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
