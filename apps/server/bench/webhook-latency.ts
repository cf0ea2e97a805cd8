// `npx tsx bench/webhook-latency.ts` (in apps/server; also part of `npm run bench -w apps/server`): raw messages
// uploaded over HTTP at a fixed rate (BENCH_RATE a second for BENCH_WEBHOOK_SECONDS) to the real server started as
// its own process, each parsed and delivered to a local webhook endpoint. Prints messages accepted a second, how many
// reached the webhook, and p50/p99 from receipt (the upload's start) to the signed delivery arriving; on embedded
// PGlite and on PostgreSQL when one answers (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default),
// after a warm-up at the same rate (BENCH_WEBHOOK_WARM_UP_SECONDS, 2) whose emails are not measured.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';
import {
  admin,
  freePort,
  percentile,
  postgresCpuMs,
  postgresServer,
  processTreeCpuMs as serverCpuMs,
  waitForHealth,
} from './bench-server.js';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_CPU_PROF=<folder>: the server writes a CPU profile there (open it in Chrome DevTools or speedscope).
const PROFILE_ARGS = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 5);
const WARM_UP_SECONDS = Number(process.env.BENCH_WEBHOOK_WARM_UP_SECONDS ?? 2);
const DRAIN_TIMEOUT_MS = 120_000;
/** Kept-alive connections for the uploads, as a busy client would hold them. */
const uploader = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
const EMAIL = 'webhook-bench@bench.test';
const PASSWORD = 'bench password 1';
const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const SAMPLE = readFileSync(
  join(serverDir, '../../packages/extract/samples/aer-lingus-booking-confirmation/input.eml'),
);

