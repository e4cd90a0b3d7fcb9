import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// The contracts are written with zod/mini, which has no messages of its own: a form shows zod's
// English ones for the rules whose wording a contract leaves to zod ("Too big: expected string to
// have <=120 characters"), as it did when classic zod set them. Set here, where the forms read
// zod's issues, so that a page without a form does not load them.
config(en());

/** One problem with a value, as zod reports it (`error.issues`) or the API sends it (`details`). */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message for each field of a form, from zod's issues (the field is the first step of
 * the issue's path). `wording` can say a message in the form's words (e.g. its label for its key).
 */
export function fieldErrorsOf<Field extends string>(
  issues: readonly FieldIssue[],
  wording: (field: Field, message: string) => string = (_, message) => message,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    errors[field as Field] ??= wording(field as Field, issue.message);
  }
  return errors;
}

/** The messages of zod's issues, each once, in order (for a form that shows them together). */
export const issueMessages = (issues: readonly FieldIssue[]): string[] => [
  ...new Set(issues.map((issue) => issue.message)),
];
