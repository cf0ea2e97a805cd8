import {
  type CreateWebhookBody,
  createWebhookResponseSchema,
  getWebhookResponseSchema,
  listWebhooksResponseSchema,
  testWebhookResponseSchema,
  type UpdateWebhookBody,
  updateWebhookResponseSchema,
  type Webhook,
  webhookPaths,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET {base}/webhooks: every webhook with the count per status. */
export function listWebhooks(base: string) {
  return apiRequest('GET', webhookPaths.list(base), { schema: listWebhooksResponseSchema, cancelable: true });
}

/** GET {base}/webhooks/:id; the secret comes only for holders of edit-webhooks. */
export async function getWebhook(base: string, id: string): Promise<Webhook> {
  return (await apiRequest('GET', webhookPaths.one(base, id), { schema: getWebhookResponseSchema })).data;
}

/** POST {base}/webhooks: the answer carries the signing secret. */
export async function createWebhook(base: string, body: CreateWebhookBody): Promise<Webhook> {
  return (await apiRequest('POST', webhookPaths.list(base), { schema: createWebhookResponseSchema, body })).data;
}

/** PATCH {base}/webhooks/:id. */
export async function updateWebhook(base: string, id: string, body: UpdateWebhookBody): Promise<Webhook> {
  return (await apiRequest('PATCH', webhookPaths.one(base, id), { schema: updateWebhookResponseSchema, body })).data;
}

/** DELETE {base}/webhooks/:id. */
export async function deleteWebhook(base: string, id: string): Promise<void> {
  await apiRequest('DELETE', webhookPaths.one(base, id));
}

/** POST {base}/webhooks/:id/test: queues a webhook.test event. */
export async function sendTestEvent(base: string, id: string) {
  return (await apiRequest('POST', webhookPaths.test(base, id), { schema: testWebhookResponseSchema })).data;
}
