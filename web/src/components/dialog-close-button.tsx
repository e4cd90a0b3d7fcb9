import { CloseButton, Dialog } from '@chakra-ui/react';
import { Tooltip } from './tooltip';

export interface DialogCloseButtonProps extends Dialog.CloseTriggerProps {
  /** The button's accessible name (its tooltip says "Close"). */
  label?: string;
}

/** The corner ✕ of a dialog, with the app's tooltip; other props go to Chakra's close trigger. */
export function DialogCloseButton({ label = 'Close dialog', ...trigger }: DialogCloseButtonProps) {
  return (
    <Tooltip label="Close">
      <Dialog.CloseTrigger asChild {...trigger}>
        <CloseButton size="sm" aria-label={label} />
      </Dialog.CloseTrigger>
    </Tooltip>
  );
}
