import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sampleEmail } from '../../../test/ingest-helpers.js';
import { restartableServer } from '../../../test/restart-helpers.js';
import type { Database } from '../../db/client.js';
import { emailEvents, emails, webhookDeliveries, webhooks } from '../../db/schema.js';
import type { JobSender } from '../../jobs/define-job.js';
import { JOB_REGISTRY, type JobDeps } from '../../jobs/handlers.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { parseStoredEmails } from './parse-email.js';
import { receiveMessage } from './receive-message.js';
import { requeueUnparsed } from './requeue-unparsed.js';

const logger = pino({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const registry = JOB_REGISTRY.filter((job) => job.definition.name === 'parse-email');
/** The queues a parse sends to (its webhook deliveries too), of which only parses are worked here. */
const queues = JOB_REGISTRY.filter((job) => ['parse-email', 'deliver-webhook'].includes(job.definition.name));

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

  it('parses each email of a batch once when the server died while committing the batch', {
    timeout: 120_000,
  }, async () => {
    const { config, open, first, mailbox, teamId, blobs } = await restartableServer('restart', dirs);
    await first.db.insert(webhooks).values({
      id: crypto.randomUUID(),
      teamId,
      url: 'https://hooks.example/tripline',
      eventTypes: ['email.parsed', 'email.failed'],
      secretEncrypted: 'not-used-here',
    });
    const queue = await JobQueue.start(first, logger, queues);
    const raw = await sampleEmail('lufthansa-return-flight');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await receiveMessage({ db: first.db, blobs, jobs: queue }, { mailbox, raw, via: 'http' })).id);
    }
    // The batch's transaction gets as far as claiming the emails, then the process dies before their events.
    const dying = new Proxy(first.db, {
      get(target, property) {
        if (property !== 'transaction') return Reflect.get(target, property, target);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction((tx) =>
            work(
              new Proxy(tx, {
                get(inner, name) {
                  if (name === 'insert') throw new Error('the process died here');
                  const value = Reflect.get(inner, name, inner);
                  return typeof value === 'function' ? value.bind(inner) : value;
                },
              }),
            ),
          );
      },
    });
    await expect(parseStoredEmails({ db: dying, blobs, jobs: queue, logger }, ids)).rejects.toThrow('died here');
    for (const id of ids) expect(await statusOf(first, id)).toBe('received');
    await queue.stop();
    await first.close();

    const again = await open();
    const restarted = await JobQueue.start(again, logger, queues);
    // Each email's job is still waiting; queue every one a second time as well, as a re-queue racing it would.
    for (const id of ids) await restarted.send(registry[0]?.definition as never, { emailId: id } as never);
    await restarted.work({ config, database: again, logger, jobs: restarted } as unknown as JobDeps, registry, 0.5);
    await vi.waitFor(
      async () => {
        for (const id of ids) expect(await statusOf(again, id)).toBe('parsed');
      },
      { timeout: 30_000, interval: 200 },
    );
    await restarted.stop();
    for (const id of ids) {
      const timeline = await again.db.select().from(emailEvents).where(eq(emailEvents.emailId, id));
      expect(timeline.map((event) => event.type).sort()).toEqual(['parsed', 'received']);
      const deliveries = await again.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.emailId, id));
      expect(deliveries.map((delivery) => delivery.eventType)).toEqual(['email.parsed']);
    }
    await again.close();
  });
});
