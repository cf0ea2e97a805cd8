import type { ExtractResult, Segment } from '@tripline/extract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emails } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import { clearUnassigned, isWaitingForTraveler } from '../emails/email-lifecycle.js';
import { bookingAddress } from '../travelers/resolve-travelers.js';
import { addTravelerAddress, findTeamTravelers } from '../travelers/travelers.repository.js';
import { spreadBookingTotals } from '../trips/booking-totals.js';
import { emailAddressing, giveSegments } from './assemble-email.js';
import { addEmailEvent } from './email-events.repository.js';

export interface AssignInput {
  teamId: string;
  emailId: string;
  travelerId: string;
  /** Keep the address the booking came for as one of the traveler's. */
  keepAddress: boolean;
  /** The original, to tell the address the booking came for (only read when it is kept). */
  raw: () => Promise<Buffer | null>;
  inboundDomain: string;
  userId: string;
}

/**
 * Gives an email's unassigned segments to a traveler of its team and builds their trips, in one transaction; the
 * email no longer waits. Refused (404) for a traveler of another team, (409) when nothing waits.
 */
export async function assignUnassignedSegments(db: Db, input: AssignInput) {
  const [traveler] = await findTeamTravelers(db, input.teamId, [input.travelerId]);
  if (!traveler) throw notFound('The traveler');
  const raw = input.keepAddress ? await input.raw() : null;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Read under its lock, so two people assigning the same email at once assign it once.
    const [email] = await tx
      .select({ result: emails.result, waiting: emails.unassignedSegments, toAddress: emails.toAddress })
      .from(emails)
      .where(and(eq(emails.id, input.emailId), eq(emails.teamId, input.teamId), isWaitingForTraveler))
      .for('update');
    if (!email?.waiting) throw new AppError('conflict', 'This email has no segments waiting for a traveler.');
    await clearUnassigned(tx, input.emailId);
    const result = email.result as ExtractResult | null;
    const waiting = email.waiting;
    const priced = spreadBookingTotals(result?.segments ?? []);
    const chosen = waiting.flatMap((index) => (priced[index] ? [priced[index] as Segment] : []));
    let kept: string | null = null;
    if (raw) {
      const address = bookingAddress(emailAddressing(raw, result ?? {}, email.toAddress), input.inboundDomain);
      if (address && (await addTravelerAddress(tx, input.teamId, traveler.id, address))) kept = address;
    }
    await addEmailEvent(tx, input.emailId, 'traveler.assigned', {
      traveler_id: traveler.id,
      segments: chosen.length,
      by: input.userId,
      ...(kept ? { kept_address: kept } : {}),
    });
    await giveSegments(tx, { id: input.emailId, teamId: input.teamId }, traveler.id, 'assigned', chosen);
    return { id: input.emailId, traveler_id: traveler.id, segments: chosen.length, kept_address: kept };
  });
}
