import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox, forwardWithScan, runParse, sampleEmail, uploadMessage } from '../../test/ingest-helpers.js';
import { startObjectStore, type TestObjectStore } from '../../test/s3-test-server.js';
import { type Client, createTestApp, type TestApp } from '../../test/test-app.js';

let objectStore: TestObjectStore;
let t: TestApp;
let client: Client;
let teamId: string;

beforeAll(async () => {
  objectStore = await startObjectStore();
  t = await createTestApp(objectStore.env);
  const owner = await t.createUser();
  teamId = (await t.createTeam('dev', owner.id)).id;
  client = await t.signIn(owner.email);
});
afterAll(async () => {
  await t.close();
  await objectStore.close();
});

describe('blobs in an S3-compatible object store', () => {
  it('keeps a large original there, not on the disk, and opens the email from it', async () => {
    const mailbox = await createMailbox(client, 'dev', teamId);
    const raw = forwardWithScan(await sampleEmail('finnair-booking-confirmation'), 'ada@example.test', 2_100_000);
    expect(raw.length).toBeGreaterThan(2_800_000);
    const upload = await uploadMessage(client, 'dev', teamId, mailbox.id, raw);
    expect(upload.statusCode).toBe(202);
    const emailId: string = upload.json().data.id;
    await runParse(t, emailId);

    const base = `/api/developers/${teamId}/emails/${emailId}`;
    const detail = await client.get(base);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.status).toBe('parsed');
    const attachments = (await client.get(`${base}/attachments`)).json().data as { filename: string }[];
    expect(attachments.map((a) => a.filename)).toContain('scan.pdf');
    const index = attachments.findIndex((a) => a.filename === 'scan.pdf');
    const scan = await client.get(`${base}/attachments/${index}`);
    expect(scan.rawPayload.length).toBe(2_100_000);

    const stored = await objectStore.storedKeys();
    expect(stored.filter((key) => key.startsWith('emails/'))).toHaveLength(1);
    expect(await readdir(t.config.dataDir)).not.toContain('blobs');
  });
});
