import type { TeamType } from '@tripline/contracts';
import { routePath } from './route-paths';

const TEAM_PATH_SEGMENT: Record<TeamType, string> = { org: 'orgs', dev: 'developers' };

/** The console path of a team: /orgs/:teamId or /developers/:teamId, and a path of the route table below it. */
export function teamPath(type: TeamType, teamId: string, rest = ''): string {
  return `/${TEAM_PATH_SEGMENT[type]}/${encodeURIComponent(teamId)}${rest ? `/${rest}` : ''}`;
}

/** The team dashboard (org.dashboard.index or dev.dashboard.index). */
export function teamDashboardPath(type: TeamType, teamId: string): string {
  return routePath(`${type}.dashboard.index`, { teamId });
}
