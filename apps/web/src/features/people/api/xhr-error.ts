import { errorBodySchema } from '@tripline/contracts';
import { HttpError } from '../../../lib/http-error';

/** The HttpError of a failed XMLHttpRequest, read from the JSON error body when there is one. */
export function errorFromXhr(status: number, text: string): HttpError {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { message, code, fields } = parsed.data.error;
      return new HttpError(status, message, { code, fields });
    }
  } catch {
    // Not JSON (a proxy page, or no answer at all): the status tells the story.
  }
  return new HttpError(status, status ? `The server answered ${status}` : 'The upload did not reach the server');
}
