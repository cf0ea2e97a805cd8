import type { Traveler, TravelerEmailAddress, TravelerTrip } from '@tripline/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { segments, travelerEmailAddresses, travelers, trips } from '../../db/schema.js';

export type TravelerRow = typeof travelers.$inferSelect;

/** The travelers of a team holding any of these addresses (primary or extra), by lower-cased address. */
export async function findTravelersByAddresses(db: Db, teamId: string, addresses: readonly string[]) {
  const found = new Map<string, TravelerRow>();
  if (addresses.length === 0) return found;
  const lower = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const primary = await db
    .select()
    .from(travelers)
    .where(and(eq(travelers.teamId, teamId), inArray(sql<string>`lower(${travelers.primaryEmail})`, lower)));
  for (const row of primary) found.set(row.primaryEmail.toLowerCase(), row);
  if (found.size === lower.length) return found;
  const extra = await db
    .select({ address: travelerEmailAddresses.email, traveler: travelers })
    .from(travelerEmailAddresses)
    .innerJoin(travelers, eq(travelers.id, travelerEmailAddresses.travelerId))
    .where(
      and(
        eq(travelerEmailAddresses.teamId, teamId),
        inArray(sql<string>`lower(${travelerEmailAddresses.email})`, lower),
      ),
    );
  for (const row of extra)
    if (!found.has(row.address.toLowerCase())) found.set(row.address.toLowerCase(), row.traveler);
  return found;
}

/** The traveler of a team whose primary or extra address is this one, whatever its case. */
export async function findTravelerByAddress(db: Db, teamId: string, address: string): Promise<TravelerRow | null> {
  return (await findTravelersByAddresses(db, teamId, [address])).get(address.toLowerCase()) ?? null;
}

/** The travelers of a team among these ids (ids of other teams are left out). */
export async function findTeamTravelers(db: Db, teamId: string, ids: readonly string[]): Promise<TravelerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(travelers)
    .where(and(eq(travelers.teamId, teamId), inArray(travelers.id, [...ids])))
    .orderBy(asc(travelers.primaryEmail));
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

export const TRAVELER_SORTS = ['created', 'name', 'email'] as const;
export type TravelerSort = { field: (typeof TRAVELER_SORTS)[number]; direction: 'asc' | 'desc' };
export type TravelerAddressRow = typeof travelerEmailAddresses.$inferSelect;

/** First and last name, else the name read from mail. */
export function travelerDisplayName(row: Pick<TravelerRow, 'firstName' | 'lastName' | 'name'>): string | null {
  const joined = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return joined || row.name || null;
}

/** The answer shape of a traveler. */
export function toTraveler(row: TravelerRow, addresses: TravelerAddressRow[], tripCount: number): Traveler {
  return {
    id: row.id,
    name: travelerDisplayName(row),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.primaryEmail,
    employee_id: row.employeeId,
    department: row.department,
    status: row.active ? 'active' : 'inactive',
    extra_email_addresses: addresses.map(toTravelerAddress),
    trip_count: tripCount,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export function toTravelerAddress(row: TravelerAddressRow): TravelerEmailAddress {
  return { id: row.id, email: row.email, created: row.createdAt.toISOString() };
}

// Correlated subqueries name their tables outright: drizzle leaves columns unqualified inside a select's fields.
const tripCount = sql<number>`(select count(*) from trips where trips.traveler_id = travelers.id)`.mapWith(Number);

/** A team's travelers, filtered, sorted and paged, with the total. */
export async function listTravelers(
  db: Db,
  teamId: string,
  filters: { q?: string | undefined; status?: 'active' | 'inactive' | undefined },
  sort: TravelerSort,
  window: { limit: number | undefined; offset: number },
) {
  const conditions = [eq(travelers.teamId, teamId)];
  if (filters.status) conditions.push(eq(travelers.active, filters.status === 'active'));
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(travelers.primaryEmail, pattern),
        ilike(travelers.name, pattern),
        ilike(sql`concat_ws(' ', ${travelers.firstName}, ${travelers.lastName})`, pattern),
        ilike(travelers.employeeId, pattern),
        ilike(travelers.department, pattern),
        sql`exists (select 1 from traveler_email_addresses a where a.traveler_id = travelers.id and a.email ilike ${pattern})`,
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const order = sort.direction === 'asc' ? asc : desc;
  const column = {
    created: travelers.createdAt,
    name: sql`lower(coalesce(${travelers.lastName}, ${travelers.firstName}, ${travelers.name}, ${travelers.primaryEmail}))`,
    email: sql`lower(${travelers.primaryEmail})`,
  }[sort.field];
  const query = db
    .select({ traveler: travelers, tripCount })
    .from(travelers)
    .where(where)
    .orderBy(order(column), asc(travelers.id))
    .offset(window.offset);
  const [rows, [total]] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    db.select({ value: count() }).from(travelers).where(where),
  ]);
  const addresses = await addressesOf(
    db,
    rows.map((row) => row.traveler.id),
  );
  return {
    rows: rows.map((row) => toTraveler(row.traveler, addresses.get(row.traveler.id) ?? [], row.tripCount)),
    total: Number(total?.value ?? 0),
  };
}

