import type { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { mailboxSchema } from './mailbox-schema.js';

/** GET {base}/mailboxes/:id. DELETE of the same path answers 204; its emails stay. */
export const getMailboxResponseSchema = dataEnvelope(mailboxSchema);
export type GetMailboxResponse = z.infer<typeof getMailboxResponseSchema>;
