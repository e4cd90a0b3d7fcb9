import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Spec §8 confirmations, word for word. */
export const removePieceMessage = (title: string) => `Are you sure you want to remove "${title}" from the program?`;
export const deleteProgramMessage = (name: string) =>
  `Are you sure you want to delete the program "${name}"? This action cannot be undone.`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The confirm button; "Confirm" by default. */
  confirmLabel?: string;
  /**
   * What confirming does. While its promise runs the buttons are disabled; when it settles the
   * dialog closes (the caller reports its own failures, e.g. with a notice).
   */
  onConfirm(): void | Promise<unknown>;
  onClose(): void;
}

/** A question before destroying something: an alertdialog with Cancel (focused first) and the action. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (open) setRunning(false);
  }, [open]);

  const confirm = async () => {
    if (running) return;
    setRunning(true);
    try {
      await onConfirm();
    } catch (error) {
      console.error('[confirm] the confirmed action failed', error);
    } finally {
      setRunning(false);
      onClose();
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(e) => !e.open && !running && onClose()}
      placement="center"
      closeOnInteractOutside={!running}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text wordBreak="break-word">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={running}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                onClick={() => void confirm()}
                disabled={running}
                loading={running}
                loadingText={confirmLabel}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
