import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../components/toaster';
import { renameProgram } from '../api/update-program';

export interface RenameProgramDialogProps {
  open: boolean;
  program: Pick<Program, 'id' | 'title'>;
  onClose(): void;
  onRenamed(program: Program): void;
}

/**
 * Rename Program (spec §2, §5, §8): the name is trimmed; Save is disabled and ignored while it is
 * empty; Enter saves. A failure is a notice and the dialog stays as it was, typed name included.
 * The caller stores the answer and refreshes the lists.
 */
export function RenameProgramDialog({ open, program, onClose, onRenamed }: RenameProgramDialogProps) {
  const [name, setName] = useState(program.title);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) {
      setName(program.title);
      setSaving(false);
    }
  }, [open]); // only when the dialog opens: what the director types is theirs

  const trimmed = name.trim();

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || saving) return;
    setSaving(true);
    try {
      const renamed = await renameProgram(program.id, trimmed);
      onRenamed(renamed);
      onClose();
    } catch (error) {
      console.error('[programs] renaming the program failed', error);
      notify.error('Failed to rename program. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !saving && onClose()} placement="center" initialFocusEl={() => input.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form onSubmit={(e) => void save(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>Rename Program</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root>
                  <Field.Label fontWeight="normal">Enter a new name for the program</Field.Label>
                  <Input
                    ref={input}
                    value={name}
                    placeholder="Program name"
                    autoComplete="off"
                    maxLength={200}
                    onChange={(e) => setName(e.target.value)}
                    onFocus={(e) => e.target.select()}
                  />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" disabled={!trimmed || saving} loading={saving} loadingText="Saving...">
                  Save
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
