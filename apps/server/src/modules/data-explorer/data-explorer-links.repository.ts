import { roleSetHasPermission } from '@tripline/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, teams, users } from '../../db/schema.js';
import { dataExplorerLinks } from '../../db/schema-data-explorer.js';

export type ExportType = 'excel' | 'gsheet';

export async function insertLink(
  db: Db,
  values: { teamId: string; createdBy: string; type: ExportType; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(dataExplorerLinks).values({ id: crypto.randomUUID(), ...values });
}

/**
 * The live link behind a token hash, with its team, as long as the team is active and the person who made
 * the link may still make one there: a removed or demoted member's links stop working with their access.
 */
export async function findUsableLink(db: Db, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({ link: dataExplorerLinks, team: teams, role: memberships.role, globalRole: users.globalRole })
    .from(dataExplorerLinks)
    .innerJoin(teams, and(eq(teams.id, dataExplorerLinks.teamId), eq(teams.status, 'Active')))
    .innerJoin(users, eq(users.id, dataExplorerLinks.createdBy))
    .leftJoin(
      memberships,
      and(eq(memberships.teamId, dataExplorerLinks.teamId), eq(memberships.userId, dataExplorerLinks.createdBy)),
    )
    .where(and(eq(dataExplorerLinks.tokenHash, tokenHash), gt(dataExplorerLinks.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const roles = [row.role, row.globalRole].filter((role) => role !== null);
  if (!roleSetHasPermission(roles, 'add-downloads')) return null;
  return { link: row.link, team: row.team };
}

export async function markLinkUsed(db: Db, id: string): Promise<void> {
  await db.update(dataExplorerLinks).set({ lastUsedAt: sql`now()` }).where(eq(dataExplorerLinks.id, id));
}
