// `npm run bench -w apps/server` (after the HTTP benches): messages accepted per second over SMTP and over HTTP,
// with every accepted one counted as stored, then p50/p99 from receipt to parsed and from receipt to webhook
// delivery, against the real server started as its own process, on embedded PGlite and on PostgreSQL when one
// answers (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain JavaScript build script, without type declarations.
import { ensureEngineBuilt } from '@tripline/extract/build';
import nodemailer from 'nodemailer';
import pg from 'pg';
import {
  admin,
  freePort,
  percentile,
  postgresServer,
  processTreeCpuMs as serverCpuMs,
  waitForHealth,
} from './bench-server.js';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_CPU_PROF=<folder>: the server writes a CPU profile there (open it in Chrome DevTools or speedscope).
const PROFILE_ARGS = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 400);
const SMTP_CONNECTIONS = 8;
const HTTP_CONCURRENCY = 16;
const PACED_RATE = Number(process.env.BENCH_RATE ?? 20);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 10);
// BENCH_INSTANCES=2: on PostgreSQL, that many servers (data dirs of their own, one database) share the mail; each
// channel's messages go round-robin to them, as a load balancer and several MX hosts would send them.
const INSTANCES = Math.max(1, Number(process.env.BENCH_INSTANCES ?? 1));
const EMAIL = 'bench@bench.test';
const PASSWORD = 'bench password 1';
const SHARED_SESSION_SECRET = randomBytes(32).toString('hex');
const SHARED_ENCRYPTION_KEY = randomBytes(32).toString('base64');
const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** Runs `task` for 0..count-1 with at most `limit` at once. */
async function pool(count: number, limit: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** A message of its own for each send, so no two are alike. */
function variant(sample: string, label: string, i: number): string {
  return sample.replace(
    /^Message-ID: .*$/im,
    `Message-ID: <bench-${label}-${i}-${randomBytes(4).toString('hex')}@bench.test>`,
  );
}

interface EmailRow {
  id: string;
  status: string;
  created: string;
  parsed: string | null;
}

async function benchDatabase(label: string, extraEnv: NodeJS.ProcessEnv, sample: string, instances = 1) {
  const dataDirs: string[] = [];
  const ports: { port: number; smtpPort: number }[] = [];
  for (let i = 0; i < instances; i++) {
    dataDirs.push(await mkdtemp(join(tmpdir(), 'tripline-ingest-bench-')));
    ports.push({ port: await freePort(), smtpPort: await freePort() });
  }
  const envOf = (i: number): NodeJS.ProcessEnv => ({
    ...process.env,
    ...extraEnv,
    // Every instance signs sessions and seals secrets with the same keys.
    SESSION_SECRET: SHARED_SESSION_SECRET,
    ENCRYPTION_KEY: SHARED_ENCRYPTION_KEY,
    DATA_DIR: dataDirs[i],
    PORT: String(ports[i]?.port),
    SMTP_PORT: String(ports[i]?.smtpPort),
    HOST: '127.0.0.1',
    ALLOW_PRIVATE_NETWORK_TARGETS: '1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
  });
  const env = envOf(0);
  admin(env, 'create-user', '--email', EMAIL, '--password', PASSWORD, '--name', 'Bench User');
  const teamId = admin(env, 'create-team', '--type', 'dev', '--name', 'Bench Dev', '--owner', EMAIL)
    .trim()
    .split(/\s+/)
    .at(-1);

  // The webhook endpoint: when each email's event arrives.
  const delivered = new Map<string, number>();
  const hooks = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          data?: { email_id?: string };
          email_id?: string;
        };
        const emailId = body.data?.email_id ?? body.email_id;
        if (emailId && !delivered.has(emailId)) delivered.set(emailId, at);
      } catch {}
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  const hooksUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;

  const servers = dataDirs.map((_, i) =>
    spawn(process.execPath, [...PROFILE_ARGS, '--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: envOf(i),
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const urls = ports.map(({ port }) => `http://127.0.0.1:${port}`);
  const url = urls[0] as string;
  const cpuOfAll = () => {
    const each = servers.map((server) => serverCpuMs(server.pid));
    return each.some((ms) => ms === null) ? null : each.reduce((sum: number, ms) => sum + (ms as number), 0);
  };
  try {
    await Promise.all(servers.map((server, i) => waitForHealth(urls[i] as string, server)));
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
    const base = `${url}/api/developers/${teamId}`;
    const bases = urls.map((each) => `${each}/api/developers/${teamId}`);
    const call = (path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...JSON_HEADERS, cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const mailbox = (
      (await (await call('/mailboxes', { name: 'Bench' })).json()) as { data: { id: string; address: string } }
    ).data;
    const hook = await call('/webhooks', {
      url: hooksUrl,
      event_types: ['email.parsed', 'email.failed', 'email.filtered'],
    });
    const withWebhook = hook.status === 201;

    const load = loadavg()[0]?.toFixed(1);
    console.log(`\n${label}: ${MESSAGES} messages per channel (${cpus().length} cores, load ${load})`);

    const transports = ports.map(({ smtpPort }) =>
      nodemailer.createTransport({
        host: '127.0.0.1',
        port: smtpPort,
        secure: false,
        ignoreTLS: true,
        pool: true,
        maxConnections: Math.ceil(SMTP_CONNECTIONS / instances),
        maxMessages: Number.POSITIVE_INFINITY,
      }),
    );
    const cpuAtStart = cpuOfAll();
    let smtpFailed = 0;
    const smtpStart = Date.now();
    await pool(MESSAGES, SMTP_CONNECTIONS * 2, async (i) => {
      await (transports[i % instances] as (typeof transports)[number])
        .sendMail({ envelope: { from: 'bench@bench.test', to: [mailbox.address] }, raw: variant(sample, 'smtp', i) })
        .catch((error: Error) => {
          if (smtpFailed === 0) console.log(`  first SMTP refusal: ${error.message}`);
          smtpFailed++;
        });
    });
    const smtpSeconds = (Date.now() - smtpStart) / 1000;
    for (const transport of transports) transport.close();

    let httpFailed = 0;
    const httpStart = Date.now();
    await pool(MESSAGES, HTTP_CONCURRENCY, async (i) => {
      const response = await fetch(`${bases[i % instances]}/mailboxes/${mailbox.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', 'x-requested-with': 'XMLHttpRequest', cookie },
        body: variant(sample, 'http', i),
      }).catch(() => null);
      if (response?.status !== 202) httpFailed++;
    });
    const httpSeconds = (Date.now() - httpStart) / 1000;

    const listAll = async (): Promise<EmailRow[]> =>
      ((await (await call('/emails?paginate=false')).json()) as { data: EmailRow[] }).data;
    const stored = (await listAll()).length;
    console.log(
      `  accepted over SMTP  ${(MESSAGES / smtpSeconds).toFixed(0).padStart(6)} msg/s   (${MESSAGES - smtpFailed} accepted, ${smtpFailed} refused)`,
    );
    console.log(
      `  accepted over HTTP  ${(MESSAGES / httpSeconds).toFixed(0).padStart(6)} msg/s   (${MESSAGES - httpFailed} accepted, ${httpFailed} refused)`,
    );
    const accepted = 2 * MESSAGES - smtpFailed - httpFailed;
    console.log(
      `  stored              ${String(stored).padStart(6)} of ${accepted} accepted   (${accepted - stored} lost)`,
    );

    // Wait for the worker to parse every one (and the webhook to hear of it).
    const waitForAll = async (ids?: Set<string>) => {
      const deadline = Date.now() + 600_000;
      const pick = async () => (await listAll()).filter((row) => !ids || ids.has(row.id));
      let rows = await pick();
      const pending = (list: EmailRow[]) =>
        list.some((row) => row.status === 'received') || (withWebhook && list.some((row) => !delivered.has(row.id)));
      while (Date.now() < deadline && pending(rows)) {
        await new Promise((r) => setTimeout(r, 500));
        rows = await pick();
      }
      return rows;
    };
    const report = (rows: EmailRow[]) => {
      const parsedLatency = rows
        .filter((row) => row.parsed)
        .map((row) => Date.parse(row.parsed as string) - Date.parse(row.created))
        .sort((a, b) => a - b);
      const statuses: Record<string, number> = {};
      for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
      console.log(
        `    receipt → parsed    p50 ${String(percentile(parsedLatency, 50)).padStart(6)} ms   p99 ${String(percentile(parsedLatency, 99)).padStart(6)} ms   (${JSON.stringify(statuses)})`,
      );
      if (!withWebhook) {
        console.log(`    receipt → webhook   not measured: creating the webhook answered ${hook.status}`);
        return;
      }
      const hookLatency = rows
        .filter((row) => delivered.has(row.id))
        .map((row) => (delivered.get(row.id) as number) - Date.parse(row.created))
        .sort((a, b) => a - b);
      console.log(
        `    receipt → webhook   p50 ${String(percentile(hookLatency, 50)).padStart(6)} ms   p99 ${String(percentile(hookLatency, 99)).padStart(6)} ms   (${hookLatency.length} delivered)`,
      );
    };
    console.log('  after the burst above (every message sent as fast as accepted, so latency is mostly backlog):');
    report(await waitForAll());
    const cpuAtDrain = cpuOfAll();
    if (cpuAtStart !== null && cpuAtDrain !== null && accepted > 0) {
      // Less sensitive than wall time to other work on the machine: what one email costs the server, end to end.
      console.log(
        `    server CPU per email (accept, parse, deliver)   ${((cpuAtDrain - cpuAtStart) / accepted).toFixed(1)} ms`,
      );
    }

    // A steady rate, as mail really arrives: latency without a backlog.
    const pacedIds = new Set<string>();
    const pacedCount = PACED_RATE * PACED_SECONDS;
    const pacedStart = Date.now();
    await Promise.all(
      Array.from({ length: pacedCount }, async (_, i) => {
        await new Promise((r) => setTimeout(r, (i * 1000) / PACED_RATE));
        const response = await fetch(`${bases[i % instances]}/mailboxes/${mailbox.id}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'message/rfc822', 'x-requested-with': 'XMLHttpRequest', cookie },
          body: variant(sample, 'paced', i),
        });
        if (response.status === 202) pacedIds.add(((await response.json()) as { data: { id: string } }).data.id);
      }),
    );
    const pacedSeconds = (Date.now() - pacedStart) / 1000;
    console.log(
      `  at a steady ${PACED_RATE} msg/s over HTTP for ${pacedSeconds.toFixed(0)} s (${pacedIds.size} of ${pacedCount} accepted):`,
    );
    report(await waitForAll(pacedIds));
  } finally {
    await Promise.all(
      servers.map((server) => {
        server.kill('SIGTERM');
        return new Promise((resolve) => server.once('exit', resolve));
      }),
    );
    hooks.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

async function main() {
  console.log(`\nIngestion (BENCH_MESSAGES=${MESSAGES} per channel): npm run bench -w apps/server`);
  // The parse workers run the built engine when its build is fresh, as under `npm start`; from source otherwise.
  await ensureEngineBuilt();
  const sample = await readFile(
    join(serverDir, '../../packages/extract/samples/lufthansa-return-flight/input.eml'),
    'utf8',
  );
  if (!process.env.BENCH_SKIP_PGLITE) await benchDatabase('embedded PGlite', {}, sample);
  const serverUrl = await postgresServer();
  if (!serverUrl) {
    console.log('\nPostgreSQL: no server answered; skipped (set BENCH_DATABASE_URL).');
    return;
  }
  const name = `tripline_ingest_bench_${randomBytes(5).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const instances = INSTANCES > 1 ? `, ${INSTANCES} instances` : '';
    await benchDatabase(`PostgreSQL${instances}`, { DATABASE_URL: url.toString() }, sample, INSTANCES);
  } finally {
    await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminClient.end();
  }
}

await main();
