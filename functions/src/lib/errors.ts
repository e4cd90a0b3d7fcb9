/**
 * Typed errors thrown by services and handlers; `http.ts` maps them, in one place, to
 * `{ "error": { "code", "message", "details"? } }` with their status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, 'VALIDATION_ERROR', message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class InactiveUserError extends AppError {
  constructor() {
    super(403, 'INACTIVE_USER', 'This account is inactive.');
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(readonly allow: string[]) {
    super(405, 'METHOD_NOT_ALLOWED', 'Method not allowed.');
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details?: unknown) {
    super(409, 'CONFLICT', message, details);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

export class PaymentRequiredError extends AppError {
  constructor(message: string) {
    super(402, 'BILLING_UNAVAILABLE', message);
  }
}
