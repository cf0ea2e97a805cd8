import { z } from 'zod';

/** Application error codes, shared so the console can map them to messages. */
export const ERROR_CODES = [
  'unauthenticated',
  'forbidden',
  'not_found',
  'validation_failed',
  'rate_limited',
  'conflict',
  'bad_request',
  'payload_too_large',
  'token_invalid',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The JSON shape of every error answer: `{error: {status, message, fields?}}`. */
export const errorBodySchema = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.enum(ERROR_CODES).optional(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
