import type { TravelerRule } from '@tripline/contracts';
import type { ExtractResult, Segment } from '@tripline/extract';
import type { Db } from '../../db/client.js';
import { markUnassigned } from '../emails/email-lifecycle.js';
import { type EmailAddressing, resolveTravelers } from '../travelers/resolve-travelers.js';
import { assembleTrips } from '../trips/assemble-trips.js';
import { spreadBookingTotals } from '../trips/booking-totals.js';
import { addEmailEvent } from './email-events.repository.js';
import { readMessageAddressing } from './message-headers.js';

/**
 * Who forwarded an email (and their name) and every address it was sent to: the recipients its original names,
 * and the address it was delivered to (the SMTP recipient, or the account an IMAP integration reads), which the
 * headers may not name; without the original, only who forwarded it and where it was delivered.
 */
export function emailAddressing(
  raw: Buffer | null,
  result: Pick<ExtractResult, 'email'>,
  deliveredTo: string | null,
): EmailAddressing {
  const { fromName, recipients } = raw ? readMessageAddressing(raw) : { fromName: null, recipients: [] };
  const forwardedBy = result.email?.forwardedBy ?? null;
  const delivered = deliveredTo?.toLowerCase();
  const all = delivered && !recipients.includes(delivered) ? [...recipients, delivered] : recipients;
  return { forwardedBy, forwarderName: forwardedBy ? fromName : null, recipients: all };
}

/** Gives segments of an email to one traveler: merges them into their trips, and says so on the email's timeline. */
export async function giveSegments(
  tx: Db,
  email: { id: string; teamId: string; receivedAt?: Date },
  travelerId: string,
  rule: TravelerRule,
  list: readonly Segment[],
): Promise<void> {
  const assembled = await assembleTrips(tx, {
    teamId: email.teamId,
    travelerId,
    emailId: email.id,
    segments: list,
    ...(email.receivedAt ? { bookedAt: email.receivedAt } : {}),
  });
  await addEmailEvent(tx, email.id, 'trip.updated', { traveler_id: travelerId, rule, ...assembled });
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
  email: { id: string; teamId: string; receivedAt?: Date },
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
    const list = share.indexes.map((index) => priced[index] as Segment);
    await giveSegments(tx, email, share.traveler.id, share.rule, list);
  }
  const unassigned = resolution.unassigned;
  await markUnassigned(tx, email.id, unassigned);
  if (unassigned.length > 0) await addEmailEvent(tx, email.id, 'traveler.unresolved', { segments: unassigned.length });
  const first = shares[0];
  return {
    ...(first ? { traveler_id: first.traveler.id } : {}),
    ...(shares.length > 1 ? { traveler_ids: shares.map((share) => share.traveler.id) } : {}),
    ...(unassigned.length > 0 ? { unassigned: unassigned.length } : {}),
  };
}
