import {
  type EmailAttachment,
  type EmailDetail,
  type EmailEvent,
  type EmailSummary,
  type EmailTraveler,
  TRAVELER_RULES,
  type TravelerRule,
} from '@tripline/contracts';
import type { emailEvents } from '../../db/schema.js';
import type { EmailListRow } from './emails.repository.js';

/** An email as lists show it. */
export function toEmailSummary(row: EmailListRow, inboundDomain: string): EmailSummary {
  const { email } = row;
  return {
    id: email.id,
    mailbox_id: email.mailboxId,
    mailbox_address: row.mailboxLocalPart ? `${row.mailboxLocalPart}@${inboundDomain}` : null,
    via: email.via,
    from: email.fromAddress,
    to: email.toAddress,
    subject: email.subject,
    status: email.status,
    status_reason: email.statusReason,
    size: email.sizeBytes,
    reservation_count: row.reservationCount,
    segment_count: row.segmentCount,
    unassigned_segment_count: email.unassignedSegments?.length ?? 0,
    created: email.createdAt.toISOString(),
    parsed: email.parsedAt?.toISOString() ?? null,
  };
}

export function toEmailEvent(row: typeof emailEvents.$inferSelect): EmailEvent {
  return { id: row.id, type: row.type, data: row.data ?? null, created: row.createdAt.toISOString() };
}

interface StoredResult {
  reservations?: unknown[];
  segments?: unknown[];
  diagnostics?: EmailDetail['diagnostics'];
}

/** An email with what was read from it. */
export function toEmailDetail(
  row: EmailListRow,
  inboundDomain: string,
  events: EmailEvent[],
  attachments: EmailAttachment[],
  travelers: EmailTraveler[] = [],
): EmailDetail {
  const result = (row.email.result ?? {}) as StoredResult;
  return {
    ...toEmailSummary(row, inboundDomain),
    message_id: row.email.messageId,
    envelope_from: row.email.envelopeFrom,
    reservations: result.reservations ?? [],
    segments: result.segments ?? [],
    diagnostics: result.diagnostics ?? [],
    attachments,
    events,
    travelers,
  };
}

/**
 * The travelers an email gave segments to since it was last parsed (or reprocessed), each with the rule that decided (the last
 * one when there were several), read from its timeline's trip events.
 */
export function travelerRulesOf(events: readonly EmailEvent[]): Map<string, TravelerRule> {
  const lastParse = events.findLastIndex((event) => event.type === 'parse.requested' || event.type === 'reprocessed');
  const rules = new Map<string, TravelerRule>();
  for (const event of events.slice(lastParse + 1)) {
    if (event.type !== 'trip.updated') continue;
    const data = (event.data ?? {}) as { traveler_id?: unknown; rule?: unknown };
    if (typeof data.traveler_id !== 'string') continue;
    const rule = TRAVELER_RULES.find((known) => known === data.rule) ?? 'forwarder';
    rules.set(data.traveler_id, rule);
  }
  return rules;
}
