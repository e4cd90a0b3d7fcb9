import type { Program } from '@app/shared/contracts/programs';
import { duplicateProgram } from '../../api/duplicate-program';
import { ProgramTitleDialog } from './program-title-dialog';

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
  return (
    <ProgramTitleDialog
      open={open}
      onClose={onClose}
      title="Duplicate Program"
      label="Title of the copy"
      required
      helper="The copy has the same ensembles, pieces and details, and is in progress."
      initialValue={copyTitle(program.title)}
      submitLabel="Duplicate"
      busyLabel="Duplicating..."
      send={async (title) => onDuplicated(await duplicateProgram(program.id, title))}
      failureLog="[programs] duplicating the program failed"
      failureNotice="Failed to duplicate program. Please try again."
    />
  );
}
