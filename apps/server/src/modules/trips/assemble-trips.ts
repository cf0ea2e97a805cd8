import type { Segment } from '@tripline/extract';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { segments, travelers, trips } from '../../db/schema.js';
import { recordFlightStatus } from './record-flight-status.js';
import { segmentDedupeKey } from './segment-identity.js';
import { segmentInstant } from './segment-instants.js';

/** Segments of one traveler further apart than this start a new trip. */
export const TRIP_GAP_MS = 24 * 60 * 60 * 1000;

export interface AssemblyOutcome {
  created: number;
  updated: number;
  cancelled: number;
  /** Segments left out because they carry no readable start. */
  skipped: number;
  tripIds: string[];
}

type SegmentInsert = typeof segments.$inferInsert;

function segmentColumns(
  segment: Segment,
): Omit<SegmentInsert, 'id' | 'teamId' | 'tripId' | 'travelerId' | 'startAt' | 'endAt' | 'dedupeKey' | 'status'> {
  return {
    type: segment.type,
    subType: segment.subType ?? null,
    provider: segment.provider ?? null,
    startDateTime: segment.startDateTime ?? null,
    startTimeZone: segment.startTimeZone ?? null,
    endDateTime: segment.endDateTime ?? null,
    endTimeZone: segment.endTimeZone ?? null,
    numberOfNights: segment.numberOfNights ?? null,
    numberOfDays: segment.numberOfDays ?? null,
    startName: segment.startName ?? null,
    endName: segment.endName ?? null,
    startCode: segment.startCode ?? null,
    endCode: segment.endCode ?? null,
    firstName: segment.firstName ?? null,
    lastName: segment.lastName ?? null,
    startLatitude: segment.startLatitude ?? null,
    startLongitude: segment.startLongitude ?? null,
    endLatitude: segment.endLatitude ?? null,
    endLongitude: segment.endLongitude ?? null,
    startCity: segment.startCity ?? null,
    startStateProvence: segment.startStateProvence ?? null,
    startCountry: segment.startCountry ?? null,
    endCity: segment.endCity ?? null,
    endStateProvence: segment.endStateProvence ?? null,
    endCountry: segment.endCountry ?? null,
    number: segment.number ?? null,
    seat: segment.seat ?? null,
    confirmationNumber: segment.confirmationNumber ?? null,
    priceCents: segment.priceCents ?? null,
    currency: segment.currency ?? null,
    sourceClassification: segment.sourceClassification,
  };
}

/**
 * Merges an email's segments into a traveler's trips, in the caller's transaction: the same booking again
 * updates its rows, a cancellation marks them cancelled (decision 012), then the traveler's segments are
 * regrouped so that segments within 24 hours of each other share one trip.
 */
