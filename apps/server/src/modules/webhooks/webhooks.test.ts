import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookEventBodySchema } from '@tripline/contracts';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { emails, webhookDeliveries, webhooks } from '../../db/schema.js';
import { encryptSecret } from '../applications/secret-box.js';
import { type DeliveryDeps, deliverWebhook, webhookDispatcher } from './deliver-webhook.js';
import { recordWebhookDeliveries } from './webhook-events.js';
import { newWebhookSecret } from './webhook-signature.js';
import { webhookUrlProblem } from './webhook-url-check.js';
import { insertWebhook } from './webhooks.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A public address literal, so creating a webhook needs no DNS. */
const PUBLIC_URL = 'https://93.184.215.14/hooks/tripline';
const KEY = Buffer.alloc(32, 7);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local endpoint answering each request with the next status of a script (the last one repeats). */
async function startEndpoint(statuses: (number | 'hang')[], failureBody = `failure ${'x'.repeat(5000)}`) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const next = statuses[Math.min(received.length - 1, statuses.length - 1)];
      if (next === 'hang') return;
      response.writeHead(next as number, { 'content-type': 'text/plain' });
      response.end(next === 200 ? 'ok' : failureBody);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function deliveryDeps(overrides: Partial<DeliveryDeps['config']> = {}): DeliveryDeps {
  return {
    db: t.database.db,
    config: {
      encryptionKey: KEY,
      allowPrivateNetworkTargets: true,
      webhookRetryScheduleMs: [5, 10],
      webhookTimeoutMs: 2000,
      ...overrides,
    },
  };
}

async function devTeamWithOwner() {
  const owner = await t.createUser();
  const team = await t.createTeam('dev', owner.id);
  return { owner, team, client: await t.signIn(owner.email), base: `/api/developers/${team.id}` };
}

async function insertEmail(teamId: string) {
  const id = crypto.randomUUID();
  await t.database.db.insert(emails).values({ id, teamId, via: 'http', blobKey: `blob-${id}`, sizeBytes: 10 });
  return id;
}

/** A delivery's row, to see its state and when it is due again. */
async function deliveryRow(id: string) {
  const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw new Error('no delivery');
  return row;
}

async function webhookFor(teamId: string, url: string, secret = newWebhookSecret(), eventTypes = ['email.parsed']) {
  const row = await insertWebhook(t.database.db, {
    teamId,
    url,
    description: null,
    eventTypes,
    secretEncrypted: encryptSecret(KEY, secret),
  });
  return { row, secret };
}

