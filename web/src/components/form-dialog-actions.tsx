import { Button, Dialog } from '@chakra-ui/react';
import { DialogCloseButton } from './dialog-close-button';

/**
 * The end of a form inside a dialog: Cancel and the submit button in the footer, and the corner
 * close button; all disabled while the form is being sent.
 */
export function FormDialogActions({ sending, submitLabel }: { sending: boolean; submitLabel: string }) {
  return (
    <>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={sending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="blue" disabled={sending} loading={sending} loadingText="Saving…">
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <DialogCloseButton disabled={sending} />
    </>
  );
}
