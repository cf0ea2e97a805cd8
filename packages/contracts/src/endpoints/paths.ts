import type { TeamType } from '../roles.js';

/** The API base of a team type: orgs or developers (spec §2). */
export const TEAM_API_SEGMENT: Record<TeamType, 'orgs' | 'developers'> = { org: 'orgs', dev: 'developers' };

/** `{base}` of spec §7: /api/orgs/:teamId or /api/developers/:teamId. */
export function teamApiBase(type: TeamType, teamId: string): string {
  return `/api/${TEAM_API_SEGMENT[type]}/${encodeURIComponent(teamId)}`;
}

/** Account and team paths the console calls. */
export const API_PATHS = {
  login: '/login',
  logout: '/logout',
  passwordEmail: '/password/email',
  passwordReset: '/password/reset',
  registration: '/api/developers/registration',
  validateToken: (token: string) => `/api/tokens/${encodeURIComponent(token)}/validate`,
  currentUser: '/api/users/current',
  currentUserTeams: '/api/users/current/teams',
  platformAnalytics: '/api/platform/analytics',
  consoleSettings: '/api/console-settings',
  emailLookup: '/api/users/lookups/email',
  timezones: '/api/locations/timezones',
  invitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}/accept`,
  teams: (type: TeamType) => `/api/${TEAM_API_SEGMENT[type]}`,
} as const;
