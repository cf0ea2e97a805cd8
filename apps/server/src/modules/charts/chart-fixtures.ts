import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { segments, travelers, trips } from '../../db/schema.js';

type SegmentValues = typeof segments.$inferInsert;

/** A traveler with one trip on a team, for tests that need segments. */
export async function insertTravelerWithTrip(db: Db, teamId: string, name: string) {
  const travelerId = `tr-${randomBytes(6).toString('hex')}`;
  const tripId = `trip-${randomBytes(6).toString('hex')}`;
  await db.insert(travelers).values({ id: travelerId, teamId, name, primaryEmail: `${travelerId}@example.test` });
  await db.insert(trips).values({
    id: tripId,
    teamId,
    travelerId,
    startAt: new Date('2026-03-01T00:00:00Z'),
    endAt: new Date('2026-03-31T00:00:00Z'),
  });
  return { travelerId, tripId, email: `${travelerId}@example.test` };
}

/** One segment starting at a local time written with its zone offset. */
export async function insertSegment(
  db: Db,
  owner: { teamId: string; travelerId: string; tripId: string },
  values: Partial<SegmentValues> & { type: string; start: string; sourceClassification: string },
): Promise<string> {
  const id = `s-${randomBytes(6).toString('hex')}`;
  const { start, ...rest } = values;
  const startAt = new Date(start);
  await db.insert(segments).values({
    id,
    ...owner,
    status: 'confirmed',
    dedupeKey: id,
    startAt,
    endAt: startAt,
    startDateTime: start.slice(0, 19),
    createdAt: new Date('2026-03-01T00:00:00Z'),
    ...rest,
  });
  return id;
}

/**
 * A small known week (2026-03-02 to 03-08) for one team: Ann books through the travel agency (tmc), Ben on
 * his own (direct, ota). Hotel stays repeat price and nights on their night and check-out rows, as ingestion
 * writes them; one booking is cancelled, one is in pounds, one lies after the week.
 */
export async function insertKnownWeek(db: Db, teamId: string) {
  const ann = await insertTravelerWithTrip(db, teamId, 'Ann Agency');
  const ben = await insertTravelerWithTrip(db, teamId, 'Ben Booker');
  const eur = { currency: 'EUR' };
  const stay = (nights: number, priceCents: number, sourceClassification: string, days: string[]) =>
    days.map((start, index) => ({
      type: 'hotel',
      subType: index === 0 ? 'CheckIn' : index === days.length - 1 ? 'CheckOut' : 'Overnight',
      start,
      numberOfNights: nights,
      priceCents,
      sourceClassification,
      provider: 'Hotel Adlon',
      ...eur,
    }));
  const annRows = [
    {
      type: 'air',
      start: '2026-03-02T08:05:00+00:00',
      priceCents: 40_000,
      sourceClassification: 'tmc',
      provider: 'Lufthansa',
      confirmationNumber: 'ANN001',
      startName: 'Tegel',
      startCity: 'Berlin',
      startCountry: 'DE',
      startTimeZone: 'Europe/Berlin',
      ...eur,
    },
    ...stay(3, 45_000, 'tmc', [
      '2026-03-03T15:00:00+00:00',
      '2026-03-04T00:00:00+00:00',
      '2026-03-05T00:00:00+00:00',
      '2026-03-06T11:00:00+00:00',
    ]),
    {
      type: 'rail',
      start: '2026-03-05T09:00:00+00:00',
      priceCents: 5_000,
      currency: 'GBP',
      sourceClassification: 'tmc',
    },
    { type: 'air', start: '2026-03-20T09:00:00+00:00', priceCents: 70_000, sourceClassification: 'tmc', ...eur },
  ];
  const benRows = [
    { type: 'air', start: '2026-03-02T10:00:00+00:00', priceCents: 30_000, sourceClassification: 'direct', ...eur },
    ...stay(2, 20_000, 'ota', ['2026-03-03T16:00:00+00:00', '2026-03-04T00:00:00+00:00', '2026-03-05T11:00:00+00:00']),
    {
      type: 'car',
      start: '2026-03-04T12:00:00+00:00',
      numberOfDays: 2,
      priceCents: 12_000,
      sourceClassification: 'direct',
      ...eur,
    },
    {
      type: 'air',
      start: '2026-03-05T07:00:00+00:00',
      priceCents: 99_900,
      sourceClassification: 'direct',
      status: 'cancelled' as const,
      ...eur,
    },
    { type: 'restaurant', start: '2026-03-06T19:00:00+00:00', sourceClassification: 'direct' },
  ];
  const owner = (who: typeof ann) => ({ teamId, travelerId: who.travelerId, tripId: who.tripId });
  for (const row of annRows) await insertSegment(db, owner(ann), row);
  for (const row of benRows) await insertSegment(db, owner(ben), row);
  return { ann, ben };
}
