import type { Team, User, UserRoles } from '@tripline/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, teams } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { toTeamDto } from '../teams/team-dto.js';
import { displayName } from './display-name.js';
import { findUserById } from './users.repository.js';

/** A user's memberships of teams that are not Deleted, sorted by team name. */
function listActiveMemberships(db: Db, userId: string) {
  return db
    .select({ team: teams, role: memberships.role })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(and(eq(memberships.userId, userId), eq(teams.status, 'Active')))
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
}

/** The teams a user is a member of, Deleted ones left out, each list sorted by name. */
export async function listUserTeams(db: Db, userId: string): Promise<{ orgs: Team[]; developers: Team[] }> {
  const orgs: Team[] = [];
  const developers: Team[] = [];
  for (const { team } of await listActiveMemberships(db, userId)) {
    (team.type === 'org' ? orgs : developers).push(toTeamDto(team));
  }
  return { orgs, developers };
}

/** The user as GET /api/users/current shows them (spec §3). */
export async function loadUserView(db: Db, userId: string): Promise<User> {
  const [user, rows] = await Promise.all([findUserById(db, userId), listActiveMemberships(db, userId)]);
  if (!user) throw notFound('The user');
  const roles: UserRoles = { global: user.globalRole ? [user.globalRole] : [], org: {}, dev: {} };
  const userTeams: User['teams'] = { orgs: [], developers: [] };
  for (const { team, role } of rows) {
    roles[team.type][team.id] = role;
    (team.type === 'org' ? userTeams.orgs : userTeams.developers).push(toTeamDto(team));
  }
  return {
    id: user.id,
    name: displayName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    timezone: user.timezone,
    roles,
    teams: userTeams,
  };
}
