import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sampleEmail } from '../../../test/ingest-helpers.js';
import { restartableServer } from '../../../test/restart-helpers.js';
import { RecordingWork } from '../../../test/test-app.js';
import { emailEvents, emails } from '../../db/schema.js';
import { startParseQueue } from './parse-queue.js';
import { receiveMessage } from './receive-message.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the parse queue', () => {
  it('tries a parse that fails again later, then fails the email with the reason', { timeout: 60_000 }, async () => {
    const { first: database, mailbox, blobs } = await restartableServer('parse-queue', dirs);
    const attempts: number[] = [];
    const queue = await startParseQueue(
      {
        db: database.db,
        blobs,
        deliveries: new RecordingWork(),
        logger: pino({ level: 'silent' }),
        extract: async () => {
          attempts.push(Date.now());
          throw new Error('the reader broke');
        },
      },
      { releaseLeases: true, pollMs: 50, maxAttempts: 3, retryDelayMs: 200 },
    );
    try {
      const { id } = await receiveMessage(
        { db: database.db, blobs, work: queue },
        { mailbox, raw: await sampleEmail('lufthansa-return-flight'), via: 'http' },
      );
      await vi.waitFor(
        async () => {
          const [email] = await database.db.select().from(emails).where(eq(emails.id, id));
          expect(email).toMatchObject({
            status: 'failed',
            statusReason: 'It could not be parsed after 3 attempts: the reader broke',
            parseAttempts: 3,
          });
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(attempts).toHaveLength(3);
      // Each retry waited longer than the one before: 200 ms, then 400 ms.
      const [a, b, c] = attempts as [number, number, number];
      expect(b - a).toBeGreaterThanOrEqual(190);
      expect(c - b).toBeGreaterThanOrEqual(390);
      const timeline = await database.db.select().from(emailEvents).where(eq(emailEvents.emailId, id));
      expect(timeline.map((event) => event.type).sort()).toEqual(['failed', 'received']);
    } finally {
      await queue.stop();
      await database.close();
    }
  });
});
