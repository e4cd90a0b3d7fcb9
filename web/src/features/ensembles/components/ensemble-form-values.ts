import {
  createEnsembleSchema,
  updateEnsembleSchema,
  type CreateEnsembleInput,
  type Ensemble,
  type EnsembleType,
  type UpdateEnsembleInput,
} from '@app/shared/contracts/ensembles';
import { suggestedName } from '@app/shared/domain/ensemble-labels';
import { uilEventOf, type UilClassification, type UilConference } from '@app/shared/domain/uil-contest';
import { fieldErrorsOf, type FieldErrors, type FieldIssue } from '../../../lib/field-errors';

/** What the ensemble form holds: the text of each field, as typed. */
export interface EnsembleFormValues {
  name: string;
  type: EnsembleType;
  level: string;
  size: string;
  instrumentation: string;
  /** '' = Not set; asked only for a type that has a UIL Concert & Sight-Reading event. */
  uil_conference: UilConference | '';
  uil_classification: UilClassification | '';
}

export type EnsembleField = keyof EnsembleFormValues;
export type EnsembleFieldErrors = FieldErrors<EnsembleField>;

const EDITABLE: EnsembleField[] = [
  'name',
  'type',
  'level',
  'size',
  'instrumentation',
  'uil_conference',
  'uil_classification',
];

/** Whether the form asks for the UIL conference and classification: only a type with a C&SR event has them. */
export const hasUilEvent = (type: EnsembleType): boolean => uilEventOf(type) !== undefined;

const DEFAULT_TYPE: EnsembleType = 'concert_band';

/** The form's first values: the ensemble's, or for a new one the default type and its suggested name. */
export const formValuesOf = (ensemble?: Ensemble, takenNames: readonly string[] = []): EnsembleFormValues => ({
  name: ensemble?.name ?? suggestedName(DEFAULT_TYPE, takenNames),
  type: ensemble?.type ?? DEFAULT_TYPE,
  level: ensemble?.level != null ? String(ensemble.level) : '',
  size: ensemble?.size != null ? String(ensemble.size) : '',
  instrumentation: ensemble?.instrumentation ?? '',
  uil_conference: ensemble?.uil_conference ?? '',
  uil_classification: ensemble?.uil_classification ?? '',
});

// blank stays a string (the schemas turn it into null); anything else goes as a number, so the
// schema says "Level must be a number" for what is not one
const numberOrBlank = (text: string): string | number => (text.trim() === '' ? '' : Number(text.trim()));

const rawInput = (values: EnsembleFormValues) => ({
  name: values.name,
  type: values.type,
  level: numberOrBlank(values.level),
  size: numberOrBlank(values.size),
  instrumentation: values.instrumentation,
  // Not set, or a type without a C&SR event: null (a type changed to a jazz band clears them)
  uil_conference: (hasUilEvent(values.type) && values.uil_conference) || null,
  uil_classification: (hasUilEvent(values.type) && values.uil_classification) || null,
});

type Checked<T> = { ok: true; input: T } | { ok: false; errors: EnsembleFieldErrors };

function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: FieldIssue[] } },
): Checked<T> {
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: fieldErrorsOf(result.error.issues) };
}

/**
 * The body of POST /ensembles, checked by the API's own schema (same messages); optional fields
 * left blank are left out.
 */
export function toCreateInput(values: EnsembleFormValues): Checked<CreateEnsembleInput> {
  const result = checked(createEnsembleSchema.safeParse(rawInput(values)));
  if (!result.ok) return result;
  const input = Object.fromEntries(
    Object.entries(result.input).filter(([, value]) => value !== null && value !== undefined),
  );
  return { ok: true, input: input as CreateEnsembleInput };
}

/**
 * The body of PATCH /ensembles/{id}, checked by the API's own schema: only the fields that differ
 * from `ensemble` (an empty object when nothing changed).
 */
export function toUpdateInput(values: EnsembleFormValues, ensemble: Ensemble): Checked<UpdateEnsembleInput> {
  const result = checked(updateEnsembleSchema.safeParse(rawInput(values)));
  if (!result.ok) return result;
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    const next = result.input[field] ?? null;
    if (next !== (ensemble[field] ?? null)) changes[field] = next;
  }
  return { ok: true, input: changes as UpdateEnsembleInput };
}
