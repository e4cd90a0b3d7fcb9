import { List, Stack, Text } from '@chakra-ui/react';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { useEffect } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/toaster';
import { programsUsingEnsemble, useDeleteEnsemble } from '../api/delete-ensemble';

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
  const remove = useDeleteEnsemble();
  const inUseBy = programsUsingEnsemble(remove.error);
  const { reset } = remove;

  // each opening starts from the question (the last answer stays while the dialog closes)
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const confirm = async () => {
    if (!ensemble) return;
    try {
      await remove.trigger(ensemble.id);
    } catch (error) {
      // refused while in use: the dialog names the programs instead of the question
      if (programsUsingEnsemble(error)) return false;
      throw error;
    }
    notify.success(`Deleted "${ensemble.name}"`);
  };

  if (inUseBy)
    return (
      <ConfirmDialog
        open={open}
        title="This ensemble is still in use"
        message={
          <Text>
            {`"${ensemble?.name}" was not deleted. `}
            {inUseBy.length === 1 ? 'This program uses it:' : `These ${inUseBy.length} programs use it:`}
          </Text>
        }
        cancelLabel="Close"
        onClose={onClose}
        closeLabel="Close dialog"
      >
        <List.Root ps="5" gap="1" aria-label="Programs using this ensemble">
          {inUseBy.map((program) => (
            <List.Item key={program.id} fontWeight="medium">
              {program.title}
            </List.Item>
          ))}
        </List.Root>
        <Text color="fg.muted">
          Remove the ensemble from {inUseBy.length === 1 ? 'that program' : 'each of them'} in the Program Builder
          (Manage Ensembles), then delete it here.
        </Text>
      </ConfirmDialog>
    );

  return (
    <ConfirmDialog
      open={open}
      title="Delete ensemble?"
      message={
        <Stack gap="3">
          <Text>
            {`Are you sure you want to delete the ensemble "${ensemble?.name}"? It will no longer be listed here or offered for programs and the assistant. This action cannot be undone.`}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            An ensemble that a program still uses is not deleted: you will be told which programs use it.
          </Text>
        </Stack>
      }
      confirmLabel="Delete"
      busyLabel="Deleting…"
      onConfirm={confirm}
      onClose={onClose}
      closeLabel="Close dialog"
    />
  );
}
