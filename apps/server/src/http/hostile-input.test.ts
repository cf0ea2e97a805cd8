import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: Client;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser();
  const team = await t.createTeam('org', user.id);
  owner = await t.signIn(user.email);
  base = `/api/orgs/${team.id}`;
});
afterAll(() => t.close());

/** A refusal the caller can act on: a 4xx in the error shape, never a server fault. */
function expectRefused(response: { statusCode: number; json(): unknown }, what: string) {
  expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  expect(response.json(), what).toMatchObject({ error: { status: response.statusCode } });
}

describe('hostile input', () => {
  it('refuses a NUL character in a path, a query or a text field before it reaches the database', async () => {
    expectRefused(await t.anonymous().get('/sso/%00/start'), 'sso start');
    expectRefused(await t.anonymous().get('/sso/%00/saml/metadata'), 'saml metadata');
    expectRefused(await owner.get('/api/orgs/%00/trips'), 'team id');
    expectRefused(await owner.get(`${base}/trips/a%00b`), 'trip id');
    expectRefused(await owner.get(`${base}/emails?search=a%00b`), 'query text');
    const named = await owner.patch(base, { name: 'Before\u0000after' });
    expect(named.statusCode).toBe(422);
    expect(named.json().error.fields).toEqual({ name: ['Must not contain a NUL character.'] });
    expectRefused(await owner.post(`${base}/travelers`, { email: 'a@b.test', first_name: 'x\u0000' }), 'traveler');
  });

  it('refuses a NUL character in a SAML post, which comes as a form from another site', async () => {
    const response = await t.anonymous().request({
      method: 'POST',
      url: '/sso/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
      payload: 'SAMLResponse=abc&RelayState=%00',
    });
    expectRefused(response, 'saml acs');
  });

  it('refuses days that match YYYY-MM-DD but do not exist, on every list that filters by day', async () => {
    const lists = [
      (day: string) => `${base}/trips?start_date=${day}`,
      (day: string) => `${base}/segments/air?start_date=2020-01-01&end_date=${day}`,
      (day: string) => `${base}/travel/air?start_date=${day}`,
      (day: string) => `${base}/charts/travel?start_date=${day}`,
      (day: string) => `${base}/emails?start=${day}`,
    ];
    for (const day of ['2020-02-31', '2020-13-45', '0000-00-00', '9999-99-99', '2021-02-29', '0000-01-01']) {
      for (const list of lists) {
        const response = await owner.get(list(day));
        expect(response.statusCode, list(day)).toBe(422);
      }
    }
    expect((await owner.get(`${base}/trips?start_date=2020-02-29`)).statusCode).toBe(200);
    expect((await owner.get(`${base}/trips?start_date=9999-12-31`)).statusCode).toBe(200);
  });
});
