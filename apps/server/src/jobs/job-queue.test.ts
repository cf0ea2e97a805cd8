import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod';
import { isolatedPostgresUrl } from '../../test/isolated-database.js';
import { type Database, openPostgres, wrapPglite } from '../db/client.js';
import { defineJob } from './define-job.js';
import type { JobDeps, RegisteredJob } from './handlers.js';
import { JobQueue } from './job-queue.js';

const logger = pino({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Opens the same database again and again, as a restarted server would. */
async function databaseOpener(): Promise<() => Promise<Database>> {
  const target = inject('database');
  if (target.kind === 'postgres') {
    // A database of its own: workers in the run's shared one would take other test files' jobs.
    const url = await isolatedPostgresUrl(target.url);
    return async () => openPostgres(url, { max: 2 });
  }
  const dir = await mkdtemp(join(tmpdir(), 'tripline-jobs-'));
  dirs.push(dir);
  return async () => wrapPglite(await PGlite.create(join(dir, 'pglite')));
}

describe('job queue', () => {
  it('runs a job queued before a restart once the server is back', { timeout: 90_000 }, async () => {
    const echoJob = defineJob({
      name: `test-echo-${randomBytes(4).toString('hex')}`,
      payload: z.object({ message: z.string() }),
      retryLimit: 1,
      retryDelaySeconds: 1,
    });
    const received: string[] = [];
    const registry: RegisteredJob[] = [
      {
        definition: echoJob,
        handle: async (payload) => {
          received.push((payload as { message: string }).message);
        },
      },
    ];
    const open = await databaseOpener();

    const before = await open();
    const queue = await JobQueue.start(before, logger, registry);
    await queue.send(echoJob, { message: 'sent before the restart' });
    await queue.stop();
    await before.close();
    expect(received).toEqual([]);

    const after = await open();
    const restarted = await JobQueue.start(after, logger, registry);
    await restarted.work({} as JobDeps, registry, 0.5);
    await vi.waitFor(() => expect(received).toEqual(['sent before the restart']), { timeout: 20_000, interval: 200 });
    await restarted.stop();
    await after.close();
  });

  it('runs a job that a server which then died had taken, within seconds', { timeout: 120_000 }, async () => {
    const reportJob = defineJob({
      name: `test-report-${randomBytes(4).toString('hex')}`,
      payload: z.object({ report: z.string() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
    });
    const ran: string[] = [];
    const registry: RegisteredJob[] = [
      { definition: reportJob, handle: async (payload) => void ran.push((payload as { report: string }).report) },
    ];
    const database = await (await databaseOpener())();
    const queue = await JobQueue.start(database, logger, registry);
    await queue.send(reportJob, { report: 'taken by a server that died' });

    // The other server takes the job as its worker would, then dies: it never finishes it, nor says it is still on it.
    const other = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false, supervise: false })
      : new PgBoss({ connectionString: database.url as string, max: 1, schedule: false, supervise: false });
    await other.start();
    const [taken] = await other.fetch(reportJob.name);
    expect(taken?.data).toEqual({ report: 'taken by a server that died' });
    await other.stop({ graceful: false, close: !database.pglite });

    const diedAt = Date.now();
    await queue.work({} as JobDeps, registry, 0.5);
    await vi.waitFor(() => expect(ran).toEqual(['taken by a server that died']), { timeout: 60_000, interval: 250 });
    expect(Date.now() - diedAt).toBeLessThan(40_000);
    await queue.stop();
    await database.close();
  });

  it('refuses a payload that does not match the job definition', async () => {
    const strictJob = defineJob({
      name: `test-strict-${randomBytes(4).toString('hex')}`,
      payload: z.object({ count: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
    });
    const open = await databaseOpener();
    const database = await open();
    const queue = await JobQueue.start(database, logger, [{ definition: strictJob, handle: async () => {} }]);
    await expect(queue.send(strictJob, { count: 'many' } as never)).rejects.toThrow();
    await queue.stop();
    await database.close();
  });
});
