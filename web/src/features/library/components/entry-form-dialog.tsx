import { Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useSWRConfig } from 'swr';
import type { CatalogWorkSummary } from '@app/shared/contracts/chat';
import type { LibraryEntry, LibraryEntryField } from '@app/shared/contracts/library';
import { ensembleTypes } from '@app/shared/contracts/ensembles';
import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { Field } from '../../../components/field';
import { FormDialog } from '../../../components/form-dialog';
import { NativeSelect } from '../../../components/native-select';
import { notify } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { createLibraryEntry } from '../api/create-library-entry';
import { revalidateEntries } from '../api/library-keys';
import { updateLibraryEntry } from '../api/update-library-entry';
import {
  ENTRY_FIELD_LABELS,
  ENTRY_FIELDS,
  formValuesOf,
  GRADE_OPTIONS,
  serverFieldErrors,
  toEntryInput,
  withCatalogWork,
  type EntryFieldErrors,
} from '../utils/entry-form-values';
import { CatalogTypeahead } from './catalog-typeahead';
import { DraftEntryNotes } from './draft-entry-notes';
import { useForm } from '../../../components/use-form';
import { useOnOpen } from '../../../components/use-on-open';

export interface EntryFormDialogProps {
  open: boolean;
  /** The entry to edit; without it the dialog adds one. */
  entry: LibraryEntry | null;
  /** Who played the entry being edited ("Played by Symphonic Band, May 2025"), shown above its fields. */
  playedBy?: string;
  onClose(): void;
}

