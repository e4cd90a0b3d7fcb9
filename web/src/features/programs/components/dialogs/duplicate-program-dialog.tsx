import { Field, Input } from '@chakra-ui/react';
import type { Program } from '@app/shared/contracts/programs';
import { duplicateProgram } from '../../api/duplicate-program';
import { FormDialog } from '../../../../components/form-dialog';
import { useForm } from '../../../../components/use-form';

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
  const { values, change } = useForm(() => ({ title: copyTitle(program.title) }), open);
  const trimmed = values.title.trim();

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
          value={values.title}
          placeholder="Program name"
          autoComplete="off"
          maxLength={200}
          onChange={(e) => change('title', e.target.value)}
        />
        <Field.HelperText>The copy has the same ensembles, pieces and details, and is in progress.</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
