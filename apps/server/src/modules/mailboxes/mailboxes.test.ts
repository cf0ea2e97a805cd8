import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEmail, uploadMessage } from '../../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ownerOf(type: 'dev' | 'org') {
  const owner = await t.createUser();
  const team = await t.createTeam(type, owner.id);
  const base = `/api/${type === 'dev' ? 'developers' : 'orgs'}/${team.id}/mailboxes`;
  return { owner, team, base, client: await t.signIn(owner.email) };
}

describe('mailboxes', () => {
  it('creates, lists newest first, shows, renames and deletes a mailbox with an address at the inbound domain', async () => {
    const { client, base } = await ownerOf('dev');
    const first = await client.post(base, { name: 'Bookings', local_part: `Trips-${Date.now()}` });
    expect(first.statusCode).toBe(201);
    const created = first.json().data;
    expect(created.local_part).toBe(created.local_part.toLowerCase());
    expect(created.address).toBe(`${created.local_part}@inbound.localhost`);
    expect(created.email_count).toBe(0);

    const second = (await client.post(base, { name: 'Random address' })).json().data;
    expect(second.address).toMatch(/^m-[0-9a-f]{16}@inbound\.localhost$/);

    const list = (await client.get(base)).json();
    expect(list.data.map((m: { id: string }) => m.id)).toEqual([second.id, created.id]);
    expect(list.meta.total).toBe(2);

    const renamed = await client.patch(`${base}/${created.id}`, {
      name: 'Renamed',
      description: 'For the travel desk',
    });
    expect(renamed.json().data).toMatchObject({
      name: 'Renamed',
      description: 'For the travel desk',
      address: created.address,
    });
    expect((await client.get(`${base}/${created.id}`)).json().data.name).toBe('Renamed');

    expect((await client.delete(`${base}/${created.id}`)).statusCode).toBe(204);
    expect((await client.get(`${base}/${created.id}`)).statusCode).toBe(404);
  });

  it('counts the emails each mailbox has received', async () => {
    const { client, base, team } = await ownerOf('dev');
    const busy = (await client.post(base, { name: 'Busy' })).json().data;
    const quiet = (await client.post(base, { name: 'Quiet' })).json().data;
    const raw = await sampleEmail('lufthansa-return-flight');
    for (let i = 0; i < 2; i++) {
      expect((await uploadMessage(client, 'dev', team.id, busy.id, raw)).statusCode).toBe(202);
    }
    const counts = Object.fromEntries(
      (await client.get(base)).json().data.map((m: { id: string; email_count: number }) => [m.id, m.email_count]),
    );
    expect(counts).toEqual({ [busy.id]: 2, [quiet.id]: 0 });
    expect((await client.get(`${base}/${busy.id}`)).json().data.email_count).toBe(2);
  });

  it('refuses an address already taken by any team, and bad local parts, with field messages', async () => {
    const a = await ownerOf('dev');
    const b = await ownerOf('org');
    const localPart = `shared-${Date.now()}`;
    expect((await a.client.post(a.base, { name: 'First', local_part: localPart })).statusCode).toBe(201);
    const taken = await b.client.post(b.base, { name: 'Second', local_part: localPart.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields.local_part).toBeDefined();
    expect((await a.client.post(a.base, { name: 'Bad', local_part: 'no spaces allowed' })).statusCode).toBe(422);
  });

  it('keeps mailboxes to their team: 404 for another team, 403 for a viewer adding one', async () => {
    const a = await ownerOf('dev');
    const b = await ownerOf('dev');
    const mailbox = (await a.client.post(a.base, { name: 'Private' })).json().data;
    expect((await b.client.get(`${b.base}/${mailbox.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`${a.base}/${mailbox.id}`)).statusCode).toBe(404);

    const viewer = await t.createUser();
    await t.addMember(a.team.id, viewer.id, 'viewer');
    const viewerClient = await t.signIn(viewer.email);
    expect((await viewerClient.post(a.base, { name: 'Nope' })).statusCode).toBe(403);
    expect((await viewerClient.get(a.base)).statusCode).toBe(403);
    expect((await t.anonymous().get(a.base)).statusCode).toBe(401);
  });
});
