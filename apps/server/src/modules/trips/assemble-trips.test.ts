import { extract, type Segment } from '@tripline/extract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEmail } from '../../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/client.js';
import { segments, trips } from '../../db/schema.js';
import { addTravelerAddress, findOrCreateTraveler, findTravelerByAddress } from '../travelers/travelers.repository.js';
import { assembleTrips } from './assemble-trips.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function segmentsOf(name: string): Promise<Segment[]> {
  return (await extract(await sampleEmail(name), { kind: 'eml' })).segments;
}

async function traveler() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  const { traveler } = await findOrCreateTraveler(
    t.database.db,
    team.id,
    `Anna.${crypto.randomUUID()}@example.org`,
    'Anna',
  );
  const assemble = (list: Segment[]) =>
    t.database.db.transaction((tx) =>
      assembleTrips(tx as unknown as Db, { teamId: team.id, travelerId: traveler.id, emailId: null, segments: list }),
    );
  const rows = () =>
    t.database.db.select().from(segments).where(eq(segments.travelerId, traveler.id)).orderBy(asc(segments.startAt));
  const tripRows = () =>
    t.database.db.select().from(trips).where(eq(trips.travelerId, traveler.id)).orderBy(asc(trips.startAt));
  return { team, traveler, assemble, rows, tripRows };
}

const hotel = (over: Partial<Segment>): Segment => ({
  type: 'hotel',
  provider: 'Harbour Hotel',
  confirmationNumber: 'H-1',
  status: 'confirmed',
  sourceClassification: 'direct' as Segment['sourceClassification'],
  ...over,
});

describe('trip assembly', () => {
  it('turns a return flight six days apart into two trips, and the same booking again into no new rows', async () => {
    const { assemble, rows, tripRows } = await traveler();
    const flights = await segmentsOf('lufthansa-return-flight');
    const first = await assemble(flights);
    expect(first).toMatchObject({ created: 2, updated: 0 });
    expect((await rows()).map((s) => s.number)).toEqual(['LH 400', 'LH 401']);
    expect(await tripRows()).toHaveLength(2);

    const again = await assemble(flights);
    expect(again).toMatchObject({ created: 0, updated: 2 });
    expect(await rows()).toHaveLength(2);
    // Trip ids stay stable as the same bookings arrive again.
    expect([...again.tripIds].sort()).toEqual([...first.tripIds].sort());
  });

  it('marks the cancelled flight cancelled and leaves the other one confirmed', async () => {
    const { assemble, rows } = await traveler();
    await assemble(await segmentsOf('lufthansa-return-flight'));
    const outcome = await assemble(await segmentsOf('lufthansa-flight-cancelled'));
    expect(outcome.cancelled).toBe(1);
    expect((await rows()).map((s) => [s.number, s.status])).toEqual([
      ['LH 400', 'confirmed'],
      ['LH 401', 'cancelled'],
    ]);
  });

  it('updates a changed booking in place: a flight keeps its row when its time moves', async () => {
    const { assemble, rows } = await traveler();
    const flights = await segmentsOf('lufthansa-return-flight');
    await assemble(flights);
    const before = await rows();
    const moved = flights.map((s) =>
      s.number === 'LH 401'
        ? { ...s, startDateTime: '2025-03-16T19:05:00-04:00', endDateTime: '2025-03-17T08:50:00+01:00' }
        : s,
    );
    expect(await assemble(moved)).toMatchObject({ created: 0, updated: 2 });
    const after = await rows();
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after[1]?.startAt.toISOString()).toBe('2025-03-16T23:05:00.000Z');
  });

  it('joins segments within 24 hours into one trip, reading local times in their own zone', async () => {
    const { assemble, tripRows, rows } = await traveler();
    const flights = await segmentsOf('lufthansa-return-flight');
    // Lands in New York 15:55 local (19:55 UTC); the stay starts the next day at 15:00 New York time.
    await assemble([
      ...flights,
      hotel({
        subType: 'CheckIn',
        startDateTime: '2025-03-11T15:00:00',
        startTimeZone: 'America/New_York',
        endDateTime: '2025-03-16T11:00:00',
        endTimeZone: 'America/New_York',
      }),
      hotel({ subType: 'CheckOut', startDateTime: '2025-03-16T11:00:00', startTimeZone: 'America/New_York' }),
    ]);
    const all = await tripRows();
    expect(all).toHaveLength(1);
    expect(all[0]?.startAt.toISOString()).toBe('2025-03-10T12:20:00.000Z');
    expect(new Set((await rows()).map((s) => s.tripId))).toEqual(new Set([all[0]?.id]));
    const checkIn = (await rows()).find((s) => s.subType === 'CheckIn');
    expect(checkIn?.startAt.toISOString()).toBe('2025-03-11T19:00:00.000Z');
  });

  it('matches a traveler by an extra address, whatever its case', async () => {
    const { team, traveler: anna } = await traveler();
    expect(await addTravelerAddress(t.database.db, team.id, anna.id, 'Anna.Private@Example.NET')).toBe(true);
    expect((await findTravelerByAddress(t.database.db, team.id, 'anna.private@example.net'))?.id).toBe(anna.id);
    const again = await findOrCreateTraveler(t.database.db, team.id, 'ANNA.PRIVATE@example.net', null);
    expect(again).toMatchObject({ created: false, traveler: { id: anna.id } });
  });
});