/** A local endpoint that verifies each delivery and records when each email's first delivery arrived. */
async function startReceiver() {
  const arrived = new Map<string, number>();
  /** Milliseconds from the event being queued (its body's timestamp) to its delivery arriving. */
  const queueToArrival: number[] = [];
  let verifier: Webhook | undefined;
  let badSignatures = 0;
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const event = verifier?.verify(body, request.headers as Record<string, string>) as {
          timestamp: string;
          data: { email_id: string };
        };
        if (!arrived.has(event.data.email_id)) {
          arrived.set(event.data.email_id, at);
          queueToArrival.push(Date.now() - Date.parse(event.timestamp));
        }
      } catch {
        badSignatures += 1;
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrived,
    queueToArrival,
    badSignatures: () => badSignatures,
    useSecret: (secret: string) => {
      verifier = new Webhook(secret);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads the commits of the bench database from PostgreSQL's statistics (flushed within a second or so). */
async function commitCounter(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const name = new URL(url).pathname.slice(1);
  return {
    read: async () => {
      await new Promise((r) => setTimeout(r, 1500));
      await client.query('select pg_stat_clear_snapshot()');
      const { rows } = await client.query<{ commits: string }>(
        'select xact_commit as commits from pg_stat_database where datname = $1',
        [name],
      );
      return Number(rows[0]?.commits ?? 0);
    },
    close: () => client.end(),
  };
}

async function call(url: string, cookie: string, method: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: { ...JSON_HEADERS, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ data: Record<string, string> & { id: string } }>;
}

async function benchDatabase(label: string, extraEnv: NodeJS.ProcessEnv) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tripline-webhook-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    DATA_DIR: dataDir,
    PORT: String(port),
    SMTP_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ALLOW_PRIVATE_NETWORK_TARGETS: '1',
  };
  admin(env, 'create-user', '--email', EMAIL, '--password', PASSWORD, '--name', 'Bench User');
  const teamId = admin(env, 'create-team', '--type', 'dev', '--name', 'Webhook Bench', '--owner', EMAIL)
    .trim()
    .split(/\s+/)
    .pop() as string;
  const receiver = await startReceiver();
  const server = spawn(process.execPath, [...PROFILE_ARGS, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, server);
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const base = `${url}/api/developers/${teamId}`;
    const mailbox = (await call(`${base}/mailboxes`, cookie, 'POST', { name: 'Bench' })).data;
    const application = (await call(`${base}/applications`, cookie, 'POST', { name: 'Bench uploader' })).data;
    const webhook = (await call(`${base}/webhooks`, cookie, 'POST', { url: receiver.url })).data;
    receiver.useSecret(webhook.secret as string);
    const authorization = `Basic ${Buffer.from(`${application.client_id}:${application.secret}`).toString('base64')}`;

    const upload = async (startedAt: Map<string, number>, refusals: { count: number }) => {
      const t0 = performance.now();
      try {
        const response = await request(`${base}/mailboxes/${mailbox.id}/messages`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'message/rfc822', 'x-requested-with': 'XMLHttpRequest' },
          body: SAMPLE,
          dispatcher: uploader,
        });
        const text = await response.body.text();
        if (response.statusCode !== 202) {
          if (refusals.count === 0) console.log(`  first refusal: ${response.statusCode} ${text}`);
          refusals.count += 1;
          return;
        }
        startedAt.set((JSON.parse(text) as { data: { id: string } }).data.id, t0);
      } catch (error) {
        const failure = error as Error & { code?: string };
        if (refusals.count === 0) console.log(`  first failure: ${failure.code ?? failure.message}`);
        refusals.count += 1;
      }
    };
    /** `count` uploads at RATE a second; resolves once every one is answered, with when each started. */
    const sendAtRate = async (count: number, refusals: { count: number }) => {
      const startedAt = new Map<string, number>();
      const uploads: Promise<void>[] = [];
      const begin = performance.now();
      for (let i = 0; i < count; i++) {
        const wait = begin + (i * 1000) / RATE - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        uploads.push(upload(startedAt, refusals));
      }
      await Promise.all(uploads);
      return { startedAt, seconds: (performance.now() - begin) / 1000 };
    };
    const drain = async (ids: Iterable<string>) => {
      const waiting = new Set(ids);
      const until = performance.now() + DRAIN_TIMEOUT_MS;
      while (waiting.size > 0 && performance.now() < until) {
        for (const id of waiting) if (receiver.arrived.has(id)) waiting.delete(id);
        if (waiting.size > 0) await new Promise((r) => setTimeout(r, 100));
      }
    };

    // A warm-up at the same rate, unmeasured: the first seconds of a server are spent compiling its code.
    const warmUp = await sendAtRate(RATE * WARM_UP_SECONDS, { count: 0 });
    await drain(warmUp.startedAt.keys());

    const total = RATE * SECONDS;
    // On PostgreSQL: transactions committed (each statement outside a transaction is one) per email, load-insensitive.
    const commits = extraEnv.DATABASE_URL ? await commitCounter(extraEnv.DATABASE_URL) : null;
    const commitsBefore = await commits?.read();
    const cpuBefore = serverCpuMs(server.pid);
    const postgresBefore = postgresCpuMs();
    const benchBefore = process.cpuUsage();
    const refusals = { count: 0 };
    const { startedAt, seconds: acceptSeconds } = await sendAtRate(total, refusals);
    const failed = refusals.count;
    await drain(startedAt.keys());
    const benchCpu = process.cpuUsage(benchBefore);
    const postgresAfter = postgresCpuMs();
    const latencies = [...startedAt]
      .filter(([id]) => receiver.arrived.has(id))
      .map(([id, t0]) => (receiver.arrived.get(id) as number) - t0)
      .sort((a, b) => a - b);
    const load = loadavg()[0]?.toFixed(1);
    console.log(`\n${label}: ${total} uploads at ${RATE}/s (${cpus().length} cores, load ${load})`);
    console.log(
      `  accepted ${startedAt.size} (${(startedAt.size / acceptSeconds).toFixed(0)}/s), refused or failed ${failed}; ` +
        `webhooks received for ${latencies.length}, bad signatures ${receiver.badSignatures()}`,
    );
    console.log(
      `  receipt → webhook   p50 ${percentile(latencies, 50).toFixed(0)} ms   p99 ${percentile(latencies, 99).toFixed(0)} ms   ` +
        `max ${percentile(latencies, 100).toFixed(0)} ms`,
    );
    const cpuAfter = serverCpuMs(server.pid);
    if (cpuBefore !== null && cpuAfter !== null && startedAt.size > 0) {
      // Less sensitive than wall time to other work on the machine: what one email costs the server, end to end.
      console.log(
        `  server CPU per email (accept, parse, deliver)   ${((cpuAfter - cpuBefore) / startedAt.size).toFixed(1)} ms`,
      );
    }
    if (postgresBefore !== null && postgresAfter !== null && startedAt.size > 0) {
      const benchMs = (benchCpu.user + benchCpu.system) / 1000;
      console.log(
        `  PostgreSQL CPU per email   ${((postgresAfter - postgresBefore) / startedAt.size).toFixed(1)} ms   ` +
          `(this bench's uploads and webhook endpoint: ${(benchMs / startedAt.size).toFixed(1)} ms)`,
      );
    }
    if (commits && commitsBefore !== undefined && startedAt.size > 0) {
      const commitsAfter = await commits.read();
      await commits.close();
      console.log(
        `  PostgreSQL commits per email   ${((commitsAfter - commitsBefore) / startedAt.size).toFixed(1)}   (statements alone or transactions)`,
      );
    }
    const queued = [...receiver.queueToArrival].sort((a, b) => a - b);
    console.log(
      `  event queued → webhook   p50 ${percentile(queued, 50).toFixed(0)} ms   p99 ${percentile(queued, 99).toFixed(0)} ms`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `Webhook latency: npx tsx bench/webhook-latency.ts in apps/server (BENCH_RATE=${RATE}, BENCH_WEBHOOK_SECONDS=${SECONDS})`,
  );
  if (!process.env.BENCH_SKIP_PGLITE) await benchDatabase('embedded PGlite', {});
  const serverUrl = await postgresServer();
  if (!serverUrl) {
    console.log('\nPostgreSQL: no server answered; skipped (set BENCH_DATABASE_URL).');
    return;
  }
  const name = `tripline_bench_${randomBytes(5).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminClient.end();
  }
}

await main();
