import { List, Stack, Text } from '@chakra-ui/react';
import type { Ensemble, EnsembleInUseDetails } from '@app/shared/contracts/ensembles';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/toaster';
import { useOnOpen } from '../../../components/use-on-open';
import { ensemblesKey } from '../../../lib/ensembles';
import { deleteEnsemble, programsUsingEnsemble } from '../api/delete-ensemble';

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
  const { mutate } = useSWRConfig();
  const [inUseBy, setInUseBy] = useState<EnsembleInUseDetails['programs']>();

  // each opening starts from the question (the last answer stays while the dialog closes)
  useOnOpen(open, () => setInUseBy(undefined));

  const confirm = async () => {
    if (!ensemble) return;
    try {
      await deleteEnsemble(ensemble.id);
    } catch (error) {
      // refused while in use: the dialog names the programs instead of the question
      const programs = programsUsingEnsemble(error);
      if (!programs) throw error;
      setInUseBy(programs);
      return false;
    } finally {
      // after a refusal too: the list then shows what the server has
      void mutate(ensemblesKey);
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
