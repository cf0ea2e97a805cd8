import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUESTED_WITH_VALUE } from '@tripline/contracts';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forwardWithScan, sampleEmail } from '../test/ingest-helpers.js';
import { isolatedPostgresUrl } from '../test/isolated-database.js';
import { startObjectStore, type TestObjectStore } from '../test/s3-test-server.js';
import { PASSWORD, uniqueEmail } from '../test/test-app.js';
import { SESSION_CACHE_MS } from './access/session-cache.js';
import { blobStoreOf } from './blobs/configured-blob-store.js';
import { loadConfig } from './config.js';
import { type Database, openPostgres } from './db/client.js';
import { mailboxes } from './db/schema.js';
import { hashPassword } from './modules/auth/passwords.js';
import { PARSE_LEASE_MS } from './modules/ingest/parse-queue.js';
import { receiveMessage } from './modules/ingest/receive-message.js';
import { createTeamWithOwner } from './modules/teams/teams.repository.js';
import { insertUser } from './modules/users/users.repository.js';

const target = inject('database');
const serverDir = join(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Instance {
  name: string;
  port: number;
  smtpPort: number;
  dataDir: string;
  process: ChildProcess;
}

const instances: Instance[] = [];
let objectStore: TestObjectStore;
/** A webhook endpoint: what it was sent, by event type and email. */
let hooks: Server;
const hooked: { type: string; emailId: string }[] = [];
let database: Database;
let url: string;
/** What every instance shares besides the database and the object store: its secrets. */
let shared: Record<string, string>;

/** Starts the server as `npm start` does, on a data dir of its own, and waits until it answers. */
async function startInstance(name: string): Promise<Instance> {
  const [port, smtpPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(join(tmpdir(), `tripline-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...shared,
      DATA_DIR: dataDir,
      PORT: String(port),
      SMTP_PORT: String(smtpPort),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      PARSE_WORKERS: '0',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const instance = { name, port, smtpPort, dataDir, process: child };
  instances.push(instance);
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited during start-up`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return instance;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance ${name} did not become healthy`);
}

/** A request to one instance, as a browser of the console sends it. */
async function call(instance: Instance, method: string, path: string, cookie = '', body?: unknown) {
  const headers: Record<string, string> = { 'x-requested-with': REQUESTED_WITH_VALUE };
  if (cookie) headers.cookie = cookie;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (Buffer.isBuffer(body)) {
    headers['content-type'] = 'message/rfc822';
    payload = new Uint8Array(body);
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`http://127.0.0.1:${instance.port}${path}`, { method, headers, body: payload });
  const text = Buffer.from(await response.arrayBuffer());
  const json = () => JSON.parse(text.toString()) as { data: Record<string, unknown> & { id: string } };
  return { status: response.status, text, json, setCookie: response.headers.get('set-cookie')?.split(';')[0] };
}

/** Asks until `check` gives a value, for at most `ms`. */
async function until<T>(ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`nothing after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let owner: string;
let devTeam: string;
let orgTeam: string;

beforeAll(async () => {
  if (target.kind !== 'postgres') throw new Error('several instances share PostgreSQL');
  objectStore = await startObjectStore();
  hooks = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { email_id: string } };
      hooked.push({ type: event.type, emailId: event.data.email_id });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  url = await isolatedPostgresUrl(target.url);
  database = openPostgres(url, { max: 2 });
  shared = {
    ...objectStore.env,
    DATABASE_URL: url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SEED_DEMO: '0',
    // The webhook endpoint is on this machine.
    ALLOW_PRIVATE_NETWORK_TARGETS: '1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  owner = uniqueEmail('owner');
  const user = await insertUser(database.db, {
    email: owner,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Olivia',
    globalRole: null,
    emailVerified: true,
  });
  devTeam = (await createTeamWithOwner(database.db, { type: 'dev', name: 'Labs' }, user.id)).id;
  orgTeam = (await createTeamWithOwner(database.db, { type: 'org', name: 'Northwind' }, user.id)).id;
  await Promise.all([startInstance('a'), startInstance('b')]);
}, 180_000);

afterAll(async () => {
  for (const instance of instances) instance.process.kill('SIGTERM');
  await database?.close();
  await objectStore?.close();
  hooks?.close();
  await Promise.all(instances.map((i) => rm(i.dataDir, { recursive: true, force: true })));
});

describe('two instances on one PostgreSQL and one object store', () => {
  it('share sessions, sign-in limits, mail, imports and reports, and one goes on when the other dies', {
    timeout: 180_000,
  }, async () => {
    const [a, b] = instances as [Instance, Instance];

    // A session made by one is valid on the other; failed sign-ins count across both.
    const signIn = await call(a, 'POST', '/login', '', { email: owner, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = signIn.setCookie ?? '';
    expect((await call(b, 'GET', '/api/users/current', cookie)).status).toBe(200);
    // A sign-out on B ends that session on A too, within the few seconds a session is reused (decision 031).
    const second = (await call(b, 'POST', '/login', '', { email: owner, password: PASSWORD })).setCookie ?? '';
    expect((await call(a, 'GET', '/api/users/current', second)).status).toBe(200);
    expect((await call(b, 'POST', '/logout', second)).status).toBeLessThan(300);
    await until(SESSION_CACHE_MS + 2000, async () =>
      (await call(a, 'GET', '/api/users/current', second)).status === 401 ? true : undefined,
    );
    expect((await call(a, 'GET', '/api/users/current', cookie)).status).toBe(200);
    const victim = uniqueEmail('limited');
    for (const instance of [a, b, a, b, a]) {
      expect((await call(instance, 'POST', '/login', '', { email: victim, password: 'wrong password' })).status).toBe(
        422,
      );
    }
    expect((await call(b, 'POST', '/login', '', { email: victim, password: 'wrong password' })).status).toBe(429);

    // A 2.8 MB booking uploaded to A is parsed once, and B opens it with its attachments.
    const dev = `/api/developers/${devTeam}`;
    const mailbox = (await call(a, 'POST', `${dev}/mailboxes`, cookie, { name: 'Inbound' })).json().data;
    const raw = forwardWithScan(await sampleEmail('finnair-booking-confirmation'), 'ada@example.test', 2_100_000);
    const uploaded = await call(a, 'POST', `${dev}/mailboxes/${mailbox.id}/messages`, cookie, raw);
    expect(uploaded.status).toBe(202);
    const emailId = uploaded.json().data.id;
    const parsed = await until(30_000, async () => {
      const detail = (await call(b, 'GET', `${dev}/emails/${emailId}`, cookie)).json().data;
      return detail.status === 'received' ? undefined : detail;
    });
    expect(parsed.status).toBe('parsed');
    const attachments = (await call(b, 'GET', `${dev}/emails/${emailId}/attachments`, cookie)).json()
      .data as unknown as { filename: string }[];
    expect(attachments.map((x) => x.filename)).toContain('scan.pdf');
    const [attempts] = await database.query<{ n: number }>(
      'select parse_attempts::int as n from emails where id = $1',
      [emailId],
    );
    expect(attempts?.n).toBe(1);
    expect((await objectStore.storedKeys()).filter((key) => key.startsWith('emails/'))).toHaveLength(1);
    for (const instance of instances) expect(await readdir(instance.dataDir)).not.toContain('blobs');

    // Mail received over SMTP by B is opened through A.
    const address = `${mailbox.local_part}@inbound.localhost`;
    const booking = await sampleEmail('sas-booking-confirmation');
    const smtpTo = (instance: Instance) =>
      nodemailer
        .createTransport({ host: '127.0.0.1', port: instance.smtpPort, secure: false, ignoreTLS: true })
        .sendMail({ envelope: { from: 'ada@example.test', to: address }, raw: booking });
    await smtpTo(b);
    const bySmtp = await until(30_000, async () => {
      const list = (await call(a, 'GET', `${dev}/emails`, cookie)).json().data as unknown as {
        id: string;
        status: string;
      }[];
      return list.find((email) => email.id !== emailId && email.status === 'parsed');
    });
    expect((await call(a, 'GET', `${dev}/emails/${bySmtp.id}/rendered?type=headers`, cookie)).status).toBe(200);

    // An import uploaded through A is processed (by whichever instance takes the job) and read through B.
    const org = `/api/orgs/${orgTeam}`;
    const form = new FormData();
    form.set(
      'file',
      new Blob(['First name,Last name,E-mail\nAda,Lovelace,ada@import.test\n'], { type: 'text/csv' }),
      'people.csv',
    );
    const upload = (await call(a, 'POST', `${org}/travelers/imports/upload`, cookie, form)).json().data;
    const mapping = upload.suggested_mapping;
    expect((await call(b, 'POST', `${org}/travelers/imports/${upload.id}/process`, cookie, { mapping })).status).toBe(
      202,
    );
    await until(30_000, async () => {
      const shown = (await call(b, 'GET', `${org}/travelers/imports/${upload.id}`, cookie)).json().data;
      return shown.status === 'Processed' ? shown : undefined;
    });
    expect((await call(b, 'GET', `${org}/travelers`, cookie)).text.toString()).toContain('ada@import.test');

    // A report generated on A's request is downloaded from B.
    const report = (
      await call(a, 'POST', `${org}/reports`, cookie, {
        type: 'all_segments',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      })
    ).json().data;
    const done = await until(30_000, async () => {
      const shown = (await call(b, 'GET', `${org}/reports/${report.id}`, cookie)).json().data as unknown as {
        attributes: { status: string; downloads: { csv: string } };
      };
      return shown.attributes.status === 'Completed' ? shown : undefined;
    });
    const csv = await call(b, 'GET', done.attributes.downloads.csv, cookie);
    expect(csv.status).toBe(200);
    expect(csv.text.toString()).toContain('Traveler');

    // Parsed mail is announced to the team's webhook by whichever instance parses it.
    const hookPort = (hooks.address() as { port: number }).port;
    const webhook = await call(a, 'POST', `${dev}/webhooks`, cookie, { url: `http://127.0.0.1:${hookPort}/tripline` });
    expect(webhook.status).toBe(201);

    // A dies holding a claim on an email: stored as a receiver stores it, then taken with a lease as A's parse queue
    // takes it. B goes on receiving and parsing, and takes the claimed email up once the lease has run out.
    const [row] = await database.db.select().from(mailboxes).where(eq(mailboxes.id, mailbox.id));
    if (!row) throw new Error('no mailbox');
    const blobs = blobStoreOf(loadConfig({ ...shared, DATA_DIR: a.dataDir }));
    const noWork = { emailsReceived: () => {}, deliveriesQueued: () => {} };
    const { id: claimedId } = await receiveMessage(
      { db: database.db, blobs, work: noWork },
      { mailbox: row, raw: booking, via: 'smtp' },
    );
    await database.query(
      `update emails set parse_lease_until = now() + $2 * interval '1 millisecond', parse_attempts = 1 where id = $1`,
      [claimedId, PARSE_LEASE_MS],
    );
    const claimedAt = Date.now();
    a.process.kill('SIGKILL');
    await new Promise((r) => a.process.once('exit', r));
    await smtpTo(b);
    await until(20_000, async () => {
      const [row] = await database.query<{ n: number }>(
        `select count(*)::int as n from emails where team_id = $1 and via = 'smtp' and status = 'parsed'`,
        [devTeam],
      );
      return (row?.n ?? 0) >= 2 ? true : undefined;
    });
    expect((await call(b, 'GET', `${dev}/emails/${claimedId}`, cookie)).json().data.status).toBe('received');
    // With A dead, B delivers the webhook of the mail it parsed, processes an import and generates a report.
    const [afterDeath] = await database.query<{ id: string }>(
      `select id from emails where team_id = $1 and via = 'smtp' and status = 'parsed' and id <> $2
       order by received_at desc limit 1`,
      [devTeam, bySmtp.id],
    );
    await until(20_000, async () =>
      hooked.some((hook) => hook.type === 'email.parsed' && hook.emailId === afterDeath?.id) ? true : undefined,
    );
    const lateForm = new FormData();
    lateForm.set('file', new Blob(['First name,E-mail\nGrace,grace@import.test\n'], { type: 'text/csv' }), 'late.csv');
    const late = (await call(b, 'POST', `${org}/travelers/imports/upload`, cookie, lateForm)).json().data;
    const lateMapping = late.suggested_mapping;
    expect(
      (await call(b, 'POST', `${org}/travelers/imports/${late.id}/process`, cookie, { mapping: lateMapping })).status,
    ).toBe(202);
    await until(30_000, async () => {
      const shown = (await call(b, 'GET', `${org}/travelers/imports/${late.id}`, cookie)).json().data;
      return shown.status === 'Processed' ? shown : undefined;
    });
    expect((await call(b, 'GET', `${org}/travelers`, cookie)).text.toString()).toContain('grace@import.test');
    const lateReport = (
      await call(b, 'POST', `${org}/reports`, cookie, { type: 'all_segments', start_date: '2026-01-01' })
    ).json().data;
    await until(30_000, async () => {
      const shown = (await call(b, 'GET', `${org}/reports/${lateReport.id}`, cookie)).json().data as unknown as {
        attributes: { status: string };
      };
      return shown.attributes.status === 'Completed' ? true : undefined;
    });
    await until(PARSE_LEASE_MS + 10_000, async () => {
      const detail = (await call(b, 'GET', `${dev}/emails/${claimedId}`, cookie)).json().data;
      return detail.status === 'parsed' ? true : undefined;
    });
    expect(Date.now() - claimedAt).toBeLessThan(PARSE_LEASE_MS + 10_000);
  });
});
