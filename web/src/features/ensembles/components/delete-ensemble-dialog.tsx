import { Button, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { useEffect, useRef } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/toaster';
import { programsUsingEnsemble, useDeleteEnsemble } from '../api/delete-ensemble';
import { DialogCloseButton } from '../../../components/dialog-close-button';

export interface DeleteEnsembleDialogProps {
  open: boolean;
  ensemble?: Ensemble;
  onClose: () => void;
}

/**
 * Asks before deleting. The server refuses (409) while programs still use the ensemble: the
 * dialog then names those programs, so the director knows where to remove it first.
 */
export function DeleteEnsembleDialog({ open, ensemble, onClose }: DeleteEnsembleDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteEnsemble();
  const sending = remove.isMutating;
  const inUseBy = programsUsingEnsemble(remove.error);
  const { reset } = remove;

  // each opening starts from the question (the last answer stays while the dialog closes)
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const confirm = async () => {
    if (!ensemble || sending) return;
    try {
      await remove.trigger(ensemble.id);
      notify.success(`Deleted "${ensemble.name}"`);
      onClose();
    } catch {
      // shown from the mutation's error
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(e) => !e.open && !sending && onClose()}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{inUseBy ? 'This ensemble is still in use' : 'Delete ensemble?'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {inUseBy ? (
                <Stack gap="3">
                  <Text>
                    {`"${ensemble?.name}" was not deleted. `}
                    {inUseBy.length === 1 ? 'This program uses it:' : `These ${inUseBy.length} programs use it:`}
                  </Text>
                  <List.Root ps="5" gap="1" aria-label="Programs using this ensemble">
                    {inUseBy.map((program) => (
                      <List.Item key={program.id} fontWeight="medium">
                        {program.title}
                      </List.Item>
                    ))}
                  </List.Root>
                  <Text color="fg.muted">
                    Remove the ensemble from {inUseBy.length === 1 ? 'that program' : 'each of them'} in the Program
                    Builder (Manage Ensembles), then delete it here.
                  </Text>
                </Stack>
              ) : (
                <Stack gap="3">
                  <Text>
                    {`Are you sure you want to delete the ensemble "${ensemble?.name}"? It will no longer be listed here or offered for programs and the assistant. This action cannot be undone.`}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    An ensemble that a program still uses is not deleted: you will be told which programs use it.
                  </Text>
                  {remove.error && <ErrorAlert error={remove.error} />}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={sending}>
                  {inUseBy ? 'Close' : 'Cancel'}
                </Button>
              </Dialog.ActionTrigger>
              {!inUseBy && (
                <Button
                  colorPalette="red"
                  onClick={() => void confirm()}
                  disabled={sending}
                  loading={sending}
                  loadingText="Deleting…"
                >
                  Delete
                </Button>
              )}
            </Dialog.Footer>
            <DialogCloseButton disabled={sending} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
