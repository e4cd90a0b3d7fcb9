import { Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  ensembleTypes,
  type CreateEnsembleInput,
  type Ensemble,
  type EnsembleType,
  type UpdateEnsembleInput,
} from '@app/shared/contracts/ensembles';
import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/toaster';
import { useCreateEnsemble } from '../api/create-ensemble';
import { useUpdateEnsemble } from '../api/update-ensemble';
import {
  formValuesOf,
  toCreateInput,
  toUpdateInput,
  type EnsembleField,
  type EnsembleFormValues,
  type FieldErrors,
} from './ensemble-form-values';
import { FormDialogActions } from '../../../components/form-dialog-actions';

export interface EnsembleFormDialogProps {
  open: boolean;
  /** The ensemble to edit; without it the dialog creates one. */
  ensemble?: Ensemble;
  onClose: () => void;
}

/** New ensemble / Edit ensemble: name, type, level, size and instrumentation. */
export function EnsembleFormDialog({ open, ensemble, onClose }: EnsembleFormDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !sending && onClose()}
      initialFocusEl={() => nameRef.current}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {/* mounted on each opening (unmountOnExit): the form starts from the ensemble */}
            <EnsembleForm ensemble={ensemble} nameRef={nameRef} onSendingChange={setSending} onDone={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface EnsembleFormProps {
  ensemble?: Ensemble;
  nameRef: RefObject<HTMLInputElement | null>;
  onSendingChange: (sending: boolean) => void;
  onDone: () => void;
}

function EnsembleForm({ ensemble, nameRef, onSendingChange, onDone }: EnsembleFormProps) {
  const [values, setValues] = useState<EnsembleFormValues>(() => formValuesOf(ensemble));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateEnsemble();
  const update = useUpdateEnsemble();
  const mutation = ensemble ? update : create;
  const sending = mutation.isMutating;

  const change = (field: EnsembleField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (mutation.error) mutation.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    mutation.reset();
    let send: () => Promise<void>;
    if (ensemble) {
      const checked = toUpdateInput(values, ensemble);
      if (!checked.ok) return setErrors(checked.errors);
      send = () => save(ensemble, checked.input);
    } else {
      const checked = toCreateInput(values);
      if (!checked.ok) return setErrors(checked.errors);
      send = () => add(checked.input);
    }
    setErrors({});
    onSendingChange(true);
    try {
      await send();
      onSendingChange(false);
      onDone();
    } catch {
      // shown from the mutation's error; what was typed stays in the form
      onSendingChange(false);
    }
  };

  const add = async (input: CreateEnsembleInput) => {
    const created = await create.trigger(input);
    notify.success(`Added "${created.name}"`);
  };

  // nothing changed: nothing to send
  const save = async (current: Ensemble, changes: UpdateEnsembleInput) => {
    if (!Object.keys(changes).length) return;
    const saved = await update.trigger({ id: current.id, changes });
    notify.success(`Saved "${saved.name}"`);
  };

  const fieldProps = (field: EnsembleField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={ensemble ? 'Edit ensemble' : 'New ensemble'}
      style={{ display: 'contents' }}
    >
      <Dialog.Header>
        <Dialog.Title>{ensemble ? 'Edit ensemble' : 'New ensemble'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={Boolean(errors.name)}>
            <Field.Label>
              Name <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={nameRef}
              autoComplete="off"
              placeholder="e.g. Lincoln High Symphonic Band"
              {...fieldProps('name')}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.type)}>
            <Field.Label>
              Type <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                {...fieldProps('type')}
                onChange={(e) => change('type', e.target.value as EnsembleType)}
              >
                {ensembleTypes.map((type) => (
                  <option key={type} value={type}>
                    {ensembleTypeLabel(type)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.type}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={2} gap="4">
            <Field.Root invalid={Boolean(errors.level)}>
              <Field.Label>Level</Field.Label>
              <Input type="number" inputMode="decimal" min={0.5} max={6} step={0.5} {...fieldProps('level')} />
              {errors.level ? (
                <Field.ErrorText>{errors.level}</Field.ErrorText>
              ) : (
                <Field.HelperText>Grade 0.5–6, optional</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.size)}>
              <Field.Label>Size</Field.Label>
              <Input type="number" inputMode="numeric" min={1} step={1} {...fieldProps('size')} />
              {errors.size ? (
                <Field.ErrorText>{errors.size}</Field.ErrorText>
              ) : (
                <Field.HelperText>Players or singers, optional</Field.HelperText>
              )}
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={Boolean(errors.instrumentation)}>
            <Field.Label>Instrumentation</Field.Label>
            <Textarea
              rows={3}
              placeholder="e.g. 2 flutes, 4 clarinets, 3 trumpets, percussion"
              {...fieldProps('instrumentation')}
            />
            {errors.instrumentation ? (
              <Field.ErrorText>{errors.instrumentation}</Field.ErrorText>
            ) : (
              <Field.HelperText>Optional</Field.HelperText>
            )}
          </Field.Root>
          {mutation.error && <ErrorAlert error={mutation.error} />}
        </Stack>
      </Dialog.Body>
      <FormDialogActions sending={sending} submitLabel={ensemble ? 'Save changes' : 'Add ensemble'} />
    </form>
  );
}
