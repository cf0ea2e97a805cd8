import type { Webhook } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { groupWebhooksByStatus } from './group-webhooks';

function hook(id: string, status: Webhook['status'], created: string): Webhook {
  return {
    id,
    url: `https://hooks.example.com/${id}`,
    description: null,
    event_types: ['email.parsed'],
    status,
    failing_since: null,
    created_at: created,
    updated_at: created,
  };
}

describe('groupWebhooksByStatus', () => {
  it('lists active, then failing, then disabled webhooks, newest first in each group, leaving out empty groups', () => {
    const groups = groupWebhooksByStatus([
      hook('old-active', 'active', '2026-11-01T00:00:00Z'),
      hook('off', 'disabled', '2026-11-10T00:00:00Z'),
      hook('new-active', 'active', '2026-11-20T00:00:00Z'),
    ]);
    expect(groups.map((group) => group.status)).toEqual(['active', 'disabled']);
    expect(groups[0]?.webhooks.map((webhook) => webhook.id)).toEqual(['new-active', 'old-active']);
  });

  it('puts a failing webhook between the active and the disabled ones', () => {
    const groups = groupWebhooksByStatus([
      hook('d', 'disabled', '2026-11-10T00:00:00Z'),
      hook('f', 'failing', '2026-11-10T00:00:00Z'),
      hook('a', 'active', '2026-11-10T00:00:00Z'),
    ]);
    expect(groups.map((group) => group.status)).toEqual(['active', 'failing', 'disabled']);
  });
});
