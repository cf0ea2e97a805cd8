import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { mailboxNameSchema, mailboxSchema } from './mailbox-schema.js';

/** PATCH {base}/mailboxes/:id: the name and description; the address never changes. */
export const updateMailboxBodySchema = z
  .object({
    name: mailboxNameSchema.optional(),
    description: z.string().trim().max(500).nullable().optional(),
  })
  .strict();
export type UpdateMailboxBody = z.infer<typeof updateMailboxBodySchema>;
export const updateMailboxResponseSchema = dataEnvelope(mailboxSchema);
export type UpdateMailboxResponse = z.infer<typeof updateMailboxResponseSchema>;
