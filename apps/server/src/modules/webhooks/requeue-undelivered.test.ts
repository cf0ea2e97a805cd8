import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sampleEmail } from '../../../test/ingest-helpers.js';
import { restartableServer } from '../../../test/restart-helpers.js';
import { emails, webhookDeliveries } from '../../db/schema.js';
import type { JobSender } from '../../jobs/define-job.js';
import { JOB_REGISTRY, type JobDeps } from '../../jobs/handlers.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { encryptSecret } from '../applications/secret-box.js';
import { parseStoredEmail } from '../ingest/parse-email.js';
import { receiveMessage } from '../ingest/receive-message.js';
import { requeueUndelivered } from './requeue-undelivered.js';
import { newWebhookSecret } from './webhook-signature.js';
import { insertWebhook } from './webhooks.repository.js';

const logger = pino({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('a parse committed just before a crash', () => {
  it('still reaches the webhook once the server starts again', { timeout: 90_000 }, async () => {
    const arrivals: { type: string; data: { email_id: string } }[] = [];
    const endpoint = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        arrivals.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { config, open, first, mailbox, teamId, blobs } = await restartableServer('undelivered', dirs, {
      ALLOW_PRIVATE_WEBHOOKS: '1',
    });
    await insertWebhook(first.db, {
      teamId,
      url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`,
      description: null,
      eventTypes: ['email.parsed'],
      secretEncrypted: encryptSecret(config.encryptionKey, newWebhookSecret()),
    });
    const { id } = await receiveMessage(
      { db: first.db, blobs, jobs: { send: async () => {} } },
      { mailbox, raw: await sampleEmail('lufthansa-return-flight'), via: 'http' },
    );
    // The parse commits, then the process dies before the delivery's job is sent.
    const dying: JobSender = {
      send: async () => {
        throw new Error('the process died here');
      },
    };
    await expect(parseStoredEmail({ db: first.db, blobs, jobs: dying, logger }, id)).rejects.toThrow('died here');
    const [email] = await first.db.select({ status: emails.status }).from(emails).where(eq(emails.id, id));
    expect(email?.status).toBe('parsed');
    await first.close();

    const again = await open();
    const registry = JOB_REGISTRY.filter((job) => job.definition.name === 'deliver-webhook');
    const queue = await JobQueue.start(again, logger, registry);
    try {
      expect(await requeueUndelivered(again.db, queue, config.webhookRetryScheduleMs, { teamId })).toBe(1);
      // Started twice: the delivery has its job now, so it is not queued a second time.
      expect(await requeueUndelivered(again.db, queue, config.webhookRetryScheduleMs, { teamId })).toBe(0);
      await queue.work({ config, database: again, logger, jobs: queue } as unknown as JobDeps, registry, 0.5);
      await vi.waitFor(
        async () => {
          const [delivery] = await again.db
            .select({ state: webhookDeliveries.state })
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.emailId, id));
          expect(delivery?.state).toBe('succeeded');
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(arrivals).toEqual([
        expect.objectContaining({ type: 'email.parsed', data: expect.objectContaining({ email_id: id }) }),
      ]);
    } finally {
      await queue.stop();
      await again.close();
      endpoint.closeAllConnections();
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});
