import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';

/** POST {base}/webhooks/:id/test → 202: a `webhook.test` event is queued; its attempts are logged like any other. */
export const testWebhookResponseSchema = dataEnvelope(z.object({ event_id: z.string(), delivery_id: z.string() }));
export type TestWebhookResponse = z.infer<typeof testWebhookResponseSchema>;

/** Refused (409) while the webhook is disabled. */
export const testWebhookEndpoint = teamEndpoints('/webhooks/:webhookId/test', {
  method: 'POST',
  permission: 'edit-webhooks',
  response: testWebhookResponseSchema,
  status: 202,
});
