import { Field, Input } from '@chakra-ui/react';
import { useRef } from 'react';
import type { Program } from '@app/shared/contracts/programs';
import { renameProgram } from '../../api/update-program';
import { FormDialog } from '../../../../components/form-dialog';
import { useForm } from '../../../../components/use-form';

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
  // each opening starts from the program's title; what the director types is theirs
  const { values, change } = useForm(() => ({ name: program.title }), open);
  const input = useRef<HTMLInputElement>(null);
  const trimmed = values.name.trim();

  return (
    <FormDialog
      open={open}
      title="Rename Program"
      submitLabel="Save"
      busyLabel="Saving..."
      canSubmit={Boolean(trimmed)}
      submit={async () => onRenamed(await renameProgram(program.id, trimmed))}
      failureLog="[programs] renaming the program failed"
      failureNotice="Failed to rename program. Please try again."
      initialFocusEl={() => input.current}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label fontWeight="normal">Enter a new name for the program</Field.Label>
        <Input
          ref={input}
          value={values.name}
          placeholder="Program name"
          autoComplete="off"
          maxLength={200}
          onChange={(e) => change('name', e.target.value)}
          onFocus={(e) => e.target.select()}
        />
      </Field.Root>
    </FormDialog>
  );
}
