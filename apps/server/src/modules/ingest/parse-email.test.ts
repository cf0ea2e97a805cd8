import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailbox,
  forwardAsAttachment,
  runParse,
  sampleEmail,
  uploadMessage,
} from '../../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import {
  emailOriginals,
  emails,
  filterTeamDomains,
  segments,
  travelers,
  webhookDeliveries,
  webhooks,
} from '../../db/schema.js';
import { createExtractPool } from './extract-pool.js';
import { ORIGINAL_IN_DATABASE_MAX_BYTES } from './receive-message.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function team(type: 'org' | 'dev', allow: string[] = []) {
  const owner = await t.createUser();
  const created = await t.createTeam(type, owner.id);
  const client = await t.signIn(owner.email);
  const mailbox = await createMailbox(client, type, created.id);
  for (const domain of allow)
    await t.database.db.insert(filterTeamDomains).values({ teamId: created.id, domain, kind: 'allow' });
  const receive = async (raw: Buffer) => {
    const response = await uploadMessage(client, type, created.id, mailbox.id, raw);
    const id: string = response.json().data.id;
    await runParse(t, id);
    const [row] = await t.database.db.select().from(emails).where(eq(emails.id, id));
    if (!row) throw new Error('email not stored');
    return row;
  };
  const events = async (emailId: string) =>
    (await client.get(`/api/${type === 'org' ? 'orgs' : 'developers'}/${created.id}/emails/${emailId}/events`)).json()
      .data as { type: string; data: Record<string, unknown> }[];
  return { team: created, client, receive, events };
}

