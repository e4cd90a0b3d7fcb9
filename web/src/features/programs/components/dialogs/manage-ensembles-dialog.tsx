import { Checkbox, Fieldset, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleChoiceLabel } from '@app/shared/domain/ensemble-labels';
import type { Program } from '@app/shared/contracts/programs';
import { mergeEnsembleSelection } from '@app/shared/domain/program-order';
import { FormDialog } from '../../../../components/form-dialog';
import { useForm } from '../../../../components/use-form';
import { paths } from '../../../../config/paths';
import { useEnsembles } from '../../../../lib/ensembles';
import { setProgramEnsembles } from '../../api/program-pieces';
import { inOrder } from '../../board/board';

export interface EnsembleChecklistProps {
  /** The director's ensembles (`useEnsembles()`). */
  ensembles: ReturnType<typeof useEnsembles>;
  selected: readonly number[];
  onChange(selected: number[]): void;
  disabled?: boolean;
  /** Called when the director follows the link to My Ensembles (e.g. to close the dialog). */
  onLeave?(): void;
  legend: string;
  required?: boolean;
}

/**
 * The director's ensembles as a checklist, each "name - type" (the type's underscore
 * shown as a space). Used by Create New Program and Manage Program Ensembles.
 */
export function EnsembleChecklist({
  ensembles,
  selected,
  onChange,
  disabled,
  onLeave,
  legend,
  required,
}: EnsembleChecklistProps) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? (selected.includes(id) ? [...selected] : [...selected, id]) : selected.filter((s) => s !== id));

  let content;
  if (ensembles.error) {
    content = <Text color="fg.error">Failed to load ensembles</Text>;
  } else if (!ensembles.data) {
    content = <Text color="fg.muted">Loading ensembles...</Text>;
  } else if (ensembles.data.length === 0) {
    content = (
      <Text color="fg.muted">
        You have no ensembles yet. Add one on{' '}
        <Link asChild color="blue.600" textDecoration="underline">
          <RouterLink to={paths.ensembles.getHref()} onClick={onLeave}>
            My Ensembles
          </RouterLink>
        </Link>{' '}
        first.
      </Text>
    );
  } else {
    content = (
      <Stack gap="2">
        {ensembles.data.map((ensemble: Ensemble) => (
          <Checkbox.Root
            key={ensemble.id}
            checked={selected.includes(ensemble.id)}
            onCheckedChange={(e) => toggle(ensemble.id, e.checked === true)}
            disabled={disabled}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal" wordBreak="break-word">
              {ensembleChoiceLabel(ensemble)}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    );
  }

  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontWeight="medium" mb="2">
        {legend}
        {required && (
          <Text as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Text>
        )}
      </Fieldset.Legend>
      {content}
    </Fieldset.Root>
  );
}

export interface ManageEnsemblesDialogProps {
  open: boolean;
  program: Program;
  onClose(): void;
  onSaved(program: Program): void;
}

const programEnsembleIds = (program: Program) => inOrder(program.program_ensembles).map((e) => e.ensemble_id);

/**
 * Manage Program Ensembles: tick the program's ensembles. Kept ensembles keep their
 * order, new ones follow; the server moves the pieces of a removed ensemble to Unassigned
 * (functions/src/programs: PATCH /programs/{id}/ensembles re-arranges the pieces). Saving with
 * none ticked does nothing. The caller stores the answer and refreshes the lists; a failure is shown
 * in the dialog, which keeps the choice.
 */
export function ManageEnsemblesDialog({ open, program, onClose, onSaved }: ManageEnsemblesDialogProps) {
  const ensembles = useEnsembles(open);
  const { values, change } = useForm(() => ({ selected: programEnsembleIds(program) }), open);
  const { selected } = values;

  const current = programEnsembleIds(program);
  const removedWithPieces = program.program_ensembles.filter(
    (e) => !selected.includes(e.ensemble_id) && program.pieces.some((p) => p.ensemble_id === e.ensemble_id),
  );

  const save = async () =>
    onSaved(await setProgramEnsembles(program.id, mergeEnsembleSelection(current, selected), current));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Manage Program Ensembles"
      submitLabel="Save Changes"
      busyLabel="Saving..."
      canSubmit={selected.length > 0}
      submit={save}
      failureLog="[programs] saving the program ensembles failed"
      scrollBehavior="inside"
    >
      {(saving) => (
        <Stack gap="4">
          <EnsembleChecklist
            legend={`Ensembles in ${program.name || program.title}`}
            ensembles={ensembles}
            selected={selected}
            onChange={(next) => change('selected', next)}
            disabled={saving}
            onLeave={onClose}
          />
          <Text fontSize="sm" color="fg.muted">
            Pieces of an ensemble you remove move to Unassigned; they stay in the program.
          </Text>
          {removedWithPieces.length > 0 && (
            <Text fontSize="sm" color="orange.700">
              {removedWithPieces.map((e) => e.name).join(', ')}: {removedWithPieces.length === 1 ? 'its' : 'their'}{' '}
              pieces will move to Unassigned.
            </Text>
          )}
          {selected.length === 0 && ensembles.data && ensembles.data.length > 0 && (
            <Text fontSize="sm" color="fg.muted">
              A program needs at least one ensemble.
            </Text>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
