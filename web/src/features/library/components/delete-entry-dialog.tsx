import { Text } from '@chakra-ui/react';
import { useSWRConfig } from 'swr';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/toaster';
import { deleteLibraryEntry } from '../api/delete-library-entry';
import { revalidateEntries } from '../api/library-keys';

export const deleteEntryMessage = (title: string) =>
  `Are you sure you want to delete "${title}" from your library? This cannot be undone.`;

export interface DeleteEntryDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its text does not change under the animation. */
  entry: LibraryEntry | null;
  onClose(): void;
}

/** The question before deleting a piece: Cancel (focused first) or Delete; a failure stays in the dialog. */
export function DeleteEntryDialog({ open, entry, onClose }: DeleteEntryDialogProps) {
  const { mutate } = useSWRConfig();

  const confirm = async () => {
    if (!entry) return;
    await deleteLibraryEntry(entry.id);
    await revalidateEntries(mutate);
    notify.success(`Deleted "${entry.title}"`);
  };

  return (
    <ConfirmDialog
      open={open}
      title="Delete piece"
      message={deleteEntryMessage(entry?.title ?? '')}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text color="fg.muted" fontSize="sm">
        Programs that already hold this piece keep it.
      </Text>
    </ConfirmDialog>
  );
}