describe('webhook management', () => {
  it('creates a webhook with a whsec_ secret shown to owners and hidden from users', async () => {
    const { team, client, base } = await devTeamWithOwner();
    const created = await client.post(`${base}/webhooks`, { url: PUBLIC_URL, event_types: ['email.parsed'] });
    expect(created.statusCode).toBe(201);
    const webhook = created.json().data;
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(webhook.secret.slice(6), 'base64')).toHaveLength(24);
    expect(webhook).toMatchObject({ url: PUBLIC_URL, status: 'active', event_types: ['email.parsed'] });

    const ownerView = (await client.get(`${base}/webhooks/${webhook.id}`)).json().data;
    expect(ownerView.secret).toBe(webhook.secret);

    const member = await t.createUser();
    await t.addMember(team.id, member.id, 'user');
    const memberClient = await t.signIn(member.email);
    const memberView = await memberClient.get(`${base}/webhooks/${webhook.id}`);
    expect(memberView.statusCode).toBe(200);
    expect(memberView.json().data.secret).toBeUndefined();
    expect((await memberClient.patch(`${base}/webhooks/${webhook.id}`, { description: 'x' })).statusCode).toBe(403);
  });

  it('keeps the secret out of the database in clear text', async () => {
    const { client, base } = await devTeamWithOwner();
    const webhook = (await client.post(`${base}/webhooks`, { url: PUBLIC_URL })).json().data;
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row?.secretEncrypted).not.toContain(webhook.secret.slice(6));
  });

  it('lists webhooks grouped by status: active, failing, disabled', async () => {
    const { client, base } = await devTeamWithOwner();
    const first = (await client.post(`${base}/webhooks`, { url: `${PUBLIC_URL}/1` })).json().data;
    const second = (await client.post(`${base}/webhooks`, { url: `${PUBLIC_URL}/2` })).json().data;
    await t.database.db.update(webhooks).set({ status: 'failing' }).where(eq(webhooks.id, first.id));
    const disabled = await client.patch(`${base}/webhooks/${second.id}`, { status: 'disabled' });
    expect(disabled.json().data.status).toBe('disabled');
    const third = (await client.post(`${base}/webhooks`, { url: `${PUBLIC_URL}/3` })).json().data;
    const list = (await client.get(`${base}/webhooks`)).json();
    expect(list.data.map((w: { id: string }) => w.id)).toEqual([third.id, first.id, second.id]);
    expect(list.meta.groups).toEqual([
      { status: 'active', count: 1 },
      { status: 'failing', count: 1 },
      { status: 'disabled', count: 1 },
    ]);
  });

  it('refuses loopback, private, link-local and unique-local URLs', async () => {
    const { client, base } = await devTeamWithOwner();
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://localhost/hook',
    ]) {
      const response = await client.post(`${base}/webhooks`, { url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().error.fields.url[0]).toMatch(/private or loopback|could not be resolved/);
    }
    expect((await client.post(`${base}/webhooks`, { url: 'ftp://example.com/x' })).statusCode).toBe(422);
  });

  it('treats a webhook of another team as not found and deletes its own', async () => {
    const a = await devTeamWithOwner();
    const b = await devTeamWithOwner();
    const webhook = (await a.client.post(`${a.base}/webhooks`, { url: PUBLIC_URL })).json().data;
    expect((await b.client.get(`${b.base}/webhooks/${webhook.id}`)).statusCode).toBe(404);
    expect((await a.client.delete(`${a.base}/webhooks/${webhook.id}`)).statusCode).toBe(204);
    expect((await a.client.get(`${a.base}/webhooks/${webhook.id}`)).statusCode).toBe(404);
  });

  it('queues a test event for the webhook', async () => {
    const { client, base } = await devTeamWithOwner();
    const webhook = (await client.post(`${base}/webhooks`, { url: PUBLIC_URL })).json().data;
    const response = await client.post(`${base}/webhooks/${webhook.id}/test`);
    expect(response.statusCode).toBe(202);
    const { delivery_id: deliveryId, event_id: eventId } = response.json().data;
    expect(t.work.deliveries).toBeGreaterThan(0);
    const [delivery] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    expect(delivery).toMatchObject({ eventId, eventType: 'webhook.test', state: 'pending' });
  });
});

