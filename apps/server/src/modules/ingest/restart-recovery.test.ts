import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sampleEmail } from '../../../test/ingest-helpers.js';
import { restartableServer } from '../../../test/restart-helpers.js';
import { RecordingWork } from '../../../test/test-app.js';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { Database } from '../../db/client.js';
import { emailEvents, emails, webhookDeliveries, webhooks } from '../../db/schema.js';
import { parseStoredEmails } from './parse-email.js';
import { type ParseQueue, startParseQueue } from './parse-queue.js';
import { receiveMessage } from './receive-message.js';

const logger = pino({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function statusOf(database: Database, id: string) {
  const [row] = await database.db.select({ status: emails.status }).from(emails).where(eq(emails.id, id));
  return row?.status;
}

/** The parse queue of a restarted server on `database`, looking for work every 100 ms. */
function parseQueue(database: Database, blobs: BlobStore, releaseLeases: boolean) {
  return startParseQueue(
    { db: database.db, blobs, deliveries: new RecordingWork(), logger },
    { releaseLeases, pollMs: 100, leaseMs: 1000 },
  );
}

async function waitForStatus(database: Database, ids: readonly string[], status: string) {
  await vi.waitFor(
    async () => {
      for (const id of ids) expect(await statusOf(database, id)).toBe(status);
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('nothing accepted is lost', () => {
  it('parses an email received before the server stopped, once it starts again', { timeout: 90_000 }, async () => {
    const { open, first, mailbox, blobs } = await restartableServer('restart', dirs);
    // Stored and accepted, but the server stopped before any parse ran.
    const { id } = await receiveMessage(
      { db: first.db, blobs, work: new RecordingWork() },
      { mailbox, raw: await sampleEmail('lufthansa-return-flight'), via: 'http' },
    );
    await first.close();

    const again = await open();
    expect(await statusOf(again, id)).toBe('received');
    const queue = await parseQueue(again, blobs, false);
    await waitForStatus(again, [id], 'parsed');
    await queue.stop();
    await again.close();
  });

  it('parses again an email whose parse was cut off, once its lease runs out or at once where it cannot be another’s', {
    timeout: 90_000,
  }, async () => {
    const { open, first, mailbox, blobs } = await restartableServer('restart', dirs);
    const raw = await sampleEmail('lufthansa-return-flight');
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      ids.push(
        (await receiveMessage({ db: first.db, blobs, work: new RecordingWork() }, { mailbox, raw, via: 'smtp' })).id,
      );
    }
    // Taken by a parse that died: a lease a minute long, as the queue takes them.
    await first.db.execute(
      sql`update emails set parse_lease_until = now() + interval '1 minute', parse_attempts = 1 where status = 'received'`,
    );
    await first.close();

    const again = await open();
    let queue: ParseQueue | undefined;
    try {
      // Another server might hold a lease on PostgreSQL: it waits its minute out. Nothing is taken meanwhile.
      queue = await parseQueue(again, blobs, false);
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const id of ids) expect(await statusOf(again, id)).toBe('received');
      await queue.stop();
      // Once it has run out (brought forward here), the emails are taken up again.
      await again.db.execute(sql`update emails set parse_lease_until = now() where id = ${ids[0]}`);
      queue = await parseQueue(again, blobs, false);
      await waitForStatus(again, [ids[0] as string], 'parsed');
      expect(await statusOf(again, ids[1] as string)).toBe('received');
      await queue.stop();
      // The embedded database is one process's: a lease found there at start is from a run that ended.
      queue = await parseQueue(again, blobs, true);
      await waitForStatus(again, ids, 'parsed');
    } finally {
      await queue?.stop();
      await again.close();
    }
  });

  it('parses each email of a batch once when the server died while committing the batch', {
    timeout: 120_000,
  }, async () => {
    const { open, first, mailbox, teamId, blobs } = await restartableServer('restart', dirs);
    await first.db.insert(webhooks).values({
      id: crypto.randomUUID(),
      teamId,
      url: 'https://hooks.example/tripline',
      eventTypes: ['email.parsed', 'email.failed'],
      secretEncrypted: 'not-used-here',
    });
    const raw = await sampleEmail('lufthansa-return-flight');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        (await receiveMessage({ db: first.db, blobs, work: new RecordingWork() }, { mailbox, raw, via: 'http' })).id,
      );
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
    await expect(parseStoredEmails({ db: dying, blobs, deliveries: new RecordingWork(), logger }, ids)).rejects.toThrow(
      'died here',
    );
    for (const id of ids) expect(await statusOf(first, id)).toBe('received');
    await first.close();

    const again = await open();
    const queue = await parseQueue(again, blobs, true);
    await waitForStatus(again, ids, 'parsed');
    await queue.stop();
    for (const id of ids) {
      const timeline = await again.db.select().from(emailEvents).where(eq(emailEvents.emailId, id));
      expect(timeline.map((event) => event.type).sort()).toEqual(['parsed', 'received']);
      const deliveries = await again.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.emailId, id));
      expect(deliveries.map((delivery) => delivery.eventType)).toEqual(['email.parsed']);
    }
    await again.close();
  });
});
