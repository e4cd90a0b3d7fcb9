import type { z } from 'zod/mini';

/**
 * Turns zod issues into sentences a director can read. Schemas give their own messages for the
 * rules whose wording the product sets (those win); this map words the generic ones with the
 * field's name.
 */
export const humanErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.length ? issue.path.join('.') : 'The request body';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      if (issue.expected === 'object' && !issue.path?.length) return 'The request body must be a JSON object';
      return `${field} must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `${field} must have at most ${issue.maximum} items`;
      return `${field} must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1
          ? `${field} must not be empty`
          : `${field} must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array')
        return `${field} must have at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      return `${field} must be at least ${issue.minimum}`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `${field} has an invalid format`;
    default:
      return undefined;
  }
};

/** Joins issue messages with a period, as the forms join their errors. */
export const formatIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  [...new Set(issues.map((i) => i.message))].join('. ');

export const issueDetails = (issues: readonly z.core.$ZodIssue[]) =>
  issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
