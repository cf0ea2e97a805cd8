import type { Segment, Team, User, UserRoles } from '@tripline/contracts';

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

/** A segment as the API returns it: a two-night stay in Amsterdam. */
export function makeSegment(overrides: Partial<Segment> = {}): Segment {
  return {
    id: 'seg-h1',
    trip_id: 'trip-1',
    traveler_id: 'tr-1',
    email_id: null,
    type: 'hotel',
    subType: 'CheckIn',
    status: 'confirmed',
    provider: 'Hotel Canal House Amsterdam',
    startDateTime: '2025-09-18T14:00:00+02:00',
    startTimeZone: 'Europe/Amsterdam',
    endDateTime: '2025-09-20T12:00:00+02:00',
    endTimeZone: 'Europe/Amsterdam',
    numberOfNights: 2,
    numberOfDays: null,
    startName: 'Hotel Canal House Amsterdam',
    endName: null,
    startCode: null,
    endCode: null,
    firstName: 'Anna',
    lastName: 'Berger',
    startLongitude: null,
    startLatitude: null,
    endLongitude: null,
    endLatitude: null,
    startCity: 'Amsterdam',
    startStateProvence: null,
    startCountry: 'NL',
    endCity: null,
    endStateProvence: null,
    endCountry: null,
    number: null,
    seat: null,
    confirmationNumber: '5123.987.654',
    priceCents: 41280,
    currency: 'EUR',
    country: 'NL',
    country_code: 'NL',
    start_datetime: '2025-09-18T12:00:00.000Z',
    end_datetime: '2025-09-20T10:00:00.000Z',
    source_classification: 'tmc',
    created: '2025-09-01T10:00:00.000Z',
    updated: '2025-09-01T10:00:00.000Z',
    ...overrides,
  };
}
