import { TableQueue } from '../../jobs/table-queue.js';
import { claimForParse, holdBackForRetry, releaseParseLeases, renewParseLeases } from '../emails/email-lifecycle.js';
import { failStoredEmails, type ParseDeps, parseStoredEmails } from './parse-email.js';

/**
 * How long a parse holds the emails it took (renewed every third of it while it runs): one cut off by a crash, or
 * held by an instance that died, is taken up by another once this has run out (decision 049).
 */
export const PARSE_LEASE_MS = 15_000;

/** How the parse queue is woken: by whoever leaves an email `received` (receipt, a retry asked for). */
export interface ParseQueueSignal {
  emailsReceived(): void;
}

/** The running parse queue of this process. */
export interface ParseQueue extends ParseQueueSignal {
  /** The same as emailsReceived: look for work now. */
  wake(): void;
  /** Takes no more work and waits for the batches under way. */
  stop(): Promise<void>;
}

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
 * The parse queue (decision 036): emails wait in their table as `received`; batches of them are claimed with a lease
 * (oldest first, skipping those another parse holds) and parsed. A batch that fails leaves its emails `received`,
 * held back for a growing delay; after `maxAttempts` they are failed with the reason. Its parses wake the delivery
 * queue (`deps.deliveries`) for the webhook deliveries they record.
 */
export async function startParseQueue(deps: ParseDeps, options: ParseQueueOptions): Promise<ParseQueue> {
  const leaseMs = options.leaseMs ?? PARSE_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? 10_000;
  if (options.releaseLeases) await releaseParseLeases(deps.db);
  /** The attempt each email taken is on. */
  const attempts = new Map<string, number>();
  const queue = new TableQueue({
    name: 'parse',
    batchSize: options.batchSize ?? 25,
    concurrency: options.concurrency ?? 2,
    pollMs: options.pollMs ?? 2000,
    logger: deps.logger,
    claim: async (limit, running) => {
      const taken = await claimForParse(deps.db, { limit, leaseMs, skip: [...running] });
      for (const row of taken) attempts.set(row.id, row.attempt);
      return taken.map((row) => row.id);
    },
    renewEveryMs: leaseMs / 3,
    renew: (ids) => renewParseLeases(deps.db, ids, leaseMs),
    handle: async (ids) => {
      try {
        await parseStoredEmails(deps, ids);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const exhausted = ids.filter((id) => (attempts.get(id) ?? 0) >= maxAttempts);
        const later = ids.filter((id) => !exhausted.includes(id));
        await failStoredEmails(deps, exhausted, `It could not be parsed after ${maxAttempts} attempts: ${message}`);
        await holdBackForRetry(deps.db, later, retryDelayMs);
        throw error;
      } finally {
        for (const id of ids) attempts.delete(id);
      }
    },
  });
  return {
    emailsReceived: () => queue.wake(),
    wake: () => queue.wake(),
    stop: () => queue.stop(),
  };
}
