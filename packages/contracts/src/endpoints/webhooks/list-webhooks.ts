import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { WEBHOOK_STATUSES, webhookSchema } from './webhook-schema.js';

/** GET {base}/webhooks: every webhook, sorted by status (active, failing, disabled) then newest first. */
export const listWebhooksResponseSchema = dataEnvelope(z.array(webhookSchema)).extend({
  meta: z.object({ groups: z.array(z.object({ status: z.enum(WEBHOOK_STATUSES), count: z.number().int() })) }),
});
export type ListWebhooksResponse = z.infer<typeof listWebhooksResponseSchema>;

/** GET {base}/webhooks/:id. */
export const getWebhookResponseSchema = dataEnvelope(webhookSchema);
export type GetWebhookResponse = z.infer<typeof getWebhookResponseSchema>;
