import type { TeamRole, TeamUser } from '@tripline/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema.js';
import { displayName } from '../users/display-name.js';

export const TEAM_USER_SORTS = ['name', 'email', 'role', 'created'] as const;
export type TeamUserSort = { field: (typeof TEAM_USER_SORTS)[number]; direction: 'asc' | 'desc' };

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: memberships.role,
  createdAt: memberships.createdAt,
};

interface MemberRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: TeamRole;
  createdAt: Date;
}

function toTeamUser(row: MemberRow): TeamUser {
  return {
    id: row.id,
    name: displayName(row),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    created: row.createdAt.toISOString(),
  };
}

const SORT_EXPRESSIONS = {
  name: sql`lower(coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email}))`,
  email: sql`lower(${users.email})`,
  role: sql`${memberships.role}`,
  created: sql`${memberships.createdAt}`,
};

/** The members of a team, sorted and paged, with the total. */
export async function listTeamUsers(
  db: Db,
  teamId: string,
  sort: TeamUserSort,
  page: { limit: number | undefined; offset: number },
): Promise<{ rows: TeamUser[]; total: number }> {
  const expression = SORT_EXPRESSIONS[sort.field];
  const query = db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.teamId, teamId))
    .orderBy(sort.direction === 'asc' ? asc(expression) : desc(expression), asc(users.id))
    .offset(page.offset);
  const rows = page.limit === undefined ? await query : await query.limit(page.limit);
  const [total] = await db.select({ value: count() }).from(memberships).where(eq(memberships.teamId, teamId));
  return { rows: rows.map(toTeamUser), total: total?.value ?? 0 };
}

/** One member of a team; null when the user is not a member of this team. */
export async function findTeamUser(db: Db, teamId: string, userId: string): Promise<TeamUser | null> {
  const [row] = await db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)))
    .limit(1);
  return row ? toTeamUser(row) : null;
}

export async function countOwners(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.role, 'owner')));
  return row?.value ?? 0;
}

export async function setMemberRole(db: Db, teamId: string, userId: string, role: TeamRole): Promise<void> {
  await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
}

export async function removeMember(db: Db, teamId: string, userId: string): Promise<void> {
  await db.delete(memberships).where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
}
