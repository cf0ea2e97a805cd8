import {
  getDashboardResponseSchema,
  listSegmentsResponseSchema,
  listTravelResponseSchema,
  listTripsResponseSchema,
} from '@tripline/contracts';
import type { Segment } from '@tripline/extract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Client, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/client.js';
import { segments } from '../../db/schema.js';
import { findOrCreateTraveler } from '../travelers/travelers.repository.js';
import { assembleTrips } from './assemble-trips.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flight = (over: Partial<Segment>): Segment => ({
  type: 'air',
  provider: 'Lufthansa',
  status: 'confirmed',
  sourceClassification: 'tmc',
  confirmationNumber: 'TMC123',
  ...over,
});

/** A two-night stay as the extraction engine gives it: CheckIn, one Overnight, CheckOut. */
const stay = (over: Partial<Segment>): Segment[] =>
  (['CheckIn', 'Overnight', 'CheckOut'] as const).map((subType, index) => ({
    type: 'hotel',
    subType,
    provider: 'Harbour Hotel',
    startName: 'Harbour Hotel',
    startCity: 'New York',
    startCountry: 'United States',
    startLatitude: 40.7,
    startLongitude: -74,
    confirmationNumber: 'H-9',
    status: 'confirmed',
    sourceClassification: 'tmc',
    numberOfNights: 2,
    startDateTime: ['2031-05-10T15:00:00-04:00', '2031-05-11T00:00:00-04:00', '2031-05-12T11:00:00-04:00'][index],
    endDateTime: index === 0 ? '2031-05-12T11:00:00-04:00' : undefined,
    ...over,
  }));

async function orgWithTrips() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  const db = t.database.db;
  const anna = (await findOrCreateTraveler(db, team.id, `anna-${crypto.randomUUID()}@example.org`, 'Anna Berger'))
    .traveler;
  const ben = (await findOrCreateTraveler(db, team.id, `ben-${crypto.randomUUID()}@example.org`, 'Ben Okafor'))
    .traveler;
  const assemble = (travelerId: string, list: Segment[]) =>
    db.transaction((tx) =>
      assembleTrips(tx as unknown as Db, { teamId: team.id, travelerId, emailId: null, segments: list }),
    );
  // Anna: New York in May, booked through the travel management company; a car in June booked online.
  const [newYork] = (
    await assemble(anna.id, [
      flight({
        number: 'LH 400',
        startCode: 'FRA',
        endCode: 'JFK',
        startCity: 'Frankfurt',
        endCity: 'New York',
        startCountry: 'Germany',
        startLatitude: 50.03,
        startLongitude: 8.56,
        endLatitude: 40.64,
        endLongitude: -73.78,
        startDateTime: '2031-05-10T10:00:00+02:00',
        endDateTime: '2031-05-10T12:40:00-04:00',
      }),
      ...stay({}),
      flight({
        number: 'LH 401',
        startCode: 'JFK',
        endCode: 'FRA',
        startCity: 'New York',
        endCity: 'Frankfurt',
        startDateTime: '2031-05-12T17:50:00-04:00',
        endDateTime: '2031-05-13T07:30:00+02:00',
      }),
    ])
  ).tripIds;
  const car = (
    await assemble(anna.id, [
      {
        type: 'car',
        provider: 'Sixt',
        status: 'confirmed',
        sourceClassification: 'ota',
        confirmationNumber: 'C-1',
        startCity: 'Munich',
        startDateTime: '2031-06-01T09:00:00+02:00',
        endDateTime: '2031-06-03T09:00:00+02:00',
      },
    ])
  ).tripIds.find((id) => id !== newYork);
  // Ben: a train and a dinner in Paris, booked directly.
  const [paris] = (
    await assemble(ben.id, [
      {
        type: 'rail',
        provider: 'Eurostar',
        number: '9014',
        status: 'confirmed',
        sourceClassification: 'direct',
        startCity: 'London',
        endCity: 'Paris',
        startCountry: 'GB',
        startDateTime: '2031-05-20T08:01:00+01:00',
        endDateTime: '2031-05-20T11:20:00+02:00',
      },
      {
        type: 'restaurant',
        provider: 'Chez Janou',
        status: 'confirmed',
        sourceClassification: 'direct',
        startCity: 'Paris',
        startDateTime: '2031-05-20T20:00:00+02:00',
      },
    ])
  ).tripIds;
  const client = await t.signIn(owner.email);
  const base = `/api/orgs/${team.id}`;
  return { team, owner, client, base, anna, ben, trips: { newYork, car, paris } as Record<string, string> };
}

