import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../test/test-app.js';
import { openPostgres } from './db/client.js';
import { hashPassword } from './modules/auth/passwords.js';
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

/** One request on a connection of its own, so the requests of a test spread over the server's processes. */
function call(port: number, method: string, path: string, cookie = '', body?: unknown) {
  return new Promise<{ status: number; cookie: string | undefined }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          cookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }),
        );
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const dirs: string[] = [];
const servers: ChildProcess[] = [];
afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Starts the server as `npm start` does, with two HTTP processes, and waits until it answers. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const smtpPort = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), SMTP_PORT: String(smtpPort), WEB_CONCURRENCY: '2' },
    stdio: 'ignore',
  });
  servers.push(server);
  for (let i = 0; i < 360; i++) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    const healthy = await call(port, 'GET', '/healthz').then(
      (r) => r.status === 200,
      () => false,
    );
    if (healthy) return { port, smtpPort, stop: () => stop(server) };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy');
}

/** The first line an SMTP server says on a new connection, or the connection's error. */
function smtpGreeting(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().split('\r\n')[0] ?? '');
    });
    socket.once('error', reject);
  });
}

function stop(server: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    server.once('exit', (code) => resolve(code));
    server.kill('SIGTERM');
  });
}

describe.runIf(target.kind === 'postgres')('several HTTP processes on PostgreSQL', () => {
  it('receive mail once healthy, keep a session valid in every process and across a restart, end it everywhere on sign-out, and send their mail', async () => {
    if (target.kind !== 'postgres') return;
    const dataDir = await mkdtemp(join(tmpdir(), 'tripline-processes-'));
    dirs.push(dataDir);
    const env = {
      DATABASE_URL: target.url,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      PARSE_WORKERS: '0',
    };
    const email = uniqueEmail('processes');
    const database = openPostgres(target.url, { max: 1 });
    await insertUser(database.db, {
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: null,
      globalRole: null,
      emailVerified: true,
    });
    await database.close();

    let server = await startServer(env);
    // Healthy means receiving mail too: the SMTP door opens before HTTP answers.
    expect(await smtpGreeting(server.smtpPort)).toMatch(/^220 /);
    const signIn = async () => {
      const login = await call(server.port, 'POST', '/login', '', { email, password: PASSWORD });
      expect(login.status).toBe(200);
      return login.cookie ?? '';
    };
    const statuses = async (cookie: string) =>
      Promise.all(Array.from({ length: 12 }, () => call(server.port, 'GET', '/api/users/current', cookie))).then(
        (answers) => [...new Set(answers.map((a) => a.status))],
      );
    const kept = await signIn();
    const ended = await signIn();
    expect(await statuses(kept)).toEqual([200]);
    expect(await statuses(ended)).toEqual([200]);

    expect((await call(server.port, 'POST', '/logout', ended)).status).toBe(200);
    expect(await statuses(ended)).toEqual([401]);
    expect(await statuses(kept)).toEqual([200]);

    // A job an HTTP process sends (the reset mail) is run by the main process: the mail lands in the outbox.
    expect((await call(server.port, 'POST', '/password/email', '', { email })).status).toBe(200);
    let mails: string[] = [];
    for (let i = 0; i < 60 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 500));
      mails = await readdir(join(dataDir, 'outbox')).catch(() => []);
    }
    expect(mails).toHaveLength(1);

    expect(await server.stop()).toBe(0);
    server = await startServer(env);
    expect(await statuses(kept)).toEqual([200]);
    expect(await statuses(ended)).toEqual([401]);
    expect(await server.stop()).toBe(0);
  }, 300_000);
});
