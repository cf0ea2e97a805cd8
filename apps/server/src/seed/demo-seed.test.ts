import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { dataDirBlobStore } from '../blobs/blob-store.js';
import { travelers, trips, webhookAttempts, webhookDeliveries } from '../db/schema.js';
import { findTravelerByAddress } from '../modules/travelers/travelers.repository.js';
import { deliverWebhooks } from '../modules/webhooks/deliver-webhook.js';
import { type DemoSeed, formatDemoCredentials, seedDemo } from './demo-seed.js';

const DAY_MS = 86_400_000;
let t: TestApp;
let seed: DemoSeed;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(demoDeps(), now);
}, 120_000);
afterAll(() => t.close());

const demoDeps = () => ({
  db: t.database.db,
  blobs: dataDirBlobStore(t.config.dataDir),
  config: t.config,
  logger: pino({ level: 'silent' }),
});
const day = (at: Date) => at.toISOString().slice(0, 10);

describe('demo seed', () => {
  it('creates the teams, one user per role signing in with the printed password, travellers and mailboxes', async () => {
    expect(seed.accounts.map((a) => a.role).sort()).toEqual(['owner', 'super-admin', 'super-viewer', 'user', 'viewer']);
    const printed = formatDemoCredentials(seed, 'inbound.localhost');
    for (const account of seed.accounts) expect(printed).toContain(account.email);
    expect(printed).toContain(`${seed.mailboxes.org}@inbound.localhost`);

    const viewer = await t.signIn('viewer@demo.tripline.test', seed.password);
    const me = (await viewer.get('/api/users/current')).json().data;
    expect(me.roles).toEqual({ global: [], org: { [seed.orgId]: 'viewer' }, dev: { [seed.devId]: 'viewer' } });
    const admin = await t.signIn('admin@demo.tripline.test', seed.password);
    expect((await admin.get(`/api/orgs/${seed.orgId}/users`)).json().meta.total).toBe(3);
    const owner = await t.signIn('owner@demo.tripline.test', seed.password);
    const mailboxes = (await owner.get(`/api/orgs/${seed.orgId}/mailboxes`)).json().data;
    expect(mailboxes.map((m: { local_part: string }) => m.local_part)).toEqual([seed.mailboxes.org]);

    const rows = await t.database.db.select().from(travelers).where(eq(travelers.teamId, seed.orgId));
    expect(rows.length).toBe(8);
    const forwarder = await findTravelerByAddress(t.database.db, seed.orgId, 'priya.r@example.net');
    expect(forwarder?.name).toBe('Priya Raman');
    await expect(seedDemo(demoDeps())).rejects.toThrow(/already seeded/);
  });

  it('knows its travelers as an organisation’s staff list would: first and last name, employee id and department', async () => {
    const owner = await t.signIn('owner@demo.tripline.test', seed.password);
    const people = (await owner.get(`/api/orgs/${seed.orgId}/travelers?per_page=50`)).json().data;
    expect(people.length).toBe(8);
    for (const person of people) {
      expect(`${person.first_name} ${person.last_name}`).toBe(person.name);
      expect(person.employee_id).toMatch(/^NW-\d{4}$/);
      expect(person.department).toBeTruthy();
    }
  });

  it('gives the organisation a year of trips, someone traveling today on the map and a year of spend', async () => {
    const owner = await t.signIn('owner@demo.tripline.test', seed.password);
    const inRange = await t.database.db
      .select({ id: trips.id })
      .from(trips)
      .where(
        and(
          eq(trips.teamId, seed.orgId),
          gte(trips.startAt, new Date(now.getTime() - 365 * DAY_MS)),
          lt(trips.startAt, new Date(now.getTime() + 31 * DAY_MS)),
        ),
      );
    expect(inRange.length).toBeGreaterThanOrEqual(20);

    const dashboard = (await owner.get(`/api/orgs/${seed.orgId}/dashboard`)).json().data;
    expect(dashboard.counts.travelers_today).toBeGreaterThanOrEqual(1);
    expect(dashboard.counts.trips_upcoming).toBeGreaterThanOrEqual(2);
    const placed = dashboard.map.filter((item: { lat: number | null }) => item.lat != null);
    expect(placed.length).toBeGreaterThanOrEqual(1);

    const yearAgo = new Date(now.getTime() - 364 * DAY_MS);
    const spend = (
      await owner.get(
        `/api/orgs/${seed.orgId}/charts/spend?start_date=${day(yearAgo)}&end_date=${day(now)}&interval=month`,
      )
    ).json().data;
    expect(spend.currency).toBe('EUR');
    const months = spend.points.filter((p: { direct: number; tmc: number }) => p.direct + p.tmc > 0);
    expect(months.length).toBeGreaterThanOrEqual(10);
    const sources = (
      await owner.get(`/api/orgs/${seed.orgId}/charts/segment-sources?start_date=${day(yearAgo)}&end_date=${day(now)}`)
    ).json().data;
    expect(sources.totals.tmc).toBeGreaterThan(0);
    expect(sources.totals.direct).toBeGreaterThan(0);
    // Bookings reached us weeks before they started, as their emails' arrival says.
    const purchase = (
      await owner.get(`/api/orgs/${seed.orgId}/charts/segment-purchase?start_date=${day(yearAgo)}&end_date=${day(now)}`)
    ).json().data;
    const early = purchase.groups.filter((g: { key: string; direct: number; tmc: number }) => g.key !== '0-2');
    expect(
      early.reduce((sum: number, g: { direct: number; tmc: number }) => sum + g.direct + g.tmc, 0),
    ).toBeGreaterThan(10);
  });

  it('dates each email’s arrival in its timeline when the email arrived, a year of mail ago for the oldest', async () => {
    const owner = await t.signIn('owner@demo.tripline.test', seed.password);
    const oldest = (await owner.get(`/api/orgs/${seed.orgId}/emails?sort=created:asc&per_page=1`)).json().data[0];
    expect(new Date(oldest.created).getTime()).toBeLessThan(now.getTime() - 300 * DAY_MS);
    const events = (await owner.get(`/api/orgs/${seed.orgId}/emails/${oldest.id}/events`)).json().data;
    const received = events.find((event: { type: string }) => event.type === 'received');
    expect(received.created).toBe(oldest.created);
  });

  it('shows a flight of the dashboard’s week that the airline moved', async () => {
    const owner = await t.signIn('owner@demo.tripline.test', seed.password);
    const week = `startDate=${day(now)}&endDate=${day(new Date(now.getTime() + 7 * DAY_MS))}`;
    const answer = await owner.get(`/api/orgs/${seed.orgId}/segments/air/status?${week}`);
    expect(answer.statusCode).toBe(200);
    const statuses = answer.json().data as { status: string; previous_departure_at: string | null }[];
    expect(statuses.some((s) => s.status === 'delayed' && s.previous_departure_at !== null)).toBe(true);
  });

  it('leaves emails parsed, failed and filtered, reports generated, and webhook deliveries that fail visibly', async () => {
    const owner = await t.signIn('owner@demo.tripline.test', seed.password);
    const count = async (type: 'orgs' | 'developers', id: string, status: string) =>
      (await owner.get(`/api/${type}/${id}/emails?status=${status}&per_page=1`)).json().meta.total as number;
    expect(await count('orgs', seed.orgId, 'parsed')).toBeGreaterThanOrEqual(20);
    expect(await count('orgs', seed.orgId, 'filtered')).toBeGreaterThanOrEqual(1);
    expect(await count('orgs', seed.orgId, 'failed')).toBeGreaterThanOrEqual(1);
    expect(await count('developers', seed.devId, 'parsed')).toBeGreaterThanOrEqual(5);
    expect(await count('developers', seed.devId, 'failed')).toBeGreaterThanOrEqual(1);
    expect(await count('orgs', seed.orgId, 'received')).toBe(0);

    const reports = (await owner.get(`/api/orgs/${seed.orgId}/reports`)).json().data;
    const statuses = reports.map((r: { attributes: { status: string } }) => r.attributes.status);
    expect(statuses).toEqual(['Completed', 'Completed']);
    const apps = (await owner.get(`/api/developers/${seed.devId}/applications`)).json().data;
    expect(apps.length).toBe(2);

    const deliveries = await t.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.teamId, seed.devId));
    expect(deliveries.length).toBeGreaterThanOrEqual(5);
    // The delivery queue's first attempt: the demo's endpoint never resolves, and says so.
    await deliverWebhooks(
      { db: t.database.db, config: t.config },
      deliveries.map((d) => d.id),
    );
    // This team's attempts only: other suites may share the database.
    const attempts = await t.database.db
      .select()
      .from(webhookAttempts)
      .where(
        inArray(
          webhookAttempts.deliveryId,
          deliveries.map((d) => d.id),
        ),
      );
    expect(attempts.length).toBe(deliveries.length);
    expect(attempts[0]?.error).toMatch(/could not be resolved/);
  });
});
