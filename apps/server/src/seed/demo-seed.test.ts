import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { formatDemoCredentials, seedDemo } from './demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates an organisation and a developer team with one user per role, signing in with the printed password', async () => {
    const seed = await seedDemo(t.database.db);
    expect(seed.accounts.map((a) => a.role).sort()).toEqual(['owner', 'super-admin', 'super-viewer', 'user', 'viewer']);
    const printed = formatDemoCredentials(seed);
    for (const account of seed.accounts) expect(printed).toContain(account.email);

    const viewer = await t.signIn('viewer@demo.tripline.test', seed.password);
    const me = (await viewer.get('/api/users/current')).json().data;
    expect(me.roles).toEqual({ global: [], org: { [seed.orgId]: 'viewer' }, dev: { [seed.devId]: 'viewer' } });
    const admin = await t.signIn('admin@demo.tripline.test', seed.password);
    expect((await admin.get(`/api/orgs/${seed.orgId}/users`)).json().meta.total).toBe(3);
    await expect(seedDemo(t.database.db)).rejects.toThrow(/already seeded/);
  });
});