let org: Awaited<ReturnType<typeof orgWithTrips>>;
beforeAll(async () => {
  org = await orgWithTrips();
});

const MAY = 'start_date=2031-05-01&end_date=2031-05-31';
const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);

async function json(client: Client, url: string) {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('trips list', () => {
  it('lists the trips starting in the range in start order, either way, with owners and pages', async () => {
    const { client, base, trips } = org;
    const body = await json(client, `${base}/trips?${MAY}`);
    expect(ids(body)).toEqual([trips.newYork, trips.paris]);
    expect(body.meta).toMatchObject({ total: 2, page: 1, last_page: 1 });
    expect(body.data[0].owner).toMatchObject({ id: org.anna.id, name: 'Anna Berger', email: org.anna.primaryEmail });
    // An item carries its listed segments once, by type; every segment and the days are in the trip itself.
    const detail = (await json(client, `${base}/trips/${trips.newYork}`)).data;
    expect(body.data[0].lists).toEqual(detail.lists);
    expect(body.data[0].segment_count).toBe(detail.segment_count);
    expect(body.data[0]).not.toHaveProperty('segments');
    expect(body.data[0]).not.toHaveProperty('dates');
    expect(ids(await json(client, `${base}/trips?${MAY}&sort=start_date:desc`))).toEqual([trips.paris, trips.newYork]);

    const paged = await json(client, `${base}/trips?${MAY}&per_page=1&page=2`);
    expect(ids(paged)).toEqual([trips.paris]);
    expect(paged.meta).toMatchObject({ total: 2, last_page: 2, previous: 1, next: null });

    // Without an end, everything from the start on.
    expect(ids(await json(client, `${base}/trips?start_date=2031-05-15`))).toEqual([trips.paris, trips.car]);
  });

  it('filters by segment type, booking source and traveler', async () => {
    const { client, base, trips } = org;
    expect(ids(await json(client, `${base}/trips?${MAY}&type=rail`))).toEqual([trips.paris]);
    expect(ids(await json(client, `${base}/trips?${MAY}&type=hotel,car`))).toEqual([trips.newYork]);
    expect(ids(await json(client, `${base}/trips?start_date=2031-05-01&booking_source=managed`))).toEqual([
      trips.newYork,
    ]);
    expect(ids(await json(client, `${base}/trips?start_date=2031-05-01&booking_source=unmanaged`))).toEqual([
      trips.paris,
      trips.car,
    ]);
    expect(ids(await json(client, `${base}/trips?start_date=2031-01-01&traveler=${org.ben.id}`))).toEqual([
      trips.paris,
    ]);
    expect((await client.get(`${base}/trips?type=boat`)).statusCode).toBe(422);
    expect((await client.get(`${base}/trips?start_date=31.05.2031`)).statusCode).toBe(422);
  });

  it('groups a trip’s segments by type and by local day, leaving a stay’s CheckOut and Overnight out of them', async () => {
    const trip = (await json(org.client, `${org.base}/trips/${org.trips.newYork}`)).data;
    expect(trip.segments.map((s: { subType: string | null }) => s.subType)).toEqual([
      null,
      'CheckIn',
      'Overnight',
      'CheckOut',
      null,
    ]);
    expect(trip.lists.map((list: { type: string; segments: unknown[] }) => [list.type, list.segments.length])).toEqual([
      ['air', 2],
      ['hotel', 1],
    ]);
    expect(
      trip.dates.map((day: { date: string; segments: { number: string | null; type: string }[] }) => [
        day.date,
        day.segments.map((s) => s.number ?? s.type),
      ]),
    ).toEqual([
      ['2031-05-10', ['LH 400', 'hotel']],
      ['2031-05-12', ['LH 401']],
    ]);
    expect(trip.segment_count).toBe(3);
    expect(trip.start).toBe('2031-05-10T08:00:00.000Z');
    expect(trip.end).toBe('2031-05-13T05:30:00.000Z');
  });
});

describe('segment lists', () => {
  it('lists segments with the spec’s fields and the list-row fields, without CheckOut and Overnight rows', async () => {
    const body = await json(org.client, `${org.base}/segments/all?${MAY}`);
    expect(body.data.map((s: { number: string | null; type: string }) => s.number ?? s.type)).toEqual([
      'LH 400',
      'hotel',
      'LH 401',
      '9014',
      'restaurant',
    ]);
    expect(body.meta).toMatchObject({ total: 5, start_date: '2031-05-01', end_date: '2031-05-31' });
    expect(body.data[0]).toMatchObject({
      type: 'air',
      subType: null,
      trip_id: org.trips.newYork,
      provider: 'Lufthansa',
      startDateTime: '2031-05-10T10:00:00+02:00',
      startCity: 'Frankfurt',
      startLatitude: 50.03,
      endLongitude: -73.78,
      country: 'Germany',
      country_code: 'DE',
      start_datetime: '2031-05-10T08:00:00.000Z',
      end_datetime: '2031-05-10T16:40:00.000Z',
      source_classification: 'tmc',
    });
    const rail = body.data.find((s: { type: string }) => s.type === 'rail');
    expect(rail).toMatchObject({ country: 'GB', country_code: 'GB', source_classification: 'direct' });
  });

  it('lists one type per path, filtered by booking source and traveler', async () => {
    const { client, base } = org;
    const air = await json(client, `${base}/segments/air?${MAY}`);
    expect(air.data.map((s: { number: string }) => s.number)).toEqual(['LH 400', 'LH 401']);
    expect(air.meta.segment_type).toEqual(['air']);
    const hotel = await json(client, `${base}/segments/hotel?${MAY}`);
    expect(hotel.data.map((s: { subType: string }) => s.subType)).toEqual(['CheckIn']);
    expect(ids(await json(client, `${base}/segments/rail?${MAY}&booking_source=managed`))).toEqual([]);
    expect((await json(client, `${base}/segments/rail?${MAY}&booking_source=unmanaged`)).meta.total).toBe(1);
    const anna = await json(client, `${base}/segments/all?start_date=2031-01-01&traveler=${org.anna.id}`);
    expect(anna.data.map((s: { type: string }) => s.type)).toEqual(['air', 'hotel', 'air', 'car']);
  });

  it('derives the activity list’s segment types from activity_type', async () => {
    const { client, base } = org;
    const restaurants = await json(client, `${base}/segments/activity?${MAY}&activity_type=restaurant`);
    expect(restaurants.meta.segment_type).toEqual(['restaurant']);
    expect(restaurants.data.map((s: { provider: string }) => s.provider)).toEqual(['Chez Janou']);
    const every = await json(client, `${base}/segments/activity?${MAY}`);
    expect(every.meta.segment_type).toEqual(['transportation', 'restaurant', 'activity']);
    expect(every.meta.total).toBe(1);
    const general = await json(client, `${base}/segments/activity?${MAY}&activity_type=general,transportation`);
    expect(general.meta.segment_type).toEqual(['activity', 'transportation']);
    expect(general.data).toEqual([]);
    expect((await client.get(`${base}/segments/activity?activity_type=spa`)).statusCode).toBe(422);
  });
});

describe('travel listings', () => {
  it('gives trips and segments as map items with their traveler included as a member', async () => {
    const { client, base } = org;
    const trips = await json(client, `${base}/travel/trip?${MAY}`);
    expect(trips.data[0]).toMatchObject({
      id: org.trips.newYork,
      type: 'trip',
      // Placed at the stay, where the traveler spends the trip.
      lat: 40.7,
      lon: -74,
      segment: null,
      trip: { segment_count: 3, segment_types: ['air', 'hotel'], destinations: ['New York', 'Frankfurt'] },
      included: [{ type: 'member', id: org.anna.id, attributes: { name: 'Anna Berger' } }],
    });
    expect(trips.meta).toMatchObject({ total: 2, sort: 'start_date:asc', start_date: '2031-05-01' });

    const air = await json(client, `${base}/travel/air?${MAY}`);
    expect(air.data.map((item: { title: string }) => item.title)).toEqual(['LH 400 FRA → JFK', 'LH 401 JFK → FRA']);
    expect(air.data[0]).toMatchObject({ lat: 50.03, lon: 8.56, trip_id: org.trips.newYork });
    expect(air.data[0].segment.id).toBe(air.data[0].id);
    expect((await json(client, `${base}/travel/restaurant?${MAY}`)).meta.total).toBe(1);
    expect((await json(client, `${base}/travel/all?${MAY}&type=rail,car`)).meta.total).toBe(1);
    expect((await json(client, `${base}/travel/all?${MAY}&type=`)).meta.total).toBe(5);
    expect((await json(client, `${base}/travel/air?${MAY}&type=rail`)).meta.total).toBe(0);
  });

  it('uses today (UTC) as start and end without dates', async () => {
    const body = await json(org.client, `${org.base}/travel/all`);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.meta).toMatchObject({ start_date: today, end_date: today, total: 0 });
    expect((await org.client.get(`${org.base}/travel/boat`)).statusCode).toBe(422);
  });
});

