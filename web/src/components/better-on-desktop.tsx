import { Alert, Box } from '@chakra-ui/react';
import { useState } from 'react';
import { DismissButton } from './tooltip-buttons';

/** Dismissed per screen: the library's notice says nothing about the builder. */
const dismissedKey = (what: string) => `podium.betterOnDesktopDismissed:${what}`;

const DISMISS_LABEL = 'Dismiss the Better on Desktop notice';

export interface BetterOnDesktopProps {
  /** What is desktop-first, in a few words ("The library table"). */
  what?: string;
  /**
   * Two short lines instead of a block (the title runs into the sentence), with no margin below: for
   * a screen whose first view is scarce, as the Program Builder's on a phone.
   */
  compact?: boolean;
}

/**
 * The "Better on Desktop" notice on small screens (below the md breakpoint, 900 px) for
 * screens optimised for desktop. Dismissed once, it stays dismissed for that screen on this browser.
 */
export function BetterOnDesktop({ what = 'This screen', compact = false }: BetterOnDesktopProps) {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(dismissedKey(what)) === '1');
  if (dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(dismissedKey(what), '1');
    setDismissed(true);
  };
  if (compact)
    return (
      <Box hideFrom="md">
        <Alert.Root status="info" size="sm" py="1.5" pe="1.5" alignItems="center">
          <Alert.Indicator />
          <Alert.Content display="block" fontSize="xs" lineHeight="1.35">
            {/* the title as the spec names it; the colon runs it into the sentence */}
            <Alert.Title display="inline">Better on Desktop</Alert.Title>:{' '}
            <Alert.Description display="inline">{what} is easiest to use on a larger screen.</Alert.Description>
          </Alert.Content>
          <DismissButton size="xs" label={DISMISS_LABEL} onClick={dismiss} />
        </Alert.Root>
      </Box>
    );
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
        <DismissButton label={DISMISS_LABEL} onClick={dismiss} />
      </Alert.Root>
    </Box>
  );
}
