import type { TeamType } from '../roles.js';

/** The API base of a team type: orgs or developers (spec §2). */
export const TEAM_API_SEGMENT: Record<TeamType, 'orgs' | 'developers'> = { org: 'orgs', dev: 'developers' };

/** `{base}` of spec §7: /api/orgs/:teamId or /api/developers/:teamId. */
export function teamApiBase(type: TeamType, teamId: string): string {
  return `/api/${TEAM_API_SEGMENT[type]}/${encodeURIComponent(teamId)}`;
}
