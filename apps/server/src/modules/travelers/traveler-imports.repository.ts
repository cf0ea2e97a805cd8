import type { TravelerImport, TravelerImportMapping } from '@tripline/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { travelerImports } from '../../db/schema.js';

export type TravelerImportRow = typeof travelerImports.$inferSelect;

/** Where part n (0-based) of an import's file is kept in the blob store. */
export function importPartKey(importId: string, part: number): string {
  return `traveler-imports/${importId}/${part}`;
}

/** The answer shape of an import; results are label/count pairs (spec §3). */
export function toTravelerImport(row: TravelerImportRow): TravelerImport {
  return {
    id: row.id,
    file_name: row.fileName,
    format: row.format,
    byte_size: row.byteSize,
    status: row.status,
    columns: row.columns,
    // Only a mapping validated by the process call is ever stored.
    mapping: (row.mapping as TravelerImportMapping | null) ?? null,
    progress: { done: row.rowsDone, total: row.rowsTotal },
    results: [
      { label: 'Created', count: row.createdCount },
      { label: 'Updated', count: row.updatedCount },
      { label: 'Skipped', count: row.skippedCount },
      { label: 'Errors', count: row.errorCount },
    ],
    errors: row.rowErrors,
    failure_reason: row.failureReason,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    finished: row.finishedAt?.toISOString() ?? null,
  };
}

export async function insertTravelerImport(
  db: Db,
  values: Pick<TravelerImportRow, 'teamId' | 'createdBy' | 'fileName' | 'format'>,
): Promise<TravelerImportRow> {
  const [row] = await db
    .insert(travelerImports)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('the import was not stored');
  return row;
}

export async function findTeamTravelerImport(db: Db, teamId: string, id: string): Promise<TravelerImportRow | null> {
  const [row] = await db
    .select()
    .from(travelerImports)
    .where(and(eq(travelerImports.teamId, teamId), eq(travelerImports.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findTravelerImport(db: Db, id: string): Promise<TravelerImportRow | null> {
  const [row] = await db.select().from(travelerImports).where(eq(travelerImports.id, id)).limit(1);
  return row ?? null;
}

/** A team's imports, newest first, paged, with the total. */
export async function listTravelerImports(
  db: Db,
  teamId: string,
  window: { limit: number | undefined; offset: number },
) {
  const where = eq(travelerImports.teamId, teamId);
  const query = db
    .select()
    .from(travelerImports)
    .where(where)
    .orderBy(desc(travelerImports.createdAt), asc(travelerImports.id))
    .offset(window.offset);
  const [rows, [total]] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    db.select({ value: count() }).from(travelerImports).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function updateTravelerImport(
  db: Db,
  id: string,
  values: Partial<Omit<TravelerImportRow, 'id' | 'teamId' | 'createdAt'>>,
): Promise<TravelerImportRow> {
  const [row] = await db
    .update(travelerImports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(travelerImports.id, id))
    .returning();
  if (!row) throw new Error('the import vanished');
  return row;
}
