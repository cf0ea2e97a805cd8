import type { ExtractResult, Segment } from '@tripline/extract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emails } from '../../db/schema.js';
import { type EmailAddressing, resolveTravelers } from '../travelers/resolve-travelers.js';
import { assembleTrips } from '../trips/assemble-trips.js';
import { spreadBookingTotals } from '../trips/booking-totals.js';
import { addEmailEvent } from './email-events.repository.js';
import { readMessageAddressing } from './message-headers.js';

/** Who forwarded an email (and their name) and every address it was sent to, from its original and its reading. */
export function emailAddressing(raw: Buffer, result: ExtractResult): EmailAddressing {
  const { fromName, recipients } = readMessageAddressing(raw);
  const forwardedBy = result.email?.forwardedBy ?? null;
  return { forwardedBy, forwarderName: forwardedBy ? fromName : null, recipients };
}

/** What assembling an email decided, for its outcome event. */
export interface EmailAssembly {
  traveler_id?: string;
  traveler_ids?: string[];
  unassigned?: number;
}

/**
 * An organisation's email, in the caller's transaction: counts each booking total once, tells whose segments these
 * are and merges each traveler's into their trips (a `trip.updated` event each, with the rule that decided);
 * segments nobody can be told for wait on the email, unassigned.
 */
export async function assembleOrganisationEmail(
  tx: Db,
  email: { id: string; teamId: string },
  segments: readonly Segment[],
  addressing: EmailAddressing,
): Promise<EmailAssembly> {
  const priced = spreadBookingTotals(segments);
  const resolution = await resolveTravelers(tx, { teamId: email.teamId, segments: priced, addressing });
  if (resolution.created) {
    const { id, primaryEmail } = resolution.created;
    await addEmailEvent(tx, email.id, 'traveler.created', { traveler_id: id, email: primaryEmail });
  }
  // One traveler after another in a stable order, so two parses locking the same travelers never deadlock.
  const shares = [...resolution.shares].sort((a, b) => a.traveler.id.localeCompare(b.traveler.id));
  for (const share of shares) {
    const assembled = await assembleTrips(tx, {
      teamId: email.teamId,
      travelerId: share.traveler.id,
      emailId: email.id,
      segments: share.indexes.map((index) => priced[index] as Segment),
    });
    await addEmailEvent(tx, email.id, 'trip.updated', {
      traveler_id: share.traveler.id,
      rule: share.rule,
      ...assembled,
    });
  }
  const unassigned = resolution.unassigned;
  await tx
    .update(emails)
    .set({ unassignedSegments: unassigned.length > 0 ? unassigned : null })
    .where(eq(emails.id, email.id));
  if (unassigned.length > 0) await addEmailEvent(tx, email.id, 'traveler.unresolved', { segments: unassigned.length });
  const first = shares[0];
  return {
    ...(first ? { traveler_id: first.traveler.id } : {}),
    ...(shares.length > 1 ? { traveler_ids: shares.map((share) => share.traveler.id) } : {}),
    ...(unassigned.length > 0 ? { unassigned: unassigned.length } : {}),
  };
}
