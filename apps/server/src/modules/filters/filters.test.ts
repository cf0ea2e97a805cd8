import { FILTER_RULESET_TYPES } from '@tripline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { decideSender } from './filter-decision.js';
import { SENDER_RULESETS } from './sender-rulesets-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function orgTeam() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  return { team, owner, client: await t.signIn(owner.email), base: `/api/orgs/${team.id}/filters` };
}

describe('sender rulesets', () => {
  it('holds at least ten real sender domains for every ruleset type', () => {
    for (const type of Object.keys(FILTER_RULESET_TYPES) as (keyof typeof FILTER_RULESET_TYPES)[]) {
      expect(Object.keys(SENDER_RULESETS[type].domains).length, type).toBeGreaterThanOrEqual(10);
    }
  });

  it('lists statuses with domains flagged outdated when the ruleset changed after they were added', async () => {
    const { client, base } = await orgTeam();
    const response = await client.get(`${base}/statuses`);
    expect(response.statusCode).toBe(200);
    const rulesets = response.json().data;
    expect(rulesets.map((r: { type: string }) => r.type)).toEqual(Object.keys(FILTER_RULESET_TYPES));
    const air = rulesets.find((r: { type: string }) => r.type === 'air');
    expect(air).toMatchObject({ name: 'Airlines', modified: '2026-11-23' });
    const domain = (name: string) => air.domains.find((d: { name: string }) => d.name === name);
    expect(domain('lufthansa.com')).toEqual({ name: 'lufthansa.com', created: '2026-01-15', isOutdated: true });
    expect(domain('qantas.com.au')).toEqual({ name: 'qantas.com.au', created: '2026-09-01', isOutdated: true });
    expect(domain('aireuropa.com')).toEqual({ name: 'aireuropa.com', created: '2026-11-23', isOutdated: false });
  });
});

describe('sender decision', () => {
  it('accepts providers and their subdomains, refuses unknown senders with a reason', async () => {
    const { team } = await orgTeam();
    expect(await decideSender(t.database.db, team.id, 'Lufthansa <booking@mail.lufthansa.com>')).toMatchObject({
      accepted: true,
      type: 'air',
    });
    expect(await decideSender(t.database.db, team.id, 'confirm@marriott.com')).toMatchObject({ type: 'hotel' });
    const refused = await decideSender(t.database.db, team.id, 'friend@gmail.com');
    expect(refused.accepted).toBe(false);
    expect(refused.reason).toMatch(/gmail\.com is not a known travel provider/);
    expect((await decideSender(t.database.db, team.id, 'not an address')).accepted).toBe(false);
  });

  it('accepts the senders the extraction engine reads, beyond the rulesets', async () => {
    const { team } = await orgTeam();
    const decision = await decideSender(t.database.db, team.id, 'Lufthansa <online@booking-lufthansa.com>');
    expect(decision).toMatchObject({ accepted: true });
    expect(decision.reason).toMatch(/booking-lufthansa\.com sends Lufthansa bookings/);
  });

  it('accepts everything for developer teams', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('dev', owner.id);
    expect((await decideSender(t.database.db, team.id, 'friend@gmail.com')).accepted).toBe(true);
  });

  it('follows the team’s own allowed and blocked domains, blocks first', async () => {
    const { team, client, base } = await orgTeam();
    expect((await client.post(`${base}/domains`, { domain: 'Travel.Example.com', kind: 'allow' })).statusCode).toBe(
      200,
    );
    expect((await decideSender(t.database.db, team.id, 'a@travel.example.com')).accepted).toBe(true);
    await client.post(`${base}/domains`, { domain: 'hilton.com', kind: 'block' });
    const blocked = await decideSender(t.database.db, team.id, 'stay@email.hilton.com');
    expect(blocked).toMatchObject({ accepted: false, reason: 'The team blocks mail from hilton.com' });

    const list = (await client.get(`${base}/domains`)).json().data;
    expect(list.map((d: { domain: string; kind: string }) => [d.domain, d.kind])).toEqual([
      ['hilton.com', 'block'],
      ['travel.example.com', 'allow'],
    ]);
    // Changing a listed domain is for super-admins only (edit-filters): an owner's second POST changes nothing.
    expect((await client.post(`${base}/domains`, { domain: 'Hilton.com', kind: 'allow' })).statusCode).toBe(403);
    expect((await decideSender(t.database.db, team.id, 'stay@hilton.com')).accepted).toBe(false);
    expect((await client.post(`${base}/domains`, { domain: 'hilton.com', kind: 'block' })).statusCode).toBe(200);
    const admin = await t.signIn((await t.createUser({ globalRole: 'super-admin' })).email);
    expect((await admin.post(`${base}/domains`, { domain: 'hilton.com', kind: 'allow' })).statusCode).toBe(200);
    expect((await decideSender(t.database.db, team.id, 'stay@hilton.com')).accepted).toBe(true);
    // Removing a domain is for super-admins only (delete-filters).
    expect((await client.delete(`${base}/domains/hilton.com`)).statusCode).toBe(403);
    expect((await admin.delete(`${base}/domains/hilton.com`)).statusCode).toBe(204);
    expect((await admin.delete(`${base}/domains/hilton.com`)).statusCode).toBe(404);
    expect((await client.post(`${base}/domains`, { domain: 'not a domain', kind: 'allow' })).statusCode).toBe(422);
  });

  it('explains through POST /filters/test how an address would be treated', async () => {
    const { client, base } = await orgTeam();
    const accepted = (await client.post(`${base}/test`, { email: 'receipts@uber.com' })).json().data;
    expect(accepted).toMatchObject({
      email: 'receipts@uber.com',
      domain: 'uber.com',
      accepted: true,
      type: 'transportation',
      ruleset_name: 'Transportation Services',
    });
    const refused = (await client.post(`${base}/test`, { email: 'someone@example.org' })).json().data;
    expect(refused).toMatchObject({ accepted: false, type: null, domain: 'example.org' });
    expect(refused.reason).toContain('example.org');
  });

  it('is not offered to developer teams', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('dev', owner.id);
    const client = await t.signIn(owner.email);
    expect((await client.get(`/api/orgs/${team.id}/filters/statuses`)).statusCode).toBe(404);
  });
});

describe('filter downloads', () => {
  it('records downloads of the filter set and keeps the latest 10', async () => {
    const { client, base, owner } = await orgTeam();
    await client.post(`${base}/domains`, { domain: 'partner.example', kind: 'allow' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await client.post(base);
      expect(created.statusCode).toBe(201);
      ids.push(created.json().data.id);
    }
    const history = (await client.get(base)).json().data;
    expect(history).toHaveLength(10);
    expect(history.map((d: { id: string }) => d.id).sort()).toEqual(ids.slice(2).sort());
    expect(history[0].user_id).toBe(owner.id);
    expect(history[0].filters.team_domains).toEqual([{ domain: 'partner.example', kind: 'allow' }]);
    expect(history[0].filters.rulesets.find((r: { type: string }) => r.type === 'rail').domains).toContain('bahn.de');
  });

  it('lets users test the filter but not change it', async () => {
    const { team, base } = await orgTeam();
    const member = await t.createUser();
    await t.addMember(team.id, member.id, 'user');
    const client = await t.signIn(member.email);
    expect((await client.post(`${base}/test`, { email: 'a@sncf.com' })).statusCode).toBe(200);
    expect((await client.post(`${base}/domains`, { domain: 'x.example', kind: 'allow' })).statusCode).toBe(403);
  });
});
