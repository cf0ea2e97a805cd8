import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox, sampleEmail } from '../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { blobStoreOf } from '../blobs/configured-blob-store.js';
import { emails } from '../db/schema.js';
import { readOriginal } from '../modules/ingest/email-originals.js';
import { createSmtpReceiver } from './smtp-receiver.js';

let t: TestApp;
let receiver: ReturnType<typeof createSmtpReceiver>;
let port: number;
const LIMIT = 64 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  receiver = createSmtpReceiver(
    { db: t.database.db, blobs: blobStoreOf(t.config), work: t.work },
    {
      port: 0,
      host: '127.0.0.1',
      inboundDomain: 'inbound.localhost',
      maxMessageBytes: LIMIT,
      logger: pino({ level: 'silent' }),
    },
  );
  port = await receiver.listen();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

function transport() {
  return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
}

async function mailbox() {
  const owner = await t.createUser();
  const team = await t.createTeam('dev', owner.id);
  return createMailbox(await t.signIn(owner.email), 'dev', team.id);
}

describe('SMTP receiver', () => {
  it('answers 250 once the message is stored, with the email recorded and waiting for its parse', async () => {
    const { address, id: mailboxId } = await mailbox();
    const signalled = t.work.emails;
    const raw = await sampleEmail('lufthansa-return-flight');
    const info = await transport().sendMail({ envelope: { from: 'relay@example.org', to: [address] }, raw });
    expect(info.response).toMatch(/^250 /);
    expect(info.accepted).toEqual([address]);

    const [stored] = await t.database.db.select().from(emails).where(eq(emails.mailboxId, mailboxId));
    expect(stored).toMatchObject({
      via: 'smtp',
      envelopeFrom: 'relay@example.org',
      fromAddress: 'online@booking-lufthansa.com',
    });
    expect(stored?.status).toBe('received');
    const kept = (await readOriginal({ db: t.database.db, blobs: blobStoreOf(t.config) }, stored as never)) as Buffer;
    // SMTP carries lines ending in CRLF; the content is otherwise byte for byte the same.
    expect(kept.toString('utf8').replace(/\r\n/g, '\n')).toBe(raw.toString('utf8').replace(/\r\n/g, '\n'));
    expect(t.work.emails).toBe(signalled + 1);
  });

  it('refuses unknown recipients and other domains with 550', async () => {
    const { address } = await mailbox();
    const unknown = transport().sendMail({
      envelope: { from: 'a@example.org', to: ['nobody-here@inbound.localhost'] },
      raw: 'Subject: hi\r\n\r\nbody\r\n',
    });
    await expect(unknown).rejects.toMatchObject({ responseCode: 550 });
    const elsewhere = transport().sendMail({
      envelope: { from: 'a@example.org', to: [address.replace('inbound.localhost', 'other.example')] },
      raw: 'Subject: hi\r\n\r\nbody\r\n',
    });
    await expect(elsewhere).rejects.toMatchObject({ responseCode: 550 });
  });

  it('refuses a message over the size limit with 552 and stores nothing', async () => {
    const { address, id: mailboxId } = await mailbox();
    const raw = `Subject: big\r\n\r\n${'x'.repeat(LIMIT + 10)}\r\n`;
    await expect(
      transport().sendMail({ envelope: { from: 'a@example.org', to: [address] }, raw }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await t.database.db.select().from(emails).where(eq(emails.mailboxId, mailboxId))).toEqual([]);
  });

  it('refuses data without a header block with a 550', async () => {
    const { address } = await mailbox();
    await expect(
      transport().sendMail({
        envelope: { from: 'a@example.org', to: [address] },
        raw: 'no headers at all, only words',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });
});
