import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import {
  applications,
  emails,
  mailboxes,
  segments,
  travelers,
  trips,
  webhookAttempts,
  webhookDeliveries,
  webhooks,
} from '../../db/schema.js';
import { generateReport } from './generate-report.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<TestApp['signIn']>>;

async function ownerOf(type: 'dev' | 'org') {
  const owner = await t.createUser();
  const team = await t.createTeam(type, owner.id);
  const base = `/api/${type === 'dev' ? 'developers' : 'orgs'}/${team.id}/reports`;
  return { owner, team, base, client: await t.signIn(owner.email) };
}

const at = (iso: string) => new Date(iso);

/** Two travelers of an organisation: flights, a hotel stay in three parts, a car, a train, a transfer, a cancelled flight. */
async function seedOrgTravel(teamId: string) {
  const { db } = t.database;
  const ada = randomUUID();
  const bob = randomUUID();
  await db.insert(travelers).values([
    { id: ada, teamId, name: 'Ada Lovelace', primaryEmail: `ada-${ada}@example.test` },
    { id: bob, teamId, name: 'Bob Baker', primaryEmail: `bob-${bob}@example.test` },
  ]);
  const adaTrip = randomUUID();
  const bobTrip = randomUUID();
  await db.insert(trips).values([
    { id: adaTrip, teamId, travelerId: ada, startAt: at('2026-03-02T08:00:00Z'), endAt: at('2026-03-05T18:00:00Z') },
    { id: bobTrip, teamId, travelerId: bob, startAt: at('2026-03-03T07:00:00Z'), endAt: at('2026-03-03T20:00:00Z') },
  ]);
  let n = 0;
  const segment = (
    travelerId: string,
    tripId: string,
    type: string,
    start: string,
    extra: Partial<typeof segments.$inferInsert> = {},
  ): typeof segments.$inferInsert => ({
    id: randomUUID(),
    teamId,
    tripId,
    travelerId,
    type,
    startAt: at(start),
    endAt: at(start),
    startDateTime: start.slice(0, 19),
    sourceClassification: 'direct',
    status: 'confirmed',
    dedupeKey: `k${n++}`,
    ...extra,
  });
  await db.insert(segments).values([
    segment(ada, adaTrip, 'air', '2026-03-02T08:00:00Z', {
      provider: 'Lufthansa',
      startCity: 'Berlin',
      endCity: 'Munich',
      number: 'LH 1',
      priceCents: 12_345,
      currency: 'EUR',
      sourceClassification: 'tmc',
    }),
    segment(ada, adaTrip, 'air', '2026-03-05T17:00:00Z', {
      provider: 'Lufthansa',
      startCity: 'Munich',
      endCity: 'Berlin',
      priceCents: 10_000,
      currency: 'EUR',
    }),
    segment(ada, adaTrip, 'air', '2026-03-04T09:00:00Z', {
      provider: 'Lufthansa',
      startCity: 'Munich',
      endCity: 'Rome',
      priceCents: 99_900,
      currency: 'EUR',
      status: 'cancelled',
    }),
    segment(ada, adaTrip, 'hotel', '2026-03-02T15:00:00Z', {
      provider: 'Motel One',
      subType: 'CheckIn',
      priceCents: 30_000,
      currency: 'EUR',
    }),
    segment(ada, adaTrip, 'hotel', '2026-03-03T00:00:00Z', { provider: 'Motel One', subType: 'Overnight' }),
    segment(ada, adaTrip, 'hotel', '2026-03-05T11:00:00Z', { provider: 'Motel One', subType: 'CheckOut' }),
    segment(ada, adaTrip, 'car', '2026-03-02T10:00:00Z', { provider: 'Sixt', priceCents: 4_550, currency: 'EUR' }),
    segment(bob, bobTrip, 'rail', '2026-03-03T07:00:00Z', {
      provider: 'Deutsche Bahn',
      startCity: 'Berlin',
      endCity: 'Munich',
      priceCents: 8_990,
      currency: 'EUR',
    }),
    segment(bob, bobTrip, 'transportation', '2026-03-03T12:00:00Z', {
      provider: 'FreeNow',
      startName: 'Munich Hbf',
      endName: 'Munich Airport',
      priceCents: 5_000,
      currency: 'EUR',
    }),
    // Outside the report's range: after its end date.
    segment(bob, bobTrip, 'air', '2026-04-10T07:00:00Z', {
      provider: 'Condor',
      startCity: 'Berlin',
      endCity: 'Palma',
      priceCents: 20_000,
      currency: 'EUR',
    }),
  ]);
}

