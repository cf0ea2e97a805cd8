import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';

/** One HTTP attempt of a webhook delivery. */
export const webhookCallbackSchema = z.object({
  id: z.string(),
  delivery_id: z.string(),
  webhook_id: z.string(),
  /** null for callers without webhooks read permission (spec §6), like `response_excerpt`. */
  webhook_url: z.string().nullable(),
  event_id: z.string(),
  event_type: z.string(),
  attempt: z.number().int(),
  /** null when no HTTP answer came (timeout, refused connection, refused address). */
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int(),
  /** At most 2 KB of the response body; null when none came or the caller may not read webhooks. */
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  /** The delivery's state after all attempts so far: pending (a retry is scheduled), succeeded or failed. */
  delivery_state: z.enum(['pending', 'succeeded', 'failed']),
  created_at: z.string(),
});
export type WebhookCallback = z.infer<typeof webhookCallbackSchema>;

/** GET {base}/emails/:id/callbacks?event_id=: every attempt for the email, oldest first; event_id narrows it. */
export const listEmailCallbacksQuerySchema = z.object({ event_id: z.string().min(1).max(200).optional() });
export type ListEmailCallbacksQuery = z.infer<typeof listEmailCallbacksQuerySchema>;

export const listEmailCallbacksResponseSchema = dataEnvelope(z.array(webhookCallbackSchema));
export type ListEmailCallbacksResponse = z.infer<typeof listEmailCallbacksResponseSchema>;

export const listEmailCallbacksEndpoint = teamEndpoints('/emails/:emailId/callbacks', {
  method: 'GET',
  permission: 'read-emails',
  query: listEmailCallbacksQuerySchema,
  response: listEmailCallbacksResponseSchema,
});
