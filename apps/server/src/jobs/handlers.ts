import type { Logger } from 'pino';
import { dataDirBlobStore } from '../blobs/blob-store.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import type { EmailExtractor } from '../modules/ingest/extract-pool.js';
import { parseStoredEmails } from '../modules/ingest/parse-email.js';
import { runScheduledPoll } from '../modules/integrations/poll-schedule.js';
import { generateReport } from '../modules/reports/generate-report.js';
import { processTravelerImport } from '../modules/travelers/process-traveler-import.js';
import { deliverWebhooks } from '../modules/webhooks/deliver-webhook.js';
import type { JobDefinition, JobPayload, JobSender } from './define-job.js';
import { deliverWebhookJob } from './definitions/deliver-webhook.js';
import { generateReportJob } from './definitions/generate-report.js';
import { parseEmailJob } from './definitions/parse-email.js';
import { pollImapJob } from './definitions/poll-imap.js';
import { processTravelerImportJob } from './definitions/process-traveler-import.js';
import { sendMailJob } from './definitions/send-mail.js';

/** What a job handler may use. */
export interface JobDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** Lets a job send further jobs (a webhook retry on its own schedule). */
  jobs: JobSender;
  /** The parse worker threads; parsing runs in-process when absent. */
  extract?: EmailExtractor;
}

export interface RegisteredJob<D extends JobDefinition = JobDefinition> {
  definition: D;
  handle(payload: JobPayload<D>, deps: JobDeps): Promise<void>;
  /** Handles a whole fetched batch at once (one transaction for many jobs), when the job can. */
  handleBatch?(payloads: JobPayload<D>[], deps: JobDeps): Promise<void>;
}

function register<D extends JobDefinition>(definition: D, handle: RegisteredJob<D>['handle']): RegisteredJob {
  return { definition, handle } as RegisteredJob;
}

/** A job whose fetched batch is handled in one call; a single job is a batch of one. */
function registerBatch<D extends JobDefinition>(
  definition: D,
  handleBatch: NonNullable<RegisteredJob<D>['handleBatch']>,
): RegisteredJob {
  const handle: RegisteredJob<D>['handle'] = (payload, deps) => handleBatch([payload], deps);
  return { definition, handleBatch, handle } as RegisteredJob;
}

/** Every job the worker runs, one entry per definition. */
export const JOB_REGISTRY: readonly RegisteredJob[] = [
  register(sendMailJob, (payload, deps) => deps.mailer.send(payload)),
  registerBatch(deliverWebhookJob, async (payloads, deps) => {
    await deliverWebhooks(
      { db: deps.database.db, jobs: deps.jobs, config: deps.config },
      payloads.map((payload) => payload.deliveryId),
    );
  }),
  registerBatch(parseEmailJob, async (payloads, deps) => {
    const blobs = dataDirBlobStore(deps.config.dataDir);
    const { db } = deps.database;
    await parseStoredEmails(
      { db, blobs, jobs: deps.jobs, logger: deps.logger, extract: deps.extract },
      payloads.map((payload) => payload.emailId),
    );
  }),
  register(pollImapJob, async (payload, deps) => {
    const blobs = dataDirBlobStore(deps.config.dataDir);
    const { db } = deps.database;
    await runScheduledPoll(
      { db, blobs, jobs: deps.jobs, logger: deps.logger, encryptionKey: deps.config.encryptionKey },
      payload,
    );
  }),
  register(generateReportJob, async (payload, deps) => {
    const blobs = dataDirBlobStore(deps.config.dataDir);
    const { inboundDomain } = deps.config;
    await generateReport({ db: deps.database.db, blobs, logger: deps.logger, inboundDomain }, payload.reportId);
  }),
  register(processTravelerImportJob, async (payload, deps) => {
    const blobs = dataDirBlobStore(deps.config.dataDir);
    await processTravelerImport({ database: deps.database, blobs, logger: deps.logger }, payload.importId);
  }),
];
