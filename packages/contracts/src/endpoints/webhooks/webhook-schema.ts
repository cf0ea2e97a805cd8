import { z } from 'zod';

/** Events a webhook may subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['email.parsed', 'email.failed', 'email.filtered'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** failing: every delivery has failed for a day or more; a success makes it active again. */
export const WEBHOOK_STATUSES = ['active', 'failing', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/**
 * A webhook. `secret` (`whsec_…`, Standard Webhooks) is present on creation and for holders of
 * edit-webhooks; otherwise absent.
 */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(WEBHOOK_STATUSES),
  secret: z.string().optional(),
  failing_since: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/**
 * The JSON body of every delivery, signed per Standard Webhooks (headers webhook-id, the event id stable across
 * retries; webhook-timestamp; webhook-signature `v1,<base64 HMAC-SHA256>`). `type` is one of WEBHOOK_EVENT_TYPES or
 * `webhook.test`; `timestamp` is when the event was queued.
 */
export const webhookEventBodySchema = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.object({
    email_id: z.string().nullable(),
    status: z.enum(['parsed', 'failed', 'filtered']).optional(),
    reason: z.string().optional(),
    reservations: z.array(z.unknown()),
    segments: z.array(z.unknown()),
    test: z.boolean().optional(),
  }),
});
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;
