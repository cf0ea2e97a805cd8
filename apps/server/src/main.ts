import { warmUpReaders } from '@tripline/extract';
import pino, { type Logger } from 'pino';
import { buildApp } from './app.js';
import { dataDirBlobStore } from './blobs/blob-store.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase, openPostgres } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { JobQueue } from './jobs/job-queue.js';
import { createMailer } from './mail/mailer.js';
import { createExtractPool } from './modules/ingest/extract-pool.js';
import { requeueUnparsed } from './modules/ingest/requeue-unparsed.js';
import { resumeImapPolls } from './modules/integrations/poll-schedule.js';
import { requeueUndelivered } from './modules/webhooks/requeue-undelivered.js';
import { formatDemoCredentials, isDatabaseEmpty, seedDemo } from './seed/demo-seed.js';
import { createSmtpReceiver } from './smtp/smtp-receiver.js';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  logger.info({ database: database.kind, dataDir: config.dataDir }, 'database opened');
  try {
    await start(config, database, logger);
  } catch (error) {
    // Release the embedded database (and its lock) before reporting the failure.
    await database.close().catch(() => {});
    throw error;
  }
}

async function start(config: Config, database: Database, logger: Logger) {
  await database.migrate();

  // The demo is only ever seeded into a fresh embedded database; PostgreSQL gets one through `seed-demo`.
  const seedAllowed = config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'pglite');
  if (seedAllowed && (await isDatabaseEmpty(database.db))) {
    console.log(`\n${formatDemoCredentials(await seedDemo(database.db), config.inboundDomain)}\n`);
  }

  // Parsing runs in worker threads so it never blocks accepting mail; each worker preloads its document readers.
  const extractPool =
    config.parseWorkers > 0
      ? createExtractPool({ threads: config.parseWorkers, timeoutMs: config.parseTimeoutMs })
      : undefined;
  // Without workers: loading the PDF reader and barcode decoder takes seconds; do it beside start-up, not inside the first parse.
  if (!extractPool) {
    warmUpReaders().catch((error: unknown) => logger.warn({ err: error }, 'document readers could not be preloaded'));
  }

  const jobs = await JobQueue.start(database, logger);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, logger });
  // On PostgreSQL the jobs get a connection pool of their own, so a backlog of parses never keeps mail waiting
  // for a connection; the embedded database is one connection either way.
  const jobDatabase = database.url ? openPostgres(database.url) : database;
  await jobs.work({ config, database: jobDatabase, mailer, logger, jobs, extract: extractPool?.extract });

  const requeued = await requeueUnparsed(database.db, jobs);
  if (requeued > 0) logger.info({ emails: requeued }, 'emails waiting for a parse queued again');
  const undelivered = await requeueUndelivered(database.db, jobs, config.webhookRetryScheduleMs);
  if (undelivered > 0) logger.info({ deliveries: undelivered }, 'webhook deliveries without a job queued again');
  const resumed = await resumeImapPolls(database.db, jobs);
  if (resumed > 0) logger.info({ integrations: resumed }, 'IMAP polling scheduled again');

  const { app } = await buildApp({ config, database, jobs });
  const smtp = createSmtpReceiver(
    { db: database.db, blobs: dataDirBlobStore(config.dataDir), jobs },
    {
      port: config.smtpPort,
      host: config.host,
      inboundDomain: config.inboundDomain,
      maxMessageBytes: config.maxMessageBytes,
      logger,
    },
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await smtp.close();
    await app.close();
    await jobs.stop();
    await extractPool?.close();
    if (jobDatabase !== database) await jobDatabase.close();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  const smtpPort = await smtp.listen();
  logger.info({ port: smtpPort, domain: config.inboundDomain }, 'receiving mail over SMTP');
  if (extractPool) logger.info({ threads: config.parseWorkers }, 'parsing in worker threads');
  logger.info(`Tripline is ready on ${config.appUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    const { address, port } = error as { address?: string; port?: number };
    console.error(`Port ${port} on ${address} is already in use: stop what holds it, or choose another PORT.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
