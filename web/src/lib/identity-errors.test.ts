import { describe, expect, it } from 'vitest';
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { IDENTITY_ERROR_TEXT, identityErrorKind, identityErrorText } from './identity-errors';

const providerError = (error: string) =>
  new ErrorResponse({ error, error_description: 'internal wording', state: undefined } as never);

describe('identity errors', () => {
  it('names each identity error from what oidc-client-ts and the provider throw', () => {
    expect(identityErrorKind(new ErrorTimeout('IFrame timed out without a response'))).toBe('timeout');
    expect(identityErrorKind(new Error('Popup closed by user'))).toBe('cancelled');
    expect(identityErrorKind(providerError('access_denied'))).toBe('cancelled');
    expect(identityErrorKind(providerError('mfa_required'))).toBe('mfa_required');
    expect(identityErrorKind(providerError('invalid_grant'))).toBe('missing_refresh_token');
    expect(identityErrorKind(new Error('No matching state found in storage'))).toBe('state_mismatch');
    expect(identityErrorKind(new Error('No code in response'))).toBe('missing_transaction');
    expect(identityErrorKind(providerError('login_required'))).toBe('login_required');
    expect(identityErrorKind(new TypeError('Failed to fetch'))).toBe('request_error');
    // react-oidc-context's copy of the error, as `useAuth().error`
    const wrapped = {
      name: 'Error',
      message: 'No matching state found in storage',
      source: 'signinCallback',
      innerError: new Error('No matching state found in storage'),
    };
    expect(identityErrorKind(wrapped)).toBe('state_mismatch');
  });

  it('says "Invalid state" for a state mismatch and never shows the library wording', () => {
    const text = identityErrorText(new Error('No matching state found in storage'));
    expect(text).toMatch(/^Invalid state/);
    expect(text).not.toContain('storage');
    expect(identityErrorText(providerError('mfa_required'))).toBe(IDENTITY_ERROR_TEXT.mfa_required);
  });

  it('falls back to "Login failed" or "Get access token failed"', () => {
    expect(identityErrorText(new Error('something odd'))).toBe('Login failed');
    expect(identityErrorText(new Error('something odd'), 'token')).toBe('Get access token failed');
    expect(identityErrorText('not an error')).toBe('Login failed');
  });
});
