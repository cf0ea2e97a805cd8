import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { travelers } from '../db/schema.js';
import { findTravelerByAddress } from '../modules/travelers/travelers.repository.js';
import { formatDemoCredentials, seedDemo } from './demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the teams, one user per role signing in with the printed password, travellers and mailboxes', async () => {
    const seed = await seedDemo(t.database.db);
    expect(seed.accounts.map((a) => a.role).sort()).toEqual(['owner', 'super-admin', 'super-viewer', 'user', 'viewer']);
    const printed = formatDemoCredentials(seed, 'inbound.localhost');
    for (const account of seed.accounts) expect(printed).toContain(account.email);
    expect(printed).toContain(`${seed.mailboxes.org}@inbound.localhost`);

    const viewer = await t.signIn('viewer@demo.tripline.test', seed.password);
    const me = (await viewer.get('/api/users/current')).json().data;
    expect(me.roles).toEqual({ global: [], org: { [seed.orgId]: 'viewer' }, dev: { [seed.devId]: 'viewer' } });
    const admin = await t.signIn('admin@demo.tripline.test', seed.password);
    expect((await admin.get(`/api/orgs/${seed.orgId}/users`)).json().meta.total).toBe(3);
    const owner = await t.signIn('owner@demo.tripline.test', seed.password);
    const mailboxes = (await owner.get(`/api/orgs/${seed.orgId}/mailboxes`)).json().data;
    expect(mailboxes.map((m: { local_part: string }) => m.local_part)).toEqual([seed.mailboxes.org]);

    const rows = await t.database.db.select().from(travelers).where(eq(travelers.teamId, seed.orgId));
    expect(rows.length).toBe(8);
    const forwarder = await findTravelerByAddress(t.database.db, seed.orgId, 'priya.r@example.net');
    expect(forwarder?.name).toBe('Priya Raman');
    await expect(seedDemo(t.database.db)).rejects.toThrow(/already seeded/);
  });
});