/** Add piece / Edit piece: every field of a library entry. */
export function EntryFormDialog({ open, entry, playedBy, onClose }: EntryFormDialogProps) {
  const { mutate } = useSWRConfig();
  const { values, errors, change, setValues, setErrors } = useForm(() => formValuesOf(entry), open);
  const [filledFrom, setFilledFrom] = useState<{ title: string; fields: LibraryEntryField[] } | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useOnOpen(open, () => setFilledFrom(null));

  const chooseWork = (work: CatalogWorkSummary) => {
    const chosen = withCatalogWork(values, work);
    setValues(() => chosen.values);
    setErrors({});
    setFilledFrom({ title: work.title, fields: chosen.filled });
  };
  // adding a piece offers the catalogue's works as the director types the title or the composer
  const typeahead = (name: 'title' | 'composer', props: { inputRef?: RefObject<HTMLInputElement | null> } = {}) =>
    entry ? (
      text(name, props.inputRef ? { ref: props.inputRef } : {})
    ) : (
      <CatalogTypeahead
        name={name}
        value={values[name]}
        onChange={(v) => change(name, v)}
        onChoose={chooseWork}
        inputRef={props.inputRef}
      />
    );

  const focusFirstError = (found: EntryFieldErrors) => {
    const first = ENTRY_FIELDS.find((field) => found[field]);
    // after the render that marks the fields invalid
    if (!first) return;
    requestAnimationFrame(() => {
      const control = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
      control?.focus();
      // the message is below the field: bring both into view
      control?.scrollIntoView({ block: 'center' });
    });
  };

  const submit = async () => {
    const checked = toEntryInput(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return false;
    }
    setErrors({});
    const saved = entry ? await updateLibraryEntry(entry.id, checked.input) : await createLibraryEntry(checked.input);
    void revalidateEntries(mutate);
    notify.success(entry ? `Saved "${saved.title}"` : `Added "${saved.title}" to your library`);
  };

  // what was typed stays; the answer is shown in the dialog (a 400 also under its fields)
  const markFields = (error: unknown) =>
    setErrors(error instanceof ApiError && error.status === 400 ? serverFieldErrors(error.details) : {});

  const field = (
    name: LibraryEntryField,
    control: ReactNode,
    { helper, wide, required }: { helper?: string; wide?: boolean; required?: boolean } = {},
  ) => (
    <Field
      label={ENTRY_FIELD_LABELS[name]}
      required={required}
      error={errors[name]}
      helper={helper}
      gridColumn={wide ? '1 / -1' : undefined}
    >
      {control}
    </Field>
  );
  const text = (name: LibraryEntryField, props: Record<string, unknown> = {}) => (
    <Input
      name={name}
      autoComplete="off"
      value={values[name]}
      onChange={(e) => change(name, e.target.value)}
      {...props}
    />
  );
  const longText = (name: LibraryEntryField, rows: number) => (
    <Textarea name={name} rows={rows} value={values[name]} onChange={(e) => change(name, e.target.value)} />
  );
  const select = (name: LibraryEntryField, options: { value: string; label: string }[]) => (
    <NativeSelect name={name} value={values[name]} onChange={(e) => change(name, e.target.value)}>
      <option value="">Not set</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );

  const title = entry ? 'Edit piece' : 'Add piece';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      formProps={{ ref: formRef, 'aria-label': title }}
      submitLabel={entry ? 'Save changes' : 'Add piece'}
      submit={submit}
      failureLog="[library] saving the entry failed"
      onFailure={markFields}
      closeLabel="Close dialog"
      initialFocusEl={() => titleRef.current}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
      size={{ base: 'full', md: 'xl' }}
      lazyMount
      unmountOnExit
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {entry && playedBy && (
          <Text
            gridColumn="1 / -1"
            fontSize="sm"
            color="fg.muted"
            overflowWrap="anywhere"
            data-testid="entry-played-by"
          >
            {playedBy}
          </Text>
        )}
        {field('title', typeahead('title', { inputRef: titleRef }), {
          wide: true,
          required: true,
          helper: entry ? undefined : 'Type a title or a composer to pick a work from the catalogue',
        })}
        {filledFrom && (
          <Text gridColumn="1 / -1" fontSize="sm" color="fg.muted" role="status">
            {filledFrom.fields.length
              ? `Filled ${filledFrom.fields.map((f) => ENTRY_FIELD_LABELS[f].toLowerCase()).join(', ')} from the catalogue's ${filledFrom.title}. Your own entries were kept.`
              : `Picked ${filledFrom.title} from the catalogue; every other field keeps what you typed.`}
          </Text>
        )}
        {field('composer', typeahead('composer'))}
        {field('arranger', text('arranger'))}
        {field('publisher', text('publisher'))}
        {field('catalog_number', text('catalog_number'))}
        {field(
          'difficulty',
          select(
            'difficulty',
            GRADE_OPTIONS.map((g) => ({ value: g, label: `Grade ${g}` })),
          ),
          { helper: '0.5 (easiest) to 6' },
        )}
        {field('difficulty_text', text('difficulty_text', { placeholder: 'e.g. III, Medium Easy' }), {
          helper: 'As your catalogue or the publisher writes it',
        })}
        {field('duration', text('duration', { placeholder: 'e.g. 5:30', inputMode: 'numeric' }), {
          helper: 'Minutes:seconds (5:30) or seconds (330)',
        })}
        {field(
          'ensemble_type',
          select(
            'ensemble_type',
            ensembleTypes.map((t) => ({ value: t, label: ensembleTypeLabel(t) })),
          ),
        )}
        {field('genre', text('genre', { placeholder: 'e.g. March, Overture' }))}
        {field('tags', text('tags', { placeholder: 'e.g. march, opener, holiday' }), {
          helper: 'Separated by commas',
        })}
        {field('key', text('key', { placeholder: 'e.g. B-flat major' }))}
        {field('meter', text('meter', { placeholder: 'e.g. 6/8' }))}
        {field('year', text('year', { inputMode: 'numeric', placeholder: 'e.g. 1956' }), {
          helper: 'Composed or published',
        })}
        {field('location', text('location', { placeholder: 'e.g. Cabinet 2, folder 14' }), {
          helper: 'Shelf or folder',
        })}
        {field('program_notes', longText('program_notes', 4), {
          wide: true,
          helper: 'Printed in the program booklet when the piece is in a program',
        })}
        {entry && (
          <DraftEntryNotes
            entryId={entry.id}
            current={values.program_notes}
            onDraft={(text) => change('program_notes', text)}
          />
        )}
        {field('notes', longText('notes', 3), { wide: true, helper: 'For you only' })}
      </SimpleGrid>
    </FormDialog>
  );
}
