import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { WEBHOOK_EVENT_TYPES, webhookSchema } from './webhook-schema.js';

export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' }));

/**
 * POST {base}/webhooks → 201 with the secret. A URL reaching a private, loopback, link-local or unique-local
 * address answers 422 on `url`.
 */
export const createWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(500).nullable().optional(),
  event_types: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, 'Choose at least one event')
    .default([...WEBHOOK_EVENT_TYPES]),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const createWebhookResponseSchema = dataEnvelope(webhookSchema);
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

export const createWebhookEndpoint = teamEndpoints('/webhooks', {
  method: 'POST',
  permission: 'add-webhooks',
  body: createWebhookBodySchema,
  response: createWebhookResponseSchema,
  status: 201,
});
