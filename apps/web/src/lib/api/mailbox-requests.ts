import {
  type CreateMailboxBody,
  createMailboxResponseSchema,
  getMailboxResponseSchema,
  type ListMailboxesQuery,
  listMailboxesResponseSchema,
  type Mailbox,
  type UpdateMailboxBody,
  updateMailboxResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../api-client';

/** GET {base}/mailboxes. */
export function listMailboxes(base: string, query: Partial<ListMailboxesQuery> = {}) {
  return apiRequest('GET', `${base}/mailboxes`, { schema: listMailboxesResponseSchema, query, cancelable: true });
}

/** GET {base}/mailboxes/:id. */
export async function getMailbox(base: string, id: string): Promise<Mailbox> {
  return (await apiRequest('GET', `${base}/mailboxes/${encodeURIComponent(id)}`, { schema: getMailboxResponseSchema }))
    .data;
}

/** POST {base}/mailboxes. */
export async function createMailbox(base: string, body: CreateMailboxBody): Promise<Mailbox> {
  return (await apiRequest('POST', `${base}/mailboxes`, { schema: createMailboxResponseSchema, body })).data;
}

/** PATCH {base}/mailboxes/:id. */
export async function updateMailbox(base: string, id: string, body: UpdateMailboxBody): Promise<Mailbox> {
  return (
    await apiRequest('PATCH', `${base}/mailboxes/${encodeURIComponent(id)}`, {
      schema: updateMailboxResponseSchema,
      body,
    })
  ).data;
}

/** DELETE {base}/mailboxes/:id; the mailbox's emails stay. */
export async function deleteMailbox(base: string, id: string): Promise<void> {
  await apiRequest('DELETE', `${base}/mailboxes/${encodeURIComponent(id)}`);
}
