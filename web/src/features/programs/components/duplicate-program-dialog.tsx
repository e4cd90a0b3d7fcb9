import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../components/toaster';
import { duplicateProgram } from '../api/duplicate-program';

export interface DuplicateProgramDialogProps {
  open: boolean;
  program: Pick<Program, 'id' | 'title'>;
  onClose(): void;
  onDuplicated(program: Program): void;
}

const copyTitle = (title: string) => `${title} (copy)`;

/**
 * Duplicate a program under a new title (POST /programs/{id}/duplicate?new_title=…), "{title}
 * (copy)" by default. A failure is a notice and the dialog stays. The caller refreshes the lists.
 */
export function DuplicateProgramDialog({ open, program, onClose, onDuplicated }: DuplicateProgramDialogProps) {
  const [title, setTitle] = useState(copyTitle(program.title));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setTitle(copyTitle(program.title));
      setSaving(false);
    }
  }, [open]); // only when the dialog opens

  const trimmed = title.trim();

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || saving) return;
    setSaving(true);
    try {
      const copy = await duplicateProgram(program.id, trimmed);
      onDuplicated(copy);
      onClose();
    } catch (error) {
      console.error('[programs] duplicating the program failed', error);
      notify.error('Failed to duplicate program. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !saving && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form onSubmit={(e) => void save(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>Duplicate Program</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root required>
                  <Field.Label>Title of the copy</Field.Label>
                  <Input value={title} placeholder="Program name" autoComplete="off" maxLength={200} onChange={(e) => setTitle(e.target.value)} />
                  <Field.HelperText>The copy has the same ensembles, pieces and details, and is in progress.</Field.HelperText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" disabled={!trimmed || saving} loading={saving} loadingText="Duplicating...">
                  Duplicate
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
