import type { Logger } from 'pino';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createMailer } from '../mail/mailer.js';
import type { EmailExtractor } from '../modules/ingest/extract-pool.js';
import { type ParseQueue, startParseQueue } from '../modules/ingest/parse-queue.js';
import { resumeImapPolls } from '../modules/integrations/poll-schedule.js';
import { type DeliveryQueue, startDeliveryQueue } from '../modules/webhooks/delivery-queue.js';
import { JOB_REGISTRY } from './handlers.js';
import { JobQueue } from './job-queue.js';
import type { WorkSignals } from './work-signals.js';

/** What background work is started from. */
export interface BackgroundDeps {
  config: Config;
  /** The application's database: pg-boss's own schema lives in it. */
  database: Database;
  /** What the queues and jobs work through: a connection pool of their own on PostgreSQL, else `database`. */
  jobDatabase: Database;
  blobs: BlobStore;
  logger: Logger;
  /** The parse worker threads; extraction runs in-process without them. */
  extract?: EmailExtractor | undefined;
}

/** What has started so far: each entry of BACKGROUND_WORK may use what the entries before it started. */
interface Started {
  deliveries?: DeliveryQueue;
  parses?: ParseQueue;
  jobs?: JobQueue;
}

export interface BackgroundWork {
  name: string;
  /** How it runs: a queue of its own table (decision 036), pg-boss jobs, or a schedule of jobs. */
  runs: string;
  /** What sets it off. */
  trigger: string;
  /** Starts it; answers how it stops, when it is something that runs. */
  start(deps: BackgroundDeps, started: Started): Promise<(() => Promise<void>) | undefined>;
}

function earlier<T>(value: T | undefined, name: string): T {
  if (!value) throw new Error(`background work "${name}" must start before what needs it`);
  return value;
}

/**
 * Everything this process runs in the background, in the order it starts (and the reverse of the order it stops).
 * The embedded database is this process's alone, so the queues let go of leases found in it: they are from a run
 * that ended.
 */
export const BACKGROUND_WORK: readonly BackgroundWork[] = [
  {
    name: 'webhook deliveries',
    runs: 'table queue of webhook_deliveries (pending, due, leased)',
    trigger:
      'deliveriesQueued: a parse recording deliveries, the console sending a test event; every 2 s for retries ' +
      'falling due and leases run out',
    async start(deps, started) {
      const { jobDatabase, config, logger } = deps;
      const releaseLeases = deps.database.kind === 'pglite';
      started.deliveries = await startDeliveryQueue({ db: jobDatabase.db, config, logger }, { releaseLeases });
      return started.deliveries.stop;
    },
  },
  {
    name: 'parse',
    runs: 'table queue of emails (received, leased); wakes the delivery queue',
    trigger:
      'emailsReceived: an email stored (SMTP, HTTP upload, IMAP poll) or reset for a retry; every 2 s for ' +
      'emails held back for a retry and leases run out',
    async start(deps, started) {
      const { jobDatabase, blobs, logger, extract } = deps;
      const deliveries = earlier(started.deliveries, 'webhook deliveries');
      started.parses = await startParseQueue(
        { db: jobDatabase.db, blobs, deliveries, logger, extract },
        { releaseLeases: deps.database.kind === 'pglite' },
      );
      return started.parses.stop;
    },
  },
  {
    name: 'jobs',
    runs: `pg-boss: ${JOB_REGISTRY.map((job) => job.definition.name).join(', ')}`,
    trigger: JOB_REGISTRY.map((job) => `${job.definition.name}: ${job.trigger ?? 'sent by the code'}`).join('; '),
    async start(deps, started) {
      const { config, jobDatabase, logger } = deps;
      const jobs = await JobQueue.start(deps.database, logger);
      started.jobs = jobs;
      const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, logger });
      await jobs.work({ config, database: jobDatabase, mailer, logger, jobs, work: workSignalsOf(started) });
      return () => jobs.stop();
    },
  },
  {
    name: 'IMAP polls',
    runs: 'schedule: one chain of poll-imap jobs per integration, each poll sending the next a minute on',
    trigger:
      'an integration created or enabled in the console; at start, integrations not polled for three minutes ' +
      '(a chain lost to a crash)',
    async start(deps, started) {
      const resumed = await resumeImapPolls(deps.database.db, earlier(started.jobs, 'jobs'));
      if (resumed > 0) deps.logger.info({ integrations: resumed }, 'IMAP polling scheduled again');
      return undefined;
    },
  },
];

/** The table queues as the signals that wake them. */
function workSignalsOf(started: Started): WorkSignals {
  const parses = earlier(started.parses, 'parse');
  const deliveries = earlier(started.deliveries, 'webhook deliveries');
  return { emailsReceived: parses.emailsReceived, deliveriesQueued: deliveries.deliveriesQueued };
}

/** The background work of this process, running. */
export interface RunningBackgroundWork {
  /** The job queue, for the HTTP layer and the HTTP processes to send jobs to. */
  jobs: JobQueue;
  /** The parse and delivery queues, for receipt and the HTTP layer to wake. */
  work: WorkSignals;
  /** Stops everything, the last started first, letting what runs finish. */
  stop(): Promise<void>;
}

/** Starts every entry of BACKGROUND_WORK in order. */
export async function startBackgroundWork(deps: BackgroundDeps): Promise<RunningBackgroundWork> {
  const started: Started = {};
  const stops: (() => Promise<void>)[] = [];
  for (const work of BACKGROUND_WORK) {
    const stop = await work.start(deps, started);
    if (stop) stops.unshift(stop);
    deps.logger.debug({ work: work.name, runs: work.runs, trigger: work.trigger }, 'background work started');
  }
  return {
    jobs: earlier(started.jobs, 'jobs'),
    work: workSignalsOf(started),
    async stop() {
      for (const stop of stops) await stop();
    },
  };
}
