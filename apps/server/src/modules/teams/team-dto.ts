import type { Team } from '@tripline/contracts';
import type { TeamRow } from '../../access/route-access.js';

/** A team row as the API shows it. */
export function toTeamDto(row: TeamRow): Team {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    region: row.region,
    sso_enabled: row.ssoEnabled,
    onboard: row.onboard,
    status: row.status,
    created: row.createdAt.toISOString(),
  };
}
