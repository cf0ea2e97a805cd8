// What the server benchmarks share: a free port, the admin CLI, waiting for a started server, its CPU time,
// percentiles and the PostgreSQL server to measure on.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
