import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUESTED_WITH_VALUE } from '@tripline/contracts';
import { like } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAdminCli } from '../../test/admin-cli.js';
import { sampleEmail } from '../../test/ingest-helpers.js';
import { isolatedPostgresUrl } from '../../test/isolated-database.js';
import { startObjectStore, type TestObjectStore } from '../../test/s3-test-server.js';
import { buildApp } from '../app.js';
import { dataDirBlobStore } from '../blobs/blob-store.js';
import { blobStoreOf } from '../blobs/configured-blob-store.js';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres } from '../db/client.js';
import { mailboxes } from '../db/schema.js';
import { readOriginal } from '../modules/ingest/email-originals.js';
import { parseStoredEmail } from '../modules/ingest/parse-email.js';
import { receiveMessage } from '../modules/ingest/receive-message.js';

const target = inject('database');
let dataDir: string;
let objectStore: TestObjectStore;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tripline-move-'));
  objectStore = await startObjectStore();
});
afterAll(async () => {
  await objectStore.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the admin CLI on the embedded database of `dataDir`, its blobs in the object store. */
function admin(...args: string[]) {
  return runAdminCli(args, dataDir, {
    // The AWS SDK's notice that its 2027 releases will need Node 22 is not what this test reads stderr for.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...objectStore.env,
  });
}

describe('admin migrate-to-postgres', () => {
  it('moves a seeded embedded installation, blobs included, and its users sign in on PostgreSQL', {
    timeout: 240_000,
  }, async () => {
    if (target.kind !== 'postgres') throw new Error('this test runs in the PostgreSQL project');
    const seeded = await admin('seed-demo');
    expect(seeded.code).toBe(0);
    const password = /password: (\S+)/.exec(seeded.stdout)?.[1];
    const owner = 'owner@demo.tripline.test';
    if (!password) throw new Error(`no demo credentials in: ${seeded.stdout}`);
    await dataDirBlobStore(dataDir).put('reports/2026/11/kept.csv', new TextEncoder().encode('a,b\n1,2\n'));
    // A booking received and parsed: its original (bytea), segments (jsonb, enums) and the chart rollups' rows.
    const raw = await sampleEmail('finnair-booking-confirmation');
    const embedded = await openPglite(dataDir);
    const [mailbox] = await embedded.db.select().from(mailboxes).where(like(mailboxes.localPart, 'itinerary-labs-%'));
    if (!mailbox) throw new Error('no demo mailbox');
    const blobs = dataDirBlobStore(dataDir);
    const quiet = pino({ level: 'silent' });
    const noWork = { emailsReceived: () => {}, deliveriesQueued: () => {} };
    const { id: emailId } = await receiveMessage(
      { db: embedded.db, blobs, work: noWork },
      { mailbox, raw, via: 'http' },
    );
    await parseStoredEmail({ db: embedded.db, blobs, deliveries: noWork, logger: quiet }, emailId);
    await embedded.close();

    // A target that holds anything is refused, and left as it was.
    const busy = await isolatedPostgresUrl(target.url, { migrate: false });
    const client = new pg.Client({ connectionString: busy });
    await client.connect();
    await client.query('create table something_else (id int)');
    await client.end();
    const refused = await admin('migrate-to-postgres', '--database-url', busy);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty (1 table)');

    // While another process holds the data dir (a running server), nothing is moved.
    const url = await isolatedPostgresUrl(target.url, { migrate: false });
    await writeFile(join(dataDir, 'pglite.lock'), String(process.pid));
    const locked = await admin('migrate-to-postgres', '--database-url', url);
    await rm(join(dataDir, 'pglite.lock'));
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain('is in use by another process');

    const moved = await admin('migrate-to-postgres', '--database-url', url);
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain("every table's row count matches");
    expect(moved.stdout).toContain(`DATABASE_URL='${url}'`);
    // The command it prints starts the server on the object store the blobs went to, not on DATA_DIR/blobs.
    const start = moved.stdout.split('\n').find((line) => line.includes(`DATABASE_URL='${url}'`)) ?? '';
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const) {
      expect(start).toContain(`${name}=${objectStore.env[name]}`);
    }
    expect(start).not.toContain(objectStore.env.S3_SECRET_ACCESS_KEY as string);
    expect(moved.stdout).toContain('Copied 1 blobs');
    expect(await objectStore.storedKeys()).toContain('reports/2026/11/kept.csv');

    // Moving again into the now-filled database is refused.
    expect((await admin('migrate-to-postgres', '--database-url', url)).stderr).toContain('is not empty');

    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-console'),
      ...objectStore.env,
    });
    const database = openPostgres(url, { max: 2 });
    const noJobs = { send: async () => {} };
    const { app } = await buildApp({ config, database, jobs: noJobs, work: noWork });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: `10.${randomBytes(3).join('.')}`,
        headers: { 'x-requested-with': REQUESTED_WITH_VALUE },
        payload: { email: owner, password },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = signIn.cookies.find((c) => c.name === 'tripline_session');
      const me = await app.inject({
        method: 'GET',
        url: '/api/users/current/teams',
        headers: { 'x-requested-with': REQUESTED_WITH_VALUE, cookie: `${cookie?.name}=${cookie?.value}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.body).toContain('Northwind Travel');
      expect(me.body).toContain('Itinerary Labs');
      const [email] = await database.query<{ status: string; flights: number }>(
        `select status, jsonb_array_length(result->'segments') as flights from emails where id = $1`,
        [emailId],
      );
      expect(email?.status).toBe('parsed');
      expect(email?.flights).toBeGreaterThan(0);
      expect(
        await readOriginal({ db: database.db, blobs: blobStoreOf(config) }, { id: emailId, blobKey: null }),
      ).toEqual(raw);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
