// `npm run bench -w apps/server`: latency and throughput of sign-in and of GET /api/users/current/teams under
// 50 concurrent connections, against the real server started as its own process, on embedded PGlite and on
// PostgreSQL when one answers (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { admin, freePort, postgresServer, waitForHealth } from './bench-server.js';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const EMAIL = 'bench@bench.test';
const PASSWORD = 'bench password 1';
const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `  ${title.padEnd(34)} p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ` +
      `${result.requests.average.toFixed(0).padStart(6)} req/s   (${result.requests.total} requests, ${errors} failed)`,
  );
}

async function benchDatabase(label: string, extraEnv: NodeJS.ProcessEnv) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tripline-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  env.LOG_LEVEL = 'warn';
  env.SEED_DEMO = '0';
  admin(env, 'create-user', '--email', EMAIL, '--password', PASSWORD, '--name', 'Bench User');
  for (const [type, name] of [
    ['org', 'Bench Org B'],
    ['org', 'Bench Org A'],
    ['dev', 'Bench Dev'],
  ] as const) {
    admin(env, 'create-team', '--type', type, '--name', name, '--owner', EMAIL);
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, server);
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
    // The figures depend on what else the machine runs; the load shows how busy it was.
    const load = loadavg()[0]?.toFixed(1);
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_S} s each (${cpus().length} cores, load ${load})`);
    await measure('POST /login', {
      url: `${url}/login`,
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    await measure('GET /api/users/current/teams', {
      url: `${url}/api/users/current/teams`,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Reproduce with: npm run bench -w apps/server   (BENCH_DURATION=${DURATION_S} seconds per measurement)`);
  await benchDatabase('embedded PGlite', {});
  const serverUrl = await postgresServer();
  if (!serverUrl) {
    console.log('\nPostgreSQL: no server answered; skipped (set BENCH_DATABASE_URL).');
    return;
  }
  const name = `tripline_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