describe('list answers', () => {
  it('count every match on every page, past the last one and for one traveler', async () => {
    const { client, base } = org;
    const second = await json(client, `${base}/segments/all?${MAY}&per_page=2&page=2`);
    expect(second.data.map((s: { number: string | null; type: string }) => s.number ?? s.type)).toEqual([
      'LH 401',
      '9014',
    ]);
    expect(second.meta).toMatchObject({ total: 5, last_page: 3, previous: 1, next: 3, total_capped: false });
    const beyond = await json(client, `${base}/segments/all?${MAY}&per_page=2&page=4`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 5, last_page: 3 });
    const hers = await json(
      client,
      `${base}/segments/all?start_date=2031-01-01&traveler=${org.anna.id}&per_page=3&page=2`,
    );
    expect(hers.data.map((s: { type: string }) => s.type)).toEqual(['car']);
    expect(hers.meta).toMatchObject({ total: 4, last_page: 2 });
    expect((await json(client, `${base}/trips?${MAY}&per_page=1&page=3`)).meta).toMatchObject({ total: 2 });
    expect((await json(client, `${base}/travel/trip?${MAY}&per_page=1&page=5`)).meta).toMatchObject({ total: 2 });
    expect((await json(client, `${base}/segments/air?start_date=2032-01-01`)).meta).toMatchObject({ total: 0 });
  });

  it('hold exactly what the published response schemas describe', async () => {
    const { client, base } = org;
    const answers: [z.ZodType, string][] = [
      [listTripsResponseSchema, `${base}/trips?${MAY}`],
      [listSegmentsResponseSchema, `${base}/segments/all?${MAY}`],
      [listSegmentsResponseSchema, `${base}/segments/activity?${MAY}`],
      [listTravelResponseSchema, `${base}/travel/trip?${MAY}`],
      [listTravelResponseSchema, `${base}/travel/all?${MAY}`],
      [getDashboardResponseSchema, `${base}/dashboard`],
    ];
    for (const [schema, url] of answers) {
      const body = await json(client, url);
      // Parsing drops whatever the schema does not name: an answer equal to its parse holds nothing more.
      expect(schema.parse(body), url).toEqual(body);
    }
  });
});

