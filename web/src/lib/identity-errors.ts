/**
 * Identity errors, in sentences a director understands: timeout, cancelled (popup
 * closed), mfa_required, missing_refresh_token, state_mismatch ("Invalid state"),
 * missing_transaction, login_required, request_error; otherwise the fallbacks "Login
 * failed" (signing in) or "Get access token failed" (renewing a session). The library's own
 * wording ("No matching state found in storage") is never shown; it goes to the console.
 */
export type IdentityErrorKind =
  | 'timeout'
  | 'cancelled'
  | 'mfa_required'
  | 'missing_refresh_token'
  | 'state_mismatch'
  | 'missing_transaction'
  | 'login_required'
  | 'request_error';

export const IDENTITY_ERROR_TEXT: Record<IdentityErrorKind, string> = {
  timeout: 'The sign-in service took too long to answer. Please try again.',
  cancelled: 'Sign-in was cancelled before it finished.',
  mfa_required:
    'Your account needs a second sign-in step (multi-factor authentication). Sign in again and complete it.',
  missing_refresh_token: 'Your session could not be renewed. Please sign in again.',
  state_mismatch:
    'Invalid state: this sign-in answer does not match a sign-in started here (it may have been used already or started in another tab). Please sign in again.',
  missing_transaction: 'This sign-in was started in another tab or browser, or took too long. Please sign in again.',
  login_required: 'Your session at the sign-in service has ended. Please sign in again.',
  request_error: 'The sign-in service could not be reached. Check your connection and try again.',
};

const ERROR_CODES: Record<string, IdentityErrorKind> = {
  access_denied: 'cancelled',
  mfa_required: 'mfa_required',
  login_required: 'login_required',
  interaction_required: 'login_required',
  consent_required: 'login_required',
  invalid_grant: 'missing_refresh_token',
  missing_refresh_token: 'missing_refresh_token',
  state_mismatch: 'state_mismatch',
  missing_transaction: 'missing_transaction',
  timeout: 'timeout',
  cancelled: 'cancelled',
  request_error: 'request_error',
};

/** Which of the identity errors above this is (oidc-client-ts errors and provider error codes), if any. */
export function identityErrorKind(error: unknown): IdentityErrorKind | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // react-oidc-context hands out a plain copy of the error with the original as innerError
  const {
    innerError,
    error: code,
    name = '',
    message = '',
  } = error as { innerError?: unknown; error?: unknown; name?: string; message?: string };
  if (innerError && innerError !== error) {
    const inner = identityErrorKind(innerError);
    if (inner) return inner;
  }
  if (typeof code === 'string' && ERROR_CODES[code]) return ERROR_CODES[code];
  return kindFromMessage(error, name, message);
}

function kindFromMessage(error: object, name: string, message: string): IdentityErrorKind | undefined {
  if (name === 'ErrorTimeout' || /timed out/i.test(message)) return 'timeout';
  if (/popup closed/i.test(message)) return 'cancelled';
  if (/no matching state|no state in response/i.test(message)) return 'state_mismatch';
  if (/no code in response|no (transaction|stored state)/i.test(message)) return 'missing_transaction';
  if (/refresh.?token/i.test(message)) return 'missing_refresh_token';
  if (error instanceof TypeError || name === 'TypeError' || /failed to fetch|network/i.test(message))
    return 'request_error';
  return undefined;
}

/** The sentence to show for a failed sign-in (`login`) or session renewal (`token`). */
export function identityErrorText(error: unknown, phase: 'login' | 'token' = 'login'): string {
  const kind = identityErrorKind(error);
  if (kind) return IDENTITY_ERROR_TEXT[kind];
  return phase === 'login' ? 'Login failed' : 'Get access token failed';
}
