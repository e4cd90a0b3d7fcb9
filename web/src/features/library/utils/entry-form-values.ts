import {
  libraryEntryInputSchema,
  libraryFieldLabels,
  type LibraryEntry,
  type LibraryEntryField,
  type LibraryEntryInput,
} from '@app/shared/contracts/library';
import type { CatalogWorkSummary } from '@app/shared/contracts/chat';
import { formatDuration } from '@app/shared/domain/duration';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';

/** What the entry form holds: the text of each field as typed (tags comma separated, duration m:ss or seconds). */
export type EntryFormValues = Record<LibraryEntryField, string>;
export type EntryFieldErrors = FieldErrors<LibraryEntryField>;

/**
 * The form's label of each field: the labels the page and the import dialog use, except the grade as
 * written, which sits under Grade in the form. The API's messages name the field by its key, the form by this.
 */
export const ENTRY_FIELD_LABELS: Record<LibraryEntryField, string> = {
  ...libraryFieldLabels,
  difficulty_text: 'Grade as written',
};

export const ENTRY_FIELDS = Object.keys(ENTRY_FIELD_LABELS) as LibraryEntryField[];

/** Grades the form offers: 0.5 to 6 in steps of 0.5. */
export const GRADE_OPTIONS = Array.from({ length: 12 }, (_, i) => String((i + 1) / 2));

export const DURATION_FORMAT_MESSAGE = 'duration must be minutes:seconds (5:30) or a number of seconds (330)';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function formValuesOf(entry?: LibraryEntry | null): EntryFormValues {
  return {
    title: entry?.title ?? '',
    composer: text(entry?.composer),
    arranger: text(entry?.arranger),
    publisher: text(entry?.publisher),
    difficulty: text(entry?.difficulty),
    difficulty_text: text(entry?.difficulty_text),
    duration: entry?.duration ? formatDuration(entry.duration) : '',
    ensemble_type: text(entry?.ensemble_type),
    genre: text(entry?.genre),
    tags: entry?.tags.join(', ') ?? '',
    key: text(entry?.key),
    meter: text(entry?.meter),
    year: text(entry?.year),
    program_notes: text(entry?.program_notes),
    catalog_number: text(entry?.catalog_number),
    location: text(entry?.location),
    notes: text(entry?.notes),
  };
}

/**
 * Seconds from `5:30`, `1:02:30` or `330`; null for blank; undefined when it is neither (the form
 * says how to write it). Seconds past 59 in m:ss are refused (`5:75` is a typo, not 6:15).
 */
export function parseDuration(input: string): number | null | undefined {
  const value = input.trim();
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value);
  const clock = /^(?:(\d+):)?(\d+):(\d{1,2})$/.exec(value);
  if (!clock || Number(clock[3]) > 59 || (clock[1] !== undefined && Number(clock[2]) > 59)) return undefined;
  return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
}

/** A message of the API about `field` in the words of the form: its label instead of its key. */
export function fieldMessage(field: LibraryEntryField, message: string): string {
  const label = ENTRY_FIELD_LABELS[field];
  return message.startsWith(field) ? label + message.slice(field.length) : message;
}

// blank stays a string (the schema makes it null); anything else goes as a number, so the schema
// says "year must be a number" for what is not one
const numberOrBlank = (value: string): string | number => (value.trim() === '' ? '' : Number(value.trim()));

export type CheckedEntry = { ok: true; input: LibraryEntryInput } | { ok: false; errors: EntryFieldErrors };

/**
 * The body of POST /library/entries or PUT /library/entries/{id} (every field: PUT replaces),
 * checked by the API's own schema, so the form shows the messages the API would send.
 */
export function toEntryInput(values: EntryFormValues): CheckedEntry {
  const errors: EntryFieldErrors = {};
  const duration = parseDuration(values.duration);
  if (duration === undefined) errors.duration = fieldMessage('duration', DURATION_FORMAT_MESSAGE);
  const raw = {
    ...values,
    difficulty: numberOrBlank(values.difficulty),
    duration: duration ?? '',
    year: numberOrBlank(values.year),
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
  const result = libraryEntryInputSchema.safeParse(raw);
  if (!result.success) return { ok: false, errors: { ...fieldErrorsOf(result.error.issues, fieldMessage), ...errors } };
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: result.data };
}

/** Field errors of a 400 answer (`details: [{ field, message }]`), in the form's words. */
export function serverFieldErrors(details: unknown): EntryFieldErrors {
  if (!Array.isArray(details)) return {};
  const issues = (details as { field?: unknown; message?: unknown }[]).flatMap((detail) =>
    typeof detail.field === 'string' &&
    typeof detail.message === 'string' &&
    detail.field.split('.')[0]! in ENTRY_FIELD_LABELS
      ? [{ path: detail.field.split('.'), message: detail.message }]
      : [],
  );
  return fieldErrorsOf(issues, fieldMessage);
}

/**
 * The form after the director picks a catalogue work: its title, and each fact the director has
 * not typed (composer, arranger, publisher, grade, duration, ensemble type). What was typed wins.
 */
export function withCatalogWork(
  values: EntryFormValues,
  work: CatalogWorkSummary,
): { values: EntryFormValues; filled: LibraryEntryField[] } {
  const offered: Partial<EntryFormValues> = {
    composer: work.composer,
    arranger: work.arranger ?? '',
    publisher: work.publisher ?? '',
    difficulty: GRADE_OPTIONS.includes(String(work.grade)) ? String(work.grade) : '',
    difficulty_text: work.grade_text,
    duration: work.duration != null ? formatDuration(work.duration) : '',
    ensemble_type: work.ensemble_types[0] ?? '',
  };
  const next = { ...values, title: work.title };
  const filled: LibraryEntryField[] = [];
  for (const [field, value] of Object.entries(offered) as [LibraryEntryField, string][]) {
    if (!value || values[field].trim()) continue;
    next[field] = value;
    filled.push(field);
  }
  return { values: next, filled };
}
