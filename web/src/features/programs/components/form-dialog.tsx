import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { notify } from '../../../components/toaster';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The submit button's label while sending ("Saving..."). */
  busyLabel: string;
  /** False: the submit button is disabled and a submit (Enter) sends nothing. */
  canSubmit: boolean;
  /** A notice for a submit while `canSubmit` is false; without it such a submit is ignored. */
  whyNot?: string;
  /** Sends the form and hands the answer on; the dialog closes when it resolves. */
  submit(): Promise<void>;
  /** On a failure: the console line, and the notice the director sees; the dialog stays as it was. */
  failureLog: string;
  failureNotice: string;
  initialFocusEl?: () => HTMLElement | null;
  onClose(): void;
  children: ReactNode;
}

/**
 * The shell of the builder's small forms (Rename, Change Date & Time, Duplicate): a title, the
 * fields, Cancel and the submit button; Enter submits; nothing closes it while it sends.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  busyLabel,
  canSubmit,
  whyNot,
  submit,
  failureLog,
  failureNotice,
  initialFocusEl,
  onClose,
  children,
}: FormDialogProps) {
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) setSaving(false);
  }, [open]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!canSubmit) {
      if (whyNot) notify.error(whyNot);
      return;
    }
    setSaving(true);
    try {
      await submit();
      onClose();
    } catch (error) {
      console.error(failureLog, error);
      notify.error(failureNotice);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !saving && onClose()}
      placement="center"
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form onSubmit={(e) => void send(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="blue"
                  disabled={!canSubmit || saving}
                  loading={saving}
                  loadingText={busyLabel}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
