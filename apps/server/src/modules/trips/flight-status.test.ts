import { extract } from '@tripline/extract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailbox,
  forwardAsAttachment,
  runParse,
  sampleEmail,
  uploadMessage,
} from '../../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/client.js';
import { filterTeamDomains } from '../../db/schema.js';
import { findOrCreateTraveler } from '../travelers/travelers.repository.js';
import { assembleTrips } from './assemble-trips.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An organisation receiving its travelers' forwarded airline mail. */
async function org(allow: string[]) {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  const client = await t.signIn(owner.email);
  const mailbox = await createMailbox(client, 'org', team.id);
  for (const domain of allow)
    await t.database.db.insert(filterTeamDomains).values({ teamId: team.id, domain, kind: 'allow' });
  const forward = async (sample: string, traveler: string) => {
    const response = await uploadMessage(
      client,
      'org',
      team.id,
      mailbox.id,
      forwardAsAttachment(await sampleEmail(sample), traveler),
    );
    const id: string = response.json().data.id;
    await runParse(t, id);
    return id;
  };
  return { team, client, base: `/api/orgs/${team.id}`, forward };
}

describe('flight status', () => {
  it('answers 204 without a body when no flight in the range has a status', async () => {
    const { client, base, forward } = await org(['ryanair.com']);
    expect((await client.get(`${base}/segments/air/status`)).statusCode).toBe(204);
    await forward('ryanair-travel-itinerary', 'Aoife Byrne <aoife.byrne@example.ie>');
    const response = await client.get(`${base}/segments/air/status?startDate=2025-03-14&endDate=2025-03-16`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await client.get(`${base}/segments/air/status?startDate=14-03-2025`)).statusCode).toBe(422);
  });

  it('records a delay when the airline mails a later departure for a booked flight', async () => {
    const { client, base, forward } = await org(['ryanair.com']);
    const aoife = 'Aoife Byrne <aoife.byrne@example.ie>';
    await forward('ryanair-travel-itinerary', aoife);
    const changeEmail = await forward('ryanair-flight-time-change', aoife);

    const flights = (await client.get(`${base}/segments/air?start_date=2025-03-14&end_date=2025-03-16`)).json().data;
    expect(flights.map((f: { number: string; startDateTime: string }) => [f.number, f.startDateTime])).toEqual([
      ['FR 1234', expect.stringMatching(/^2025-03-14T06:30/)],
      ['FR 1239', expect.stringMatching(/^2025-03-16T22:40/)],
    ]);
    const back = flights[1];

    const list = await client.get(`${base}/segments/air/status?startDate=2025-03-16`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        Segment_id: back.id,
        trip_id: back.trip_id,
        status: 'delayed',
        number: 'FR 1239',
        startCode: 'STN',
        endCode: 'DUB',
        departure_at: '2025-03-16T22:40:00.000Z',
        previous_departure_at: '2025-03-16T21:55:00.000Z',
        source_email_id: changeEmail,
      }),
    ]);
    // The outbound flight did not change and has no status; a range of both days lists only the delayed one.
    const both = (await client.get(`${base}/segments/air/status?startDate=2025-03-14&endDate=2025-03-16`)).json();
    expect(both.data).toHaveLength(1);

    const one = (await client.get(`${base}/segments/air/${back.id}/status`)).json().data;
    expect(one).toMatchObject({ Segment_id: back.id, status: 'delayed' });
    expect(one.history).toHaveLength(1);
    const calm = (await client.get(`${base}/segments/air/${flights[0].id}/status`)).json().data;
    expect(calm).toEqual({ Segment_id: flights[0].id, status: 'scheduled', latest: null, history: [] });

    // The same change mailed again is no news.
    await forward('ryanair-flight-time-change', aoife);
    expect((await client.get(`${base}/segments/air/${back.id}/status`)).json().data.history).toHaveLength(1);
  });

  it('records a cancellation of a booked flight', async () => {
    const { client, base, forward } = await org(['booking-lufthansa.com', 'lufthansa.com']);
    const anna = 'Anna Berger <anna.berger@example.org>';
    await forward('lufthansa-return-flight', anna);
    await forward('lufthansa-flight-cancelled', anna);
    const statuses = (await client.get(`${base}/segments/air/status?startDate=2025-03-01&endDate=2025-03-31`)).json();
    expect(statuses.data.map((s: { number: string; status: string }) => [s.number, s.status])).toEqual([
      ['LH 401', 'cancelled'],
    ]);
  });

  it('notes a new gate and terminal with the status the flight has', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const { traveler } = await findOrCreateTraveler(
      t.database.db,
      team.id,
      `g-${crypto.randomUUID()}@example.org`,
      'G',
    );
    const flights = (await extract(await sampleEmail('lufthansa-return-flight'), { kind: 'eml' })).segments;
    const assemble = (list: typeof flights) =>
      t.database.db.transaction((tx) =>
        assembleTrips(tx as unknown as Db, { teamId: team.id, travelerId: traveler.id, emailId: null, segments: list }),
      );
    await assemble(flights);
    const [out] = flights;
    if (!out) throw new Error('the sample has no flight');
    await assemble([{ ...out, departureGate: 'B22', departureTerminal: '1' }]);
    const client = await t.signIn(owner.email);
    const body = (await client.get(`/api/orgs/${team.id}/segments/air/status?startDate=2025-03-10`)).json();
    expect(body.data).toEqual([
      expect.objectContaining({ number: 'LH 400', status: 'scheduled', gate: 'B22', terminal: '1' }),
    ]);
  });
});
