import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emails } from '../../db/schema.js';
import type { JobPayload, JobSender } from '../../jobs/define-job.js';
import { parseEmailJob } from '../../jobs/definitions/parse-email.js';

/** The queue as seen here; when it can tell which parses already have a job, those are not queued again. */
export interface ParseQueue extends JobSender {
  openPayloads?(definition: typeof parseEmailJob): Promise<JobPayload<typeof parseEmailJob>[]>;
}

/**
 * Queues a parse for every email still waiting for one. Run when the worker starts: it covers a crash
 * between storing an email and queueing its job; a job queued twice finds the email parsed and does nothing.
 */
export async function requeueUnparsed(db: Db, jobs: ParseQueue, scope: { teamId?: string } = {}): Promise<number> {
  const waiting = await db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.status, 'received'), scope.teamId ? eq(emails.teamId, scope.teamId) : undefined));
  const queued = new Set((await jobs.openPayloads?.(parseEmailJob))?.map((payload) => payload.emailId));
  const orphans = waiting.filter(({ id }) => !queued.has(id));
  await Promise.all(orphans.map(({ id }) => jobs.send(parseEmailJob, { emailId: id })));
  return orphans.length;
}
