import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openIsolatedTestDatabase } from '../../../test/isolated-database.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries } from '../../db/schema.js';
import { encryptSecret } from '../applications/secret-box.js';
import { createTeamWithOwner } from '../teams/teams.repository.js';
import { insertUser } from '../users/users.repository.js';
import { deliverWebhooks } from './deliver-webhook.js';
import { type DeliveryQueue, startDeliveryQueue } from './delivery-queue.js';
import { recordWebhookDeliveries } from './webhook-events.js';
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
    ALLOW_PRIVATE_NETWORK_TARGETS: '1',
    ...env,
  });
}

/** A webhook of the team at `url`, for email.failed events. */
function subscribe(database: Database, teamId: string, url: string, key: Buffer) {
  return insertWebhook(database.db, {
    teamId,
    url,
    description: null,
    eventTypes: ['email.failed'],
    secretEncrypted: encryptSecret(key, newWebhookSecret()),
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

describe('the delivery queue', () => {
  it('delivers an event, retrying a failed attempt on the configured schedule', { timeout: 60_000 }, async () => {
    const statuses = [502, 200];
    const endpoint = await webhookEndpoint((n) => statuses[Math.min(n, 1)] as number);
    const config = await testConfig({ WEBHOOK_RETRY_SCHEDULE: '20ms' });
    const database = await openIsolatedTestDatabase();
    const queue = await startDeliveryQueue(
      { db: database.db, config, logger: pino({ level: 'silent' }) },
      { releaseLeases: true, pollMs: 100 },
    );
    try {
      const team = await devTeam(database, 'Queue');
      await subscribe(database, team.id, endpoint.url, config.encryptionKey);
      const eventId = `evt_${randomBytes(6).toString('hex')}`;
      await recordWebhookDeliveries(database.db, team.id, {
        type: 'email.failed',
        emailId: crypto.randomUUID(),
        eventId,
        payload: { reservations: [], segments: [] },
      });
      queue.wake();
      await vi.waitFor(
        async () => {
          const [delivery] = await database.db
            .select()
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.eventId, eventId));
          expect(delivery).toMatchObject({ state: 'succeeded', attempts: 2, leaseUntil: null });
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(endpoint.arrivals).toEqual([eventId, eventId]);
    } finally {
      await queue.stop();
      await database.close();
      await endpoint.close();
    }
  });

  it('takes up a delivery whose run was cut off once its lease runs out, and one not yet due only when it is', {
    timeout: 60_000,
  }, async () => {
    const endpoint = await webhookEndpoint(() => 204);
    const config = await testConfig();
    const database = await openIsolatedTestDatabase();
    let queue: DeliveryQueue | undefined;
    try {
      const team = await devTeam(database, 'Leases');
      await subscribe(database, team.id, endpoint.url, config.encryptionKey);
      const event = (eventId: string) => ({
        type: 'email.failed' as const,
        emailId: crypto.randomUUID(),
        eventId,
        payload: {},
      });
      await recordWebhookDeliveries(database.db, team.id, event('evt_cut_off'));
      await recordWebhookDeliveries(database.db, team.id, event('evt_later'));
      // One was taken by a run that died; the other waits for a retry a minute away.
      await database.db.execute(sql`
        update webhook_deliveries set lease_until = now() + interval '1 minute' where event_id = 'evt_cut_off'`);
      await database.db.execute(sql`
        update webhook_deliveries set next_attempt_at = now() + interval '1 minute' where event_id = 'evt_later'`);
      queue = await startDeliveryQueue(
        { db: database.db, config, logger: pino({ level: 'silent' }) },
        { releaseLeases: false, pollMs: 100 },
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(endpoint.arrivals).toEqual([]);
      await database.db.execute(sql`update webhook_deliveries set lease_until = now() where event_id = 'evt_cut_off'`);
      await vi.waitFor(() => expect(endpoint.arrivals).toEqual(['evt_cut_off']), { timeout: 10_000, interval: 100 });
      await database.db.execute(
        sql`update webhook_deliveries set next_attempt_at = now() where event_id = 'evt_later'`,
      );
      await vi.waitFor(() => expect(endpoint.arrivals).toEqual(['evt_cut_off', 'evt_later']), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      await queue?.stop();
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
      await recordWebhookDeliveries(database.db, team.id, {
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
        { db: database.db, config },
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
