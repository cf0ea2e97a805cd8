import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserLike } from '../../../test/browser-like.js';
import { type OidcTestProvider, startOidcProvider } from '../../../test/oidc-test-provider.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { identityProviders, memberships, users } from '../../db/schema.js';

let t: TestApp;
let op: OidcTestProvider;
const APP = 'http://console.test';
/** What the provider says of whoever signs in. */
let claims: Record<string, string> = { given_name: 'Ada', family_name: 'Lovelace' };
beforeAll(async () => {
  t = await createTestApp();
  op = await startOidcProvider({
    redirectUri: `${APP}/sso/oidc/callback`,
    claims: () => claims,
  });
});
afterAll(async () => {
  await Promise.all([t.close(), op.close()]);
});

const uniqueDomain = () => `corp-${crypto.randomUUID().slice(0, 8)}.example`;

/** An org whose super administrator configured the test provider for a fresh domain. */
async function orgWithOidc() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  const admin = await t.signIn((await t.createUser({ globalRole: 'super-admin' })).email);
  const domain = uniqueDomain();
  const saved = await admin.post(`/api/orgs/${team.id}/identity-providers`, {
    protocol: 'oidc',
    issuer: op.issuer,
    client_id: op.clientId,
    client_secret: op.clientSecret,
    domains: [domain],
  });
  if (saved.statusCode !== 201) throw new Error(saved.body);
  return { team, admin, owner, domain, provider: saved.json().data };
}

/** Signs in at the provider's own login and consent pages; returns the answer of the callback. */
async function signInThroughProvider(browser: BrowserLike, startUrl: string, login: string) {
  const loginPage = await browser.follow('GET', startUrl);
  expect(loginPage.url).toContain(op.issuer);
  const consentPage = await browser.submitForm(loginPage, { login, password: 'anything' });
  return browser.submitForm(consentPage, {});
}

