import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertKnownWeek } from './chart-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function orgWithKnownWeek() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  const people = await insertKnownWeek(t.database.db, team.id);
  const client = await t.signIn(owner.email);
  const chart = async (name: string, query = 'start_date=2026-03-02&end_date=2026-03-08') => {
    const response = await client.get(`/api/orgs/${team.id}/charts/${name}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  return { owner, team, client, chart, ...people };
}

describe('organisation charts', () => {
  it('sums spend in cents per day, managed (tmc) against direct, counting a hotel stay once', async () => {
    const { chart } = await orgWithKnownWeek();
    const spend = await chart('spend');
    expect(spend).toMatchObject({
      interval: 'day',
      start_date: '2026-03-02',
      end_date: '2026-03-08',
      measure: 'cents',
    });
    expect(spend.points).toHaveLength(7);
    expect(spend.points.slice(0, 3)).toEqual([
      { period: '2026-03-02', tmc: 40_000, direct: 30_000 },
      { period: '2026-03-03', tmc: 45_000, direct: 20_000 },
      { period: '2026-03-04', tmc: 0, direct: 12_000 },
    ]);
    expect(spend.totals).toEqual({ tmc: 85_000, direct: 62_000 });
    expect(spend.computed_spend).toBe(147_000);
    // Units: a segment each for flights, nights for hotels (3 + 2), days for the car (2): 9 in all.
    expect(spend.computed_ppu).toBe(Math.round(147_000 / 9));
    // Managed 85000 over 4 units against unmanaged 62000 over 5.
    expect(spend.avg_diff).toBe(21_250 - 12_400);
    expect(spend.currency).toBe('EUR');
    expect(spend.other_currencies).toEqual([{ currency: 'GBP', spend: 5_000, segments: 1 }]);
    // Cancelled and out-of-range bookings, and the nights and check-outs of stays, are left out.
    expect(spend.unique).toEqual({ travelers: 2, trips: 2, segments: 7 });
  });

  it('counts hotel nights and prices them per night', async () => {
    const { chart } = await orgWithKnownWeek();
    const nights = await chart('hotel-nights');
    expect(nights.measure).toBe('nights');
    expect(nights.totals).toEqual({ tmc: 3, direct: 2 });
    expect(nights.points[1]).toEqual({ period: '2026-03-03', tmc: 3, direct: 2 });
    expect(nights.computed_spend).toBe(65_000);
    expect(nights.computed_ppu).toBe(13_000);
    expect(nights.avg_diff).toBe(15_000 - 10_000);
    expect(nights.unique).toEqual({ travelers: 2, trips: 2, segments: 2 });
  });

  it('breaks bookings down by type, source and advance purchase, and follows the filters', async () => {
    const { chart, ann } = await orgWithKnownWeek();
    const byType = await chart('segment-bookings', 'start_date=2026-03-02&end_date=2026-03-08&type=air,hotel');
    expect(byType.groups).toEqual([
      { key: 'air', tmc: 1, direct: 1 },
      { key: 'hotel', tmc: 1, direct: 1 },
    ]);
    const sources = await chart('segment-sources');
    expect(sources.groups).toEqual([
      { key: 'tmc', tmc: 3, direct: 0 },
      { key: 'ota', tmc: 0, direct: 1 },
      { key: 'direct', tmc: 0, direct: 3 },
    ]);
    const purchase = await chart('segment-purchase');
    expect(purchase.groups.map((g: { key: string }) => g.key)).toEqual(['0-2', '3-6', '7-13', '14-20', '21+']);
    // Booked on March 1st: the flights and stays of the 2nd and 3rd are 0-2 days ahead.
    expect(purchase.groups[0]).toEqual({ key: '0-2', tmc: 2, direct: 2 });

    const managed = await chart('bookings', 'start_date=2026-03-02&end_date=2026-03-08&booking_source=managed');
    expect(managed.totals).toEqual({ tmc: 3, direct: 0 });
    const annOnly = await chart(
      'segment-costs',
      `start_date=2026-03-02&end_date=2026-03-08&traveler=${ann.travelerId}`,
    );
    expect(annOnly.groups.find((g: { key: string }) => g.key === 'hotel')).toEqual({
      key: 'hotel',
      tmc: 45_000,
      direct: 0,
    });
    expect(annOnly.unique.travelers).toBe(1);

    const travel = await chart('travel');
    expect(travel.measure).toBe('travelers');
    expect(travel.totals).toEqual({ tmc: 1, direct: 1 });
    expect(travel.points[0]).toEqual({ period: '2026-03-02', tmc: 1, direct: 1 });
  });

  it('picks weeks for a quarter and months for a year, starting weeks on Monday', async () => {
    const { chart } = await orgWithKnownWeek();
    const quarter = await chart('bookings', 'start_date=2026-03-04&end_date=2026-05-31');
    expect(quarter.interval).toBe('week');
    // The range starts on a Wednesday: the first week is labelled by its Monday but counts from the 4th.
    expect(quarter.points[0]).toEqual({ period: '2026-03-02', tmc: 1, direct: 2 });
    expect(quarter.points[2]).toEqual({ period: '2026-03-16', tmc: 1, direct: 0 });
    const year = await chart('bookings', 'start_date=2026-01-01&end_date=2026-12-31');
    expect(year.interval).toBe('month');
    expect(year.points).toHaveLength(12);
    expect(year.points[2]).toEqual({ period: '2026-03-01', tmc: 4, direct: 4 });
    // An open end runs to the team's latest segment.
    const open = await chart('bookings', 'start_date=2026-03-02');
    expect(open.end_date).toBe('2026-03-20');
  });

  it('keeps charts to the team and checks the filters', async () => {
    const { team, client, ben } = await orgWithKnownWeek();
    const stranger = await t.createUser();
    const strangerClient = await t.signIn(stranger.email);
    expect((await strangerClient.get(`/api/orgs/${team.id}/charts/spend`)).statusCode).toBe(404);
    expect((await t.anonymous().get(`/api/orgs/${team.id}/charts/spend`)).statusCode).toBe(401);

    const other = await t.createTeam('org', stranger.id);
    const foreign = await insertKnownWeek(t.database.db, other.id);
    expect((await client.get(`/api/orgs/${team.id}/charts/spend?traveler=${foreign.ann.travelerId}`)).statusCode).toBe(
      404,
    );
    expect((await client.get(`/api/orgs/${team.id}/charts/spend?traveler=${ben.travelerId}`)).statusCode).toBe(200);

    const viewer = await t.createUser();
    await t.addMember(team.id, viewer.id, 'viewer');
    expect((await (await t.signIn(viewer.email)).get(`/api/orgs/${team.id}/charts/bookings`)).statusCode).toBe(200);

    for (const query of [
      'start_date=2026-13-45',
      'type=boat',
      'interval=hour',
      'start_date=2026-03-08&end_date=2026-03-01',
    ]) {
      expect((await client.get(`/api/orgs/${team.id}/charts/spend?${query}`)).statusCode, query).toBe(422);
    }
    expect(
      (await client.get(`/api/orgs/${team.id}/charts/spend?start_date=2024-01-01&end_date=2026-01-01&interval=day`))
        .statusCode,
    ).toBe(422);
  });
});
