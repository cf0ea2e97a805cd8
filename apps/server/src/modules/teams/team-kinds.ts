import type { Permission, TeamType } from '@tripline/contracts';

/** How each team type appears in paths and in the permission table. */
export const TEAM_KINDS = {
  org: { segment: 'orgs', resource: 'organizations', label: 'The organization' },
  dev: { segment: 'developers', resource: 'developers', label: 'The developer team' },
} as const satisfies Record<TeamType, { segment: string; resource: string; label: string }>;

/** The permission of an action on a team type, e.g. edit-organizations. */
export function teamPermission(type: TeamType, action: 'browse' | 'read' | 'edit' | 'delete' | 'add'): Permission {
  return `${action}-${TEAM_KINDS[type].resource}` as Permission;
}
