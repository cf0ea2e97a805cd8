/** An error answer from the API, carrying the HTTP status and the server's message. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string[]> | undefined;

  constructor(status: number, message: string, options: { code?: string; fields?: Record<string, string[]> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code;
    this.fields = options.fields;
  }
}

/** Thrown for a request that a newer identical cancelable request replaced; callers ignore it silently. */
export class CanceledRequestError extends Error {
  readonly canceled = true;

  constructor() {
    super('The request was replaced by a newer one');
    this.name = 'CanceledRequestError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function isCanceledRequest(error: unknown): error is CanceledRequestError {
  return error instanceof CanceledRequestError;
}

/** The HTTP status an error stands for: its own, or 500 for anything that never reached an answer. */
export function statusOf(error: unknown): number {
  return isHttpError(error) ? error.status : 500;
}
