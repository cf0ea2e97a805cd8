import type { TeamRole, TeamType } from '@tripline/contracts';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { TeamRow } from '../../access/route-access.js';
import type { Db } from '../../db/client.js';
import { memberships, teams } from '../../db/schema.js';

export interface NewTeam {
  type: TeamType;
  name: string;
  region?: string | null | undefined;
}

/** Creates a team and makes the user its owner, in one transaction. */
export async function createTeamWithOwner(db: Db, input: NewTeam, ownerId: string): Promise<TeamRow> {
  return db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ id: crypto.randomUUID(), type: input.type, name: input.name.trim(), region: input.region ?? null })
      .returning();
    if (!team) throw new Error('insert returned no row');
    await tx.insert(memberships).values({ teamId: team.id, userId: ownerId, role: 'owner' });
    return team;
  });
}

/** An Active team of a type, or null. */
export async function findActiveTeam(db: Db, type: TeamType, id: string): Promise<TeamRow | null> {
  const rows = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), eq(teams.type, type), eq(teams.status, 'Active')))
    .limit(1);
  return rows[0] ?? null;
}

export async function findTeamById(db: Db, id: string): Promise<TeamRow | null> {
  const rows = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return rows[0] ?? null;
}

export interface TeamListFilter {
  type: TeamType;
  /** Only these teams; undefined means every team (callers who may browse all). */
  memberOf?: string | undefined;
  search?: string | undefined;
  sort: { field: 'name' | 'created'; direction: 'asc' | 'desc' };
  limit: number | undefined;
  offset: number;
}

/** Active teams of a type, sorted and paged, with the total before paging. */
export async function listTeams(db: Db, filter: TeamListFilter): Promise<{ rows: TeamRow[]; total: number }> {
  const conditions: SQL[] = [eq(teams.type, filter.type), eq(teams.status, 'Active')];
  if (filter.search) conditions.push(ilike(teams.name, `%${filter.search.replace(/[%_\\]/g, '\\$&')}%`));
  if (filter.memberOf) {
    const mine = db.select({ id: memberships.teamId }).from(memberships).where(eq(memberships.userId, filter.memberOf));
    conditions.push(inArray(teams.id, mine));
  }
  const where = and(...conditions);
  // Case-insensitive, so both databases sort names alike whatever their collation.
  const column = filter.sort.field === 'name' ? sql`lower(${teams.name})` : teams.createdAt;
  const order = filter.sort.direction === 'asc' ? asc(column) : desc(column);
  const query = db.select().from(teams).where(where).orderBy(order, asc(teams.id)).offset(filter.offset);
  const rows = filter.limit === undefined ? await query : await query.limit(filter.limit);
  const [total] = await db.select({ value: count() }).from(teams).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function updateTeam(db: Db, id: string, changes: Partial<typeof teams.$inferInsert>): Promise<TeamRow> {
  const [row] = await db
    .update(teams)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(teams.id, id))
    .returning();
  if (!row) throw new Error('team vanished during update');
  return row;
}

/** Deleted teams stay in the database but vanish from every list and answer 404. */
export function markTeamDeleted(db: Db, id: string): Promise<TeamRow> {
  return updateTeam(db, id, { status: 'Deleted', deletedAt: new Date() });
}

/** Adds a member or changes the role of an existing one. */
export async function upsertMembership(db: Db, teamId: string, userId: string, role: TeamRole): Promise<void> {
  await db
    .insert(memberships)
    .values({ teamId, userId, role })
    .onConflictDoUpdate({ target: [memberships.teamId, memberships.userId], set: { role } });
}