describe('single sign-on with OpenID Connect', () => {
  it('signs a new user in from the sign-in page by email domain, just in time, as a User of the team', async () => {
    const { team, domain, provider } = await orgWithOidc();
    expect(provider).toMatchObject({ protocol: 'oidc', issuer: op.issuer, client_id: op.clientId, domains: [domain] });
    expect(provider.redirect_uri).toBe(`${APP}/sso/oidc/callback`);
    expect(JSON.stringify(provider)).not.toContain(op.clientSecret);
    const [stored] = await t.database.db.select().from(identityProviders).where(eq(identityProviders.teamId, team.id));
    expect(stored?.clientSecretEncrypted).toMatch(/^v1\./);
    expect((await t.anonymous().get(`/api/orgs/${team.id}`)).statusCode).toBe(401);

    const email = `grace@${domain}`;
    const lookup = await t.anonymous().post('/sso/lookup', { email: email.toUpperCase() });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data.redirect).toBe(`/sso/${team.id}/start?login_hint=${encodeURIComponent(email)}`);

    const browser = new BrowserLike(t.app, APP);
    const landed = await browser.request('GET', lookup.json().data.redirect);
    expect(new URL(landed.location as string).searchParams.get('code_challenge_method')).toBe('S256');
    const callback = await signInThroughProvider(browser, lookup.json().data.redirect, email);
    // The flow ends in the team's console with a session.
    expect(callback.url).toBe(`${APP}/orgs/${team.id}/dashboard`);
    const session = browser.cookie('console.test', 'tripline_session');
    expect(session).toBeTruthy();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { cookie: `tripline_session=${session}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email, first_name: 'Ada', last_name: 'Lovelace' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toBeNull();
    const roles = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user?.id as string));
    expect(roles).toEqual([expect.objectContaining({ teamId: team.id, role: 'user' })]);

    // A second sign-in finds the same user; no second account, and the role is kept.
    const again = new BrowserLike(t.app, APP);
    const second = await signInThroughProvider(again, `/sso/${team.id}/start`, email);
    expect(second.url).toBe(`${APP}/orgs/${team.id}/dashboard`);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('keeps the names a provider sends without the NUL characters they may hold', async () => {
    const { team, domain } = await orgWithOidc();
    claims = { given_name: 'A\u0000da', family_name: 'Love\u0000lace' };
    try {
      const browser = new BrowserLike(t.app, APP);
      const callback = await signInThroughProvider(browser, `/sso/${team.id}/start`, `nul@${domain}`);
      expect(callback.url).toBe(`${APP}/orgs/${team.id}/dashboard`);
      const [user] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `nul@${domain}`));
      expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    } finally {
      claims = { given_name: 'Ada', family_name: 'Lovelace' };
    }
  });

  it('blocks adding users by hand while single sign-on is on, and allows it again once it is removed', async () => {
    const { team, admin, owner } = await orgWithOidc();
    const teamAnswer = await admin.get(`/api/orgs/${team.id}`);
    expect(teamAnswer.json().data.sso_enabled).toBe(true);
    const ownerClient = await t.signIn(owner.email);
    const invite = await ownerClient.post(`/api/orgs/${team.id}/invitations`, {
      email: 'someone@example.test',
      role: 'user',
    });
    expect(invite.statusCode).toBe(404);

    expect((await admin.get(`/api/orgs/${team.id}/identity-providers`)).json().data.protocol).toBe('oidc');
    expect((await admin.delete(`/api/orgs/${team.id}/identity-providers`)).statusCode).toBe(204);
    expect((await admin.get(`/api/orgs/${team.id}/identity-providers`)).json().data).toBeNull();
    expect((await admin.get(`/api/orgs/${team.id}`)).json().data.sso_enabled).toBe(false);
    expect((await t.anonymous().get(`/sso/${team.id}/start`)).statusCode).toBe(404);
    const invited = await ownerClient.post(`/api/orgs/${team.id}/invitations`, {
      email: 'someone@example.test',
      role: 'user',
    });
    expect(invited.statusCode).toBe(201);
  });

  it('refuses a callback whose state it did not issue, or one used twice, and addresses outside the domains', async () => {
    const { team, domain } = await orgWithOidc();
    const forged = new BrowserLike(t.app, APP);
    const bad = await forged.request('GET', '/sso/oidc/callback?code=abc&state=not-issued-here');
    expect(bad.status).toBe(303);
    expect(bad.location).toMatch(/^\/sign-in\?sso_error=/);
    expect(forged.cookie('console.test', 'tripline_session')).toBeUndefined();

    // Stop at the callback to replay it.
    const browser = new BrowserLike(t.app, APP);
    const loginPage = await browser.follow('GET', `/sso/${team.id}/start`);
    const consentPage = await browser.submitForm(loginPage, { login: `lin@${domain}`, password: 'x' });
    const form = /action="([^"]*)"/.exec(consentPage.body)?.[1] as string;
    const callback = await browser.follow(
      'POST',
      new URL(form, consentPage.url).href,
      Object.fromEntries([...consentPage.body.matchAll(/name="([^"]*)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])),
      (url) => url.origin === APP,
    );
    const callbackUrl = callback.location as string;
    expect(callbackUrl).toContain('/sso/oidc/callback?code=');
    const first = await browser.request('GET', callbackUrl);
    expect(first.location).toBe(`/orgs/${team.id}/dashboard`);
    const replay = await new BrowserLike(t.app, APP).request('GET', callbackUrl);
    expect(replay.location).toMatch(/^\/sign-in\?sso_error=.*invalid.*expired/);

    const outsider = new BrowserLike(t.app, APP);
    const refused = await signInThroughProvider(outsider, `/sso/${team.id}/start`, 'mallory@elsewhere.example');
    expect(decodeURIComponent(refused.url)).toContain('not an address of this team');
    expect(outsider.cookie('console.test', 'tripline_session')).toBeUndefined();
  });

  it('keeps identity providers to super administrators, validates them, and gives each domain to one team', async () => {
    const { team, domain } = await orgWithOidc();
    const owner = await t.createUser();
    const other = await t.createTeam('org', owner.id);
    const ownerClient = await t.signIn(owner.email);
    expect((await ownerClient.get(`/api/orgs/${other.id}/identity-providers`)).statusCode).toBe(403);
    expect((await ownerClient.get(`/api/orgs/${team.id}/identity-providers`)).statusCode).toBe(404);

    const admin = await t.signIn((await t.createUser({ globalRole: 'super-admin' })).email);
    const base = `/api/orgs/${other.id}/identity-providers`;
    const body = { protocol: 'oidc', issuer: op.issuer, client_id: 'x', client_secret: 'y', domains: [domain] };
    const taken = await admin.post(base, body);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields.domains[0]).toContain(domain);
    const insecure = await admin.post(base, { ...body, issuer: 'http://idp.example.com', domains: [uniqueDomain()] });
    expect(insecure.json().error.fields.issuer).toBeDefined();
    expect((await admin.post(base, { ...body, domains: ['not a domain'] })).statusCode).toBe(422);
    expect((await t.anonymous().post('/sso/lookup', { email: 'nobody@unknown.example' })).statusCode).toBe(404);
  });
});
