import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emails } from '../../db/schema.js';
import type { JobSender } from '../../jobs/define-job.js';
import { parseEmailJob } from '../../jobs/definitions/parse-email.js';

/**
 * Queues a parse for every email still waiting for one. Run when the worker starts: it covers a crash
 * between storing an email and queueing its job; a job queued twice finds the email parsed and does nothing.
 */
export async function requeueUnparsed(db: Db, jobs: JobSender, scope: { teamId?: string } = {}): Promise<number> {
  const waiting = await db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.status, 'received'), scope.teamId ? eq(emails.teamId, scope.teamId) : undefined));
  for (const { id } of waiting) await jobs.send(parseEmailJob, { emailId: id });
  return waiting.length;
}
