import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, PASSWORD, randomAddress, type TestApp, uniqueEmail } from '../../../test/test-app.js';
import { sessions } from '../../db/schema.js';
import { LOOKUP_LIMIT_PER_USER } from '../users/email-lookup.js';
import { RESET_LIMITS } from './reset-limit.js';
import { SIGN_IN_LIMITS } from './sign-in-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function linkToken(text: string, pattern: RegExp): string {
  const match = text.match(pattern);
  if (!match?.[1]) throw new Error(`no link in mail: ${text}`);
  return match[1];
}

describe('sign-in and sign-out', () => {
  it('signs in with the right password, sets an HttpOnly Lax cookie and answers the user', async () => {
    const user = await t.createUser({ firstName: 'Grace' });
    const response = await t.anonymous().post('/login', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, email: user.email, name: 'Grace' });
    const cookie = response.cookies.find((c) => c.name === 'tripline_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses a wrong password with 422 and no cookie', async () => {
    const user = await t.createUser();
    const response = await t.anonymous().post('/login', { email: user.email, password: 'wrong password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.email).toHaveLength(1);
    expect(response.cookies).toHaveLength(0);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const response = await t.anonymous().post('/login', { email: uniqueEmail(), password: 'whatever1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('These credentials do not match our records.');
  });

  it('ends the session on logout, after which the cookie no longer works', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    expect((await client.get('/api/users/current')).statusCode).toBe(200);
    const out = await client.post('/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: {} });
    expect((await client.get('/api/users/current')).statusCode).toBe(401);
  });

  it('no longer accepts a session once it has expired', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/users/current')).statusCode).toBe(401);
  });

  it('refuses a state-changing call without X-Requested-With', async () => {
    const user = await t.createUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });
});

describe('sign-in rate limit', () => {
  const login = (email: string, password: string, address = randomAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: address,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email, password },
    });
  /** Moves an account's recorded failures into the past, as if the caller had waited. */
  const waitFor = (email: string, seconds: number) =>
    t.database.db.execute(
      sql`update sign_in_failures set at = at - make_interval(secs => ${seconds}) where key like ${`%${email}%`}`,
    );

  it('answers 429 to one address that fails too often for one account, even with the right password', async () => {
    const user = await t.createUser();
    const address = randomAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perPair; i++) {
      expect((await login(user.email, `wrong-${i}`, address)).statusCode).toBe(422);
      await waitFor(user.email, 120);
    }
    const blocked = await login(user.email, PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
  });

  it('slows an account that fails from anywhere down instead of locking its owner out', async () => {
    const user = await t.createUser();
    for (let i = 0; i < SIGN_IN_LIMITS.perPair; i++)
      expect((await login(user.email, `wrong-${i}`)).statusCode).toBe(422);
    const tooSoon = await login(user.email, PASSWORD);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toMatch(/try again in \d+ seconds?/);
    await waitFor(user.email, SIGN_IN_LIMITS.accountMaxDelaySeconds);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('checks no more passwords than the limit allows under concurrent tries', async () => {
    const user = await t.createUser();
    const address = randomAddress();
    const fromOne = await Promise.all(Array.from({ length: 40 }, (_, i) => login(user.email, `wrong-${i}`, address)));
    expect(fromOne.filter((r) => r.statusCode === 422).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perPair);
    expect(fromOne.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(40 - SIGN_IN_LIMITS.perPair);

    const other = await t.createUser();
    const started = Date.now();
    const fromMany = await Promise.all(Array.from({ length: 40 }, (_, i) => login(other.email, `wrong-${i}`)));
    // Past the free failures the account allows one check after 1 s, then 2 s, 4 s… while the burst lasts.
    const seconds = (Date.now() - started) / 1000;
    const slowed = Math.floor(Math.log2(seconds + 1));
    expect(fromMany.filter((r) => r.statusCode === 422).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perPair + slowed);
  });

  it('answers 429 to a client address that fails across many accounts', async () => {
    const address = randomAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      expect((await login(uniqueEmail(), 'not the password', address)).statusCode).toBe(422);
    }
    expect((await login(uniqueEmail(), 'not the password', address)).statusCode).toBe(429);
  });
});

describe('current user', () => {
  it('answers 401 without a session', async () => {
    const response = await t.anonymous().get('/api/users/current');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { status: 401, code: 'unauthenticated', message: 'Please sign in.' } });
  });

  it('shows roles keyed by team type and teams sorted by name, Deleted teams left out', async () => {
    const user = await t.createUser();
    const zulu = await t.createTeam('org', user.id, 'Zulu Travel');
    const alpha = await t.createTeam('org', user.id, 'Alpha Travel');
    const dev = await t.createTeam('dev', user.id, 'Devs');
    const gone = await t.createTeam('org', user.id, 'Gone Travel');
    const client = await t.signIn(user.email);
    expect((await client.delete(`/api/orgs/${gone.id}`, { name: 'Gone Travel' })).statusCode).toBe(200);

    const me = (await client.get('/api/users/current')).json().data;
    expect(me.roles).toEqual({
      global: [],
      org: { [zulu.id]: 'owner', [alpha.id]: 'owner' },
      dev: { [dev.id]: 'owner' },
    });
    const teams = (await client.get('/api/users/current/teams')).json().data;
    expect(teams.orgs.map((team: { name: string }) => team.name)).toEqual(['Alpha Travel', 'Zulu Travel']);
    expect(teams.developers.map((team: { id: string }) => team.id)).toEqual([dev.id]);
  });

  it('falls back to the email as display name', async () => {
    const user = await t.createUser();
    const me = (await (await t.signIn(user.email)).get('/api/users/current')).json().data;
    expect(me.name).toBe(user.email);
  });

  it('updates profile fields and rejects an unknown time zone with 422', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const ok = await client.patch('/api/users/current', {
      first_name: 'Ada',
      last_name: 'Byron',
      timezone: 'Europe/Zurich',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Ada Byron', timezone: 'Europe/Zurich' });
    const bad = await client.patch('/api/users/current', { timezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.timezone).toBeDefined();
  });

  it('changes the password only with the current one', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const refused = await client.patch('/api/users/current', { password: 'new password 1', current_password: 'nope' });
    expect(refused.statusCode).toBe(422);
    const changed = await client.patch('/api/users/current', {
      password: 'new password 1',
      current_password: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    await expect(t.signIn(user.email, 'new password 1')).resolves.toBeDefined();
  });

  it('ends every other session of the user on a password change, and keeps the one that made it', async () => {
    const user = await t.createUser();
    const here = await t.signIn(user.email);
    const elsewhere = await t.signIn(user.email);
    const other = await t.createUser();
    const someoneElse = await t.signIn(other.email);
    expect((await elsewhere.get('/api/users/current')).statusCode).toBe(200);
    const changed = await here.patch('/api/users/current', { password: 'new password 2', current_password: PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await elsewhere.get('/api/users/current')).statusCode).toBe(401);
    expect((await here.get('/api/users/current')).statusCode).toBe(200);
    expect((await someoneElse.get('/api/users/current')).statusCode).toBe(200);
    // A profile change without a new password ends nothing.
    const again = await t.signIn(user.email, 'new password 2');
    expect((await here.patch('/api/users/current', { first_name: 'Ada' })).statusCode).toBe(200);
    expect((await again.get('/api/users/current')).statusCode).toBe(200);
  });

  it('tells only those who may add people to a team whether an address has an account, and not too often', async () => {
    const member = await t.createUser();
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    await t.addMember(team.id, member.id, 'user');
    const asMember = await t.signIn(member.email);
    const refused = await asMember.get(`/api/users/lookups/email?email=${encodeURIComponent(owner.email)}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('exists');

    const asOwner = await t.signIn(owner.email);
    const asked = [];
    for (let i = 0; i < LOOKUP_LIMIT_PER_USER + 1; i++) {
      asked.push((await asOwner.get(`/api/users/lookups/email?email=${uniqueEmail()}`)).statusCode);
    }
    expect(asked).toEqual([...Array(LOOKUP_LIMIT_PER_USER).fill(200), 429]);
  });

  it('looks up whether an email is taken', async () => {
    const user = await t.createUser();
    await t.createTeam('dev', user.id);
    const client = await t.signIn(user.email);
    const taken = await client.get(`/api/users/lookups/email?email=${encodeURIComponent(user.email)}`);
    expect(taken.json().data).toEqual({ email: user.email, exists: true });
    const free = await client.get(`/api/users/lookups/email?email=${uniqueEmail()}`);
    expect(free.json().data.exists).toBe(false);
    expect((await client.get('/api/users/lookups/email?email=not-an-email')).statusCode).toBe(422);
  });

  it('lists IANA time zones', async () => {
    const user = await t.createUser();
    const zones = (await (await t.signIn(user.email)).get('/api/locations/timezones')).json().data;
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('America/New_York');
  });
});

describe('registration and email verification', () => {
  it('creates the user and a developer team they own, signs them in and mails a verification link', async () => {
    const email = uniqueEmail('dev');
    const response = await t.anonymous().post('/api/developers/registration', {
      first_name: 'Linus',
      last_name: 'Coder',
      email,
      password: 'long enough password',
      team_name: 'Parsers Inc',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json().data;
    expect(user).toMatchObject({ email, name: 'Linus Coder', email_verified: false });
    expect(user.teams.developers[0]).toMatchObject({ name: 'Parsers Inc', type: 'dev', status: 'Active' });
    expect(Object.values(user.roles.dev)).toEqual(['owner']);
    expect(response.cookies.some((c) => c.name === 'tripline_session')).toBe(true);

    const [mail] = t.jobs.mailsTo(email);
    const token = linkToken(mail ?? '', /\/t\/([\w-]+)/);
    const verified = await t.anonymous().post(`/api/tokens/${token}/validate`);
    expect(verified.statusCode).toBe(200);
    const again = await t.anonymous().post(`/api/tokens/${token}/validate`);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toMatchObject({ status: 403, message: 'This link is invalid or has expired.' });
  });

  it('refuses a taken email with 422 naming the field', async () => {
    const user = await t.createUser();
    const response = await t.anonymous().post('/api/developers/registration', {
      first_name: 'A',
      last_name: 'B',
      email: user.email,
      password: 'long enough password',
      team_name: 'Team',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.email).toBeDefined();
  });

  it('answers 403 with a message for an unknown token', async () => {
    const response = await t.anonymous().post('/api/tokens/not-a-real-token/validate');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/invalid or has expired/);
  });
});

describe('password reset', () => {
  it('answers 200 for any address and mails a link only to an account', async () => {
    const user = await t.createUser();
    const nobody = uniqueEmail('nobody');
    const forUser = await t.anonymous().post('/password/email', { email: user.email });
    const forNobody = await t.anonymous().post('/password/email', { email: nobody });
    expect(forUser.statusCode).toBe(200);
    expect(forNobody.statusCode).toBe(200);
    expect(forNobody.json()).toEqual(forUser.json());
    await vi.waitFor(() => expect(t.jobs.mailsTo(user.email)).toHaveLength(1));
    expect(t.jobs.mailsTo(nobody)).toHaveLength(0);
  });

  it('limits reset mails per address and per client, whether or not the address has an account', async () => {
    for (const email of [(await t.createUser()).email, uniqueEmail('nobody')]) {
      const asked = [];
      for (let i = 0; i < RESET_LIMITS.perAddress + 1; i++) {
        asked.push((await t.anonymous().post('/password/email', { email })).statusCode);
      }
      expect(asked).toEqual([...Array(RESET_LIMITS.perAddress).fill(200), 429]);
    }
    const one = t.anonymous();
    const fromOne = [];
    for (let i = 0; i < RESET_LIMITS.perClient + 1; i++) {
      fromOne.push((await one.post('/password/email', { email: uniqueEmail('nobody') })).statusCode);
    }
    expect(fromOne.at(-1)).toBe(429);
    expect(fromOne.filter((status) => status === 200)).toHaveLength(RESET_LIMITS.perClient);
  });

  it('ends the user’s other reset links once one of them is used', async () => {
    const user = await t.createUser();
    await t.anonymous().post('/password/email', { email: user.email });
    await t.anonymous().post('/password/email', { email: user.email });
    await vi.waitFor(() => expect(t.jobs.mailsTo(user.email)).toHaveLength(2));
    const [first, second] = t.jobs.mailsTo(user.email).map((mail) => linkToken(mail, /token=([\w-]+)/));
    const reset = await t.anonymous().post('/password/reset', { token: second, password: 'brand new password' });
    expect(reset.statusCode).toBe(200);
    const older = await t.anonymous().post('/password/reset', { token: first, password: 'attacker password' });
    expect(older.statusCode).toBe(403);
  });

  it('sets a new password from the mailed token once, ending open sessions', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user.email);
    await t.anonymous().post('/password/email', { email: user.email });
    await vi.waitFor(() => expect(t.jobs.mailsTo(user.email)).toHaveLength(1));
    const mail = t.jobs.mailsTo(user.email).at(-1) ?? '';
    expect(mail).toContain('http://console.test/reset-password?token=');
    const token = linkToken(mail, /token=([\w-]+)/);

    const reset = await t.anonymous().post('/password/reset', { token, password: 'brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await session.get('/api/users/current')).statusCode).toBe(401);
    await expect(t.signIn(user.email, 'brand new password')).resolves.toBeDefined();
    const reused = await t.anonymous().post('/password/reset', { token, password: 'another password' });
    expect(reused.statusCode).toBe(403);
  });

  it('refuses a common password wherever one is chosen, and keeps the reset link usable after the refusal', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const change = await client.patch('/api/users/current', { password: 'Password1', current_password: PASSWORD });
    expect(change.statusCode).toBe(422);
    expect(change.json().error.fields.password[0]).toMatch(/most common/);
    await expect(t.signIn(user.email)).resolves.toBeDefined();

    await t.anonymous().post('/password/email', { email: user.email });
    await vi.waitFor(() => expect(t.jobs.mailsTo(user.email)).toHaveLength(1));
    const token = linkToken(t.jobs.mailsTo(user.email).at(-1) ?? '', /token=([\w-]+)/);
    const common = await t.anonymous().post('/password/reset', { token, password: 'iloveyou123' });
    expect(common.statusCode).toBe(422);
    const chosen = await t.anonymous().post('/password/reset', { token, password: 'a rarely guessed phrase' });
    expect(chosen.statusCode).toBe(200);
  });
});