describe('one trip and one segment', () => {
  it('finds a segment’s trip, and answers 404 for a wrong type or another team’s ids', async () => {
    const { client, base } = org;
    const [first] = (await json(client, `${base}/segments/air?${MAY}`)).data;
    const found = await json(client, `${base}/trips/segments/air/${first.id}`);
    expect(found.data).toMatchObject({ id: first.id, trip_id: org.trips.newYork });
    expect((await client.get(`${base}/trips/segments/hotel/${first.id}`)).statusCode).toBe(404);
    expect((await json(client, `${base}/trips/segments/Air/${first.id}`)).data.id).toBe(first.id);
    expect((await client.get(`${base}/trips/segments/boat/${first.id}`)).statusCode).toBe(404);

    const other = await orgWithTrips();
    for (const url of [
      `${other.base}/trips/${org.trips.newYork}`,
      `${other.base}/trips/segments/air/${first.id}`,
      `${other.base}/segments/air/${first.id}/status`,
    ]) {
      expect((await other.client.get(url)).statusCode, url).toBe(404);
    }
    expect((await other.client.delete(`${other.base}/segments/air/${first.id}`)).statusCode).toBe(404);
    expect((await other.client.delete(`${other.base}/trips/${org.trips.newYork}`)).statusCode).toBe(404);
    // Another team's member cannot read this team at all.
    expect((await other.client.get(`${base}/trips?${MAY}`)).statusCode).toBe(404);
    expect((await json(client, `${base}/trips/${org.trips.newYork}`)).data.segments).toHaveLength(5);
  });

  it('lets a viewer read trips but not delete them', async () => {
    const viewer = await t.createUser();
    await t.addMember(org.team.id, viewer.id, 'viewer');
    const client = await t.signIn(viewer.email);
    expect((await client.get(`${org.base}/trips/${org.trips.paris}`)).statusCode).toBe(200);
    expect((await client.get(`${org.base}/dashboard`)).statusCode).toBe(200);
    expect((await client.delete(`${org.base}/trips/${org.trips.paris}`)).statusCode).toBe(403);
    const [rail] = (await json(client, `${org.base}/segments/rail?${MAY}`)).data;
    expect((await client.delete(`${org.base}/segments/rail/${rail.id}`)).statusCode).toBe(403);
  });
});