export async function assembleTrips(
  tx: Db,
  input: {
    teamId: string;
    travelerId: string;
    emailId: string | null;
    segments: readonly Segment[];
    /**
     * When the booking reached us (its email's arrival): new segments are created as of then, which the
     * advance-purchase chart measures from. Now when absent.
     */
    bookedAt?: Date;
  },
): Promise<AssemblyOutcome> {
  // One assembly per traveler at a time: two emails of one trip parsed at once must not split it.
  await tx.execute(
    sql`select ${travelers.id} from ${travelers} where ${travelers.id} = ${input.travelerId} for update`,
  );
  const outcome: AssemblyOutcome = { created: 0, updated: 0, cancelled: 0, skipped: 0, tripIds: [] };
  let holdingTripId: string | null = null;
  const now = new Date();

  // Every segment of the email the traveler already has, in one query (a traveler's dedupe keys are unique).
  const keyed = input.segments.map((segment) => {
    const startAt = segmentInstant(segment.startDateTime, segment.startTimeZone);
    return {
      segment,
      startAt,
      dedupeKey: startAt ? segmentDedupeKey(segment, startAt.toISOString().slice(0, 10)) : null,
    };
  });
  collapseRepeats(keyed);
  const keys = [...new Set(keyed.flatMap((entry) => (entry.dedupeKey ? [entry.dedupeKey] : [])))];
  const known = new Map<string, { id: string; startAt: Date }>();
  if (keys.length > 0) {
    const rows = await tx
      .select({ id: segments.id, startAt: segments.startAt, dedupeKey: segments.dedupeKey })
      .from(segments)
      .where(and(eq(segments.travelerId, input.travelerId), inArray(segments.dedupeKey, keys)));
    for (const row of rows) known.set(row.dedupeKey, { id: row.id, startAt: row.startAt });
  }

  for (const { segment, startAt, dedupeKey } of keyed) {
    if (!startAt || !dedupeKey) {
      outcome.skipped++;
      continue;
    }
    const endAt = segmentInstant(segment.endDateTime, segment.endTimeZone ?? segment.startTimeZone) ?? startAt;

    if (segment.status === 'cancelled') {
      const cancelled = await cancelSegments(tx, input.travelerId, dedupeKey, segment, now);
      outcome.cancelled += cancelled.length;
      for (const row of cancelled.filter((row) => row.type === 'air')) {
        await recordFlightStatus(tx, {
          teamId: input.teamId,
          segmentId: row.id,
          emailId: input.emailId,
          segment,
          startAt: row.startAt,
          endAt: row.endAt,
          previousStartAt: null,
        });
      }
      continue;
    }
    const existing = known.get(dedupeKey);
    if (existing) {
      await tx
        .update(segments)
        .set({
          ...segmentColumns(segment),
          startAt,
          endAt,
          emailId: input.emailId,
          status: 'confirmed',
          updatedAt: now,
        })
        .where(eq(segments.id, existing.id));
      outcome.updated++;
      known.set(dedupeKey, { id: existing.id, startAt });
      if (segment.type === 'air') {
        const previousStartAt = existing.startAt;
        const flight = { teamId: input.teamId, segmentId: existing.id, emailId: input.emailId, segment };
        await recordFlightStatus(tx, { ...flight, startAt, endAt, previousStartAt });
      }
      continue;
    }
    if (!holdingTripId) {
      // New segments wait in a trip of their own until the regrouping below places them.
      holdingTripId = crypto.randomUUID();
      await tx
        .insert(trips)
        .values({ id: holdingTripId, teamId: input.teamId, travelerId: input.travelerId, startAt, endAt });
    }
    const segmentId = crypto.randomUUID();
    await tx.insert(segments).values({
      id: segmentId,
      teamId: input.teamId,
      tripId: holdingTripId,
      travelerId: input.travelerId,
      emailId: input.emailId,
      ...segmentColumns(segment),
      startAt,
      endAt,
      status: 'confirmed',
      dedupeKey,
      ...(input.bookedAt ? { createdAt: input.bookedAt } : {}),
    });
    known.set(dedupeKey, { id: segmentId, startAt });
    outcome.created++;
    if (segment.type === 'air' && segment.departureGate) {
      // A boarding pass naming the gate of a flight not seen before still tells where to board.
      const flight = { teamId: input.teamId, segmentId, emailId: input.emailId, segment };
      await recordFlightStatus(tx, { ...flight, startAt, endAt, previousStartAt: null });
    }
  }

  outcome.tripIds = await regroupTrips(tx, input.teamId, input.travelerId);
  return outcome;
}

/**
 * Two segments of one email that land on one row of the traveler (two passengers' seats on one flight given to
 * one traveler) are one segment whose price is both prices, so nothing paid is lost; the later one stands for both.
 */
function collapseRepeats(keyed: { segment: Segment; dedupeKey: string | null }[]): void {
  const last = new Map<string, { segment: Segment }>();
  for (let i = keyed.length - 1; i >= 0; i--) {
    const entry = keyed[i] as (typeof keyed)[number];
    if (!entry.dedupeKey || entry.segment.status === 'cancelled') continue;
    const kept = last.get(entry.dedupeKey);
    if (!kept) {
      last.set(entry.dedupeKey, entry);
      continue;
    }
    const { segment } = entry;
    if (segment.priceCents != null && (kept.segment.currency ?? '') === (segment.currency ?? '')) {
      kept.segment = { ...kept.segment, priceCents: (kept.segment.priceCents ?? 0) + segment.priceCents };
    }
    keyed.splice(i, 1);
  }
}

