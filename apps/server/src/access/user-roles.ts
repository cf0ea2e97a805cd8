import type { UserRoles } from '@tripline/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships, sessions, teams, users } from '../db/schema.js';
import { hashToken } from './tokens.js';

/**
 * The user and roles behind a live session token, in one query: it runs on every signed-in request,
 * and each round trip costs about a millisecond on the embedded database.
 */
export async function loadSessionRoles(
  db: Db,
  secret: string,
  token: string,
): Promise<{ userId: string; roles: UserRoles } | null> {
  const rows = await db
    .select({
      userId: users.id,
      globalRole: users.globalRole,
      teamId: teams.id,
      teamType: teams.type,
      role: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(teams, and(eq(teams.id, memberships.teamId), eq(teams.status, 'Active')))
    .where(and(eq(sessions.tokenHash, hashToken(token, secret)), gt(sessions.expiresAt, new Date())));
  const first = rows[0];
  if (!first) return null;
  const roles: UserRoles = { global: first.globalRole ? [first.globalRole] : [], org: {}, dev: {} };
  for (const row of rows) {
    if (row.teamId && row.teamType && row.role) roles[row.teamType][row.teamId] = row.role;
  }
  return { userId: first.userId, roles };
}
