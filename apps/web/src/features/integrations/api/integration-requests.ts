import { listMailboxesResponseSchema } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET {base}/mailboxes: the mailboxes an integration can deliver to. */
export async function listTargetMailboxes(base: string) {
  return (
    await apiRequest('GET', `${base}/mailboxes`, { schema: listMailboxesResponseSchema, query: { paginate: 'false' } })
  ).data;
}
