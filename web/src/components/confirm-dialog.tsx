import { Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { AppDialog } from './app-dialog';
import { ErrorAlert } from './error-alert';
import { useOnOpen } from './use-on-open';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question. */
  message: ReactNode;
  /** More of the body, under the question. */
  children?: ReactNode;
  /** The confirm button; "Confirm" by default. */
  confirmLabel?: string;
  /** The confirm button's label while the action runs; `confirmLabel` by default. */
  busyLabel?: string;
  cancelLabel?: string;
  /**
   * What confirming does; without it there is only the cancel button (an answer to read). While
   * its promise runs the buttons are disabled. When it resolves the dialog closes, unless it
   * resolves to false (the caller shows why in the body). When it rejects, the dialog stays and
   * shows the error.
   */
  onConfirm?(): unknown;
  onClose(): void;
  /** The accessible name of a corner ✕; none without. */
  closeLabel?: string;
  /** Whether confirming destroys something (a red button, the default); false: a blue one. */
  destructive?: boolean;
}

/**
 * A question before an action that cannot simply be taken back (deleting, finalizing): an
 * alertdialog with Cancel (focused first) and the action, red when it destroys something.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel = 'Confirm',
  busyLabel = confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  closeLabel,
  destructive = true,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useOnOpen(open, () => {
    setRunning(false);
    setFailure(null);
  });

  const confirm = async () => {
    if (running || !onConfirm) return;
    setRunning(true);
    setFailure(null);
    let close = true;
    try {
      close = (await onConfirm()) !== false;
    } catch (error) {
      console.error('[confirm] the confirmed action failed', error);
      setFailure(error);
      close = false;
    }
    setRunning(false);
    if (close) onClose();
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={running}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      title={title}
      closeLabel={closeLabel}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={running}>
            {cancelLabel}
          </Button>
          {onConfirm && (
            <Button
              colorPalette={destructive ? 'red' : 'blue'}
              onClick={() => void confirm()}
              disabled={running}
              loading={running}
              loadingText={busyLabel}
            >
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <Stack gap="3">
        {typeof message === 'string' ? <Text wordBreak="break-word">{message}</Text> : message}
        {children}
        {failure !== null && <ErrorAlert error={failure} />}
      </Stack>
    </AppDialog>
  );
}
