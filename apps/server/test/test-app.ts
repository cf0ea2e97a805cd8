import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type GlobalRole, REQUESTED_WITH_VALUE, type TeamRole, type TeamType } from '@tripline/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openPostgres, wrapPglite } from '../src/db/client.js';
import type { JobDefinition, JobPayload, JobSender } from '../src/jobs/define-job.js';
import type { WorkSignals } from '../src/jobs/work-signals.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { createTeamWithOwner, upsertMembership } from '../src/modules/teams/teams.repository.js';
import { insertUser } from '../src/modules/users/users.repository.js';

/** Opens the suite's database: a fresh copy of the migrated PGlite template, or the shared PostgreSQL one. */
export async function openTestDatabase(): Promise<Database> {
  const target = inject('database');
  if (target.kind === 'postgres') return openPostgres(target.url, { max: 4 });
  const template = new Blob([await readFile(target.templateFile)]);
  return wrapPglite(await PGlite.create({ loadDataDir: template }));
}

/** Keeps sent jobs so tests can read the mails the server would send. */
export class RecordingJobs implements JobSender {
  readonly sent: { name: string; payload: unknown }[] = [];
  async send<D extends JobDefinition>(definition: D, payload: JobPayload<D>) {
    this.sent.push({ name: definition.name, payload: definition.payload.parse(payload) });
  }
  /** The text of every mail sent to an address. */
  mailsTo(address: string): string[] {
    return this.sent
      .filter((job) => job.name === 'send-mail' && (job.payload as { to: string }).to === address)
      .map((job) => (job.payload as { text: string }).text);
  }
}

/** Counts the work signals requests give, for tests that run the queues' work by hand. */
export class RecordingWork implements WorkSignals {
  emails = 0;
  deliveries = 0;
  emailsReceived() {
    this.emails += 1;
  }
  deliveriesQueued() {
    this.deliveries += 1;
  }
}

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

/** A unique address, so tests sharing one PostgreSQL database never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A random client address, so the per-address sign-in limit of one test does not spill into another. */
export function randomAddress(): string {
  return `10.${randomBytes(3).join('.')}`;
}

export interface TestApp {
  app: FastifyInstance;
  routes: Awaited<ReturnType<typeof buildApp>>['routes'];
  database: Database;
  jobs: RecordingJobs;
  work: RecordingWork;
  /** The app's configuration (its DATA_DIR is a fresh temporary folder). */
  config: Config;
  close(): Promise<void>;
  /** Creates a user with the shared test password. */
  createUser(options?: {
    email?: string;
    globalRole?: GlobalRole;
    firstName?: string;
  }): Promise<{ id: string; email: string }>;
  createTeam(type: TeamType, ownerId: string, name?: string): Promise<{ id: string; name: string }>;
  addMember(teamId: string, userId: string, role: TeamRole): Promise<void>;
  /** Signs in through POST /login and returns a client carrying the session cookie. */
  signIn(email: string, password?: string): Promise<Client>;
  /** A client without a session. */
  anonymous(): Client;
}

export interface Client {
  request(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

function makeClient(app: FastifyInstance, cookie: string | undefined, remoteAddress: string): Client {
  const request: Client['request'] = (options) =>
    app.inject({
      remoteAddress,
      ...options,
      headers: {
        'x-requested-with': REQUESTED_WITH_VALUE,
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
    } as InjectOptions);
  const withBody = (method: string) => (url: string, body?: unknown) =>
    request({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    request,
    get: (url) => request({ method: 'GET', url }),
    post: withBody('POST'),
    patch: withBody('PATCH'),
    delete: withBody('DELETE'),
  };
}

/** Builds the real app on the suite's database, with jobs recorded instead of run; `env` adds configuration. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tripline-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    APP_URL: 'http://console.test',
    WEB_DIST: join(dataDir, 'no-console'),
    ...env,
  });
  const database = await openTestDatabase();
  const jobs = new RecordingJobs();
  const work = new RecordingWork();
  const { app, routes } = await buildApp({ config, database, jobs, work });
  await app.ready();
  passwordHash ??= hashPassword(PASSWORD);

  const testApp: TestApp = {
    app,
    routes,
    database,
    jobs,
    work,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    async createUser(options = {}) {
      const user = await insertUser(database.db, {
        email: options.email ?? uniqueEmail(),
        passwordHash: await (passwordHash as Promise<string>),
        firstName: options.firstName ?? null,
        globalRole: options.globalRole ?? null,
        emailVerified: true,
      });
      return { id: user.id, email: user.email };
    },
    async createTeam(type, ownerId, name = `Team ${randomBytes(3).toString('hex')}`) {
      const team = await createTeamWithOwner(database.db, { type, name }, ownerId);
      return { id: team.id, name: team.name };
    },
    addMember: (teamId, userId, role) => upsertMembership(database.db, teamId, userId, role),
    async signIn(email, password = PASSWORD) {
      const remoteAddress = randomAddress();
      const response = await makeClient(app, undefined, remoteAddress).post('/login', { email, password });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'tripline_session');
      if (!cookie) throw new Error('no session cookie');
      return makeClient(app, `${cookie.name}=${cookie.value}`, remoteAddress);
    },
    anonymous: () => makeClient(app, undefined, randomAddress()),
  };
  return testApp;
}
