// What the server benchmarks share: a free port, the admin CLI, waiting for a started server, its CPU time,
// percentiles, the PostgreSQL server to measure on, and a signed-in server measured under concurrent load.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

/** The server workspace, where the benches start the server and the admin CLI. */
export const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A TCP port free on the loopback address right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Runs the admin CLI with the given environment (its DATA_DIR or DATABASE_URL) and returns what it printed. */
export function admin(env: NodeJS.ProcessEnv, ...args: string[]): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], { cwd: serverDir, env });
  if (result.status !== 0) throw new Error(`admin ${args[0]} failed: ${result.stderr}`);
  return result.stdout.toString();
}

/** Waits until a started server answers /healthz; fails when it exits or takes longer than `seconds`. */
export async function waitForHealth(url: string, server: ChildProcess, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 2; i++) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    const isHealthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (isHealthy) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy');
}

/** CPU time (user + system, all threads) a process has used so far, in ms; null where there is no /proc. */
export function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU time of a process and its child processes (the HTTP processes forked on PostgreSQL, decision 032), in ms;
 * null where there is no /proc.
 */
export function processTreeCpuMs(pid: number | undefined): number | null {
  const own = processCpuMs(pid);
  if (own === null) return null;
  let children = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is field 4 of /proc/<pid>/stat.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(fields[1]) === pid) children += processCpuMs(Number(entry)) ?? 0;
    } catch {}
  }
  return own + children;
}

/**
 * CPU time of every PostgreSQL server process on this machine, in ms (they serve the bench's database, the others
 * idle); null where there is no /proc.
 */
export function postgresCpuMs(): number | null {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (stat.includes('(postgres)')) total += processCpuMs(Number(entry)) ?? 0;
      } catch {}
    }
    return total;
  } catch {
    return null;
  }
}

/** The p-th percentile of ascending values (nearest rank); NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * The PostgreSQL server to measure on, when one answers: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the
 * local one on 127.0.0.1:5432.
 */
export async function postgresServer(): Promise<string | undefined> {
  const url =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/** A server started as `npm start` starts it, signed in as the bench's user. */
export interface SignedInServer {
  url: string;
  server: ChildProcess;
  /** The session cookie and the header the API asks of browsers. */
  headers: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts src/main.ts on free ports with `env` (its DATA_DIR or DATABASE_URL), waits for it and signs in. */
export async function startSignedInServer(
  env: NodeJS.ProcessEnv,
  credentials: { email: string; password: string },
): Promise<SignedInServer> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      SMTP_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, server);
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(credentials),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const headers = {
      cookie: login.headers.get('set-cookie')?.split(';')[0] ?? '',
      'x-requested-with': 'XMLHttpRequest',
    };
    return { url, server, headers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What one address answered under load. */
export interface LoadFigures {
  /** The median of five requests one after another, before the load, in ms. */
  aloneMs: number;
  p50: number;
  p99: number;
  perSecond: number;
  /** Server CPU (all its processes) per answered request, in ms, as text; '-' where it cannot be read. */
  cpuMs: string;
  failed: number;
}

/**
 * Asks `target` five times alone, then from `connections` connections for a short unmeasured warm-up (JIT, pools,
 * caches) and for `seconds` measured, counting the server's CPU time per answered request: what a request costs
 * whatever else runs on the machine.
 */
export async function measureUnderLoad(
  server: SignedInServer,
  target: string,
  load: {
    connections: number;
    seconds: number;
    warmUpSeconds: number;
    /** A path of `target`'s host for each request, when they are to differ (the first request is `target`). */
    nextPath?: () => string;
  },
): Promise<LoadFigures> {
  const { headers } = server;
  const alone: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const path = i > 0 && load.nextPath ? new URL(load.nextPath(), target).href : target;
    await (await fetch(path, { headers })).arrayBuffer();
    alone.push(performance.now() - t0);
  }
  alone.sort((a, b) => a - b);
  const { nextPath } = load;
  const requests = nextPath ? [{ setupRequest: (request: object) => ({ ...request, path: nextPath() }) }] : undefined;
  const options = { url: target, connections: load.connections, headers, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, duration: load.warmUpSeconds });
  const cpuBefore = processTreeCpuMs(server.server.pid);
  const result = await autocannon({ ...options, duration: load.seconds });
  const cpuAfter = processTreeCpuMs(server.server.pid);
  return {
    aloneMs: alone[2] ?? 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: Math.round(result.requests.average),
    cpuMs:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? '-'
        : ((cpuAfter - cpuBefore) / result.requests.total).toFixed(1),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** One printed row of figures under load: name, alone, p50, p99, req/s, CPU ms, and what the answer held. */
export function loadFiguresRow(name: string, width: number, figures: LoadFigures, held: string | number): string {
  return (
    `  ${name.padEnd(width)} ${figures.aloneMs.toFixed(0).padStart(7)} ${String(figures.p50).padStart(7)} ` +
    `${String(figures.p99).padStart(7)} ${String(figures.perSecond).padStart(7)} ${figures.cpuMs.padStart(7)}  ` +
    `${held}${figures.failed ? `  (${figures.failed} failed)` : ''}`
  );
}

/** The heading of loadFiguresRow's columns. */
export function loadFiguresHeading(first: string, width: number, last: string): string {
  const columns = ['alone', 'p50 ms', 'p99 ms', 'req/s', 'cpu ms'].map((c) => c.padStart(7)).join(' ');
  return `  ${first.padEnd(width)} ${columns}  ${last}`;
}
