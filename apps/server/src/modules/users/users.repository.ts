import type { GlobalRole } from '@tripline/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** Finds a user by email, ignoring case. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  globalRole?: GlobalRole | null | undefined;
  emailVerified?: boolean;
}

export async function insertUser(db: Db, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: input.email.trim().toLowerCase(),
      passwordHash: input.passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      globalRole: input.globalRole ?? null,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(db: Db, id: string, changes: Partial<typeof users.$inferInsert>): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}
