import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import type { JobDefinition, JobPayload, JobSender, SendOptions } from './define-job.js';
import { JOB_REGISTRY, type JobDeps, type RegisteredJob } from './handlers.js';

/**
 * A running job's worker renews its claim every half of this; a job whose claim is this old is its dead server's
 * (killed, lost its machine) and goes back to the queue for another server, as a parse lease does (decision 049).
 */
export const JOB_HEARTBEAT_SECONDS = 15;
/** How often the queue's supervisor looks for such jobs (and expired ones). */
const SUPERVISE_SECONDS = 5;

/** The durable queue (pg-boss) in the application's own database, on either driver. */
export class JobQueue implements JobSender {
  /** Local worker ids per queue, woken in turn when a job is sent so it runs without waiting for a poll. */
  private readonly workerIds = new Map<string, string[]>();
  private wakeCounter = 0;
  /** Jobs sent in this turn of the event loop, per queue, stored together on the next. */
  private readonly outgoing = new Map<
    string,
    { jobs: { data: object; startAfter?: Date }[]; waiters: { resolve(): void; reject(error: unknown): void }[] }
  >();

  private constructor(
    private readonly boss: PgBoss,
    private readonly logger: Logger,
  ) {}

  /** Starts pg-boss (creating its schema on first use) and the queues of every registered job. */
  static async start(database: Database, logger: Logger, registry: readonly RegisteredJob[] = JOB_REGISTRY) {
    // The supervisor looks for jobs whose worker stopped saying it is on them every few seconds, not every minute.
    const supervision = { superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS };
    const boss = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false, ...supervision })
      : new PgBoss({ connectionString: database.url as string, max: 4, schedule: false, ...supervision });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const { definition } of registry) {
      const options = {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
      };
      await boss.createQueue(definition.name, options);
      // A queue made by an earlier version keeps its options until they are set again.
      await boss.updateQueue(definition.name, options);
    }
    return new JobQueue(boss, logger);
  }

  /**
   * Queues a job. Jobs sent in the same turn of the event loop (a burst of mail) go to the database in one
   * insert per queue; each send resolves once its job is stored, so "sent" still means durable.
   */
  async send<D extends JobDefinition>(definition: D, payload: JobPayload<D>, options?: SendOptions): Promise<void> {
    const data = definition.payload.parse(payload) as object;
    return new Promise<void>((resolve, reject) => {
      let batch = this.outgoing.get(definition.name);
      if (!batch) {
        batch = { jobs: [], waiters: [] };
        this.outgoing.set(definition.name, batch);
        setImmediate(() => void this.flush(definition.name));
      }
      batch.jobs.push(options?.startAfter ? { data, startAfter: options.startAfter } : { data });
      batch.waiters.push({ resolve, reject });
    });
  }

  private async flush(name: string) {
    const batch = this.outgoing.get(name);
    if (!batch) return;
    this.outgoing.delete(name);
    try {
      await this.boss.insert(name, batch.jobs);
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
      return;
    }
    // Wake as many local workers as there are jobs due now, so they run without waiting for a poll.
    const local = this.workerIds.get(name) ?? [];
    const due = batch.jobs.filter((job) => !job.startAfter).length;
    for (let i = 0; i < Math.min(due, local.length); i++) {
      this.boss.notifyWorker(local[this.wakeCounter++ % local.length] as string);
    }
    for (const waiter of batch.waiters) waiter.resolve();
  }

  /** Runs the handlers of the registry until stop(). */
  async work(deps: JobDeps, registry: readonly RegisteredJob[] = JOB_REGISTRY, pollingIntervalSeconds = 1) {
    for (const job of registry) {
      const ids: string[] = [];
      for (let i = 0; i < (job.definition.workers ?? 1); i++) {
        let id: string | undefined;
        id = await this.boss.work(job.definition.name, { pollingIntervalSeconds }, async (batch) => {
          for (const item of batch) {
            this.logger.debug({ job: job.definition.name }, 'job started');
            await job.handle(job.definition.payload.parse(item.data), deps);
          }
          // A worker that just found work looks for more at once, so a backlog drains without waiting a poll per job.
          if (batch.length > 0 && id) this.boss.notifyWorker(id);
        });
        ids.push(id);
      }
      this.workerIds.set(job.definition.name, ids);
    }
  }

  /** Stops workers, letting running jobs finish. */
  async stop() {
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}
