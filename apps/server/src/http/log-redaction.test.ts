import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides tokens in verification and invitation paths and in a token query', () => {
    expect(redactUrl('/api/tokens/abc123/validate')).toBe('/api/tokens/[redacted]/validate');
    expect(redactUrl('/api/invitations/xyz/accept')).toBe('/api/invitations/[redacted]/accept');
    expect(redactUrl('/password/reset?token=secret&email=a')).toBe('/password/reset?token=[redacted]&email=a');
    expect(redactUrl('/api/orgs/team-1/users')).toBe('/api/orgs/team-1/users');
  });
});
