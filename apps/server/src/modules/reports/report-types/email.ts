import { and, asc, eq } from 'drizzle-orm';
import { emails, mailboxes } from '../../../db/schema.js';
import { inRange, isoOrNull, type ReportDefinition } from './report-definition.js';

/** Emails received in the range with their status (both team types). */
export const emailReport: ReportDefinition = {
  type: 'email',
  columns: [
    { key: 'received_at', header: 'Received' },
    { key: 'from', header: 'From' },
    { key: 'to', header: 'To' },
    { key: 'subject', header: 'Subject' },
    { key: 'via', header: 'Via' },
    { key: 'mailbox', header: 'Mailbox' },
    { key: 'status', header: 'Status' },
    { key: 'reason', header: 'Reason' },
    { key: 'parsed_at', header: 'Parsed' },
  ],
  async rows(db, scope) {
    const rows = await db
      .select({ email: emails, mailbox: mailboxes.name })
      .from(emails)
      .leftJoin(mailboxes, eq(mailboxes.id, emails.mailboxId))
      .where(and(eq(emails.teamId, scope.teamId), inRange(emails.receivedAt, scope)))
      .orderBy(asc(emails.receivedAt), asc(emails.id));
    return rows.map(({ email: e, mailbox }) => ({
      received_at: isoOrNull(e.receivedAt),
      from: e.fromAddress ?? e.envelopeFrom,
      to: e.toAddress,
      subject: e.subject,
      via: e.via,
      mailbox,
      status: e.status,
      reason: e.statusReason,
      parsed_at: isoOrNull(e.parsedAt),
    }));
  },
};
