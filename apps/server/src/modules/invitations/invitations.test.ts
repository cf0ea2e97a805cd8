import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../../test/test-app.js';
import { invitations } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function invite(role: 'owner' | 'user' | 'viewer' = 'user', email = uniqueEmail('invitee')) {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id, 'Inviting Org');
  const client = await t.signIn(owner.email);
  const response = await client.post(`/api/orgs/${team.id}/invitations`, { email, role });
  const token =
    t.jobs
      .mailsTo(email)
      .at(-1)
      ?.match(/\/invitations\/([\w-]+)/)?.[1] ?? '';
  return { owner, team, client, response, token, email };
}

describe('invitations', () => {
  it('mails a link whose landing shows the team, and a newcomer accepting it becomes a member', async () => {
    const { team, response, token, email } = await invite('viewer');
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ email, role: 'viewer', team_id: team.id, expired: false });

    const landing = await t.anonymous().get(`/api/invitations/${token}`);
    expect(landing.json().data).toMatchObject({ team_name: 'Inviting Org', email });

    const accepted = await t.anonymous().post(`/api/invitations/${token}/accept`, {
      first_name: 'New',
      last_name: 'Comer',
      password: 'a good password',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.team.id).toBe(team.id);
    const me = (await (await t.signIn(email, 'a good password')).get('/api/users/current')).json().data;
    expect(me.roles.org[team.id]).toBe('viewer');

    const again = await t.anonymous().post(`/api/invitations/${token}/accept`, { password: 'a good password' });
    expect(again.statusCode).toBe(410);
  });

  it('lets an existing user accept only while signed in with the invited address', async () => {
    const invitee = await t.createUser();
    const { team, token } = await invite('user', invitee.email);
    expect((await t.anonymous().post(`/api/invitations/${token}/accept`, {})).statusCode).toBe(401);
    const someoneElse = await t.createUser();
    expect((await (await t.signIn(someoneElse.email)).post(`/api/invitations/${token}/accept`, {})).statusCode).toBe(
      403,
    );
    const client = await t.signIn(invitee.email);
    expect((await client.post(`/api/invitations/${token}/accept`, {})).statusCode).toBe(200);
    expect((await client.get(`/api/orgs/${team.id}`)).statusCode).toBe(200);
  });

  it('refuses an expired invitation with 410 and marks it expired on the landing', async () => {
    const { response, token } = await invite();
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, response.json().data.id));
    expect((await t.anonymous().get(`/api/invitations/${token}`)).json().data.expired).toBe(true);
    const accepted = await t.anonymous().post(`/api/invitations/${token}/accept`, { password: 'a good password' });
    expect(accepted.statusCode).toBe(410);
  });

  it('answers 409 when the address already belongs to a member, and lists and withdraws pending ones', async () => {
    const { owner, team, client, response } = await invite();
    const conflict = await client.post(`/api/orgs/${team.id}/invitations`, { email: owner.email, role: 'user' });
    expect(conflict.statusCode).toBe(409);
    const pending = (await client.get(`/api/orgs/${team.id}/invitations`)).json().data;
    expect(pending.map((i: { id: string }) => i.id)).toEqual([response.json().data.id]);
    expect((await client.delete(`/api/orgs/${team.id}/invitations/${response.json().data.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/orgs/${team.id}/invitations`)).json().data).toEqual([]);
  });

  it('answers 404 to inviting into an organisation that uses single sign-on', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const client = await t.signIn(owner.email);
    expect((await client.patch(`/api/orgs/${team.id}`, { sso_enabled: true })).statusCode).toBe(200);
    const email = uniqueEmail();
    const response = await client.post(`/api/orgs/${team.id}/invitations`, { email, role: 'user' });
    expect(response.statusCode).toBe(404);
    expect(t.jobs.mailsTo(email)).toHaveLength(0);
  });

  it('answers 404 for an unknown token', async () => {
    expect((await t.anonymous().get('/api/invitations/unknown-token')).statusCode).toBe(404);
  });
});
