import { useState } from 'react';

/**
 * Runs `reset` in the render in which `open` turns true, so a dialog's first frame already shows
 * its fresh state (an effect would show the last opening's for a frame). `reset` may only set
 * state of the component that calls this.
 */
export function useOnOpen(open: boolean, reset: () => void): void {
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }
}
