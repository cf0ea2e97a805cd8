import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { webhookUrlSchema } from './create-webhook.js';
import { WEBHOOK_EVENT_TYPES, webhookSchema } from './webhook-schema.js';

/** PATCH {base}/webhooks/:id; `status` may only be set to active or disabled. */
export const updateWebhookBodySchema = z
  .object({
    url: webhookUrlSchema,
    description: z.string().trim().max(500).nullable(),
    event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'Choose at least one event'),
    status: z.enum(['active', 'disabled']),
  })
  .partial();
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const updateWebhookResponseSchema = dataEnvelope(webhookSchema);
export type UpdateWebhookResponse = z.infer<typeof updateWebhookResponseSchema>;

export const updateWebhookEndpoint = teamEndpoints('/webhooks/:webhookId', {
  method: 'PATCH',
  permission: 'edit-webhooks',
  body: updateWebhookBodySchema,
  response: updateWebhookResponseSchema,
});
