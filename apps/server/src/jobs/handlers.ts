import type { Logger } from 'pino';
import { blobStoreOf } from '../blobs/configured-blob-store.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { runScheduledPoll } from '../modules/integrations/poll-schedule.js';
import { generateReport } from '../modules/reports/generate-report.js';
import { processTravelerImport } from '../modules/travelers/process-traveler-import.js';
import type { JobDefinition, JobPayload, JobSender } from './define-job.js';
import { generateReportJob } from './definitions/generate-report.js';
import { pollImapJob } from './definitions/poll-imap.js';
import { processTravelerImportJob } from './definitions/process-traveler-import.js';
import { sendMailJob } from './definitions/send-mail.js';
import type { WorkSignals } from './work-signals.js';

/** What a job handler may use. */
export interface JobDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** Lets a job send further jobs (the next IMAP poll). */
  jobs: JobSender;
  /** The parse queue, woken when a job stores mail (an IMAP poll). */
  work: WorkSignals;
}

export interface RegisteredJob<D extends JobDefinition = JobDefinition> {
  definition: D;
  /** What sends it, for the index of background work (background-work.ts). */
  trigger?: string;
  handle(payload: JobPayload<D>, deps: JobDeps): Promise<void>;
}

function register<D extends JobDefinition>(
  definition: D,
  trigger: string,
  handle: RegisteredJob<D>['handle'],
): RegisteredJob {
  return { definition, trigger, handle } as RegisteredJob;
}

/** Every job the worker runs, one entry per definition. */
export const JOB_REGISTRY: readonly RegisteredJob[] = [
  register(sendMailJob, 'a verification, password-reset or invitation mail', (payload, deps) =>
    deps.mailer.send(payload),
  ),
  register(pollImapJob, 'an IMAP poll schedule (poll-schedule.ts): each poll sends the next', async (payload, deps) => {
    const blobs = blobStoreOf(deps.config);
    const { db } = deps.database;
    await runScheduledPoll(
      {
        db,
        blobs,
        jobs: deps.jobs,
        work: deps.work,
        logger: deps.logger,
        encryptionKey: deps.config.encryptionKey,
        allowPrivateNetworkTargets: deps.config.allowPrivateNetworkTargets,
      },
      payload,
    );
  }),
  register(generateReportJob, 'a report requested in the console', async (payload, deps) => {
    const blobs = blobStoreOf(deps.config);
    const { inboundDomain } = deps.config;
    await generateReport({ db: deps.database.db, blobs, logger: deps.logger, inboundDomain }, payload.reportId);
  }),
  register(processTravelerImportJob, 'a traveler file uploaded in the console', async (payload, deps) => {
    const blobs = blobStoreOf(deps.config);
    await processTravelerImport({ database: deps.database, blobs, logger: deps.logger }, payload.importId);
  }),
];
