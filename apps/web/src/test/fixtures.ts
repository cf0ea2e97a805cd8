import type { Team, User, UserRoles } from '@tripline/contracts';

/** A team as the API returns it. */
export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 'team-1',
    type: 'org',
    name: 'Acme Travel',
    region: null,
    sso_enabled: false,
    onboard: true,
    status: 'Active',
    created: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A signed-in user with the given roles. */
export function makeUser(roles: Partial<UserRoles> = {}, overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    email_verified: true,
    timezone: null,
    roles: { global: [], org: {}, dev: {}, ...roles },
    teams: { orgs: [makeTeam()], developers: [makeTeam({ id: 'dev-1', type: 'dev', name: 'Acme Dev' })] },
    ...overrides,
  };
}
