import type { ErrorCode } from '@tripline/contracts';

const STATUS_OF: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  token_invalid: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
};

/** The one application error: a code, an HTTP status and a message safe to show to the user. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS_OF[code];
  }
}

export const notFound = (what = 'The resource') => new AppError('not_found', `${what} was not found.`);
export const forbidden = () => new AppError('forbidden', 'You do not have permission to do this.');
export const unauthenticated = () => new AppError('unauthenticated', 'Please sign in.');
/** A 422 naming the fields at fault. */
export const invalidFields = (fields: Record<string, string[]>, message = 'The given data was invalid.') =>
  new AppError('validation_failed', message, fields);
