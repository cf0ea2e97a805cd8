import type { Team, User, UserRoles } from '@tripline/contracts';
import { and, eq } from 'drizzle-orm';
import { compareTeamNames, type SessionUser } from '../../access/user-roles.js';
import type { Db } from '../../db/client.js';
import { memberships, teams } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { toTeamDto } from '../teams/team-dto.js';
import { displayName } from './display-name.js';
import { findUserById } from './users.repository.js';

/** A user's memberships of teams that are not Deleted, sorted by team name. */
async function listActiveMemberships(db: Db, userId: string): Promise<SessionUser['memberships']> {
  const rows = await db
    .select({ team: teams, role: memberships.role })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(and(eq(memberships.userId, userId), eq(teams.status, 'Active')));
  return rows.sort((a, b) => compareTeamNames(a.team, b.team));
}

/** Memberships split into the orgs and developers lists, keeping their order. */
export function groupTeams(list: SessionUser['memberships']): { orgs: Team[]; developers: Team[] } {
  const orgs: Team[] = [];
  const developers: Team[] = [];
  for (const { team } of list) (team.type === 'org' ? orgs : developers).push(toTeamDto(team));
  return { orgs, developers };
}

/**
 * The user as GET /api/users/current shows them (spec §3). The signed-in caller's memberships come with the
 * session, so only the user row is read then.
 */
export async function loadUserView(db: Db, userId: string, known?: SessionUser['memberships']): Promise<User> {
  const [user, list] = await Promise.all([findUserById(db, userId), known ?? listActiveMemberships(db, userId)]);
  if (!user) throw notFound('The user');
  const roles: UserRoles = { global: user.globalRole ? [user.globalRole] : [], org: {}, dev: {} };
  for (const { team, role } of list) roles[team.type][team.id] = role;
  return {
    id: user.id,
    name: displayName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    timezone: user.timezone,
    roles,
    teams: groupTeams(list),
  };
}
