import type { EmailAttachment, EmailDetail, EmailEvent, EmailSummary } from '@tripline/contracts';
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
  };
}
