import type { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { mailboxSchema } from './mailbox-schema.js';

/** GET {base}/mailboxes/:id. DELETE of the same path answers 204; its emails stay. */
export const getMailboxResponseSchema = dataEnvelope(mailboxSchema);
export type GetMailboxResponse = z.infer<typeof getMailboxResponseSchema>;

export const getMailboxEndpoint = teamEndpoints('/mailboxes/:id', {
  method: 'GET',
  permission: 'read-mailboxes',
  response: getMailboxResponseSchema,
});

export const deleteMailboxEndpoint = teamEndpoints('/mailboxes/:id', {
  method: 'DELETE',
  permission: 'delete-mailboxes',
  status: 204,
});
