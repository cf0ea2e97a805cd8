// Several HTTP server processes on PostgreSQL (decision 032): the primary process runs the jobs, SMTP and the
// schedulers and forks WEB_CONCURRENCY processes that answer HTTP on the shared port (node:cluster).
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import { SESSIONS_CHANGE_PASSED, SESSIONS_CHANGED } from './access/session-cache.js';
import { ConfigError } from './config.js';
import type { JobDefinition, JobPayload, JobSender, SendOptions } from './jobs/define-job.js';
import { JOB_REGISTRY } from './jobs/handlers.js';
import type { WorkSignals } from './jobs/work-signals.js';

const SEND_JOB = 'tripline:send-job';
const JOB_SENT = 'tripline:job-sent';
const WORK_WAITING = 'tripline:work-waiting';

interface WorkWaitingMessage {
  type: typeof WORK_WAITING;
  queue: keyof WorkSignals;
}

interface SendJobMessage {
  type: typeof SEND_JOB;
  id: number;
  name: string;
  payload: unknown;
  options?: SendOptions | undefined;
}
interface JobSentMessage {
  type: typeof JOB_SENT;
  id: number;
  error?: string;
}

/**
 * How many processes answer HTTP: WEB_CONCURRENCY, else one per core. The embedded database opens in one
 * process only, so on it there is always one.
 */
export function httpProcessCount(env: NodeJS.ProcessEnv, embedded: boolean): number {
  if (embedded) return 1;
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new ConfigError(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${raw}".`);
  }
  return count;
}

/**
 * The jobs of an HTTP process: sent to the primary, which stores them in its queue; a send resolves once the job
 * is stored, as with the queue itself.
 */
export class ForwardingJobSender implements JobSender {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  constructor() {
    process.on('message', (message: JobSentMessage) => {
      if (message?.type !== JOB_SENT) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error));
      else waiting.resolve();
    });
  }

  send<D extends JobDefinition>(definition: D, payload: JobPayload<D>, options?: SendOptions): Promise<void> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const message: SendJobMessage = { type: SEND_JOB, id, name: definition.name, payload, options };
      process.send?.(message, undefined, {}, (error: Error | null) => {
        if (!error) return;
        this.pending.delete(id);
        reject(error);
      });
    });
  }
}

/**
 * The work signals of an HTTP process: passed to the primary, which runs the queues. A signal of one turn of the
 * event loop goes once (a burst of uploads wakes the parse queue once), and nothing waits for it: the work is in
 * its table already, and a lost signal only delays it until the queue's next look.
 */
export function forwardedWorkSignals(): WorkSignals {
  const waiting = new Set<keyof WorkSignals>();
  const signal = (queue: keyof WorkSignals) => {
    if (waiting.size === 0) {
      setImmediate(() => {
        for (const name of waiting) process.send?.({ type: WORK_WAITING, queue: name } satisfies WorkWaitingMessage);
        waiting.clear();
      });
    }
    waiting.add(queue);
  };
  return { emailsReceived: () => signal('emailsReceived'), deliveriesQueued: () => signal('deliveriesQueued') };
}

export interface HttpProcesses {
  /** Resolves once every process listens; rejects when one exits before it did. */
  listening: Promise<void>;
  /** Ends every HTTP process and waits for them. */
  stop(): Promise<void>;
}

/**
 * Forks `count` HTTP processes from the primary. They send their jobs here, and a change one of them sees
 * (decision 032) is passed on to the others. One that dies after it listened is replaced.
 */
export function forkHttpProcesses(count: number, jobs: JobSender, work: WorkSignals, logger: Logger): HttpProcesses {
  // Structured clone keeps the Dates and Buffers of job payloads as they are.
  cluster.setupPrimary({ serialization: 'advanced' });
  let stopping = false;
  let ready = 0;
  const listened = new Set<Worker>();
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const listening = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });

  const onMessage = (
    worker: Worker,
    message: SendJobMessage | WorkWaitingMessage | { type: typeof SESSIONS_CHANGED; id: number },
  ) => {
    if (typeof message === 'object' && message?.type === WORK_WAITING) {
      if (message.queue === 'emailsReceived' || message.queue === 'deliveriesQueued') work[message.queue]();
      return;
    }
    if (typeof message === 'object' && message?.type === SESSIONS_CHANGED) {
      const others = Object.values(cluster.workers ?? {}).filter(
        (other): other is Worker => other !== undefined && other !== worker && other.isConnected(),
      );
      const written = others.map(
        (other) => new Promise<void>((resolve) => other.send(SESSIONS_CHANGED, undefined, () => resolve())),
      );
      void Promise.all(written).then(() => {
        if (worker.isConnected()) worker.send({ type: SESSIONS_CHANGE_PASSED, id: message.id });
      });
      return;
    }
    if (message?.type !== SEND_JOB) return;
    const answer = (error?: unknown) => {
      if (!worker.isConnected()) return;
      const reply: JobSentMessage = { type: JOB_SENT, id: message.id };
      if (error) reply.error = error instanceof Error ? error.message : String(error);
      worker.send(reply);
    };
    const registered = JOB_REGISTRY.find((job) => job.definition.name === message.name);
    if (!registered) return answer(new Error(`unknown job ${message.name}`));
    jobs.send(registered.definition, message.payload as never, message.options).then(() => answer(), answer);
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message) => onMessage(worker, message));
    worker.on('listening', () => {
      listened.add(worker);
      ready += 1;
      if (ready === count) settle?.resolve();
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      if (!listened.has(worker)) {
        // It never answered: a port in use or a broken configuration, which another try would not mend.
        settle?.reject(new Error(`an HTTP process exited during start-up (${signal ?? code})`));
        return;
      }
      logger.error({ code, signal }, 'an HTTP process ended; starting another');
      fork();
    });
  };
  for (let i = 0; i < count; i++) fork();

  return {
    listening,
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