/** Extra addresses of these travelers, oldest first, by traveler id. */
async function addressesOf(db: Db, travelerIds: string[]): Promise<Map<string, TravelerAddressRow[]>> {
  const out = new Map<string, TravelerAddressRow[]>();
  if (travelerIds.length === 0) return out;
  const rows = await db
    .select()
    .from(travelerEmailAddresses)
    .where(inArray(travelerEmailAddresses.travelerId, travelerIds))
    .orderBy(asc(travelerEmailAddresses.createdAt), asc(travelerEmailAddresses.id));
  for (const row of rows) out.set(row.travelerId, [...(out.get(row.travelerId) ?? []), row]);
  return out;
}

/** One traveler of a team, as answered; null when the id is not the team's. */
export async function findTeamTraveler(db: Db, teamId: string, id: string): Promise<Traveler | null> {
  const [row] = await db
    .select({ traveler: travelers, tripCount })
    .from(travelers)
    .where(and(eq(travelers.teamId, teamId), eq(travelers.id, id)))
    .limit(1);
  if (!row) return null;
  const addresses = await addressesOf(db, [id]);
  return toTraveler(row.traveler, addresses.get(id) ?? [], row.tripCount);
}

/** A traveler's trips, newest first, with their segment count and the places they reach. */
export async function listTravelerTrips(db: Db, travelerId: string, limit = 100): Promise<TravelerTrip[]> {
  const tripRows = await db
    .select({
      trip: trips,
      segmentCount: sql<number>`(select count(*) from segments s where s.trip_id = trips.id)`.mapWith(Number),
    })
    .from(trips)
    .where(eq(trips.travelerId, travelerId))
    .orderBy(desc(trips.startAt), asc(trips.id))
    .limit(limit);
  if (tripRows.length === 0) return [];
  const places = await db
    .select({ tripId: segments.tripId, startCity: segments.startCity, endCity: segments.endCity })
    .from(segments)
    .where(
      inArray(
        segments.tripId,
        tripRows.map((row) => row.trip.id),
      ),
    )
    .orderBy(asc(segments.startAt));
  const destinations = new Map<string, string[]>();
  for (const place of places) {
    const city = place.endCity ?? place.startCity;
    const list = destinations.get(place.tripId) ?? [];
    if (city && !list.includes(city)) list.push(city);
    destinations.set(place.tripId, list);
  }
  return tripRows.map(({ trip, segmentCount }) => ({
    id: trip.id,
    start: trip.startAt.toISOString(),
    end: trip.endAt.toISOString(),
    segment_count: segmentCount,
    destinations: destinations.get(trip.id) ?? [],
  }));
}

/** The traveler of the team holding an address as primary or extra, if any. */
export async function findAddressHolder(db: Db, teamId: string, address: string): Promise<string | null> {
  return (await findTravelerByAddress(db, teamId, address))?.id ?? null;
}

export type TravelerFields = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  employeeId?: string | null | undefined;
  department?: string | null | undefined;
};

/** Inserts a traveler; null when another traveler of the team took the address meanwhile. */
export async function insertTraveler(
  db: Db,
  teamId: string,
  email: string,
  fields: TravelerFields,
): Promise<TravelerRow | null> {
  const [row] = await db
    .insert(travelers)
    .values({
      id: crypto.randomUUID(),
      teamId,
      primaryEmail: email.toLowerCase(),
      firstName: fields.firstName ?? null,
      lastName: fields.lastName ?? null,
      employeeId: fields.employeeId ?? null,
      department: fields.department ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Updates a traveler's fields (undefined leaves one as it is); false when the new address is taken. */
export async function updateTraveler(
  db: Db,
  teamId: string,
  id: string,
  values: TravelerFields & { email?: string | undefined; active?: boolean | undefined },
): Promise<boolean> {
  const set: Partial<typeof travelers.$inferInsert> = { updatedAt: new Date() };
  if (values.firstName !== undefined) set.firstName = values.firstName;
  if (values.lastName !== undefined) set.lastName = values.lastName;
  if (values.employeeId !== undefined) set.employeeId = values.employeeId;
  if (values.department !== undefined) set.department = values.department;
  if (values.email !== undefined) set.primaryEmail = values.email.toLowerCase();
  if (values.active !== undefined) set.active = values.active;
  try {
    await db
      .update(travelers)
      .set(set)
      .where(and(eq(travelers.teamId, teamId), eq(travelers.id, id)));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function deleteTraveler(db: Db, teamId: string, id: string): Promise<void> {
  await db.delete(travelers).where(and(eq(travelers.teamId, teamId), eq(travelers.id, id)));
}

export async function listTravelerAddresses(db: Db, travelerId: string): Promise<TravelerAddressRow[]> {
  return (await addressesOf(db, [travelerId])).get(travelerId) ?? [];
}

/** Removes one extra address of a traveler; false when it is not theirs. */
export async function deleteTravelerAddress(db: Db, travelerId: string, addressId: string): Promise<boolean> {
  const rows = await db
    .delete(travelerEmailAddresses)
    .where(and(eq(travelerEmailAddresses.travelerId, travelerId), eq(travelerEmailAddresses.id, addressId)))
    .returning({ id: travelerEmailAddresses.id });
  return rows.length > 0;
}

/** PostgreSQL's unique_violation, as either driver reports it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
