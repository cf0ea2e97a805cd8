import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { segments, trips } from '../../db/schema.js';
import { findTravelerByAddress } from './travelers.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function orgOwner() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  return { owner, team, base: `/api/orgs/${team.id}/travelers`, client: await t.signIn(owner.email) };
}

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.test`;

describe('travelers', () => {
  it('creates a person (201), answers the existing member for a known address (200) and lists newest first', async () => {
    const { client, base } = await orgOwner();
    const email = unique('ada');
    const created = await client.post(base, { email: email.toUpperCase(), first_name: 'Ada', last_name: 'Lovelace' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      email,
      name: 'Ada Lovelace',
      status: 'active',
      isExistingMember: false,
      extra_email_addresses: [],
      trip_count: 0,
    });
    const again = await client.post(base, { email, first_name: 'Someone else' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      id: created.json().data.id,
      name: 'Ada Lovelace',
      isExistingMember: true,
    });

    const second = (await client.post(base, { email: unique('grace'), first_name: 'Grace' })).json().data;
    const list = (await client.get(base)).json();
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([second.id, created.json().data.id]);
    expect(list.meta.total).toBe(2);
    expect((await client.get(`${base}?q=lovelace`)).json().data).toHaveLength(1);
    expect((await client.post(base, { email: 'not an address' })).statusCode).toBe(422);
  });

  it('adds and removes extra addresses, which ingestion then matches, and refuses one another person holds', async () => {
    const { client, base, team } = await orgOwner();
    const ada = (await client.post(base, { email: unique('ada'), first_name: 'Ada' })).json().data;
    const grace = (await client.post(base, { email: unique('grace'), first_name: 'Grace' })).json().data;
    const extra = unique('ada-private');

    const added = await client.post(`${base}/${ada.id}/email-addresses`, { email: extra });
    expect(added.statusCode).toBe(201);
    expect((await client.get(`${base}/${ada.id}/email-addresses`)).json().data).toEqual([added.json().data]);
    expect((await client.get(`${base}/${ada.id}`)).json().data.extra_email_addresses).toEqual([added.json().data]);
    expect((await findTravelerByAddress(t.database.db, team.id, extra.toUpperCase()))?.id).toBe(ada.id);

    const taken = await client.post(`${base}/${grace.id}/email-addresses`, { email: extra });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields.email).toBeDefined();
    const primaryTaken = await client.post(`${base}/${grace.id}/email-addresses`, { email: ada.email });
    expect(primaryTaken.statusCode).toBe(422);
    // A known address makes POST /travelers answer the member holding it.
    const known = await client.post(base, { email: extra });
    expect(known.statusCode).toBe(200);
    expect(known.json().data.id).toBe(ada.id);

    const removed = await client.delete(`${base}/${ada.id}/email-addresses/${added.json().data.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await client.get(`${base}/${ada.id}`)).json().data.extra_email_addresses).toEqual([]);
    expect(await findTravelerByAddress(t.database.db, team.id, extra)).toBeNull();
  });

  it('edits, deactivates and reactivates a person, answering the updated record, and filters by status', async () => {
    const { client, base } = await orgOwner();
    const person = (await client.post(base, { email: unique('lin') })).json().data;
    const other = (await client.post(base, { email: unique('max') })).json().data;
    const edited = await client.patch(`${base}/${person.id}`, { first_name: 'Lin', department: 'Sales' });
    expect(edited.json().data).toMatchObject({ name: 'Lin', department: 'Sales', trips: [] });
    const clash = await client.patch(`${base}/${person.id}`, { email: other.email });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error.fields.email).toBeDefined();

    const deactivated = await client.post(`${base}/${person.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().data).toMatchObject({ id: person.id, status: 'inactive', department: 'Sales' });
    expect((await client.get(`${base}?status=inactive`)).json().data.map((p: { id: string }) => p.id)).toEqual([
      person.id,
    ]);
    expect((await client.get(`${base}?status=active`)).json().data.map((p: { id: string }) => p.id)).toEqual([
      other.id,
    ]);
    expect((await client.post(`${base}/${person.id}/reactivate`)).json().data.status).toBe('active');

    expect((await client.delete(`${base}/${person.id}`)).statusCode).toBe(204);
    expect((await client.get(`${base}/${person.id}`)).statusCode).toBe(404);
  });

  it("shows a person's trips newest first, with their segment count and destinations", async () => {
    const { client, base, team } = await orgOwner();
    const person = (await client.post(base, { email: unique('ines') })).json().data;
    const db = t.database.db;
    const trip = async (start: string, end: string, legs: [string, string][]) => {
      const id = crypto.randomUUID();
      await db
        .insert(trips)
        .values({ id, teamId: team.id, travelerId: person.id, startAt: new Date(start), endAt: new Date(end) });
      for (const [index, [from, to]] of legs.entries()) {
        await db.insert(segments).values({
          id: crypto.randomUUID(),
          teamId: team.id,
          tripId: id,
          travelerId: person.id,
          type: 'air',
          startAt: new Date(new Date(start).getTime() + index * 3_600_000),
          endAt: new Date(new Date(start).getTime() + (index + 1) * 3_600_000),
          startCity: from,
          endCity: to,
          sourceClassification: 'direct',
          status: 'confirmed',
          dedupeKey: `${id}-${index}`,
        });
      }
      return id;
    };
    const older = await trip('2026-03-02T08:00:00Z', '2026-03-05T20:00:00Z', [
      ['Lisbon', 'Paris'],
      ['Paris', 'Lisbon'],
    ]);
    const newer = await trip('2026-05-10T08:00:00Z', '2026-05-11T20:00:00Z', [['Lisbon', 'Madrid']]);

    const detail = (await client.get(`${base}/${person.id}`)).json().data;
    expect(detail.trip_count).toBe(2);
    expect(detail.trips).toEqual([
      {
        id: newer,
        start: '2026-05-10T08:00:00.000Z',
        end: '2026-05-11T20:00:00.000Z',
        segment_count: 1,
        destinations: ['Madrid'],
      },
      {
        id: older,
        start: '2026-03-02T08:00:00.000Z',
        end: '2026-03-05T20:00:00.000Z',
        segment_count: 2,
        destinations: ['Paris', 'Lisbon'],
      },
    ]);
    expect((await client.get(base)).json().data[0].trip_count).toBe(2);
    // The search also looks through extra addresses.
    await client.post(`${base}/${person.id}/email-addresses`, { email: 'ines.travels@private.test' });
    expect((await client.get(`${base}?q=travels@private`)).json().data.map((p: { id: string }) => p.id)).toEqual([
      person.id,
    ]);
  });

  it('keeps people to their team (404) and lets a viewer read but not add (403)', async () => {
    const a = await orgOwner();
    const b = await orgOwner();
    const person = (await a.client.post(a.base, { email: unique('kept') })).json().data;
    const address = (await a.client.post(`${a.base}/${person.id}/email-addresses`, { email: unique('x') })).json().data;
    for (const url of [`${b.base}/${person.id}`, `${b.base}/${person.id}/email-addresses`]) {
      expect((await b.client.get(url)).statusCode).toBe(404);
    }
    expect((await b.client.post(`${b.base}/${person.id}/deactivate`)).statusCode).toBe(404);
    expect((await b.client.patch(`${b.base}/${person.id}`, { first_name: 'Stolen' })).statusCode).toBe(404);
    expect((await b.client.delete(`${b.base}/${person.id}/email-addresses/${address.id}`)).statusCode).toBe(404);
    expect((await b.client.delete(`${b.base}/${person.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`${a.base}/${person.id}`)).statusCode).toBe(404);
    expect((await a.client.get(`${a.base}/${person.id}`)).json().data.status).toBe('active');

    const viewer = await t.createUser();
    await t.addMember(a.team.id, viewer.id, 'viewer');
    const viewerClient = await t.signIn(viewer.email);
    expect((await viewerClient.get(a.base)).statusCode).toBe(200);
    expect((await viewerClient.get(`${a.base}/${person.id}`)).statusCode).toBe(200);
    expect((await viewerClient.post(a.base, { email: unique('nope') })).statusCode).toBe(403);
    expect((await viewerClient.post(`${a.base}/${person.id}/deactivate`)).statusCode).toBe(403);
    expect((await viewerClient.delete(`${a.base}/${person.id}`)).statusCode).toBe(403);
    expect((await t.anonymous().get(a.base)).statusCode).toBe(401);
  });
});
