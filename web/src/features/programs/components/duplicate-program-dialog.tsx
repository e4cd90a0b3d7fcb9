import { Field, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Program } from '@app/shared/contracts/programs';
import { duplicateProgram } from '../api/duplicate-program';
import { FormDialog } from './form-dialog';

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

  useEffect(() => {
    if (open) setTitle(copyTitle(program.title));
  }, [open]); // only when the dialog opens

  const trimmed = title.trim();

  return (
    <FormDialog
      open={open}
      title="Duplicate Program"
      submitLabel="Duplicate"
      busyLabel="Duplicating..."
      canSubmit={Boolean(trimmed)}
      submit={async () => onDuplicated(await duplicateProgram(program.id, trimmed))}
      failureLog="[programs] duplicating the program failed"
      failureNotice="Failed to duplicate program. Please try again."
      onClose={onClose}
    >
      <Field.Root required>
        <Field.Label>Title of the copy</Field.Label>
        <Input
          value={title}
          placeholder="Program name"
          autoComplete="off"
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Field.HelperText>The copy has the same ensembles, pieces and details, and is in progress.</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
