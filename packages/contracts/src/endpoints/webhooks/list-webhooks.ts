import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { WEBHOOK_STATUSES, webhookSchema } from './webhook-schema.js';

/** GET {base}/webhooks: every webhook, sorted by status (active, failing, disabled) then newest first. */
export const listWebhooksResponseSchema = dataEnvelope(z.array(webhookSchema)).extend({
  meta: z.object({ groups: z.array(z.object({ status: z.enum(WEBHOOK_STATUSES), count: z.number().int() })) }),
});
export type ListWebhooksResponse = z.infer<typeof listWebhooksResponseSchema>;

/** GET {base}/webhooks/:id. */
export const getWebhookResponseSchema = dataEnvelope(webhookSchema);
export type GetWebhookResponse = z.infer<typeof getWebhookResponseSchema>;

/** A team's webhooks, for both kinds of team: `listWebhooksEndpoint[team.type]`. */
export const listWebhooksEndpoint = teamEndpoints('/webhooks', {
  method: 'GET',
  permission: 'browse-webhooks',
  response: listWebhooksResponseSchema,
});

export const getWebhookEndpoint = teamEndpoints('/webhooks/:webhookId', {
  method: 'GET',
  permission: 'read-webhooks',
  response: getWebhookResponseSchema,
});
