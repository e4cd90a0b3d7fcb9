import { Box, Button } from '@chakra-ui/react';
import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { AppDialog, type AppDialogProps } from './app-dialog';
import { ErrorAlert } from './error-alert';
import { notify } from './toaster';
import { useOnOpen } from './use-on-open';

export interface FormDialogProps extends Omit<AppDialogProps, 'busy' | 'footer' | 'onSubmit' | 'children' | 'title'> {
  title: string;
  submitLabel: string;
  /** The submit button's label while sending; "Saving…" by default. */
  busyLabel?: string;
  /** False: the submit button is disabled and a submit sends nothing (`onRefused` says why). */
  canSubmit?: boolean;
  /** A submit while `canSubmit` is false, e.g. Enter in a field: say what is missing. */
  onRefused?(): void;
  /**
   * Enter in a one-line field submits even while the submit button is disabled (a disabled default
   * button blocks the browser's own Enter), so `onRefused` can say what is missing.
   */
  enterAlwaysSubmits?: boolean;
  /**
   * Checks and sends the form. While it runs nothing closes the dialog and its buttons are
   * disabled. Resolving closes the dialog (`onSubmitted`), unless it resolves to false (the form
   * found a problem and shows it). Rejecting keeps the dialog as it was and reports the failure.
   */
  submit(): unknown;
  /** After a successful submit; `onClose` by default. */
  onSubmitted?(): void;
  /** The console line of a failure. */
  failureLog?: string;
  /** A failure as a notice offering Retry; without it the failure is shown in the dialog, under the fields. */
  failureNotice?: string;
  /** Also told of a failure (e.g. to mark the fields a 400 names). */
  onFailure?(error: unknown): void;
  /** Outside work that also keeps the dialog busy. */
  busy?: boolean;
  /** The fields; a function gets whether the form is being sent (to disable them meanwhile). */
  children: ReactNode | ((sending: boolean) => ReactNode);
}

/** A form in a dialog: a title, the fields, Cancel and the submit button; Enter submits. */
export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  busyLabel = 'Saving…',
  canSubmit = true,
  onRefused,
  enterAlwaysSubmits = false,
  submit,
  onSubmitted = onClose,
  failureLog = '[form] sending the form failed',
  failureNotice,
  onFailure,
  busy = false,
  formProps,
  children,
  ...dialog
}: FormDialogProps) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const working = sending || busy;

  useOnOpen(open, () => {
    setSending(false);
    setFailure(null);
  });

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (working) return;
    if (!canSubmit) return onRefused?.();
    setSending(true);
    setFailure(null);
    try {
      const done = (await submit()) !== false;
      setSending(false);
      if (done) onSubmitted();
    } catch (error) {
      console.error(failureLog, error);
      setSending(false);
      // the dialog stays as it was; the notice's Retry sends the form again
      if (failureNotice) notify.error(failureNotice, undefined, () => void send());
      else setFailure(error);
      onFailure?.(error);
    }
  };

  const enterSubmits = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type === 'checkbox') return;
    event.preventDefault();
    void send();
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={working}
      title={title}
      onSubmit={(e) => void send(e)}
      formProps={enterAlwaysSubmits ? { ...formProps, onKeyDown: enterSubmits } : formProps}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={working}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="blue"
            disabled={!canSubmit || working}
            loading={working}
            loadingText={busyLabel}
          >
            {submitLabel}
          </Button>
        </>
      }
      {...dialog}
    >
      {typeof children === 'function' ? children(working) : children}
      {failure !== null && (
        <Box mt="4">
          <ErrorAlert error={failure} />
        </Box>
      )}
    </AppDialog>
  );
}
