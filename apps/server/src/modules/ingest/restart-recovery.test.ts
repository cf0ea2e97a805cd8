import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sampleEmail } from '../../../test/ingest-helpers.js';
import { restartableServer } from '../../../test/restart-helpers.js';
import type { Database } from '../../db/client.js';
import { emails } from '../../db/schema.js';
import type { JobSender } from '../../jobs/define-job.js';
import { JOB_REGISTRY, type JobDeps } from '../../jobs/handlers.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { receiveMessage } from './receive-message.js';
import { requeueUnparsed } from './requeue-unparsed.js';

const logger = pino({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const registry = JOB_REGISTRY.filter((job) => job.definition.name === 'parse-email');

async function statusOf(database: Database, id: string) {
  const [row] = await database.db.select({ status: emails.status }).from(emails).where(eq(emails.id, id));
  return row?.status;
}

describe('nothing accepted is lost', () => {
  it('parses an email whose job was queued before the server stopped, once it starts again', {
    timeout: 90_000,
  }, async () => {
    const { config, open, first, mailbox, teamId, blobs } = await restartableServer('restart', dirs);
    const queue = await JobQueue.start(first, logger, registry);
    const { id } = await receiveMessage(
      { db: first.db, blobs, jobs: queue },
      { mailbox, raw: await sampleEmail('lufthansa-return-flight'), via: 'http' },
    );
    // Stopped between receipt and parse: no worker ever ran.
    await queue.stop();
    await first.close();

    const again = await open();
    const restarted = await JobQueue.start(again, logger, registry);
    expect(await statusOf(again, id)).toBe('received');
    // Its job is still waiting, so starting the server does not queue a second one.
    expect(await requeueUnparsed(again.db, restarted, { teamId })).toBe(0);
    await restarted.work({ config, database: again, logger, jobs: restarted } as unknown as JobDeps, registry, 0.5);
    await vi.waitFor(async () => expect(await statusOf(again, id)).toBe('parsed'), { timeout: 20_000, interval: 200 });
    await restarted.stop();
    await again.close();
  });

  it('queues again an email stored just before a crash kept its parse job from being queued', {
    timeout: 90_000,
  }, async () => {
    const { config, open, first, mailbox, teamId, blobs } = await restartableServer('restart', dirs);
    const lost: JobSender = {
      send: async () => {
        throw new Error('the process died here');
      },
    };
    const receipt = receiveMessage(
      { db: first.db, blobs, jobs: lost },
      { mailbox, raw: await sampleEmail('lufthansa-return-flight'), via: 'smtp' },
    );
    await expect(receipt).rejects.toThrow('the process died here');
    const [stored] = await first.db.select({ id: emails.id }).from(emails).where(eq(emails.mailboxId, mailbox.id));
    await first.close();

    const again = await open();
    const restarted = await JobQueue.start(again, logger, registry);
    expect(await requeueUnparsed(again.db, restarted, { teamId })).toBe(1);
    expect(await requeueUnparsed(again.db, restarted, { teamId })).toBe(0);
    await restarted.work({ config, database: again, logger, jobs: restarted } as unknown as JobDeps, registry, 0.5);
    await vi.waitFor(async () => expect(await statusOf(again, stored?.id ?? '')).toBe('parsed'), {
      timeout: 20_000,
      interval: 200,
    });
    await restarted.stop();
    await again.close();
  });
});
