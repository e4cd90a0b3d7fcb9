import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { ensembleTypes, type Ensemble, type EnsembleType } from '@app/shared/contracts/ensembles';
import { ensembleTypeLabel, suggestedName } from '@app/shared/domain/ensemble-labels';
import {
  UIL_CLASSIFICATION_LABELS,
  UIL_CONFERENCE_LABELS,
  uilClassifications,
  uilConferences,
} from '@app/shared/domain/uil-contest';
import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import { Field } from '../../../components/field';
import { FormDialog } from '../../../components/form-dialog';
import { NativeSelect } from '../../../components/native-select';
import { notify } from '../../../components/toaster';
import { useForm } from '../../../components/use-form';
import { createEnsemble, ensemblesKey, updateEnsemble } from '../../../lib/ensembles';
import { formValuesOf, hasUilEvent, toCreateInput, toUpdateInput, type EnsembleField } from './ensemble-form-values';

export interface EnsembleFormDialogProps {
  open: boolean;
  /** The ensemble to edit; without it the dialog creates one. */
  ensemble?: Ensemble;
  onClose: () => void;
}

/**
 * New ensemble / Edit ensemble: type and level first, then the name (for a new ensemble one is
 * suggested from the type, and follows it until the director types their own), size,
 * instrumentation and, for a type with a UIL Concert & Sight-Reading event, its UIL conference and
 * classification.
 */
export function EnsembleFormDialog({ open, ensemble, onClose }: EnsembleFormDialogProps) {
  const typeRef = useRef<HTMLSelectElement>(null);
  const { cache, mutate } = useSWRConfig();
  // the names already in use, from the list the page shows (no read of its own)
  const takenNames = ((cache.get(ensemblesKey)?.data as Ensemble[] | undefined) ?? [])
    .filter((e) => e.id !== ensemble?.id)
    .map((e) => e.name);
  const { values, errors, change, setErrors } = useForm(() => formValuesOf(ensemble, takenNames), open);
  const title = ensemble ? 'Edit ensemble' : 'New ensemble';

  /**
   * Checks the form with the API's schema, then sends what it holds (an edit: only what changed).
   * Once a call settled, the ensembles list is fetched again (after a failure too: it shows what the server has).
   */
  const submit = async () => {
    if (ensemble) {
      const checked = toUpdateInput(values, ensemble);
      if (!checked.ok) {
        setErrors(checked.errors);
        return false;
      }
      // nothing changed: nothing to send
      if (!Object.keys(checked.input).length) return;
      const saved = await updateEnsemble(ensemble.id, checked.input).finally(() => void mutate(ensemblesKey));
      notify.success(`Saved "${saved.name}"`);
    } else {
      const checked = toCreateInput(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        return false;
      }
      const created = await createEnsemble(checked.input).finally(() => void mutate(ensemblesKey));
      notify.success(`Added "${created.name}"`);
    }
  };

  /** A new type; a name still as suggested (or blank) follows it; a type without a UIL event clears the UIL fields. */
  const changeType = (type: string) => {
    const suggested = !values.name.trim() || values.name === suggestedName(values.type, takenNames);
    change('type', type as EnsembleType);
    if (!ensemble && suggested) change('name', suggestedName(type as EnsembleType, takenNames));
    if (!hasUilEvent(type as EnsembleType)) {
      change('uil_conference', '');
      change('uil_classification', '');
    }
  };

  const fieldProps = (field: EnsembleField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      formProps={{ 'aria-label': title }}
      submitLabel={ensemble ? 'Save changes' : 'Add ensemble'}
      submit={submit}
      failureLog="[ensembles] saving the ensemble failed"
      closeLabel="Close dialog"
      initialFocusEl={() => typeRef.current}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Stack gap="4">
        <SimpleGrid columns={2} gap="4">
          <Field label="Type" required error={errors.type}>
            <NativeSelect ref={typeRef} {...fieldProps('type')} onChange={(e) => changeType(e.target.value)}>
              {ensembleTypes.map((type) => (
                <option key={type} value={type}>
                  {ensembleTypeLabel(type)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Level" error={errors.level} helper="Grade 0.5–6, optional">
            <Input type="number" inputMode="decimal" min={0.5} max={6} step={0.5} {...fieldProps('level')} />
          </Field>
        </SimpleGrid>
        <Field
          label="Name"
          required
          error={errors.name}
          helper={!ensemble && 'Suggested from the type; change it to your own'}
        >
          <Input autoComplete="off" placeholder="e.g. Lincoln High Symphonic Band" {...fieldProps('name')} />
        </Field>
        <SimpleGrid columns={2} gap="4">
          <Field label="Size" error={errors.size} helper="Players or singers, optional">
            <Input type="number" inputMode="numeric" min={1} step={1} {...fieldProps('size')} />
          </Field>
        </SimpleGrid>
        <Field label="Instrumentation" error={errors.instrumentation} helper="Optional">
          <Textarea
            rows={3}
            placeholder="e.g. 2 flutes, 4 clarinets, 3 trumpets, percussion"
            {...fieldProps('instrumentation')}
          />
        </Field>
        {hasUilEvent(values.type) && (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field label="UIL conference" error={errors.uil_conference} helper="For UIL Concert & Sight-Reading">
              <NativeSelect {...fieldProps('uil_conference')}>
                <option value="">Not set</option>
                {uilConferences.map((conference) => (
                  <option key={conference} value={conference}>
                    {UIL_CONFERENCE_LABELS[conference]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="UIL classification" error={errors.uil_classification} helper="Optional">
              <NativeSelect {...fieldProps('uil_classification')}>
                <option value="">Not set</option>
                {uilClassifications.map((classification) => (
                  <option key={classification} value={classification}>
                    {UIL_CLASSIFICATION_LABELS[classification]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </SimpleGrid>
        )}
      </Stack>
    </FormDialog>
  );
}
