import type { EmailStatus, PlatformTeamActivity } from '@tripline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { emails, travelers, trips } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addEmail(teamId: string, status: EmailStatus, createdAt: Date) {
  await t.database.db.insert(emails).values({
    id: crypto.randomUUID(),
    teamId,
    via: 'smtp',
    sizeBytes: 100,
    status,
    createdAt,
    receivedAt: createdAt,
  });
}

async function addTravelerWithTrip(teamId: string) {
  const travelerId = crypto.randomUUID();
  await t.database.db.insert(travelers).values({ id: travelerId, teamId, primaryEmail: `${travelerId}@example.test` });
  await t.database.db.insert(trips).values({
    id: crypto.randomUUID(),
    teamId,
    travelerId,
    startAt: new Date('2025-05-01T08:00:00Z'),
    endAt: new Date('2025-05-03T18:00:00Z'),
  });
}

describe('platform analytics', () => {
  it('shows a super administrator every team with its emails by status, travelers, trips and last activity', async () => {
    const owner = await t.createUser();
    const org = await t.createTeam('org', owner.id, 'Platform Org');
    const dev = await t.createTeam('dev', owner.id, 'Platform Dev');
    const quiet = await t.createTeam('org', owner.id, 'Platform Quiet');
    for (const status of ['parsed', 'parsed', 'failed', 'filtered', 'received'] as const) {
      await addEmail(org.id, status, new Date('2025-06-01T10:00:00Z'));
    }
    await addEmail(org.id, 'parsed', new Date('2025-06-02T09:30:00Z'));
    await addEmail(dev.id, 'failed', new Date('2025-04-01T00:00:00Z'));
    await addTravelerWithTrip(org.id);
    await addTravelerWithTrip(org.id);

    const admin = await t.createUser({ globalRole: 'super-admin' });
    const response = await (await t.signIn(admin.email)).get('/api/platform/analytics');
    expect(response.statusCode).toBe(200);
    const { teams, totals } = response.json().data as { teams: PlatformTeamActivity[]; totals: { teams: number } };
    const byId = new Map(teams.map((team) => [team.id, team]));
    expect(byId.get(org.id)).toEqual({
      id: org.id,
      type: 'org',
      name: 'Platform Org',
      emails: { received: 6, parsed: 3, failed: 1, filtered: 1 },
      travelers: 2,
      trips: 2,
      last_activity: '2025-06-02T09:30:00.000Z',
    });
    expect(byId.get(dev.id)).toMatchObject({
      emails: { received: 1, parsed: 0, failed: 1, filtered: 0 },
      travelers: null,
      trips: null,
      last_activity: '2025-04-01T00:00:00.000Z',
    });
    expect(byId.get(quiet.id)).toMatchObject({ emails: { received: 0 }, travelers: 0, last_activity: null });
    expect(totals.teams).toBe(teams.length);
    const names = teams.map((team) => team.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('is refused (403) to everyone but a super administrator, the super viewer included', async () => {
    const owner = await t.createUser();
    await t.createTeam('org', owner.id);
    const auditor = await t.createUser({ globalRole: 'super-viewer' });
    for (const email of [owner.email, auditor.email]) {
      expect((await (await t.signIn(email)).get('/api/platform/analytics')).statusCode).toBe(403);
    }
    expect((await t.anonymous().get('/api/platform/analytics')).statusCode).toBe(401);
  });
});
