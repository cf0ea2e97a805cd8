import type { Application } from '@tripline/contracts';
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import { hashClientSecret, newClientId } from './client-credentials.js';
import { decryptSecret, encryptSecret } from './secret-box.js';

export type ApplicationRow = typeof applications.$inferSelect;

/** The API shape; the secret only for holders of read-application-key. */
export function toApplicationDto(row: ApplicationRow, key: Buffer, withSecret: boolean): Application {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    client_id: row.clientId,
    ...(withSecret ? { secret: decryptSecret(key, row.secretEncrypted) } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS = { created: applications.createdAt, name: applications.name } as const;

/** One page of a team's applications and the total. */
export async function listApplications(
  db: Db,
  teamId: string,
  options: {
    search?: string;
    sort: { field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' };
    limit?: number;
    offset: number;
  },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(
    eq(applications.teamId, teamId),
    options.search ? ilike(applications.name, `%${options.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const column = SORT_COLUMNS[options.sort.field];
  const query = db
    .select()
    .from(applications)
    .where(where)
    .orderBy(options.sort.direction === 'asc' ? asc(column) : desc(column), asc(applications.id))
    .offset(options.offset);
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findApplication(db: Db, teamId: string, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.teamId, teamId), eq(applications.id, id)))
    .limit(1);
  return row;
}

/** Stores a new application with its secret (encrypted, and hashed for credential checks). */
export async function insertApplication(
  db: Db,
  key: Buffer,
  values: { teamId: string; name: string; description: string | null; secret: string },
): Promise<ApplicationRow> {
  const [row] = await db
    .insert(applications)
    .values({
      id: crypto.randomUUID(),
      teamId: values.teamId,
      name: values.name,
      description: values.description,
      clientId: newClientId(),
      secretEncrypted: encryptSecret(key, values.secret),
      secretHash: hashClientSecret(values.secret),
    })
    .returning();
  return row as ApplicationRow;
}

export async function updateApplication(
  db: Db,
  teamId: string,
  id: string,
  changes: Partial<Pick<ApplicationRow, 'name' | 'description'>>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(applications.teamId, teamId), eq(applications.id, id)))
    .returning();
  return row;
}

/** Replaces the secret; the old one stops working at once. */
export async function replaceApplicationSecret(
  db: Db,
  key: Buffer,
  teamId: string,
  id: string,
  secret: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ secretEncrypted: encryptSecret(key, secret), secretHash: hashClientSecret(secret), updatedAt: new Date() })
    .where(and(eq(applications.teamId, teamId), eq(applications.id, id)))
    .returning();
  return row;
}

export async function deleteApplication(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(applications)
    .where(and(eq(applications.teamId, teamId), eq(applications.id, id)))
    .returning({ id: applications.id });
  return rows.length > 0;
}
