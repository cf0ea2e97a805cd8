import type { FlightStatus } from '@tripline/contracts';
import type { Segment } from '@tripline/extract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { flightStatuses } from '../../db/schema.js';

export interface FlightUpdate {
  teamId: string;
  segmentId: string;
  emailId: string | null;
  /** The segment as the new mail gives it, with its instants. */
  segment: Segment;
  startAt: Date;
  endAt: Date;
  /** The departure the row held before this mail; null when the mail added the flight. */
  previousStartAt: Date | null;
}

/**
 * Records what a mail about a known flight changed: a later departure is a delay, an earlier one a new
 * schedule, a cancellation cancels, and a new gate (or a terminal other than an earlier update gave) is noted
 * with the status the flight has. A mail that changes nothing records nothing, so a repeated confirmation leaves the history alone.
 */
export async function recordFlightStatus(tx: Db, update: FlightUpdate): Promise<FlightStatus | null> {
  const { segment } = update;
  const [latest] = await tx
    .select()
    .from(flightStatuses)
    .where(eq(flightStatuses.segmentId, update.segmentId))
    .orderBy(desc(flightStatuses.updatedAt))
    .limit(1);
  const gate = segment.departureGate ?? latest?.gate ?? null;
  const terminal = segment.departureTerminal ?? latest?.terminal ?? null;
  const moved =
    update.previousStartAt !== null && update.previousStartAt.getTime() !== update.startAt.getTime()
      ? update.previousStartAt
      : null;
  let status: FlightStatus;
  if (segment.status === 'cancelled') status = 'cancelled';
  else if (moved) status = update.startAt > moved ? 'delayed' : 'scheduled';
  else if (latest?.status === 'cancelled') status = 'scheduled';
  else status = latest?.status ?? 'scheduled';

  // Every booking names a terminal: only a gate, or a terminal other than one an earlier update gave, is news.
  const gateNews =
    (segment.departureGate !== undefined && segment.departureGate !== latest?.gate) ||
    (latest !== undefined && segment.departureTerminal !== undefined && segment.departureTerminal !== latest.terminal);
  const statusNews = status !== (latest?.status ?? 'scheduled');
  if (!moved && !gateNews && !statusNews) return null;

  await tx.insert(flightStatuses).values({
    id: crypto.randomUUID(),
    teamId: update.teamId,
    segmentId: update.segmentId,
    status,
    departureDateTime: segment.startDateTime ?? null,
    arrivalDateTime: segment.endDateTime ?? null,
    departureAt: update.startAt,
    arrivalAt: update.endAt,
    previousDepartureAt: moved,
    gate,
    terminal,
    sourceEmailId: update.emailId,
  });
  return status;
}
