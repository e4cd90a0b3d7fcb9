import { Input, SimpleGrid } from '@chakra-ui/react';
import type { Program } from '@app/shared/contracts/programs';
import { changePerformanceDate } from '../../api/update-program';
import { Field } from '../../../../components/field';
import { FormDialog } from '../../../../components/form-dialog';
import { notify } from '../../../../components/toaster';
import { useForm } from '../../../../components/use-form';

export interface ChangeDateDialogProps {
  open: boolean;
  program: Pick<Program, 'id' | 'performance_date' | 'performance_time'>;
  onClose(): void;
  onChanged(program: Program): void;
}

/** The date shown as YYYY-MM-DD, the time cut to HH:MM. */
const dateValue = (date: string | null) => (date ?? '').slice(0, 10);
const timeValue = (time: string | null) => (time ?? '').slice(0, 5);

/**
 * Change Performance Date & Time: the date is needed, the time optional (Enter without a date
 * says so). A
 * failure is a notice and the dialog keeps what was entered. The caller stores the answer and
 * refreshes the lists.
 */
export function ChangeDateDialog({ open, program, onClose, onChanged }: ChangeDateDialogProps) {
  const { values, change } = useForm(
    () => ({ date: dateValue(program.performance_date), time: timeValue(program.performance_time) }),
    open,
  );
  const { date, time } = values;

  return (
    <FormDialog
      open={open}
      title="Change Performance Date & Time"
      submitLabel="Save"
      busyLabel="Saving..."
      canSubmit={Boolean(date)}
      // Save stays disabled without a date; Enter in a field still says what is missing
      enterAlwaysSubmits
      onRefused={() => notify.error('Please provide a performance date to update.')}
      submit={async () => onChanged(await changePerformanceDate(program.id, date, time || null))}
      failureLog="[programs] changing the performance date failed"
      failureNotice="Failed to change performance date. Please try again."
      onClose={onClose}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field label="Performance date" required>
          <Input type="date" value={date} onChange={(e) => change('date', e.target.value)} />
        </Field>
        <Field label="Performance time (optional)">
          <Input type="time" value={time} onChange={(e) => change('time', e.target.value)} />
        </Field>
      </SimpleGrid>
    </FormDialog>
  );
}
