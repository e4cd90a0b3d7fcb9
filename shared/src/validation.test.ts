import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatIssues, humanErrorMap } from './validation';

const schema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, 'Program name is required')),
  minutes: z.optional(z.number().check(z.int())),
  kind: z.optional(z.enum(['band', 'choir'])),
});

const messageOf = (data: unknown) => {
  const result = schema.safeParse(data, { error: humanErrorMap });
  return result.success ? undefined : formatIssues(result.error.issues);
};

describe('humanErrorMap', () => {
  it('keeps the messages schemas give', () => {
    expect(messageOf({ title: '  ' })).toBe('Program name is required');
  });

  it('words generic problems with the field name and joins them with a period', () => {
    expect(messageOf({ minutes: 'ten' })).toBe('title is required. minutes must be a number');
    expect(messageOf({ title: 'x', minutes: 1.5 })).toBe('minutes must be a whole number');
    expect(messageOf({ title: 'x', kind: 'orchestra' })).toBe('kind must be one of: band, choir');
    expect(messageOf({ title: 'x', extra: 1, more: 2 })).toBe('Unknown fields: extra, more');
    expect(messageOf([1])).toBe('The request body must be a JSON object');
  });
});
