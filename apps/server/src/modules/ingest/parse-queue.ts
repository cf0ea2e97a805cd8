import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.js';
import { TableQueue } from '../../jobs/table-queue.js';
import { failStoredEmails, type ParseDeps, parseStoredEmails } from './parse-email.js';

/**
 * How long a parse holds the emails it took (renewed every third of it while it runs): one cut off by a crash, or
 * held by an instance that died, is taken up by another once this has run out (decision 049).
 */
export const PARSE_LEASE_MS = 15_000;

export interface ParseQueueOptions {
  leaseMs?: number;
  /** The embedded database is one process's: a lease found in it at start is from a run that has ended. */
  releaseLeases: boolean;
  /** Parses of an email that fail (the database refusing its outcome, say) before it is failed with the reason. */
  maxAttempts?: number;
  /** Before the second attempt; each later one waits twice as long. */
  retryDelayMs?: number;
  pollMs?: number;
  batchSize?: number;
  /** Batches parsed at once: one batch's writes overlap the next one's reading. */
  concurrency?: number;
}

/**
 * The parse queue (decision 036): emails wait in their table as `received`; batches of them are taken with a lease
 * (oldest first, skipping those another parse holds) and parsed. A batch that fails leaves its emails `received`
 * with a lease that holds them back for a growing delay; after `maxAttempts` they are failed with the reason.
 */
export async function startParseQueue(deps: ParseDeps, options: ParseQueueOptions): Promise<TableQueue> {
  const leaseMs = options.leaseMs ?? PARSE_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? 10_000;
  if (options.releaseLeases) {
    await deps.db.execute(
      sql`update emails set parse_lease_until = null where status = 'received' and parse_lease_until is not null`,
    );
  }
  /** The attempt each email taken is on. */
  const attempts = new Map<string, number>();
  return new TableQueue({
    name: 'parse',
    batchSize: options.batchSize ?? 25,
    concurrency: options.concurrency ?? 2,
    pollMs: options.pollMs ?? 2000,
    logger: deps.logger,
    claim: async (limit, running) => {
      const taken = rowsOf<{ id: string; parse_attempts: number }>(
        await deps.db.execute(sql`
          update emails e set parse_lease_until = now() + ${leaseMs} * interval '1 millisecond',
            parse_attempts = e.parse_attempts + 1
          from (
            select id from emails
            where status = 'received' and (parse_lease_until is null or parse_lease_until <= now())
              and not (id = any(${sql.param([...running])}::text[]))
            order by received_at limit ${limit}
            for update skip locked
          ) waiting
          where e.id = waiting.id
          returning e.id, e.parse_attempts`),
      );
      for (const row of taken) attempts.set(row.id, Number(row.parse_attempts));
      return taken.map((row) => row.id);
    },
    renewEveryMs: leaseMs / 3,
    renew: async (ids) => {
      await deps.db.execute(sql`
        update emails set parse_lease_until = now() + ${leaseMs} * interval '1 millisecond'
        where id = any(${sql.param(ids)}::text[]) and status = 'received'`);
    },
    handle: async (ids) => {
      try {
        await parseStoredEmails(deps, ids);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const exhausted = ids.filter((id) => (attempts.get(id) ?? 0) >= maxAttempts);
        const later = ids.filter((id) => !exhausted.includes(id));
        await failStoredEmails(deps, exhausted, `It could not be parsed after ${maxAttempts} attempts: ${message}`);
        if (later.length > 0) {
          const delays = later.map((id) => retryDelayMs * 2 ** ((attempts.get(id) ?? 1) - 1));
          await deps.db.execute(sql`
            update emails e set parse_lease_until = now() + v.delay * interval '1 millisecond'
            from unnest(${sql.param(later)}::text[], ${sql.param(delays)}::double precision[]) as v(id, delay)
            where e.id = v.id and e.status = 'received'`);
        }
        throw error;
      } finally {
        for (const id of ids) attempts.delete(id);
      }
    },
  });
}
