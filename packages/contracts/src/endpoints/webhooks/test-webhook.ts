import { z } from 'zod';
import { dataEnvelope } from '../../api.js';

/** POST {base}/webhooks/:id/test → 202: a `webhook.test` event is queued; its attempts are logged like any other. */
export const testWebhookResponseSchema = dataEnvelope(z.object({ event_id: z.string(), delivery_id: z.string() }));
export type TestWebhookResponse = z.infer<typeof testWebhookResponseSchema>;