/**
 * Marks the segment a cancellation names as cancelled; when it names none exactly, every one of its booking and
 * type. Returns the rows it cancelled.
 */
async function cancelSegments(tx: Db, travelerId: string, dedupeKey: string, segment: Segment, now: Date) {
  const cancelledRow = { id: segments.id, type: segments.type, startAt: segments.startAt, endAt: segments.endAt };
  const exact = await tx
    .update(segments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(eq(segments.travelerId, travelerId), eq(segments.dedupeKey, dedupeKey), ne(segments.status, 'cancelled')),
    )
    .returning(cancelledRow);
  if (exact.length > 0 || !segment.confirmationNumber) return exact;
  const wide = await tx
    .update(segments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(segments.travelerId, travelerId),
        eq(segments.type, segment.type),
        sql`upper(${segments.confirmationNumber}) = ${segment.confirmationNumber.trim().toUpperCase()}`,
        ne(segments.status, 'cancelled'),
      ),
    )
    .returning(cancelledRow);
  return wide;
}

/** Regroups every segment of a traveler into trips by time; returns the ids of the trips that hold segments. */
async function regroupTrips(tx: Db, teamId: string, travelerId: string): Promise<string[]> {
  const rows = await tx
    .select({
      id: segments.id,
      tripId: segments.tripId,
      startAt: segments.startAt,
      endAt: segments.endAt,
      status: segments.status,
    })
    .from(segments)
    .where(eq(segments.travelerId, travelerId))
    .orderBy(asc(segments.startAt), asc(segments.id));

  const clusters: (typeof rows)[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const start = row.startAt.getTime();
    const reach = Math.max(start, row.endAt.getTime());
    const current = clusters.at(-1);
    if (!current || start - clusterEnd > TRIP_GAP_MS) {
      clusters.push([row]);
      clusterEnd = reach;
    } else {
      current.push(row);
      clusterEnd = Math.max(clusterEnd, reach);
    }
  }

  const claimed = new Set<string>();
  const now = new Date();
  const tripRows: (typeof trips.$inferInsert)[] = [];
  const moves: { id: string; tripId: string }[] = [];
  for (const cluster of clusters) {
    // The trip most of the cluster already sits in keeps its id, so trip ids stay stable as bookings arrive.
    const votes = new Map<string, number>();
    for (const row of cluster) if (!claimed.has(row.tripId)) votes.set(row.tripId, (votes.get(row.tripId) ?? 0) + 1);
    const tripId =
      [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? crypto.randomUUID();
    claimed.add(tripId);
    const live = cluster.filter((row) => row.status !== 'cancelled');
    const bounds = live.length > 0 ? live : cluster;
    const startAt = new Date(Math.min(...bounds.map((row) => row.startAt.getTime())));
    const endAt = new Date(Math.max(...bounds.map((row) => Math.max(row.endAt.getTime(), row.startAt.getTime()))));
    tripRows.push({ id: tripId, teamId, travelerId, startAt, endAt, updatedAt: now });
    for (const row of cluster) if (row.tripId !== tripId) moves.push({ id: row.id, tripId });
  }
  // Every trip of the traveler in one upsert, and the segments that change trip in one update.
  if (tripRows.length > 0) {
    await tx
      .insert(trips)
      .values(tripRows)
      .onConflictDoUpdate({
        target: trips.id,
        set: { startAt: sql`excluded.start_at`, endAt: sql`excluded.end_at`, updatedAt: sql`excluded.updated_at` },
      });
  }
  if (moves.length > 0) {
    const values = sql.join(
      moves.map((move) => sql`(${move.id}, ${move.tripId})`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${segments} set trip_id = v.trip_id
      from (values ${values}) as v(id, trip_id)
      where ${segments.id} = v.id`);
  }
  const kept = [...claimed];
  const orphaned = eq(trips.travelerId, travelerId);
  await tx.delete(trips).where(kept.length > 0 ? and(orphaned, notInArray(trips.id, kept)) : orphaned);
  return kept;
}