describe('parsing pipeline', () => {
  it('files a forwarded booking under the forwarder, creating the traveler once and never duplicating segments', async () => {
    const org = await team('org', ['austrian.example']);
    const forwarded = await sampleEmail('gmail-forward-json-ld-flight');
    const first = await org.receive(forwarded);
    expect(first.status).toBe('parsed');
    const timeline = await org.events(first.id);
    expect(timeline.map((e) => e.type)).toEqual(['received', 'traveler.created', 'trip.updated', 'parsed']);

    const [maria] = await t.database.db.select().from(travelers).where(eq(travelers.teamId, org.team.id));
    expect(maria).toMatchObject({ primaryEmail: 'maria.schulz@acme-consulting.example' });

    const second = await org.receive(forwarded);
    expect(second.status).toBe('parsed');
    expect((await org.events(second.id)).map((e) => e.type)).toEqual(['received', 'trip.updated', 'parsed']);
    const rows = await t.database.db.select().from(segments).where(eq(segments.teamId, org.team.id));
    expect(rows.map((s) => [s.number, s.confirmationNumber, s.emailId])).toEqual([['OS 132', 'QZ7K2P', second.id]]);
    expect(await t.database.db.select().from(travelers).where(eq(travelers.teamId, org.team.id))).toHaveLength(1);
  });

  it('judges a forward by its original sender and cancels the flight a later forward cancels', async () => {
    const org = await team('org', ['booking-lufthansa.com']);
    const anna = 'Anna Berger <anna.berger@example.org>';
    await org.receive(forwardAsAttachment(await sampleEmail('lufthansa-return-flight'), anna));
    const cancelled = await org.receive(forwardAsAttachment(await sampleEmail('lufthansa-flight-cancelled'), anna));
    expect(cancelled.status).toBe('parsed');
    const rows = await t.database.db.select().from(segments).where(eq(segments.teamId, org.team.id));
    expect(rows.map((s) => [s.number, s.status]).sort()).toEqual([
      ['LH 400', 'confirmed'],
      ['LH 401', 'cancelled'],
    ]);
    const [traveler] = await t.database.db.select().from(travelers).where(eq(travelers.teamId, org.team.id));
    expect(traveler?.primaryEmail).toBe('anna.berger@example.org');
  });

  it('keeps mail from senders the filter refuses, with the reason, and does not parse it', async () => {
    const org = await team('org');
    const email = await org.receive(
      Buffer.from(
        'From: deals@newsletter.example\r\nTo: x@inbound.localhost\r\nSubject: Sale\r\n\r\nCheap flights!\r\n',
      ),
    );
    expect(email.status).toBe('filtered');
    expect(email.statusReason).toMatch(/newsletter\.example/);
    expect(email.result).toBeNull();
    expect((await org.events(email.id)).map((e) => e.type)).toEqual(['received', 'filtered']);
    expect(await t.database.db.select().from(segments).where(eq(segments.teamId, org.team.id))).toEqual([]);
  });

  it('marks an email failed when its stored original has gone, rather than retrying for ever', async () => {
    const dev = await team('dev');
    const mailbox = await createMailbox(dev.client, 'dev', dev.team.id);
    const raw = await sampleEmail('lufthansa-return-flight');
    // A small original is kept with its row; one over the limit (an epilogue of padding here) in the blob store.
    const large = Buffer.concat([raw, Buffer.from(`\r\n${'x'.repeat(ORIGINAL_IN_DATABASE_MAX_BYTES)}\r\n`)]);
    const upload = async (bytes: Buffer) =>
      (await uploadMessage(dev.client, 'dev', dev.team.id, mailbox.id, bytes)).json().data.id as string;
    const [small, big] = [await upload(raw), await upload(large)];
    const [inBlobs] = await t.database.db.select().from(emails).where(eq(emails.id, big));
    expect(inBlobs?.blobKey).toBeTruthy();
    await blobStoreOf(t.config).delete(inBlobs?.blobKey ?? '');
    await t.database.db.delete(emailOriginals).where(eq(emailOriginals.emailId, small));
    for (const id of [small, big]) {
      await runParse(t, id);
      const [after] = await t.database.db.select().from(emails).where(eq(emails.id, id));
      expect(after).toMatchObject({ status: 'failed', statusReason: 'The stored original of this email is missing' });
    }
  });

  it('hands the team’s webhooks an event carrying the email id, its reservations and segments', async () => {
    const dev = await team('dev');
    await t.database.db.insert(webhooks).values({
      id: crypto.randomUUID(),
      teamId: dev.team.id,
      url: 'https://hooks.example/tripline',
      eventTypes: ['email.parsed'],
      secretEncrypted: 'not-used-here',
    });
    const email = await dev.receive(await sampleEmail('lufthansa-return-flight'));
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.emailId, email.id));
    expect(delivery?.eventType).toBe('email.parsed');
    const payload = delivery?.payload as { email_id: string; reservations: unknown[]; segments: { number: string }[] };
    expect(payload.email_id).toBe(email.id);
    expect(payload.reservations).toHaveLength(2);
    expect(payload.segments.map((s) => s.number)).toEqual(['LH 400', 'LH 401']);
    // Developer teams get no trips: those are for organisations.
    expect(await t.database.db.select().from(segments).where(eq(segments.teamId, dev.team.id))).toEqual([]);
  });

  it('fails an email whose reading runs past its deadline, saying so, and goes on parsing the next', {
    timeout: 90_000,
  }, async () => {
    // A pool whose worker entry never finishes a message titled "never ends", as a runaway reader would not.
    const stuck = createExtractPool({
      threads: 1,
      timeoutMs: 4000,
      workerUrl: new URL('../../../test/hanging-extract-worker.mjs', import.meta.url),
      onThreadError: (error) => console.error(error),
    });
    try {
      const dev = await team('dev');
      const mailbox = await createMailbox(dev.client, 'dev', dev.team.id);
      const upload = async (raw: Buffer) =>
        (await uploadMessage(dev.client, 'dev', dev.team.id, mailbox.id, raw)).json().data.id as string;
      const hung = await upload(
        Buffer.from('From: loop@example.test\r\nTo: x@inbound.localhost\r\nSubject: never ends\r\n\r\nbody\r\n'),
      );
      const next = await upload(await sampleEmail('lufthansa-return-flight'));
      await runParse(t, hung, stuck.extract);
      await runParse(t, next, stuck.extract);

      const [failed] = await t.database.db.select().from(emails).where(eq(emails.id, hung));
      expect(failed).toMatchObject({
        status: 'failed',
        statusReason: 'Reading this email took longer than 4 s and was stopped',
      });
      const timeline = await dev.events(hung);
      expect(timeline.map((e) => e.type)).toEqual(['received', 'failed']);
      expect(timeline[1]?.data.reason).toMatch(/took longer than 4 s/);
      const [parsed] = await t.database.db.select().from(emails).where(eq(emails.id, next));
      expect(parsed?.status).toBe('parsed');
    } finally {
      await stuck.close();
    }
  });
});
