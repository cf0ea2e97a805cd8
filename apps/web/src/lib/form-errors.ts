import type { z } from 'zod';
import { isHttpError } from './http-error';

export type FieldErrors = Record<string, string | undefined>;

/** Reads a form into the schema's shape, or the first message per invalid field. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  values: Record<string, unknown>,
): { data: z.infer<T>; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** The field messages of a 422 answer, first message per field. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  if (!isHttpError(error) || error.status !== 422) return undefined;
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.fields ?? {})) errors[key] = messages[0];
  if (Object.keys(errors).length === 0) errors.form = error.message;
  return errors;
}

/** Text values of a submitted form. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') out[key] = value;
  return out;
}
