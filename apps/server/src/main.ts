import cluster from 'node:cluster';
import { warmUpReaders } from '@tripline/extract';
import pino, { type Logger } from 'pino';
import { buildApp } from './app.js';
import { blobStoreOf } from './blobs/configured-blob-store.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase, openPostgres } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import {
  ForwardingJobSender,
  forkHttpProcesses,
  forwardedWorkSignals,
  type HttpProcesses,
  httpProcessCount,
} from './http-processes.js';
import { startBackgroundWork } from './jobs/background-work.js';
import { createExtractPool } from './modules/ingest/extract-pool.js';
import { formatDemoCredentials, isDatabaseEmpty, seedDemo } from './seed/demo-seed.js';
import { createSmtpReceiver } from './smtp/smtp-receiver.js';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  if (cluster.isWorker) return serveHttp(config, logger);
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
    const started = performance.now();
    logger.info('seeding the demo: teams, users and a year of booking mail');
    const seed = await seedDemo({ db: database.db, blobs: blobStoreOf(config), config, logger });
    console.log(`\n${formatDemoCredentials(seed, config.inboundDomain)}\n`);
    logger.info({ ms: Math.round(performance.now() - started), emails: seed.emails }, 'the demo is ready');
  }

  // Parsing runs in worker threads so it never blocks accepting mail; each worker preloads its document readers.
  const extractPool =
    config.parseWorkers > 0
      ? createExtractPool({
          threads: config.parseWorkers,
          timeoutMs: config.parseTimeoutMs,
          onThreadError: (error) =>
            logger.error({ err: error }, 'a parse worker failed between readings and was replaced'),
        })
      : undefined;
  // Without workers: loading the PDF reader and barcode decoder takes seconds; do it beside start-up, not inside the first parse.
  if (!extractPool) {
    warmUpReaders().catch((error: unknown) => logger.warn({ err: error }, 'document readers could not be preloaded'));
  }

  // On PostgreSQL the jobs and queues get a connection pool of their own, so a backlog of parses never keeps mail
  // waiting for a connection; the embedded database is one connection either way.
  const jobDatabase = database.url ? openPostgres(database.url) : database;
  const blobs = blobStoreOf(config);
  // The queues, jobs and schedules of jobs/background-work.ts: `work` is the parse and delivery queues themselves.
  const {
    jobs,
    work,
    stop: stopBackgroundWork,
  } = await startBackgroundWork({
    config,
    database,
    jobDatabase,
    blobs,
    logger,
    extract: extractPool?.extract,
  });

  // On PostgreSQL, HTTP is answered by processes of its own (decision 032); this one keeps jobs, SMTP and schedules.
  const processCount = httpProcessCount(process.env, database.kind === 'pglite');
  const app = processCount > 1 ? undefined : (await buildApp({ config, database, jobs, work })).app;
  const smtp = createSmtpReceiver(
    { db: database.db, blobs, work },
    {
      port: config.smtpPort,
      host: config.host,
      inboundDomain: config.inboundDomain,
      maxMessageBytes: config.maxMessageBytes,
      logger,
    },
  );
  let httpProcesses: HttpProcesses | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await httpProcesses?.stop();
    await smtp.close();
    await app?.close();
    await stopBackgroundWork();
    await extractPool?.close();
    if (jobDatabase !== database) await jobDatabase.close();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  // Mail is received before HTTP answers, so that a health check that passes means both doors are open.
  const smtpPort = await smtp.listen();
  logger.info({ port: smtpPort, domain: config.inboundDomain }, 'receiving mail over SMTP');
  if (app) {
    await app.listen({ port: config.port, host: config.host });
  } else {
    httpProcesses = forkHttpProcesses(processCount, jobs, work, logger);
    await httpProcesses.listening;
    logger.info({ processes: processCount }, 'answering HTTP in several processes');
  }
  if (extractPool) logger.info({ threads: config.parseWorkers }, 'parsing in worker threads');
  logger.info(`Tripline is ready on ${config.appUrl}`);
}

/** An HTTP process of a cluster: the API and console on the shared port; its jobs go to the primary. */
async function serveHttp(config: Config, logger: Logger) {
  const database = await openDatabase(config);
  const { app } = await buildApp({ config, database, jobs: new ForwardingJobSender(), work: forwardedWorkSignals() });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  // The primary ends its HTTP processes (SIGTERM) when it is told to stop; Ctrl-C reaches it too, so an HTTP
  // process leaves SIGINT to it rather than ending first and being replaced.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => void shutdown());
  // Without its primary nobody would run its jobs: end with it.
  process.on('disconnect', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  logger.debug({ pid: process.pid }, 'HTTP process listening');
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
