import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/src/main.ts');
const ADMIN_ENTRY = join(REPO_ROOT, 'apps/server/src/cli/admin.ts');
const run = promisify(execFile);

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/** The environment of the server and the admin CLI: always the embedded database in the given directory. */
function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, ...extra };
}

/** Runs the admin CLI on a data directory and returns the last word it printed (an id). */
export async function admin(dataDir: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', ADMIN_ENTRY, ...args], {
    cwd: REPO_ROOT,
    env: serverEnv(dataDir),
  });
  return stdout.trim().split(/\s+/).at(-1) ?? '';
}

export interface RunningServer {
  url: string;
  /** The port its SMTP receiver listens on, on 127.0.0.1. */
  smtpPort: number;
  process: ChildProcess;
  output: () => string;
}

/** The domain of mailbox addresses in browser tests. */
export const E2E_INBOUND_DOMAIN = 'inbound.tripline.test';

/**
 * Starts the real server and waits for /healthz. SMTP listens on a free port; webhooks may call loopback addresses
 * because the tests' receivers run on this machine. No demo unless `env` asks for one (`SEED_DEMO: '1'`).
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<RunningServer> {
  const port = await freePort();
  const smtpPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: serverEnv(dataDir, {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      SMTP_PORT: String(smtpPort),
      INBOUND_DOMAIN: E2E_INBOUND_DOMAIN,
      ALLOW_PRIVATE_NETWORK_TARGETS: '1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return { url, smtpPort, process: child, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error(`The server did not become healthy in time:\n${output}`);
}

/** Stops the server and waits for it to exit. */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  const timeout = setTimeout(() => server.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}
