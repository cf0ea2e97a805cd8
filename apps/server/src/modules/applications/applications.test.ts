import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { applications } from '../../db/schema.js';
import { authenticateClient } from './client-credentials.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function devTeam() {
  const owner = await t.createUser();
  const team = await t.createTeam('dev', owner.id);
  return { team, client: await t.signIn(owner.email), base: `/api/developers/${team.id}/applications` };
}

async function memberClient(teamId: string, role: 'user' | 'viewer') {
  const member = await t.createUser();
  await t.addMember(teamId, member.id, role);
  return t.signIn(member.email);
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('applications', () => {
  it('creates an application whose client id and secret authenticate, and lists it newest first', async () => {
    const { team, client, base } = await devTeam();
    const first = (await client.post(base, { name: 'Importer' })).json().data;
    const created = await client.post(base, { name: 'Expense sync', description: 'Pushes receipts' });
    expect(created.statusCode).toBe(201);
    const application = created.json().data;
    expect(application).toMatchObject({ name: 'Expense sync', description: 'Pushes receipts' });
    expect(application.client_id).toMatch(/^cli_/);
    expect(application.secret).toMatch(/^sec_/);

    expect(await authenticateClient(t.database.db, basic(application.client_id, application.secret))).toEqual({
      teamId: team.id,
      applicationId: application.id,
    });
    expect(await authenticateClient(t.database.db, basic(application.client_id, `${application.secret}x`))).toBeNull();
    expect(await authenticateClient(t.database.db, basic(first.client_id, application.secret))).toBeNull();
    expect(await authenticateClient(t.database.db, undefined)).toBeNull();
    expect(await authenticateClient(t.database.db, 'Bearer abc')).toBeNull();

    const list = (await client.get(base)).json();
    expect(list.data.map((a: { id: string }) => a.id)).toEqual([application.id, first.id]);
    expect(list.data[0].secret).toBeUndefined();
    expect(list.meta.total).toBe(2);
  });

  it('stores the secret encrypted, never in clear text', async () => {
    const { client, base } = await devTeam();
    const application = (await client.post(base, { name: 'Vault' })).json().data;
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.secretEncrypted).not.toContain(application.secret);
    expect(row?.secretHash).not.toContain(application.secret);
  });

  it('shows the secret to key readers and regenerates it for key editors; the old one stops working', async () => {
    const { team, client, base } = await devTeam();
    const application = (await client.post(base, { name: 'Rotating' })).json().data;
    const key = await client.get(`${base}/${application.id}/key`);
    expect(key.json()).toEqual({ data: { secret: application.secret } });

    const user = await memberClient(team.id, 'user');
    expect((await user.get(`${base}/${application.id}/key`)).json().data.secret).toBe(application.secret);
    expect((await user.post(`${base}/${application.id}/key`)).statusCode).toBe(403);

    const regenerated = await client.post(`${base}/${application.id}/key`);
    expect(regenerated.statusCode).toBe(200);
    const secret = regenerated.json().data.secret;
    expect(secret).not.toBe(application.secret);
    expect((await client.get(`${base}/${application.id}/key`)).json().data.secret).toBe(secret);
    expect(await authenticateClient(t.database.db, basic(application.client_id, application.secret))).toBeNull();
    expect(await authenticateClient(t.database.db, basic(application.client_id, secret))).not.toBeNull();
  });

  it('refuses the key to viewers, who may still not see the application at all', async () => {
    const { team, client, base } = await devTeam();
    const application = (await client.post(base, { name: 'Private' })).json().data;
    const viewer = await memberClient(team.id, 'viewer');
    expect((await viewer.get(`${base}/${application.id}/key`)).statusCode).toBe(403);
    expect((await viewer.get(base)).statusCode).toBe(403);
  });

  it('answers an update with the secret only for key readers', async () => {
    const { client, base } = await devTeam();
    const application = (await client.post(base, { name: 'Before' })).json().data;
    const updated = await client.patch(`${base}/${application.id}`, { name: 'After', description: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'After', description: null, secret: application.secret });
    expect((await client.get(`${base}/${application.id}`)).json().data.name).toBe('After');
    expect((await client.patch(`${base}/${application.id}`, { name: '' })).statusCode).toBe(422);
  });

  it('keeps applications of one team from another and deletes them', async () => {
    const a = await devTeam();
    const b = await devTeam();
    const application = (await a.client.post(a.base, { name: 'Mine' })).json().data;
    expect((await b.client.get(`${b.base}/${application.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`${b.base}/${application.id}/key`)).statusCode).toBe(404);
    expect((await a.client.delete(`${a.base}/${application.id}`)).statusCode).toBe(204);
    expect((await a.client.get(`${a.base}/${application.id}`)).statusCode).toBe(404);
    expect(await authenticateClient(t.database.db, basic(application.client_id, application.secret))).toBeNull();
  });

  it('works under organisation teams too', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const client = await t.signIn(owner.email);
    const created = await client.post(`/api/orgs/${team.id}/applications`, { name: 'Org app' });
    expect(created.statusCode).toBe(201);
  });
});
