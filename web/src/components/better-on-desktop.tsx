import { Alert, Box } from '@chakra-ui/react';
import { useState } from 'react';
import { DismissButton } from './tooltip-buttons';

/** Dismissed per screen: the library's notice says nothing about the builder. */
const dismissedKey = (what: string) => `podium.betterOnDesktopDismissed:${what}`;

export interface BetterOnDesktopProps {
  /** What is desktop-first, in a few words ("The library table"). */
  what?: string;
}

/**
 * The "Better on Desktop" notice on small screens (below the md breakpoint, 900 px) for
 * screens optimised for desktop. Dismissed once, it stays dismissed for that screen on this browser.
 */
export function BetterOnDesktop({ what = 'This screen' }: BetterOnDesktopProps) {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(dismissedKey(what)) === '1');
  if (dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(dismissedKey(what), '1');
    setDismissed(true);
  };
  return (
    <Box hideFrom="md" mb="4">
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Better on Desktop</Alert.Title>
          <Alert.Description>
            {what} is easiest to use on a larger screen. Everything still works here.
          </Alert.Description>
        </Alert.Content>
        <DismissButton label="Dismiss the Better on Desktop notice" onClick={dismiss} />
      </Alert.Root>
    </Box>
  );
}
