import { describe, expect, it } from 'vitest';
import { updateProfileSchema } from '@app/shared/contracts/users';
import { fieldErrorsOf, issueMessages } from './field-errors';

describe('field errors', () => {
  it("words a rule the contract leaves to zod with zod's English message (zod/mini has none of its own)", () => {
    const parsed = updateProfileSchema.safeParse({ name: 'x'.repeat(121), state: 7 });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({
      name: 'Too big: expected string to have <=120 characters',
      state: 'Invalid input: expected string, received number',
    });
  });

  it('keeps the first message of each field, and each message once', () => {
    const issues = [
      { path: ['title'], message: 'Program name is required' },
      { path: ['title'], message: 'another' },
      { path: ['venue'], message: 'Program name is required' },
    ];
    expect(fieldErrorsOf(issues)).toEqual({ title: 'Program name is required', venue: 'Program name is required' });
    expect(issueMessages(issues)).toEqual(['Program name is required', 'another']);
  });
});
