import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('team lists', () => {
  it('lists only the caller’s teams, sorted by name, whole with paginate=false', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    for (const name of ['Charlie Org', 'alpha org', 'Bravo Org']) await t.createTeam('org', owner.id, name);
    const foreign = await t.createTeam('org', other.id, 'Aardvark Org');
    const client = await t.signIn(owner.email);
    const response = await client.get('/api/orgs?paginate=false&sort=name:asc');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((team: { name: string }) => team.name)).toEqual(['alpha org', 'Bravo Org', 'Charlie Org']);
    expect(body.data.map((team: { id: string }) => team.id)).not.toContain(foreign.id);
    expect(body.meta).toMatchObject({ total: 3, page: 1, last_page: 1, next: null, previous: null });
  });

  it('pages with per_page and reports next and previous', async () => {
    const owner = await t.createUser();
    for (let i = 1; i <= 5; i++) await t.createTeam('dev', owner.id, `Dev ${i}`);
    const client = await t.signIn(owner.email);
    const page2 = (await client.get('/api/developers?per_page=2&page=2&sort=name:desc')).json();
    expect(page2.data.map((team: { name: string }) => team.name)).toEqual(['Dev 3', 'Dev 2']);
    expect(page2.meta).toEqual({ total: 5, page: 2, per_page: 2, last_page: 3, next: 3, previous: 1 });
    expect((await client.get('/api/developers?per_page=500')).statusCode).toBe(422);
  });

  it('shows every team to super roles', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const auditor = await t.createUser({ globalRole: 'super-viewer' });
    const all = (await (await t.signIn(auditor.email)).get('/api/orgs?paginate=false')).json().data;
    expect(all.map((x: { id: string }) => x.id)).toContain(team.id);
  });
});

describe('creating teams', () => {
  it('lets any signed-in user create a developer team they then own', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const created = await client.post('/api/developers', { name: 'Webhook Wizards' });
    expect(created.statusCode).toBe(201);
    const team = created.json().data;
    expect(team).toMatchObject({ name: 'Webhook Wizards', type: 'dev', status: 'Active', sso_enabled: false });
    const me = (await client.get('/api/users/current')).json().data;
    expect(me.roles.dev[team.id]).toBe('owner');
  });

  it('refuses a developer team to a super viewer, who only reads (spec §6)', async () => {
    const auditor = await t.createUser({ globalRole: 'super-viewer' });
    const client = await t.signIn(auditor.email);
    const refused = await client.post('/api/developers', { name: 'Audit Crew' });
    expect(refused.statusCode).toBe(403);
    expect((await client.get('/api/developers?paginate=false&search=Audit Crew')).json().data).toEqual([]);
    const viewer = await t.createUser();
    await t.addMember((await t.createTeam('org', (await t.createUser()).id)).id, viewer.id, 'viewer');
    expect((await (await t.signIn(viewer.email)).post('/api/developers', { name: 'Viewer Crew' })).statusCode).toBe(
      201,
    );
  });

  it('keeps organisation creation to super administrators', async () => {
    const user = await t.createUser();
    expect((await (await t.signIn(user.email)).post('/api/orgs', { name: 'Rogue Org' })).statusCode).toBe(403);
    const admin = await t.createUser({ globalRole: 'super-admin' });
    const created = await (await t.signIn(admin.email)).post('/api/orgs', { name: 'Proper Org', region: 'eu' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ type: 'org', region: 'eu' });
  });
});

describe('one team', () => {
  it('shows and updates a team; an invalid update answers 422 with field messages', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id, 'Old Name');
    const client = await t.signIn(owner.email);
    expect((await client.get(`/api/orgs/${team.id}`)).json().data.name).toBe('Old Name');
    const updated = await client.patch(`/api/orgs/${team.id}`, { name: 'New Name', onboard: true });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'New Name', onboard: true });
    const invalid = await client.patch(`/api/orgs/${team.id}`, { name: 'x', sso_enabled: 'maybe' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual(['name', 'sso_enabled']);
  });

  it('deletes only with the typed name, then hides the team and answers 404', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id, 'Doomed Org');
    const client = await t.signIn(owner.email);
    const wrong = await client.delete(`/api/orgs/${team.id}`, { name: 'Doomed' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields.name).toBeDefined();
    const deleted = await client.delete(`/api/orgs/${team.id}`, { name: 'Doomed Org' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.status).toBe('Deleted');
    expect((await client.get(`/api/orgs/${team.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/orgs/${team.id}/users`)).statusCode).toBe(404);
    const list = (await client.get('/api/orgs?paginate=false')).json().data;
    expect(list.map((x: { id: string }) => x.id)).not.toContain(team.id);
  });

  it('answers 404 for another team, for an unknown id and for the wrong team type', async () => {
    const owner = await t.createUser();
    const mine = await t.createTeam('org', owner.id);
    const stranger = await t.createUser();
    const theirs = await t.createTeam('org', stranger.id);
    const client = await t.signIn(owner.email);
    expect((await client.get(`/api/orgs/${theirs.id}`)).statusCode).toBe(404);
    expect((await client.patch(`/api/orgs/${theirs.id}`, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await client.get('/api/orgs/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await client.get(`/api/developers/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('team users', () => {
  it('browses members, changes a role and removes a member', async () => {
    const owner = await t.createUser({ firstName: 'Olga' });
    const member = await t.createUser({ firstName: 'Mia' });
    const team = await t.createTeam('dev', owner.id);
    await t.addMember(team.id, member.id, 'viewer');
    const client = await t.signIn(owner.email);
    const list = (await client.get(`/api/developers/${team.id}/users?sort=name:asc`)).json();
    expect(list.data.map((u: { name: string; role: string }) => [u.name, u.role])).toEqual([
      ['Mia', 'viewer'],
      ['Olga', 'owner'],
    ]);
    expect(list.meta.total).toBe(2);
    const changed = await client.patch(`/api/developers/${team.id}/users/${member.id}`, { role: 'user' });
    expect(changed.json().data.role).toBe('user');
    expect((await client.delete(`/api/developers/${team.id}/users/${member.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/developers/${team.id}/users/${member.id}`)).statusCode).toBe(404);
    expect((await (await t.signIn(member.email)).get(`/api/developers/${team.id}`)).statusCode).toBe(404);
  });

  it('keeps at least one owner', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const client = await t.signIn(owner.email);
    const demote = await client.patch(`/api/orgs/${team.id}/users/${owner.id}`, { role: 'viewer' });
    expect(demote.statusCode).toBe(422);
    expect((await client.delete(`/api/orgs/${team.id}/users/${owner.id}`)).statusCode).toBe(422);
  });

  it('never reads or changes a member of another team through this team', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const otherOwner = await t.createUser();
    const otherTeam = await t.createTeam('org', otherOwner.id);
    const client = await t.signIn(owner.email);
    expect((await client.get(`/api/orgs/${team.id}/users/${otherOwner.id}`)).statusCode).toBe(404);
    expect((await client.patch(`/api/orgs/${team.id}/users/${otherOwner.id}`, { role: 'viewer' })).statusCode).toBe(
      404,
    );
    expect((await client.delete(`/api/orgs/${team.id}/users/${otherOwner.id}`)).statusCode).toBe(404);
    const stillOwner = (await (await t.signIn(otherOwner.email)).get('/api/users/current')).json().data;
    expect(stillOwner.roles.org[otherTeam.id]).toBe('owner');
  });
});
