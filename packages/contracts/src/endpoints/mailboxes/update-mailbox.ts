import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
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

export const updateMailboxEndpoint = teamEndpoints('/mailboxes/:id', {
  method: 'PATCH',
  permission: 'edit-mailboxes',
  body: updateMailboxBodySchema,
  response: updateMailboxResponseSchema,
});
