import { z } from 'zod';

/** An API application. `secret` is present only for holders of read-application-key. */
export const applicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  client_id: z.string(),
  secret: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationNameSchema = z.string().trim().min(1, 'Enter a name').max(100);

/** The console's messages about the client secret (spec §8). */
export const APPLICATION_SECRET_MESSAGES = {
  empty:
    'We are unable retrieve your client secret. Try generating a new one with the "Regenerate Secret" button or try again later.',
  fetchFailed: 'We are unable retrieve your client secret. Please try again.',
  generateFailed: 'We are unable generate your client secret. Please try again.',
} as const;