describe('deleting', () => {
  it('deletes a segment, recomputes its trip’s end, and deletes the trip once it is empty', async () => {
    const mine = await orgWithTrips();
    const { client, base } = mine;
    const [, back] = (await json(client, `${base}/segments/air?${MAY}`)).data;
    const deleted = await client.delete(`${base}/segments/air/${back.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toMatchObject({ id: back.id, number: 'LH 401', trip_id: mine.trips.newYork });
    const trip = (await json(client, `${base}/trips/${mine.trips.newYork}`)).data;
    expect(trip.segments).toHaveLength(4);
    // The stay's check-out (11:00 New York) now ends the trip.
    expect(trip.end).toBe('2031-05-12T15:00:00.000Z');
    expect((await client.delete(`${base}/segments/air/${back.id}`)).statusCode).toBe(404);

    const [rail] = (await json(client, `${base}/segments/rail?${MAY}`)).data;
    const [dinner] = (await json(client, `${base}/segments/activity?${MAY}&activity_type=restaurant`)).data;
    expect(ids(await json(client, `${base}/trips?${MAY}&type=rail&booking_source=unmanaged`))).toEqual([
      mine.trips.paris,
    ]);
    expect((await client.delete(`${base}/segments/rail/${rail.id}`)).json().data.trip_deleted).toBe(false);
    // The trip no longer holds a train: the type filter follows what is left.
    expect(ids(await json(client, `${base}/trips?${MAY}&type=rail`))).toEqual([]);
    expect(ids(await json(client, `${base}/trips?${MAY}&type=restaurant&booking_source=unmanaged`))).toEqual([
      mine.trips.paris,
    ]);
    const last = await client.delete(`${base}/segments/restaurant/${dinner.id}`);
    expect(last.json().data).toMatchObject({ trip_id: mine.trips.paris, trip_deleted: true });
    expect((await client.get(`${base}/trips/${mine.trips.paris}`)).statusCode).toBe(404);
  });

  it('deletes a trip with its segments', async () => {
    const mine = await orgWithTrips();
    const response = await mine.client.delete(`${mine.base}/trips/${mine.trips.newYork}`);
    expect(response.statusCode).toBe(204);
    expect((await mine.client.get(`${mine.base}/trips/${mine.trips.newYork}`)).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(segments)
      .where(eq(segments.tripId, mine.trips.newYork as string));
    expect(left).toEqual([]);
  });
});
