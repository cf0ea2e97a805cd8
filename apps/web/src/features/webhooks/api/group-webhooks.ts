import { WEBHOOK_STATUSES, type Webhook, type WebhookStatus } from '@tripline/contracts';

export interface WebhookGroup {
  status: WebhookStatus;
  webhooks: Webhook[];
}

/** Webhooks grouped by status in the order active, failing, disabled, newest first inside a group; no empty groups. */
export function groupWebhooksByStatus(webhooks: readonly Webhook[]): WebhookGroup[] {
  return WEBHOOK_STATUSES.map((status) => ({
    status,
    webhooks: webhooks
      .filter((webhook) => webhook.status === status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at)),
  })).filter((group) => group.webhooks.length > 0);
}
