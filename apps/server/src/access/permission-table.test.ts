import { PERMISSION_ROLES, PERMISSIONS, type Permission, type Role, type TeamType } from '@tripline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../test/test-app.js';

type Caller = Role | 'none';
const CALLERS: Caller[] = ['super-admin', 'super-viewer', 'owner', 'user', 'viewer', 'none'];
const TEAM_NOT_FOUND = 'The team was not found.';

let t: TestApp;
const teams: Record<TeamType, string> = { org: '', dev: '' };
const clients = {} as Record<Caller, Client>;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createUser();
  const user = await t.createUser();
  const viewer = await t.createUser();
  const superAdmin = await t.createUser({ globalRole: 'super-admin' });
  const superViewer = await t.createUser({ globalRole: 'super-viewer' });
  // Owns a team of their own, so "no role here" is tested with someone who has roles elsewhere.
  const outsider = await t.createUser();
  for (const type of ['org', 'dev'] as const) {
    teams[type] = (await t.createTeam(type, owner.id)).id;
    await t.addMember(teams[type], user.id, 'user');
    await t.addMember(teams[type], viewer.id, 'viewer');
    await t.createTeam(type, outsider.id);
  }
  const accounts: Record<Caller, string> = {
    'super-admin': superAdmin.email,
    'super-viewer': superViewer.email,
    owner: owner.email,
    user: user.email,
    viewer: viewer.email,
    none: outsider.email,
  };
  for (const caller of CALLERS) clients[caller] = await t.signIn(accounts[caller]);
});
afterAll(() => t.close());

const isGranted = (caller: Caller, permission: Permission) =>
  caller !== 'none' && PERMISSION_ROLES[permission].includes(caller);

/** A concrete URL for a route pattern: the team's id, and an id that matches nothing for any other parameter. */
function concreteUrl(pattern: string, teamId: string) {
  return pattern.replace(':teamId', teamId).replace(/:[A-Za-z]+/g, 'no-such-id');
}

describe.each(['org', 'dev'] as const)('permission table on %s teams', (type) => {
  const base = () => `/api/${type === 'org' ? 'orgs' : 'developers'}/${teams[type]}`;

  it.each(CALLERS)('GET {base}/permissions lists exactly what %s holds', async (caller) => {
    const response = await clients[caller].get(`${base()}/permissions`);
    if (caller === 'none') {
      expect(response.statusCode).toBe(404);
      return;
    }
    expect(response.statusCode).toBe(200);
    expect([...response.json().data].sort()).toEqual(PERMISSIONS.filter((p) => isGranted(caller, p)).sort());
  });

  it('every team route declares a known permission and the guard applies it to every role', async () => {
    const teamRoutes = t.routes.filter((route) => 'permission' in route.access && route.access.team === type);
    expect(teamRoutes.length).toBeGreaterThan(5);
    for (const route of teamRoutes) {
      if (!('permission' in route.access) || route.access.permission === null) continue;
      const permission = route.access.permission;
      expect(PERMISSIONS).toContain(permission);
      for (const caller of CALLERS) {
        const response = await clients[caller].request({
          method: route.method,
          url: concreteUrl(route.url, teams[type]),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const where = `${caller} ${route.method} ${route.url} (${permission})`;
        if (caller === 'none') {
          expect(response.statusCode, where).toBe(404);
        } else if (isGranted(caller, permission)) {
          expect([401, 403], where).not.toContain(response.statusCode);
          if (response.statusCode === 404) expect(response.json().error.message, where).not.toBe(TEAM_NOT_FOUND);
        } else {
          expect(response.statusCode, where).toBe(403);
        }
      }
    }
    // Hundreds of requests, each role on each route: give it room on a busy machine.
  }, 120_000);
});

describe('routes outside a team', () => {
  it('apply their permission to every role the account holds, global or on any team', async () => {
    const globalRoutes = t.routes.filter((r) => 'permission' in r.access && !r.access.team && r.access.permission);
    expect(globalRoutes.length).toBeGreaterThan(0);
    for (const route of globalRoutes) {
      if (!('permission' in route.access) || !route.access.permission) continue;
      for (const caller of CALLERS) {
        const response = await clients[caller].request({ method: route.method, url: route.url, payload: {} });
        // The outsider has no role on the test teams but owns teams of their own.
        const granted = isGranted(caller === 'none' ? 'owner' : caller, route.access.permission);
        expect(response.statusCode === 403, `${caller} ${route.method} ${route.url}`).toBe(!granted);
      }
    }
  });

  it('answer 401 to every non-public route without a session', async () => {
    const anonymous = t.anonymous();
    for (const route of t.routes) {
      if ('public' in route.access) continue;
      const response = await anonymous.request({
        method: route.method,
        url: concreteUrl(route.url, teams.org),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
