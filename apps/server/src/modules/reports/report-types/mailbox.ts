import { and, asc, eq, sql } from 'drizzle-orm';
import { emails, mailboxes } from '../../../db/schema.js';
import { inRange, type ReportDefinition } from './report-definition.js';

const countWhere = (status: string) =>
  sql<number>`count(${emails.id}) filter (where ${emails.status} = ${status})`.mapWith(Number);

/** Each mailbox with the emails it received in the range, by outcome. */
export const mailboxReport: ReportDefinition = {
  type: 'mailbox',
  columns: [
    { key: 'name', header: 'Mailbox' },
    { key: 'address', header: 'Address' },
    { key: 'received', header: 'Received' },
    { key: 'parsed', header: 'Parsed' },
    { key: 'filtered', header: 'Filtered' },
    { key: 'failed', header: 'Failed' },
    { key: 'waiting', header: 'Waiting' },
  ],
  async rows(db, scope) {
    const rows = await db
      .select({
        name: mailboxes.name,
        localPart: mailboxes.localPart,
        received: sql<number>`count(${emails.id})`.mapWith(Number),
        parsed: countWhere('parsed'),
        filtered: countWhere('filtered'),
        failed: countWhere('failed'),
        waiting: countWhere('received'),
      })
      .from(mailboxes)
      .leftJoin(emails, and(eq(emails.mailboxId, mailboxes.id), inRange(emails.receivedAt, scope)))
      .where(eq(mailboxes.teamId, scope.teamId))
      .groupBy(mailboxes.id, mailboxes.name, mailboxes.localPart)
      .orderBy(asc(sql`lower(${mailboxes.name})`), asc(mailboxes.id));
    return rows.map(({ localPart, ...row }) => ({ ...row, address: `${localPart}@${scope.inboundDomain}` }));
  },
};
