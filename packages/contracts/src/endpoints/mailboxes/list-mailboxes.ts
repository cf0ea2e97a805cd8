import type { z } from 'zod';
import { listEnvelope, listQuerySchema } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { mailboxSchema } from './mailbox-schema.js';

/** GET {base}/mailboxes: sorts by name, address or created (default created:desc). */
export const listMailboxesQuerySchema = listQuerySchema;
export type ListMailboxesQuery = z.infer<typeof listMailboxesQuerySchema>;
export const listMailboxesResponseSchema = listEnvelope(mailboxSchema);
export type ListMailboxesResponse = z.infer<typeof listMailboxesResponseSchema>;

export const listMailboxesEndpoint = teamEndpoints('/mailboxes', {
  method: 'GET',
  permission: 'browse-mailboxes',
  query: listMailboxesQuerySchema,
  response: listMailboxesResponseSchema,
});
