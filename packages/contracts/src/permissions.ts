import type { Role, TeamType, UserRoles } from './roles.js';

/**
 * The permission table of the console specification (§6), as data.
 * Server route guards and the console's sidebar both read it; nothing else decides who may do what.
 */
const SA = 'super-admin';
const SV = 'super-viewer';
const O = 'owner';
const U = 'user';
const V = 'viewer';
const ALL: readonly Role[] = [SA, SV, O, U, V];

type Grant = readonly Role[];

/** resource slug → action → roles allowed. The permission name is `${action}-${resource}`. */
const TABLE = {
  organizations: {
    browse: ALL,
    read: ALL,
    edit: [SA, O],
    delete: [SA, O],
    add: [SA],
    'browse-all': [SA, SV],
    signup: [SA, O],
  },
  dashboard: { read: ALL },
  trips: { browse: ALL, read: ALL, edit: [SA, O, U], add: [SA, O], delete: [SA, O] },
  reports: { browse: ALL, read: ALL, edit: ALL, add: ALL, delete: [SA, O] },
  members: { browse: ALL, read: ALL, edit: [SA, O, U], add: [SA, O], delete: [SA, O] },
  users: { browse: [SA, SV, O, U], read: [SA, SV, O, U], edit: [SA, SV, O], add: [SA, SV, O], delete: [SA, SV, O] },
  invitations: { browse: ALL, read: ALL, edit: [SA, O], delete: [SA, O], add: [SA, SV, O] },
  integrations: { browse: [SA, SV, O, U], read: [SA, SV, O, U], edit: [SA, O], add: [SA, O], delete: [SA, O] },
  mailboxes: { browse: [SA, SV, O, U], read: [SA, SV, O, U], edit: [SA, O], add: [SA, O], delete: [SA, O] },
  applications: { browse: [SA, SV, O, U], read: [SA, SV, O, U], edit: [SA, O], add: [SA, O], delete: [SA, O] },
  webhooks: { browse: [SA, SV, O, U], read: [SA, SV, O, U], edit: [SA, O], add: [SA, O], delete: [SA, O] },
  'application-key': { read: [SA, O, U], edit: [SA, O] },
  filters: { browse: [SA, SV, O, U], read: [SA, SV, O, U], edit: [SA], delete: [SA], add: [SA, O] },
  'data-subject-requests': { browse: ALL, read: ALL, edit: [SA, O], add: [SA, O], delete: [SA, O] },
  billing: { browse: [SA, SV, O], read: [SA, SV, O] },
  settings: { browse: [SA, SV, O, U] },
  downloads: { browse: ALL, read: ALL, edit: [SA, O, U], add: [SA, SV, O, U], delete: [SA] },
  developers: { browse: ALL, read: ALL, edit: [SA, O], add: [SA, O, U, V], delete: [SA], 'browse-all': [SA, SV] },
  emails: { browse: ALL, read: ALL, edit: [SA, O], add: [SA, O], delete: [SA, O] },
  support: { browse: ALL },
} as const satisfies Record<string, Record<string, Grant>>;

/** Permissions whose names do not follow `${action}-${resource}` in the specification. */
const SPECIAL = {
  'add-feedback': ALL,
  'browse-authentication': [SA],
  // Spec §6: a super-admin also switches analytics to a different mode, the platform's view across teams.
  'browse-platform-analytics': [SA],
} as const satisfies Record<string, Grant>;

type Table = typeof TABLE;
type TablePermission = {
  [R in keyof Table]: `${Extract<keyof Table[R], string>}-${R}`;
}[keyof Table];

export type Permission = TablePermission | keyof typeof SPECIAL;

function buildPermissionRoles(): Record<Permission, readonly Role[]> {
  const out: Record<string, readonly Role[]> = { ...SPECIAL };
  for (const [resource, actions] of Object.entries(TABLE)) {
    for (const [action, roles] of Object.entries(actions)) out[`${action}-${resource}`] = roles;
  }
  return out as Record<Permission, readonly Role[]>;
}

/** Every permission with the roles that hold it. */
export const PERMISSION_ROLES: Readonly<Record<Permission, readonly Role[]>> = Object.freeze(buildPermissionRoles());

/** Every permission name, for tests that walk the whole table. */
export const PERMISSIONS = Object.keys(PERMISSION_ROLES) as Permission[];

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSION_ROLES, name);
}

/** The roles a user holds on one team: the global ones plus the team's own. */
export function rolesOnTeam(roles: UserRoles, teamType: TeamType, teamId: string): Role[] {
  const teamRole = roles[teamType][teamId];
  return teamRole ? [...roles.global, teamRole] : [...roles.global];
}

/**
 * Whether a set of held roles grants a permission. No permission asked means allowed;
 * an unknown permission name fails the check silently (spec §5).
 */
export function roleSetHasPermission(held: readonly Role[], permission: string | undefined | null): boolean {
  if (!permission) return true;
  if (!isPermission(permission)) return false;
  const allowed = PERMISSION_ROLES[permission];
  return held.some((role) => allowed.includes(role));
}

/** Whether a user may use a permission on a team. */
export function hasPermission(
  roles: UserRoles,
  permission: string | undefined | null,
  team?: { type: TeamType; id: string },
): boolean {
  const held = team ? rolesOnTeam(roles, team.type, team.id) : roles.global;
  return roleSetHasPermission(held, permission);
}

/**
 * The roles an account holds for a check that belongs to no team, such as starting one: its global role and its role
 * on every team. An account that holds none yet counts as a user, as any account may start its own developer team.
 */
export function accountRoles(roles: UserRoles): Role[] {
  const held = new Set<Role>([...roles.global, ...Object.values(roles.org), ...Object.values(roles.dev)]);
  return held.size > 0 ? [...held] : ['user'];
}

/** Whether an account may use a permission that belongs to no team (spec §6: it holds any role allowed for it). */
export function hasAccountPermission(roles: UserRoles, permission: string | undefined | null): boolean {
  return roleSetHasPermission(accountRoles(roles), permission);
}
