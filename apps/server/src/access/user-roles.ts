import type { UserRoles } from '@tripline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships, teams, users } from '../db/schema.js';

/** A user's roles: the global one plus one per team that is not Deleted. */
export async function loadUserRoles(db: Db, userId: string): Promise<UserRoles | null> {
  const [user] = await db.select({ globalRole: users.globalRole }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const rows = await db
    .select({ teamId: memberships.teamId, role: memberships.role, type: teams.type })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(and(eq(memberships.userId, userId), eq(teams.status, 'Active')));
  const roles: UserRoles = { global: user.globalRole ? [user.globalRole] : [], org: {}, dev: {} };
  for (const row of rows) roles[row.type][row.teamId] = row.role;
  return roles;
}