describe('webhook delivery', () => {
  it('signs per Standard Webhooks and keeps the webhook-id across retries', async () => {
    const endpoint = await startEndpoint([503, 200]);
    try {
      const { team } = await devTeamWithOwner();
      const { secret } = await webhookFor(team.id, endpoint.url);
      const emailId = await insertEmail(team.id);
      const payload = { email_id: emailId, reservations: [{ id: 'r1' }], segments: [{ type: 'Air' }] };
      const [deliveryId] = await recordWebhookDeliveries(t.database.db, team.id, {
        type: 'email.parsed',
        emailId,
        eventId: 'evt_parsed_1',
        payload,
      });
      if (!deliveryId) throw new Error('no delivery');

      const before = Date.now();
      expect(await deliverWebhook(deliveryDeps({ webhookRetryScheduleMs: [60_000] }), deliveryId)).toBe(false);
      // Due again after the first delay of the schedule.
      const waiting = await deliveryRow(deliveryId);
      expect(waiting).toMatchObject({ state: 'pending', attempts: 1, leaseUntil: null });
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 59_000);
      expect(await deliverWebhook(deliveryDeps(), deliveryId)).toBe(true);
      expect(await deliveryRow(deliveryId)).toMatchObject({ state: 'succeeded', attempts: 2 });

      expect(endpoint.received).toHaveLength(2);
      const verifier = new Webhook(secret);
      for (const request of endpoint.received) {
        expect(request.headers['webhook-id']).toBe('evt_parsed_1');
        const verified = verifier.verify(request.body, request.headers as Record<string, string>);
        expect(verified).toMatchObject({ type: 'email.parsed', data: payload });
        expect(webhookEventBodySchema.safeParse(verified).success).toBe(true);
      }
      expect(() =>
        new Webhook(newWebhookSecret()).verify(
          endpoint.received[0]?.body ?? '',
          endpoint.received[0]?.headers as never,
        ),
      ).toThrow();

      const callbacks = (await t.signIn((await ownerOf(team.id)).email)).get(
        `/api/developers/${team.id}/emails/${emailId}/callbacks?event_id=evt_parsed_1`,
      );
      const list = (await callbacks).json().data;
      expect(list.map((c: { attempt: number; status_code: number }) => [c.attempt, c.status_code])).toEqual([
        [1, 503],
        [2, 200],
      ]);
      expect(list[0].response_excerpt.length).toBeLessThanOrEqual(2048);
      expect(list[0].error).toBe('HTTP 503');
      expect(list.every((c: { delivery_state: string }) => c.delivery_state === 'succeeded')).toBe(true);
      expect(list[0].webhook_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hook$/);

      // A viewer reads emails but not webhooks (spec §6): the attempts without where they went or what came back.
      const viewer = await t.createUser();
      await t.addMember(team.id, viewer.id, 'viewer');
      const seen = (
        await (await t.signIn(viewer.email)).get(`/api/developers/${team.id}/emails/${emailId}/callbacks`)
      ).json().data;
      expect(seen.map((c: { status_code: number }) => c.status_code)).toEqual([503, 200]);
      for (const attempt of seen) expect(attempt).toMatchObject({ webhook_url: null, response_excerpt: null });
    } finally {
      await endpoint.close();
    }
  });

  it('gives up after the last scheduled retry and logs a timeout', async () => {
    const endpoint = await startEndpoint(['hang']);
    try {
      const { team } = await devTeamWithOwner();
      await webhookFor(team.id, endpoint.url);
      const emailId = await insertEmail(team.id);
      const [deliveryId] = await recordWebhookDeliveries(t.database.db, team.id, {
        type: 'email.parsed',
        emailId,
        eventId: 'evt_slow',
        payload: {},
      });
      if (!deliveryId) throw new Error('no delivery');
      const deps = deliveryDeps({ webhookRetryScheduleMs: [5], webhookTimeoutMs: 100 });
      expect(await deliverWebhook(deps, deliveryId)).toBe(false);
      expect(await deliverWebhook(deps, deliveryId)).toBe(false);
      // A failed delivery is attempted no more.
      expect(await deliverWebhook(deps, deliveryId)).toBe(false);
      const [delivery] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, deliveryId));
      expect(delivery).toMatchObject({ state: 'failed', attempts: 2 });
      const owner = await t.signIn((await ownerOf(team.id)).email);
      const list = (await owner.get(`/api/developers/${team.id}/emails/${emailId}/callbacks`)).json().data;
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ status_code: null, error: 'Timed out after 100 ms', delivery_state: 'failed' });
    } finally {
      await endpoint.close();
    }
  });

  it('sends only to webhooks subscribed to the event and not disabled', async () => {
    const { team } = await devTeamWithOwner();
    await webhookFor(team.id, PUBLIC_URL, undefined, ['email.failed']);
    const { row: disabled } = await webhookFor(team.id, PUBLIC_URL, undefined, ['email.parsed']);
    await t.database.db.update(webhooks).set({ status: 'disabled' }).where(eq(webhooks.id, disabled.id));
    const { row: subscribed } = await webhookFor(team.id, PUBLIC_URL, undefined, ['email.parsed', 'email.failed']);
    const event = { type: 'email.parsed' as const, emailId: await insertEmail(team.id), eventId: 'evt_x', payload: {} };
    expect(await recordWebhookDeliveries(t.database.db, team.id, event)).toHaveLength(1);
    // The same event again is no second delivery.
    expect(await recordWebhookDeliveries(t.database.db, team.id, event)).toHaveLength(0);
    const deliveries = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.teamId, team.id));
    expect(deliveries.map((d) => d.webhookId)).toEqual([subscribed.id]);
  });

  it('keeps what an endpoint answered with NUL characters as its excerpt without them', async () => {
    const endpoint = await startEndpoint([500], 'no\u0000body\u0000here');
    try {
      const { team } = await devTeamWithOwner();
      await webhookFor(team.id, endpoint.url);
      const emailId = await insertEmail(team.id);
      const [deliveryId] = await recordWebhookDeliveries(t.database.db, team.id, {
        type: 'email.parsed',
        emailId,
        eventId: 'evt_nul',
        payload: {},
      });
      expect(await deliverWebhook(deliveryDeps({ webhookRetryScheduleMs: [60_000] }), deliveryId as string)).toBe(
        false,
      );
      const callbacks = await (await t.signIn((await ownerOf(team.id)).email)).get(
        `/api/developers/${team.id}/emails/${emailId}/callbacks`,
      );
      expect(callbacks.json().data).toMatchObject([{ status_code: 500, response_excerpt: 'nobodyhere' }]);
    } finally {
      await endpoint.close();
    }
  });

  it('refuses at delivery time a URL that now reaches a private address', async () => {
    const endpoint = await startEndpoint([200]);
    try {
      const { team } = await devTeamWithOwner();
      await webhookFor(team.id, endpoint.url);
      const emailId = await insertEmail(team.id);
      const [deliveryId] = await recordWebhookDeliveries(t.database.db, team.id, {
        type: 'email.parsed',
        emailId,
        eventId: 'evt_private',
        payload: {},
      });
      const deps = deliveryDeps({ allowPrivateNetworkTargets: false });
      expect(await deliverWebhook(deps, deliveryId as string)).toBe(false);
      expect(endpoint.received).toHaveLength(0);
    } finally {
      await endpoint.close();
    }
  });

  it('checks the address the connection itself resolves, so a name cannot pass the check and then reach inside', async () => {
    const endpoint = await startEndpoint([200]);
    try {
      // The sender's own connection refuses an internal address, whatever a check made before it had found.
      const attempt = request(endpoint.url.replace('127.0.0.1', 'localhost'), {
        method: 'POST',
        body: '{}',
        dispatcher: webhookDispatcher(false),
      });
      await expect(attempt).rejects.toMatchObject({ code: 'ERR_PRIVATE_TARGET' });
      expect(endpoint.received).toHaveLength(0);
      // Allowed private targets are reached as before.
      const allowed = await request(endpoint.url.replace('127.0.0.1', 'localhost'), {
        method: 'POST',
        body: '{}',
        dispatcher: webhookDispatcher(true),
      });
      expect(allowed.statusCode).toBe(200);
      await allowed.body.dump();
    } finally {
      await endpoint.close();
    }
  });

  it('marks a webhook failing after a day of failures and active again on a success', async () => {
    const endpoint = await startEndpoint([500, 500, 200]);
    try {
      const { team } = await devTeamWithOwner();
      const { row } = await webhookFor(team.id, endpoint.url);
      const deps = deliveryDeps({ webhookRetryScheduleMs: [1, 1, 1] });
      const event = {
        type: 'email.parsed' as const,
        emailId: await insertEmail(team.id),
        eventId: 'evt_f',
        payload: {},
      };
      const [deliveryId] = (await recordWebhookDeliveries(t.database.db, team.id, event)) as [string];
      const status = async () =>
        (await t.database.db.select().from(webhooks).where(eq(webhooks.id, row.id)))[0] as typeof row;

      await deliverWebhook(deps, deliveryId);
      expect(await status()).toMatchObject({ status: 'active' });
      expect((await status()).failingSince).toBeInstanceOf(Date);
      await t.database.db
        .update(webhooks)
        .set({ failingSince: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(webhooks.id, row.id));
      await deliverWebhook(deps, deliveryId);
      expect(await status()).toMatchObject({ status: 'failing' });
      await deliverWebhook(deps, deliveryId);
      expect(await status()).toMatchObject({ status: 'active', failingSince: null });
    } finally {
      await endpoint.close();
    }
  });

  it('lists callbacks of an email only to its team', async () => {
    const a = await devTeamWithOwner();
    const b = await devTeamWithOwner();
    const emailId = await insertEmail(a.team.id);
    expect((await a.client.get(`${a.base}/emails/${emailId}/callbacks`)).json()).toEqual({ data: [] });
    expect((await b.client.get(`${b.base}/emails/${emailId}/callbacks`)).statusCode).toBe(404);
  });
});

describe('webhook URL check', () => {
  it('allows private addresses only when told to', async () => {
    expect(await webhookUrlProblem('http://127.0.0.1/x', true)).toBeNull();
    expect(await webhookUrlProblem('http://127.0.0.1/x', false)).toMatch(/loopback/);
    expect(await webhookUrlProblem('http://[::ffff:127.0.0.1]/x', false)).toMatch(/loopback/);
    expect(await webhookUrlProblem('https://93.184.215.14/x', false)).toBeNull();
    expect(await webhookUrlProblem('https://user:pw@93.184.215.14/x', false)).toMatch(/user name/);
  });
});

async function ownerOf(teamId: string) {
  const rows = await t.database.query<{ email: string }>(
    `select u.email from users u join memberships m on m.user_id = u.id where m.team_id = $1 and m.role = 'owner'`,
    [teamId],
  );
  return rows[0] as { email: string };
}
