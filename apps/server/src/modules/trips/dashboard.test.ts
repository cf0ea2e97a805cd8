import type { Segment } from '@tripline/extract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/client.js';
import { findOrCreateTraveler } from '../travelers/travelers.repository.js';
import { assembleTrips } from './assemble-trips.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
/** An instant `days` after today's UTC midnight, at `hour` UTC. */
const at = (days: number, hour: number) => new Date(today + days * DAY + hour * 3600_000).toISOString();

const segment = (over: Partial<Segment>): Segment => ({
  type: 'air',
  status: 'confirmed',
  sourceClassification: 'direct',
  ...over,
});

describe('dashboard', () => {
  it('lists who travels today and in the next 7 days with counts and today’s segments for the map', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const traveler = async (name: string) =>
      (await findOrCreateTraveler(t.database.db, team.id, `${name}-${crypto.randomUUID()}@example.org`, name)).traveler;
    const assemble = async (name: string, list: Segment[]) => {
      const { id } = await traveler(name);
      const outcome = await t.database.db.transaction((tx) =>
        assembleTrips(tx as unknown as Db, { teamId: team.id, travelerId: id, emailId: null, segments: list }),
      );
      return outcome.tripIds[0] as string;
    };
    // Under way since yesterday: a stay until tomorrow.
    const staying = await assemble('Stay', [
      segment({
        type: 'hotel',
        subType: 'CheckIn',
        provider: 'Harbour Hotel',
        confirmationNumber: 'H1',
        startDateTime: at(-1, 14),
        endDateTime: at(1, 10),
      }),
      segment({ type: 'hotel', subType: 'CheckOut', confirmationNumber: 'H1', startDateTime: at(1, 10) }),
    ]);
    const flying = await assemble('Fly', [
      segment({
        number: 'LH 400',
        startCode: 'FRA',
        endCode: 'JFK',
        startLatitude: 50.03,
        startLongitude: 8.56,
        startDateTime: at(0, 10),
        endDateTime: at(0, 18),
      }),
    ]);
    const soon = await assemble('Soon', [segment({ type: 'rail', number: 'ICE 1', startDateTime: at(3, 8) })]);
    await assemble('Later', [segment({ type: 'rail', number: 'ICE 2', startDateTime: at(10, 8) })]);
    await assemble('Before', [segment({ type: 'rail', number: 'ICE 3', startDateTime: at(-5, 8) })]);

    const client = await t.signIn(owner.email);
    const response = await client.get(`/api/orgs/${team.id}/dashboard`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.start_date).toBe(at(0, 0).slice(0, 10));
    expect(data.end_date).toBe(at(7, 0).slice(0, 10));
    expect(data.trips.map((trip: { id: string }) => trip.id)).toEqual([staying, flying, soon]);
    expect(data.trips[1].owner.name).toBe('Fly');
    expect(data.counts).toEqual({
      travelers_today: 2,
      trips_today: 2,
      trips_upcoming: 3,
      segments_today: 1,
      flights_today: 1,
    });
    expect(data.map).toEqual([
      expect.objectContaining({
        type: 'air',
        title: 'LH 400 FRA → JFK',
        lat: 50.03,
        lon: 8.56,
        included: [expect.objectContaining({ type: 'member' })],
      }),
    ]);
  });

  it('shows a long trip under way that started months ago', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const { traveler } = await findOrCreateTraveler(
      t.database.db,
      team.id,
      `posted-${crypto.randomUUID()}@example.org`,
      'Posted',
    );
    // A posting abroad: a stay booked from 200 days ago to 20 days from now.
    const outcome = await t.database.db.transaction((tx) =>
      assembleTrips(tx as unknown as Db, {
        teamId: team.id,
        travelerId: traveler.id,
        emailId: null,
        segments: [
          segment({
            type: 'hotel',
            subType: 'CheckIn',
            provider: 'Long Stay Apartments',
            confirmationNumber: 'L1',
            startDateTime: at(-200, 14),
            endDateTime: at(20, 10),
          }),
        ],
      }),
    );
    const client = await t.signIn(owner.email);
    const { data } = (await client.get(`/api/orgs/${team.id}/dashboard`)).json();
    expect(data.trips.map((trip: { id: string }) => trip.id)).toEqual(outcome.tripIds);
    expect(data.counts).toMatchObject({ travelers_today: 1, trips_today: 1, trips_upcoming: 1 });
  });
});
