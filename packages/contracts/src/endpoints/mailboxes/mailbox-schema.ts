import { z } from 'zod';

/** A mailbox: mail sent to its address is ingested for the team. */
export const mailboxSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `<local_part>@INBOUND_DOMAIN`. */
  address: z.string(),
  local_part: z.string(),
  description: z.string().nullable(),
  /** How many emails arrived through it. */
  email_count: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailboxNameSchema = z.string().trim().min(2, 'The name needs at least 2 characters').max(100);

/** The part before @: lower-case letters, digits, dots, dashes and underscores. */
export const mailboxLocalPartSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/, 'Use 1 to 64 letters, digits, dots, dashes or underscores');
