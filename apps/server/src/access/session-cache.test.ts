import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SessionCache } from './session-cache.js';
import type { SessionUser } from './user-roles.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reused sessions', () => {
  it('see a lowered role and a removed membership on the very next request', async () => {
    const owner = await t.createUser();
    const member = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    await t.addMember(team.id, member.id, 'user');
    const ownerClient = await t.signIn(owner.email);
    const memberClient = await t.signIn(member.email);
    const base = `/api/orgs/${team.id}`;
    // Read twice, so the session is the reused one when the role changes.
    expect((await memberClient.get(`${base}/permissions`)).json().data).toContain('browse-trips');
    expect((await memberClient.get(`${base}/users`)).statusCode).toBe(200);

    expect((await ownerClient.patch(`${base}/users/${member.id}`, { role: 'viewer' })).statusCode).toBe(200);
    const roles = (await memberClient.get('/api/users/current')).json().data.roles;
    expect(roles.org[team.id]).toBe('viewer');

    expect((await ownerClient.delete(`${base}/users/${member.id}`)).statusCode).toBe(204);
    expect((await memberClient.get(`${base}/permissions`)).statusCode).toBe(404);
    expect((await memberClient.get('/api/users/current/teams')).json().data.orgs).toEqual([]);
  });

  it('end with sign-out: the old cookie is refused at once', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    expect((await client.get('/api/users/current')).statusCode).toBe(200);
    expect((await client.post('/logout')).statusCode).toBe(200);
    expect((await client.get('/api/users/current')).statusCode).toBe(401);
  });

  it('are kept no longer than the TTL nor past the session’s end', () => {
    let now = 1_000;
    const cache = new SessionCache(3000, () => now);
    const user = (expiresAt: number): SessionUser => ({
      userId: 'u',
      roles: { global: [], org: {}, dev: {} },
      memberships: [],
      expiresAt: new Date(expiresAt),
    });
    cache.set('a', user(1_000_000));
    cache.set('b', user(2_000));
    now = 2_500;
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    now = 4_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
