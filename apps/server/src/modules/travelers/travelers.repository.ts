import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { travelerEmailAddresses, travelers } from '../../db/schema.js';

export type TravelerRow = typeof travelers.$inferSelect;

/** The traveler of a team whose primary or extra address is this one, whatever its case. */
export async function findTravelerByAddress(db: Db, teamId: string, address: string): Promise<TravelerRow | null> {
  const lower = address.toLowerCase();
  const [primary] = await db
    .select()
    .from(travelers)
    .where(sql`${travelers.teamId} = ${teamId} and lower(${travelers.primaryEmail}) = ${lower}`)
    .limit(1);
  if (primary) return primary;
  const [extra] = await db
    .select({ traveler: travelers })
    .from(travelerEmailAddresses)
    .innerJoin(travelers, eq(travelers.id, travelerEmailAddresses.travelerId))
    .where(sql`${travelerEmailAddresses.teamId} = ${teamId} and lower(${travelerEmailAddresses.email}) = ${lower}`)
    .limit(1);
  return extra?.traveler ?? null;
}

/**
 * The traveler sending from an address, created when nobody in the team has it.
 * `created` tells whether this call made it (two parses racing create it once).
 */
export async function findOrCreateTraveler(
  db: Db,
  teamId: string,
  address: string,
  name: string | null,
): Promise<{ traveler: TravelerRow; created: boolean }> {
  const found = await findTravelerByAddress(db, teamId, address);
  if (found) return { traveler: found, created: false };
  const [inserted] = await db
    .insert(travelers)
    .values({ id: crypto.randomUUID(), teamId, primaryEmail: address.toLowerCase(), name })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { traveler: inserted, created: true };
  const again = await findTravelerByAddress(db, teamId, address);
  if (!again) throw new Error('traveler vanished after a conflicting insert');
  return { traveler: again, created: false };
}

/** Adds an extra address to a traveler; an address another traveler of the team holds is refused (false). */
export async function addTravelerAddress(db: Db, teamId: string, travelerId: string, email: string): Promise<boolean> {
  const rows = await db
    .insert(travelerEmailAddresses)
    .values({ id: crypto.randomUUID(), teamId, travelerId, email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: travelerEmailAddresses.id });
  return rows.length > 0;
}
