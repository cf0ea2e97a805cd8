import type { WebhookCallback } from '@tripline/contracts';

/** Webhook delivery attempts keyed by the email event that caused them, each list oldest first. */
export function callbacksByEvent(callbacks: readonly WebhookCallback[]): Map<string, WebhookCallback[]> {
  const out = new Map<string, WebhookCallback[]>();
  for (const callback of callbacks) {
    const list = out.get(callback.event_id) ?? [];
    list.push(callback);
    out.set(callback.event_id, list);
  }
  for (const list of out.values())
    list.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.attempt - b.attempt);
  return out;
}
