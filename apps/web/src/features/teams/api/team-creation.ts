import { hasAccountPermission, type TeamType, type UserRoles } from '@tripline/contracts';

/**
 * Whether the account may start a team of this type. An organisation needs the right to sign one up and to add
 * it (spec §6: an owner may sign up, only a super administrator adds); a developer team needs add-developers.
 */
export function canCreateTeam(roles: UserRoles, type: TeamType): boolean {
  if (type === 'dev') return hasAccountPermission(roles, 'add-developers');
  return hasAccountPermission(roles, 'signup-organizations') && hasAccountPermission(roles, 'add-organizations');
}
