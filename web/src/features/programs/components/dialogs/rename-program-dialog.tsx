import type { Program } from '@app/shared/contracts/programs';
import { renameProgram } from '../../api/update-program';
import { ProgramTitleDialog } from './program-title-dialog';

export interface RenameProgramDialogProps {
  open: boolean;
  program: Pick<Program, 'id' | 'title'>;
  onClose(): void;
  onRenamed(program: Program): void;
}

/**
 * Rename Program: the name is trimmed; Save is disabled and ignored while it is
 * empty; Enter saves. A failure is a notice and the dialog stays as it was, typed name included.
 * The caller stores the answer and refreshes the lists.
 */
export function RenameProgramDialog({ open, program, onClose, onRenamed }: RenameProgramDialogProps) {
  return (
    <ProgramTitleDialog
      open={open}
      onClose={onClose}
      title="Rename Program"
      label="Enter a new name for the program"
      prompt
      initialValue={program.title}
      selectOnOpen
      submitLabel="Save"
      busyLabel="Saving..."
      send={async (title) => onRenamed(await renameProgram(program.id, title))}
      failureLog="[programs] renaming the program failed"
      failureNotice="Failed to rename program. Please try again."
    />
  );
}
