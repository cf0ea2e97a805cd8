import { teamEndpoints } from '../../endpoint.js';

/** DELETE {base}/webhooks/:id → 204. */
export const deleteWebhookEndpoint = teamEndpoints('/webhooks/:webhookId', {
  method: 'DELETE',
  permission: 'delete-webhooks',
  status: 204,
});
