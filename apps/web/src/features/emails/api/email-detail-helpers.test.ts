import type { WebhookCallback } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { callbacksByEvent } from './group-callbacks';
import { EMAIL_FRAME_POLICY, sandboxedDocument } from './sandboxed-document';

function attempt(overrides: Partial<WebhookCallback>): WebhookCallback {
  return {
    id: 'cb-1',
    delivery_id: 'del-1',
    webhook_id: 'wh-1',
    webhook_url: 'https://hooks.example.com/tripline',
    event_id: 'ev-1',
    event_type: 'email.parsed',
    attempt: 1,
    status_code: 200,
    latency_ms: 12,
    response_excerpt: null,
    error: null,
    delivery_state: 'succeeded',
    created_at: '2026-11-22T07:00:00Z',
    ...overrides,
  };
}

describe('sandboxedDocument', () => {
  it('puts the no-remote-loads policy before the email body', () => {
    const html = sandboxedDocument('<img src="https://tracker.example.com/open.gif"><p>Your flight</p>');
    expect(html.indexOf(EMAIL_FRAME_POLICY)).toBeGreaterThan(-1);
    expect(html.indexOf(EMAIL_FRAME_POLICY)).toBeLessThan(html.indexOf('tracker.example.com'));
    expect(EMAIL_FRAME_POLICY).toContain("default-src 'none'");
    expect(EMAIL_FRAME_POLICY).not.toContain('http');
  });
});

describe('callbacksByEvent', () => {
  it('groups attempts under their event, oldest first', () => {
    const grouped = callbacksByEvent([
      attempt({ id: 'b', event_id: 'ev-2', attempt: 2, created_at: '2026-11-22T07:05:00Z' }),
      attempt({ id: 'a', event_id: 'ev-2', attempt: 1, created_at: '2026-11-22T07:01:00Z' }),
      attempt({ id: 'c', event_id: 'ev-1' }),
    ]);
    expect(grouped.get('ev-2')?.map((item) => item.id)).toEqual(['a', 'b']);
    expect(grouped.get('ev-1')?.map((item) => item.id)).toEqual(['c']);
    expect(grouped.get('ev-3')).toBeUndefined();
  });
});
