import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import type { JobDefinition, JobPayload, JobSender, SendOptions } from './define-job.js';
import { JOB_REGISTRY, type JobDeps, type RegisteredJob } from './handlers.js';

/** The durable queue (pg-boss) in the application's own database, on either driver. */
export class JobQueue implements JobSender {
  /** Local worker ids per queue, woken in turn when a job is sent so it runs without waiting for a poll. */
  private readonly workerIds = new Map<string, string[]>();
  private wakeCounter = 0;

  private constructor(
    private readonly boss: PgBoss,
    private readonly logger: Logger,
  ) {}

  /** Starts pg-boss (creating its schema on first use) and the queues of every registered job. */
  static async start(database: Database, logger: Logger, registry: readonly RegisteredJob[] = JOB_REGISTRY) {
    const boss = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false })
      : new PgBoss({ connectionString: database.url as string, max: 4, schedule: false });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const { definition } of registry) {
      await boss.createQueue(definition.name, {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
      });
    }
    return new JobQueue(boss, logger);
  }

  async send<D extends JobDefinition>(definition: D, payload: JobPayload<D>, options?: SendOptions): Promise<void> {
    const data = definition.payload.parse(payload) as object;
    await this.boss.send(definition.name, data, options?.startAfter ? { startAfter: options.startAfter } : {});
    const local = this.workerIds.get(definition.name);
    if (local?.length && !options?.startAfter)
      this.boss.notifyWorker(local[this.wakeCounter++ % local.length] as string);
  }

  /** Runs the handlers of the registry until stop(). */
  async work(deps: JobDeps, registry: readonly RegisteredJob[] = JOB_REGISTRY, pollingIntervalSeconds = 1) {
    for (const job of registry) {
      const batchSize = job.definition.batchSize ?? 1;
      const ids: string[] = [];
      for (let i = 0; i < (job.definition.workers ?? 1); i++) {
        const options = { pollingIntervalSeconds, batchSize, burstWhenBatchFull: batchSize > 1 };
        let id: string | undefined;
        id = await this.boss.work(job.definition.name, options, async (batch) => {
          for (const item of batch) {
            const payload = job.definition.payload.parse(item.data);
            this.logger.debug({ job: job.definition.name, id: item.id }, 'job started');
            await job.handle(payload, deps);
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
