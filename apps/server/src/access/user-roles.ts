import type { TeamRole, UserRoles } from '@tripline/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships, sessions, teams, users } from '../db/schema.js';
import type { TeamRow } from './route-access.js';

export interface SessionUser {
  userId: string;
  roles: UserRoles;
  /** The user's teams that are not Deleted, sorted by name, as GET /api/users/current/teams lists them. */
  memberships: { team: TeamRow; role: TeamRole }[];
  /** When the session ends. */
  expiresAt: Date;
}

/** Case-insensitive name order, ties broken by id; the same order the lists use in SQL. */
export function compareTeamNames(a: TeamRow, b: TeamRow): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The user, roles and teams behind a live session token, in one query: it runs on every signed-in request,
 * and each round trip costs about a millisecond on the embedded database.
 */
export async function loadSessionUser(db: Db, tokenHash: string): Promise<SessionUser | null> {
  const rows = await db
    .select({
      userId: users.id,
      globalRole: users.globalRole,
      expiresAt: sessions.expiresAt,
      team: teams,
      role: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(teams, and(eq(teams.id, memberships.teamId), eq(teams.status, 'Active')))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  const first = rows[0];
  if (!first) return null;
  const roles: UserRoles = { global: first.globalRole ? [first.globalRole] : [], org: {}, dev: {} };
  const found: SessionUser['memberships'] = [];
  for (const row of rows) {
    if (!row.team || !row.role) continue;
    roles[row.team.type][row.team.id] = row.role;
    found.push({ team: row.team, role: row.role });
  }
  found.sort((a, b) => compareTeamNames(a.team, b.team));
  return { userId: first.userId, roles, memberships: found, expiresAt: first.expiresAt };
}
