import { notFoundMessage, resourceOf, type NotFoundDetails } from '@app/shared/api/errors';

/**
 * Typed errors thrown by services and handlers; `http.ts` maps them, in one place, to
 * `{ "error": { "code", "message", "details"? } }` with their status. `cause` keeps the error
 * that led to one (logged, never sent to the browser).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
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

/** A 404. `NotFoundError.of('Program')` names the missing item in its message and in `details.resource`. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found.', details?: NotFoundDetails) {
    super(404, 'NOT_FOUND', message, details);
  }

  static of(item: string): NotFoundError {
    return new NotFoundError(notFoundMessage(item), { resource: resourceOf(item) });
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

/**
 * The caller sent more of one kind of expensive request than their limit allows. Answered with
 * `Retry-After: <retryAfterSeconds>` and the same number in `details.retry_after_seconds`.
 */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message, { retry_after_seconds: retryAfterSeconds });
  }
}

/** A part we depend on (the identity provider, a payment provider, the model) cannot serve now. */
export class ServiceUnavailableError extends AppError {
  constructor(code: string, message: string, options?: { cause?: unknown; details?: unknown }) {
    super(503, code, message, options?.details, options);
  }
}

/** The handler ran out of time; answered before Lambda or the 30 s gateway limit cuts it off. */
export class TimeoutError extends AppError {
  constructor() {
    super(504, 'TIMEOUT', 'This took too long to answer. Please try again.');
  }
}
