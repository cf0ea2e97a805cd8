import type { Logger } from 'pino';

/** A queue whose work is rows of a table (decision 036): emails waiting for a parse, webhook deliveries due. */
export interface TableQueueOptions {
  /** For the log. */
  name: string;
  /**
   * Takes up to `limit` rows of work for this process (a lease in the row, so no other run takes them meanwhile) and
   * returns their ids; `running` are the ids this process works on already.
   */
  claim(limit: number, running: ReadonlySet<string>): Promise<string[]>;
  /** Works on the taken rows. What it leaves undone must stay findable by `claim` (a lease that runs out). */
  handle(ids: string[]): Promise<void>;
  /** Extends the leases of rows still being worked on, every `renewEveryMs`, so a long batch keeps them. */
  renew?(ids: string[]): Promise<void>;
  renewEveryMs?: number;
  batchSize: number;
  /** Batches worked on at once. */
  concurrency: number;
  /** How often it looks for work without being told (work of other processes, leases run out, retries due). */
  pollMs: number;
  logger: Logger;
}

/**
 * Takes batches of work from its table while there is any, `concurrency` at a time: when woken, every `pollMs`,
 * and again at once after a full batch. A failed claim or batch is logged; the rows stay in the table for a later
 * look.
 */
export class TableQueue {
  private readonly running = new Set<string>();
  private readonly batches = new Set<Promise<void>>();
  private isWanted = true;
  private isClaiming = false;
  private isStopped = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: TableQueueOptions) {
    this.timers.push(setInterval(() => this.wake(), options.pollMs));
    const { renew, renewEveryMs } = options;
    if (renew && renewEveryMs) {
      this.timers.push(
        setInterval(() => {
          if (this.running.size === 0) return;
          renew([...this.running]).catch((error: unknown) => {
            options.logger.error({ err: error, queue: options.name }, 'leases could not be extended');
          });
        }, renewEveryMs),
      );
    }
    for (const timer of this.timers) timer.unref();
    this.wake();
  }

  /** There may be work: look for it now (or as soon as a batch is free). */
  wake(): void {
    this.isWanted = true;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.isClaiming || this.isStopped) return;
    this.isClaiming = true;
    try {
      while (this.isWanted && !this.isStopped && this.batches.size < this.options.concurrency) {
        this.isWanted = false;
        const ids = await this.options.claim(this.options.batchSize, this.running);
        if (ids.length === 0) break;
        // A full batch suggests more is waiting.
        if (ids.length === this.options.batchSize) this.isWanted = true;
        this.start(ids);
      }
    } catch (error) {
      this.options.logger.error({ err: error, queue: this.options.name }, 'work could not be taken from the queue');
    } finally {
      this.isClaiming = false;
    }
  }

  private start(ids: string[]): void {
    for (const id of ids) this.running.add(id);
    const batch = this.options
      .handle(ids)
      .catch((error: unknown) => {
        this.options.logger.error({ err: error, queue: this.options.name, ids }, 'a batch of work failed');
      })
      .finally(() => {
        for (const id of ids) this.running.delete(id);
        this.batches.delete(batch);
        // A batch done frees room for work that was waiting for it (a wake or a full batch meanwhile).
        void this.pump();
      });
    this.batches.add(batch);
  }

  /** Takes no more work and waits for the batches under way. */
  async stop(): Promise<void> {
    this.isStopped = true;
    for (const timer of this.timers) clearInterval(timer);
    while (this.batches.size > 0) await Promise.allSettled([...this.batches]);
  }
}
