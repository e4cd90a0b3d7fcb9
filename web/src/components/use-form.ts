import { useCallback, useState } from 'react';
import type { FieldErrors } from '../lib/field-errors';
import { useOnOpen } from './use-on-open';

type FieldOf<Values> = Extract<keyof Values, string>;

export interface Form<Values extends object> {
  values: Values;
  /** The message under each field, from the form's check (`fieldErrorsOf`) or the server's answer. */
  errors: FieldErrors<FieldOf<Values>>;
  /** Sets one field and clears its message. */
  change<Field extends FieldOf<Values>>(field: Field, value: Values[Field]): void;
  setValues(update: (values: Values) => Values): void;
  setErrors(errors: FieldErrors<FieldOf<Values>>): void;
}

/**
 * The state of every form of the app: what was typed, and a message per field. In a dialog, pass
 * its `open`: each opening starts again from `initial()`.
 */
export function useForm<Values extends object>(initial: () => Values, open = true): Form<Values> {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<FieldOf<Values>>>({});

  useOnOpen(open, () => {
    setValues(initial());
    setErrors({});
  });

  const change = useCallback(<Field extends FieldOf<Values>>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { values, errors, change, setValues, setErrors };
}
