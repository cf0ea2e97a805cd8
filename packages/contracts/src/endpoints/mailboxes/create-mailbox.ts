import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { mailboxLocalPartSchema, mailboxNameSchema, mailboxSchema } from './mailbox-schema.js';

/** POST {base}/mailboxes: without local_part the server picks a random one; a taken one is a 422. */
export const createMailboxBodySchema = z.object({
  name: mailboxNameSchema,
  local_part: mailboxLocalPartSchema.optional(),
  description: z.string().trim().max(500).nullable().optional(),
});
export type CreateMailboxBody = z.infer<typeof createMailboxBodySchema>;
export const createMailboxResponseSchema = dataEnvelope(mailboxSchema);
export type CreateMailboxResponse = z.infer<typeof createMailboxResponseSchema>;

export const createMailboxEndpoint = teamEndpoints('/mailboxes', {
  method: 'POST',
  permission: 'add-mailboxes',
  body: createMailboxBodySchema,
  status: 201,
  response: createMailboxResponseSchema,
});
