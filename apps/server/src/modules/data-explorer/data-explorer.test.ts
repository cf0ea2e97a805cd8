import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { dataExplorerLinks } from '../../db/schema-data-explorer.js';
import { insertKnownWeek, insertTravelerWithTrip } from '../charts/chart-fixtures.js';
import { EXPORT_HEADERS } from './export-columns.js';
import { readXlsxRows } from './read-xlsx.js';
import { EXPORT_BATCH_SIZE } from './segment-export.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function orgWithSegments() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  await insertKnownWeek(t.database.db, team.id);
  const client = await t.signIn(owner.email);
  const base = `/api/orgs/${team.id}/data-explorer`;
  const link = async (type: string) => {
    const response = await client.post(base, { type });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { download_url: string; expires_at: string };
  };
  return { owner, team, client, base, link };
}

/** The path of a download address on the test server. */
const pathOf = (url: string) => new URL(url).pathname;

describe('data explorer', () => {
  it('streams the team’s segments as an .xlsx that opens with a header and one row per segment', async () => {
    const { link } = await orgWithSegments();
    const { download_url } = await link('excel');
    expect(download_url).toMatch(/^http:\/\/console\.test\/api\/exports\/[A-Za-z0-9_-]{43}\.xlsx$/);

    const response = await t.anonymous().get(pathOf(download_url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="tripline-segments-.*\.xlsx"/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Segments');
    if (!sheet) throw new Error('no Segments sheet');
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual(EXPORT_HEADERS);
    // Eleven rows were stored; a stay's night and check-out rows repeat it and are left out: 9 segments.
    expect(rows).toHaveLength(1 + 9);
    const column = (name: string) => EXPORT_HEADERS.indexOf(name) + 1;
    const first = rows[1] as unknown[];
    expect(first[column('Traveler')]).toBe('Ann Agency');
    expect(first[column('Provider')]).toBe('Lufthansa');
    expect(first[column('Start')]).toBe('2026-03-02 08:05');
    expect(first[column('Start time zone')]).toBe('Europe/Berlin');
    expect(first[column('From')]).toBe('Tegel, Berlin, DE');
    expect(first[column('Confirmation')]).toBe('ANN001');
    expect(first[column('Price')]).toBe(400);
    expect(first[column('Currency')]).toBe('EUR');
    expect(first[column('Booking source')]).toBe('Managed');
    const hotel = rows.find((row) => row[column('Type')] === 'hotel' && row[column('Traveler')] === 'Ben Booker');
    expect(hotel?.[column('Kind')]).toBe('CheckIn');
    expect(hotel?.[column('Price')]).toBe(200);
    expect(hotel?.[column('Booking source')]).toBe('Unmanaged');
    expect(hotel?.[column('Classification')]).toBe('ota');
  });

  it('exports every segment of a large team once, in start order, with its times as booked', async () => {
    const { team, link } = await orgWithSegments();
    const { travelerId, tripId } = await insertTravelerWithTrip(t.database.db, team.id, 'Cleo Many');
    // More segments than two pages, seven to a start time, so pages end in the middle of segments that start
    // together; every third segment is a stay's check-out, which is not exported.
    const total = 2 * EXPORT_BATCH_SIZE + 801;
    await t.database.query(
      `insert into segments (id, team_id, trip_id, traveler_id, type, sub_type, provider, start_date_time,
          start_time_zone, start_at, end_at, confirmation_number, price_cents, currency, source_classification, status,
          dedupe_key)
        select 'bulk-' || g, $1, $2, $3, case when g % 3 = 0 then 'hotel' else 'air' end,
          case when g % 3 = 0 then 'CheckOut' end, 'Bulk Air', '2026-04-01T10:00:00+02:00', 'Europe/Berlin',
          timestamptz '2026-04-01 08:00:00Z' + (g / 7) * interval '1 minute', timestamptz '2026-04-01 08:00:00Z',
          'BULK' || g, 12345, 'EUR', 'tmc', 'confirmed', 'bulk-' || g
        from generate_series(1, $4) g`,
      [team.id, tripId, travelerId, total],
    );
    const exported = total - Math.floor(total / 3);

    const { download_url } = await link('excel');
    const response = await t.anonymous().get(pathOf(download_url));
    expect(response.statusCode).toBe(200);
    const [sheet, ...others] = await readXlsxRows(response.rawPayload);
    expect(others).toHaveLength(0);
    expect(sheet?.sheet).toBe('Segments');
    const [header, ...rows] = sheet?.rows ?? [];
    expect(header).toEqual(EXPORT_HEADERS);
    // The known week's 9 segments and the bulk ones, each once.
    expect(rows).toHaveLength(9 + exported);
    const column = (name: string) => EXPORT_HEADERS.indexOf(name);
    const bulkConfirmations = rows
      .map((row) => String(row[column('Confirmation')]))
      .filter((c) => c.startsWith('BULK'));
    expect(new Set(bulkConfirmations).size).toBe(exported);
    const starts = rows.map((row) => String(row[column('Start (UTC)')]));
    expect(starts).toEqual([...starts].sort());

    const bulk = rows.find((row) => row[column('Confirmation')] === 'BULK700');
    expect(bulk?.[column('Traveler')]).toBe('Cleo Many');
    expect(bulk?.[column('Start')]).toBe('2026-04-01 10:00');
    expect(bulk?.[column('Start time zone')]).toBe('Europe/Berlin');
    expect(bulk?.[column('Start (UTC)')]).toBe('2026-04-01T09:40:00Z');
    expect(bulk?.[column('Price')]).toBe(123.45);
    expect(rows.some((row) => row[column('Confirmation')] === 'BULK699')).toBe(false);

    const csv = await t.anonymous().get(pathOf((await link('gsheet')).download_url));
    expect(csv.body.trim().split('\n')).toHaveLength(1 + 9 + exported);
  });

  it('gives Google Sheets a CSV address that works without a session until it expires', async () => {
    const { link, team } = await orgWithSegments();
    const { download_url, expires_at } = await link('gsheet');
    expect(download_url).toMatch(/\/api\/exports\/[A-Za-z0-9_-]{43}\.csv$/);
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const response = await t.anonymous().request({ method: 'GET', url: pathOf(download_url), headers: { cookie: '' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(EXPORT_HEADERS.join(','));
    expect(lines).toHaveLength(10);
    expect(lines[1]).toContain('Ann Agency');
    expect(lines[1]).toContain(',400.00,EUR,Managed,tmc,confirmed');

    // Only a keyed hash of the token is stored.
    const token = pathOf(download_url).split('/').at(-1)?.replace('.csv', '') ?? '';
    const stored = await t.database.db.select().from(dataExplorerLinks).where(eq(dataExplorerLinks.teamId, team.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.lastUsedAt).not.toBeNull();

    // The same token with the other file type, a wrong token, and the token once expired are all refused.
    expect((await t.anonymous().get(pathOf(download_url).replace('.csv', '.xlsx'))).statusCode).toBe(404);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.anonymous().get(`/api/exports/${wrong}.csv`)).statusCode).toBe(404);
    expect((await t.anonymous().get('/api/exports/short.csv')).statusCode).toBe(422);
    await t.database.db
      .update(dataExplorerLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExplorerLinks.teamId, team.id));
    expect((await t.anonymous().get(pathOf(download_url))).statusCode).toBe(404);
  });

  it('stops a link when its maker loses the right to download, and checks who may ask', async () => {
    const { team, base, client } = await orgWithSegments();
    const member = await t.createUser();
    await t.addMember(team.id, member.id, 'user');
    const memberClient = await t.signIn(member.email);
    const made = await memberClient.post(base, { type: 'gsheet' });
    expect(made.statusCode).toBe(201);
    const path = pathOf(made.json().data.download_url);
    expect((await t.anonymous().get(path)).statusCode).toBe(200);
    await t.addMember(team.id, member.id, 'viewer');
    expect((await t.anonymous().get(path)).statusCode).toBe(404);

    // A viewer may not ask for a file (add-downloads), nor may anyone outside the team.
    expect((await memberClient.post(base, { type: 'excel' })).statusCode).toBe(403);
    const stranger = await t.signIn((await t.createUser()).email);
    expect((await stranger.post(base, { type: 'excel' })).statusCode).toBe(404);
    expect((await t.anonymous().post(base, { type: 'excel' })).statusCode).toBe(401);
    expect((await client.post(base, { type: 'pdf' })).statusCode).toBe(422);
    expect((await client.post(base, {})).statusCode).toBe(422);
  });
});
