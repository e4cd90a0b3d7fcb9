import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { ErrorAlert } from '../../../components/error-alert';
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
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const close = () => {
    if (deleting) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!entry || deleting) return;
    setDeleting(true);
    setFailure(null);
    try {
      await deleteLibraryEntry(entry.id);
      await revalidateEntries(mutate);
      notify.success(`Deleted "${entry.title}"`);
      setDeleting(false);
      onClose();
    } catch (error) {
      console.error('[library] deleting the entry failed', error);
      setFailure(error);
      setDeleting(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(e) => !e.open && close()}
      placement="center"
      closeOnInteractOutside={!deleting}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Delete piece</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text wordBreak="break-word">{deleteEntryMessage(entry?.title ?? '')}</Text>
                <Text color="fg.muted" fontSize="sm">
                  Programs that already hold this piece keep it.
                </Text>
                {failure !== null && <ErrorAlert error={failure} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={deleting}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={() => void confirm()} loading={deleting} loadingText="Deleting…">
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
