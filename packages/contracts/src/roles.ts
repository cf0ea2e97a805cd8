/** Roles a user can hold on one team. */
export const TEAM_ROLES = ['owner', 'user', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles a user can hold across every team. */
export const GLOBAL_ROLES = ['super-admin', 'super-viewer'] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];

export const ROLES = [...GLOBAL_ROLES, ...TEAM_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  'super-admin': 'Super Administrator',
  'super-viewer': 'Super Viewer',
  owner: 'Owner',
  user: 'User',
  viewer: 'Viewer',
};

export const TEAM_TYPES = ['org', 'dev'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

/** Roles as the API returns them: per team type and team id, plus the global list. */
export interface UserRoles {
  global: GlobalRole[];
  org: Record<string, TeamRole>;
  dev: Record<string, TeamRole>;
}