async function seedEmails(teamId: string) {
  const { db } = t.database;
  const mailboxId = randomUUID();
  await db.insert(mailboxes).values({ id: mailboxId, teamId, name: 'Bookings', localPart: `bookings-${mailboxId}` });
  const email = (status: 'parsed' | 'failed' | 'filtered', receivedAt: string, subject: string) => ({
    id: randomUUID(),
    teamId,
    mailboxId,
    via: 'smtp' as const,
    blobKey: `emails/${randomUUID()}.eml`,
    sizeBytes: 100,
    fromAddress: 'booking@lufthansa.com',
    subject,
    status,
    receivedAt: at(receivedAt),
  });
  await db
    .insert(emails)
    .values([
      email('parsed', '2026-03-01T10:00:00Z', 'Your flight LH 1'),
      email('failed', '2026-03-02T10:00:00Z', 'Unreadable'),
      email('filtered', '2026-03-09T10:00:00Z', 'Newsletter'),
    ]);
  return { mailboxId };
}

async function createReport(client: Client, base: string, body: object) {
  const created = await client.post(base, body);
  expect(created.statusCode).toBe(201);
  const report = created.json().data;
  expect(report.attributes.status).toBe('Processing');
  expect(report.id).toMatch(/^\d+$/);
  expect(t.jobs.sent).toContainEqual({ name: 'generate-report', payload: { reportId: Number(report.id) } });
  const blobs = blobStoreOf(t.config);
  await generateReport(
    { db: t.database.db, blobs, logger: pino({ level: 'silent' }), inboundDomain: 'inbound.localhost' },
    Number(report.id),
  );
  const shown = (await client.get(`${base}/${report.id}`)).json().data;
  expect(shown.attributes.status).toBe('Completed');
  const csvResponse = await client.get(shown.attributes.downloads.csv);
  expect(csvResponse.statusCode).toBe(200);
  expect(csvResponse.headers['content-type']).toContain('text/csv');
  const csv: Record<string, string>[] = parse(csvResponse.body, { columns: true });
  expect(shown.attributes.rows).toBe(csv.length);
  const xlsxResponse = await client.get(shown.attributes.downloads.xlsx);
  expect(xlsxResponse.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsxResponse.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const xlsx = sheet.getSheetValues().filter(Boolean) as unknown[][];
  return { report: shown, csv, xlsx: xlsx.map((row) => row.slice(1)) };
}

const MARCH = { start_date: '2026-03-01', end_date: '2026-03-31' };

describe('organisation reports', () => {
  let org: Awaited<ReturnType<typeof ownerOf>>;
  beforeAll(async () => {
    org = await ownerOf('org');
    await seedOrgTravel(org.team.id);
    await seedEmails(org.team.id);
  });

  it('lists every segment of the range with its traveler, in CSV and XLSX alike', async () => {
    const { csv, xlsx, report } = await createReport(org.client, org.base, { type: 'all_segments', ...MARCH });
    expect(report.attributes.name).toBe('All segments 2026-03-01 to 2026-03-31');
    expect(csv).toHaveLength(9);
    expect(csv[0]).toMatchObject({
      Traveler: 'Ada Lovelace',
      Type: 'air',
      Provider: 'Lufthansa',
      From: 'Berlin',
      To: 'Munich',
      Number: 'LH 1',
      Price: '123.45',
      'Booking source': 'managed',
      Status: 'confirmed',
    });
    expect(csv.some((row) => row.Status === 'cancelled')).toBe(true);
    expect(csv.some((row) => row.Provider === 'Condor')).toBe(false);
    expect(xlsx[0]?.slice(0, 3)).toEqual(['Traveler', 'Traveler email', 'Type']);
    expect(xlsx).toHaveLength(10);
    expect(xlsx[1]?.[11]).toBe(123.45);
  });

  it('adds up spend per traveler and provider in units, leaving out cancellations and repeated stay parts', async () => {
    const flights = await createReport(org.client, org.base, { type: 'flight_spend', ...MARCH });
    expect(flights.csv).toEqual([
      expect.objectContaining({ Traveler: 'Ada Lovelace', Provider: 'Lufthansa', Bookings: '2', Spend: '223.45' }),
    ]);
    expect(flights.xlsx[1]?.[4]).toBe(223.45);
    const hotels = await createReport(org.client, org.base, { type: 'hotel_spend', ...MARCH });
    expect(hotels.csv).toEqual([expect.objectContaining({ Provider: 'Motel One', Bookings: '1', Spend: '300' })]);
    const cars = await createReport(org.client, org.base, { type: 'car_spend', ...MARCH });
    expect(cars.csv).toEqual([expect.objectContaining({ Provider: 'Sixt', Spend: '45.5', Currency: 'EUR' })]);
    const rail = await createReport(org.client, org.base, { type: 'rail_spend', ...MARCH });
    expect(rail.csv).toEqual([expect.objectContaining({ Traveler: 'Bob Baker', Spend: '89.9' })]);
    const ground = await createReport(org.client, org.base, { type: 'ground_spend', ...MARCH });
    expect(ground.csv).toEqual([expect.objectContaining({ Provider: 'FreeNow', Spend: '50' })]);
  });

  it('counts city pairs with travelers and spend; with no end date the range runs on', async () => {
    const { csv } = await createReport(org.client, org.base, { type: 'origin_destination', start_date: '2026-03-01' });
    expect(csv[0]).toMatchObject({
      Origin: 'Berlin',
      Destination: 'Munich',
      Mode: 'air',
      Segments: '1',
      Travelers: '1',
    });
    const pairs = csv.map((row) => `${row.Origin}>${row.Destination}:${row.Mode}:${row.Spend}`).sort();
    expect(pairs).toEqual([
      'Berlin>Munich:air:123.45',
      'Berlin>Munich:rail:89.9',
      'Berlin>Palma:air:200',
      'Munich Hbf>Munich Airport:transportation:50',
      'Munich>Berlin:air:100',
    ]);
  });

  it('lists members with their trips and emails with their status', async () => {
    const members = await createReport(org.client, org.base, { type: 'member', ...MARCH });
    expect(members.csv.map((row) => [row.Name, row.Trips, row.Segments, row.Active])).toEqual([
      ['Ada Lovelace', '1', '7', 'yes'],
      ['Bob Baker', '1', '2', 'yes'],
    ]);
    const mails = await createReport(org.client, org.base, {
      type: 'email',
      start_date: '2026-03-01',
      end_date: '2026-03-02',
    });
    expect(mails.csv.map((row) => [row.Subject, row.Status, row.Mailbox])).toEqual([
      ['Your flight LH 1', 'parsed', 'Bookings'],
      ['Unreadable', 'failed', 'Bookings'],
    ]);
  });

  it('lists newest first and refuses developer report types with a 422', async () => {
    const list = (await org.client.get(org.base)).json();
    expect(list.meta.total).toBeGreaterThanOrEqual(9);
    const ids = list.data.map((report: { id: string }) => Number(report.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const wrong = await org.client.post(org.base, { type: 'webhook', ...MARCH });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields.type).toBeDefined();
    const backwards = await org.client.post(org.base, {
      type: 'member',
      start_date: '2026-03-02',
      end_date: '2026-03-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect((await org.client.post(org.base, { type: 'member', start_date: '1 March' })).statusCode).toBe(422);
  });
});

describe('developer reports', () => {
  let dev: Awaited<ReturnType<typeof ownerOf>>;
  beforeAll(async () => {
    dev = await ownerOf('dev');
    const { db } = t.database;
    await seedEmails(dev.team.id);
    await db.insert(applications).values({
      id: randomUUID(),
      teamId: dev.team.id,
      name: 'Itinerary sync',
      clientId: `client-${randomUUID()}`,
      secretEncrypted: 'sealed',
      secretHash: 'hash',
      createdAt: at('2026-02-01T00:00:00Z'),
    });
    const webhookId = randomUUID();
    await db.insert(webhooks).values({
      id: webhookId,
      teamId: dev.team.id,
      url: 'https://hooks.example.test/trips',
      eventTypes: ['trip.updated'],
      secretEncrypted: 'sealed',
    });
    const deliveryId = randomUUID();
    await db.insert(webhookDeliveries).values({
      id: deliveryId,
      webhookId,
      teamId: dev.team.id,
      eventId: randomUUID(),
      eventType: 'trip.updated',
      payload: {},
      state: 'succeeded',
      attempts: 2,
      createdAt: at('2026-03-02T10:00:00Z'),
    });
    await db.insert(webhookAttempts).values([
      { id: randomUUID(), deliveryId, attempt: 1, statusCode: 500, latencyMs: 120, error: 'HTTP 500' },
      { id: randomUUID(), deliveryId, attempt: 2, statusCode: 200, latencyMs: 45 },
    ]);
  });

  it('reports mailboxes, clients, webhook attempts and emails', async () => {
    const boxes = await createReport(dev.client, dev.base, { type: 'mailbox', ...MARCH });
    expect(boxes.csv).toEqual([
      expect.objectContaining({ Mailbox: 'Bookings', Received: '3', Parsed: '1', Failed: '1', Filtered: '1' }),
    ]);
    expect(boxes.csv[0]?.Address).toMatch(/^bookings-.*@inbound\.localhost$/);
    const clients = await createReport(dev.client, dev.base, { type: 'client', ...MARCH });
    expect(clients.csv.map((row) => row.Application)).toEqual(['Itinerary sync']);
    expect(JSON.stringify(clients.csv)).not.toContain('sealed');
    const hooks = await createReport(dev.client, dev.base, { type: 'webhook', ...MARCH });
    expect(
      hooks.csv.map((row) => [row.Attempt, row['Status code'], row['Latency (ms)'], row['Delivery status']]),
    ).toEqual([
      ['1', '500', '120', 'succeeded'],
      ['2', '200', '45', 'succeeded'],
    ]);
    expect(hooks.xlsx[1]?.[7]).toBe(120);
    const mails = await createReport(dev.client, dev.base, { type: 'email', ...MARCH });
    expect(mails.csv).toHaveLength(3);
  });

  it('refuses organisation report types with a 422', async () => {
    expect((await dev.client.post(dev.base, { type: 'flight_spend', ...MARCH })).statusCode).toBe(422);
  });
});

describe('report access', () => {
  it('keeps reports to their team, lets a viewer add but not delete, and serves no file before completion', async () => {
    const a = await ownerOf('org');
    const b = await ownerOf('org');
    const report = (await a.client.post(a.base, { type: 'member', ...MARCH })).json().data;
    expect((await a.client.get(`${a.base}/${report.id}/download?format=csv`)).statusCode).toBe(404);
    expect((await b.client.get(`${b.base}/${report.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`${b.base}/${report.id}/download?format=csv`)).statusCode).toBe(404);
    expect((await b.client.delete(`${b.base}/${report.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`${a.base}/${report.id}`)).statusCode).toBe(404);
    expect((await a.client.get(`${a.base}/abc`)).statusCode).toBe(404);

    const viewer = await t.createUser();
    await t.addMember(a.team.id, viewer.id, 'viewer');
    const viewerClient = await t.signIn(viewer.email);
    expect((await viewerClient.get(a.base)).statusCode).toBe(200);
    expect((await viewerClient.post(a.base, { type: 'email', ...MARCH })).statusCode).toBe(201);
    expect((await viewerClient.delete(`${a.base}/${report.id}`)).statusCode).toBe(403);
    expect((await a.client.delete(`${a.base}/${report.id}`)).statusCode).toBe(204);
    expect((await a.client.get(`${a.base}/${report.id}`)).statusCode).toBe(404);
    expect((await t.anonymous().get(a.base)).statusCode).toBe(401);
  });
});
