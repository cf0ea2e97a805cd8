import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openIsolatedTestDatabase } from '../../../test/isolated-database.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries } from '../../db/schema.js';
import { JOB_REGISTRY, type JobDeps } from '../../jobs/handlers.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { encryptSecret } from '../applications/secret-box.js';
import { createTeamWithOwner } from '../teams/teams.repository.js';
import { insertUser } from '../users/users.repository.js';
import { deliverWebhooks } from './deliver-webhook.js';
import { enqueueWebhookEvent } from './webhook-events.js';
import { newWebhookSecret } from './webhook-signature.js';
import { insertWebhook } from './webhooks.repository.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A webhook endpoint on loopback recording each arrival's webhook-id; `status` answers the n-th (0-based). */
async function webhookEndpoint(status: (n: number) => number) {
  const arrivals: string[] = [];
  const endpoint = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrivals.push(String(request.headers['webhook-id']));
      response.writeHead(status(arrivals.length - 1)).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  return {
    arrivals,
    url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`,
    close: async () => {
      endpoint.closeAllConnections();
      await new Promise((resolve) => endpoint.close(resolve));
    },
  };
}

/** The server's configuration with a data dir of its own, private webhook addresses allowed. */
async function testConfig(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tripline-delivery-queue-'));
  dirs.push(dataDir);
  return loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ALLOW_PRIVATE_WEBHOOKS: '1',
    ...env,
  });
}

/** A developer team with its owner. */
async function devTeam(database: Database, name: string) {
  const user = await insertUser(database.db, {
    email: `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`,
    passwordHash: null,
    firstName: null,
    globalRole: null,
    emailVerified: true,
  });
  return createTeamWithOwner(database.db, { type: 'dev', name }, user.id);
}

describe('webhook deliveries through the job queue', () => {
  it('delivers an event, retrying a failed attempt on the configured schedule', { timeout: 60_000 }, async () => {
    const statuses = [502, 200];
    const endpoint = await webhookEndpoint((n) => statuses[Math.min(n, 1)] as number);
    const config = await testConfig({ WEBHOOK_RETRY_SCHEDULE: '20ms' });
    const database = await openIsolatedTestDatabase();
    const registry = JOB_REGISTRY.filter((job) => job.definition.name === 'deliver-webhook');
    const queue = await JobQueue.start(database, pino({ level: 'silent' }), registry);
    try {
      const team = await devTeam(database, 'Queue');
      await insertWebhook(database.db, {
        teamId: team.id,
        url: endpoint.url,
        description: null,
        eventTypes: ['email.failed'],
        secretEncrypted: encryptSecret(config.encryptionKey, newWebhookSecret()),
      });
      const deps = { config, database, logger: pino({ level: 'silent' }), jobs: queue } as unknown as JobDeps;
      await queue.work(deps, registry, 0.5);
      const eventId = `evt_${randomBytes(6).toString('hex')}`;
      await enqueueWebhookEvent({ db: database.db, jobs: queue }, team.id, {
        type: 'email.failed',
        emailId: crypto.randomUUID(),
        eventId,
        payload: { reservations: [], segments: [] },
      });
      await vi.waitFor(
        async () => {
          const [delivery] = await database.db
            .select()
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.eventId, eventId));
          expect(delivery).toMatchObject({ state: 'succeeded', attempts: 2 });
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(endpoint.arrivals).toEqual([eventId, eventId]);
    } finally {
      await queue.stop();
      await database.close();
      await endpoint.close();
    }
  });

  it('records a delivery that cannot be prepared as its own failed attempt, and sends the rest of its batch once', async () => {
    const endpoint = await webhookEndpoint(() => 204);
    const config = await testConfig();
    const database = await openIsolatedTestDatabase();
    try {
      const team = await devTeam(database, 'Batch');
      const common = { teamId: team.id, url: endpoint.url, description: null, eventTypes: ['email.failed'] };
      await insertWebhook(database.db, {
        ...common,
        secretEncrypted: encryptSecret(config.encryptionKey, newWebhookSecret()),
      });
      // Its secret was encrypted under another key (a key changed without re-encrypting): it no longer decrypts.
      await insertWebhook(database.db, {
        ...common,
        secretEncrypted: encryptSecret(randomBytes(32), newWebhookSecret()),
      });
      const eventId = `evt_${randomBytes(6).toString('hex')}`;
      const jobs = { send: async () => {} };
      await enqueueWebhookEvent({ db: database.db, jobs }, team.id, {
        type: 'email.failed',
        emailId: crypto.randomUUID(),
        eventId,
        payload: { reservations: [], segments: [] },
      });
      const deliveries = await database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventId, eventId));
      expect(deliveries).toHaveLength(2);
      const outcomes = await deliverWebhooks(
        { db: database.db, jobs, config },
        deliveries.map((delivery) => delivery.id),
      );
      expect([...outcomes.values()].sort()).toEqual([false, true]);
      expect(endpoint.arrivals).toEqual([eventId]);
      const after = await database.db
        .select({ state: webhookDeliveries.state, attempts: webhookDeliveries.attempts })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventId, eventId));
      expect(after.map((delivery) => delivery.state).sort()).toEqual(['pending', 'succeeded']);
      expect(after.every((delivery) => delivery.attempts === 1)).toBe(true);
      const errors = await database.db.select({ error: webhookAttempts.error }).from(webhookAttempts);
      expect(errors.map((attempt) => attempt.error)).toContainEqual(
        expect.stringContaining('The delivery could not be prepared'),
      );
    } finally {
      await database.close();
      await endpoint.close();
    }
  });
});
