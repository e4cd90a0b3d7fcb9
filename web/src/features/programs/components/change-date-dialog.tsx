import { Button, Dialog, Field, Input, Portal, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../components/toaster';
import { changePerformanceDate } from '../api/update-program';

export interface ChangeDateDialogProps {
  open: boolean;
  program: Pick<Program, 'id' | 'performance_date' | 'performance_time'>;
  onClose(): void;
  onChanged(program: Program): void;
}

/** Spec §5: the date shown as YYYY-MM-DD, the time cut to HH:MM. */
const dateValue = (date: string | null) => (date ?? '').slice(0, 10);
const timeValue = (time: string | null) => (time ?? '').slice(0, 5);

/**
 * Change Performance Date & Time (spec §2, §5, §8): the date is needed, the time optional. A
 * failure is a notice and the dialog keeps what was entered. The caller stores the answer and
 * refreshes the lists.
 */
export function ChangeDateDialog({ open, program, onClose, onChanged }: ChangeDateDialogProps) {
  const [date, setDate] = useState(dateValue(program.performance_date));
  const [time, setTime] = useState(timeValue(program.performance_time));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setDate(dateValue(program.performance_date));
      setTime(timeValue(program.performance_time));
      setSaving(false);
    }
  }, [open]); // only when the dialog opens

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    if (!date) {
      notify.error('Please provide a performance date to update.');
      return;
    }
    setSaving(true);
    try {
      const changed = await changePerformanceDate(program.id, date, time || null);
      onChanged(changed);
      onClose();
    } catch (error) {
      console.error('[programs] changing the performance date failed', error);
      notify.error('Failed to change performance date. Please try again.');
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
                <Dialog.Title>Change Performance Date & Time</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <Field.Root required>
                    <Field.Label>
                      Performance date <Field.RequiredIndicator />
                    </Field.Label>
                    <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Performance time (optional)</Field.Label>
                    <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
                  </Field.Root>
                </SimpleGrid>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" disabled={!date || saving} loading={saving} loadingText="Saving...">
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
