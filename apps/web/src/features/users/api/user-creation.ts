import type { Team } from '@tripline/contracts';

/** An organisation with single sign-on gets its users from the identity provider, never by invitation (spec §5). */
export function isUserCreationBlocked(team: Pick<Team, 'type' | 'sso_enabled'>): boolean {
  return team.type === 'org' && team.sso_enabled;
}
