import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserLike } from '../../../test/browser-like.js';
import { createSamlIdp, type SamlTestIdp } from '../../../test/saml-test-idp.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { memberships, users } from '../../db/schema.js';

let t: TestApp;
let idp: SamlTestIdp;
const APP = 'http://console.test';
beforeAll(async () => {
  [t, idp] = await Promise.all([createTestApp(), createSamlIdp()]);
});
afterAll(() => t.close());

async function orgWithSaml() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  const admin = await t.signIn((await t.createUser({ globalRole: 'super-admin' })).email);
  const domain = `saml-${crypto.randomUUID().slice(0, 8)}.example`;
  const saved = await admin.post(`/api/orgs/${team.id}/identity-providers`, {
    protocol: 'saml',
    entry_point: idp.entryPoint,
    idp_cert: idp.certificate,
    domains: [domain],
  });
  if (saved.statusCode !== 201) throw new Error(saved.body);
  const provider = saved.json().data;
  return { team, domain, provider, entityId: provider.metadata_url as string };
}

/** Starts a sign-in in a fresh browser and returns the browser and the AuthnRequest URL at the provider. */
async function startSignIn(teamId: string) {
  const browser = new BrowserLike(t.app, APP);
  const start = await browser.request('GET', `/sso/${teamId}/saml/start`);
  expect(start.status).toBe(303);
  expect(start.location?.startsWith(idp.entryPoint)).toBe(true);
  return { browser, authnRequestUrl: start.location as string };
}

describe('single sign-on with SAML 2.0', () => {
  it('publishes metadata and signs a user in from a signed assertion, creating them as a User', async () => {
    const { team, domain, provider, entityId } = await orgWithSaml();
    expect(provider).toMatchObject({ protocol: 'saml', acs_url: `${APP}/sso/saml/acs`, issuer: entityId });
    const metadata = await t.anonymous().get(`/sso/${team.id}/saml/metadata`);
    expect(metadata.headers['content-type']).toContain('xml');
    expect(metadata.body).toContain(`entityID="${entityId}"`);
    expect(metadata.body).toContain(`Location="${APP}/sso/saml/acs"`);

    const lookup = await t.anonymous().post('/sso/lookup', { email: `ines@${domain}` });
    expect(lookup.json().data.redirect).toMatch(new RegExp(`^/sso/${team.id}/saml/start`));

    const { browser, authnRequestUrl } = await startSignIn(team.id);
    const email = `ines@${domain}`;
    const answer = await idp.respond(authnRequestUrl, email, { acsUrl: provider.acs_url, entityId });
    const landed = await browser.request('POST', '/sso/saml/acs', answer);
    expect(landed.status).toBe(303);
    expect(landed.location).toBe(`/orgs/${team.id}/dashboard`);
    const session = browser.cookie('console.test', 'tripline_session');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { cookie: `tripline_session=${session}` },
    });
    expect(me.json().data.email).toBe(email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const roles = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user?.id as string));
    expect(roles).toEqual([expect.objectContaining({ teamId: team.id, role: 'user' })]);

    // The same response again answers no request any more.
    const replay = await new BrowserLike(t.app, APP).request('POST', '/sso/saml/acs', answer);
    expect(replay.location).toMatch(/^\/sign-in\?sso_error=/);
  });

  it('refuses a tampered assertion, an unsigned one, a wrong audience and an answer to no request', async () => {
    const { team, domain, provider, entityId } = await orgWithSaml();
    const refused = async (answer: { SAMLResponse: string; RelayState: string }) => {
      const browser = new BrowserLike(t.app, APP);
      const hop = await browser.request('POST', '/sso/saml/acs', answer);
      expect(hop.status).toBe(303);
      expect(browser.cookie('console.test', 'tripline_session')).toBeUndefined();
      return decodeURIComponent(hop.location ?? '');
    };

    const signed = await idp.respond((await startSignIn(team.id)).authnRequestUrl, `eve@${domain}`, {
      acsUrl: provider.acs_url,
      entityId,
    });
    const xml = Buffer.from(signed.SAMLResponse, 'base64').toString('utf8');
    expect(xml).toContain(`eve@${domain}`);
    const tampered = Buffer.from(xml.replaceAll(`eve@${domain}`, `boss@${domain}`)).toString('base64');
    expect(await refused({ ...signed, SAMLResponse: tampered })).toMatch(/could not be verified.*signature/i);

    const unsigned = await idp.respond((await startSignIn(team.id)).authnRequestUrl, `eve@${domain}`, {
      acsUrl: provider.acs_url,
      entityId,
      signAssertion: false,
    });
    expect(await refused(unsigned)).toMatch(/could not be verified.*signature/i);

    const otherAudience = await idp.respond((await startSignIn(team.id)).authnRequestUrl, `eve@${domain}`, {
      acsUrl: provider.acs_url,
      entityId,
      audience: 'https://some-other-service.example/metadata',
    });
    expect(await refused(otherAudience)).toMatch(/audience/i);

    // A response for another team's request: its id is not one this team sent.
    const elsewhere = await orgWithSaml();
    const foreign = await idp.respond((await startSignIn(elsewhere.team.id)).authnRequestUrl, `eve@${domain}`, {
      acsUrl: provider.acs_url,
      entityId,
    });
    expect(await refused({ ...foreign, RelayState: team.id })).toMatch(/could not be verified.*InResponseTo/i);

    const outsider = await idp.respond((await startSignIn(team.id)).authnRequestUrl, 'eve@elsewhere.example', {
      acsUrl: provider.acs_url,
      entityId,
    });
    expect(await refused(outsider)).toContain('not an address of this team');
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `boss@${domain}`)),
    ).toHaveLength(0);
  });
});
