import { parseArgs } from 'node:util';
import {
  GLOBAL_ROLES,
  type GlobalRole,
  TEAM_ROLES,
  TEAM_TYPES,
  type TeamRole,
  type TeamType,
} from '@tripline/contracts';
import pino from 'pino';
import { blobStoreOf } from '../blobs/configured-blob-store.js';
import { ConfigError, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { describeReprocess, organisationIds, reprocessOrganisation } from '../modules/ingest/reprocess-emails.js';
import { createTeamWithOwner, findTeamById, upsertMembership } from '../modules/teams/teams.repository.js';
import { findUserByEmail, insertUser } from '../modules/users/users.repository.js';
import { formatDemoCredentials, seedDemo } from '../seed/demo-seed.js';
import { MigrationRefused, migrateToPostgres, redact } from './migrate-to-postgres.js';

const HELP = `Tripline admin: works on the same DATA_DIR / DATABASE_URL as the server.

Usage: npm run admin -- <command> [options]

Commands:
  create-user --email E --password P [--name N] [--global-role super-admin|super-viewer]
  create-team --type org|dev --name N --owner E      prints the new team's id as its last word
  add-member  --team ID --email E --role owner|user|viewer
  seed-demo                                          a demo organisation, developer team and users
  reprocess [--team ID]                              builds organisations' trips again from their stored emails
                                                     (whose booking, totals, coordinates) and prints what moved;
                                                     safe to run again, and again after an interruption
  migrate-to-postgres --database-url URL             copies the embedded database (every table) and its blobs
                                                     (to the S3_* object store, when configured) into an empty
                                                     PostgreSQL database and checks the row counts
  --help

The embedded database can be opened by one process at a time: stop the server first, or use PostgreSQL.`;

class UsageError extends Error {}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function oneOf<T extends string>(value: string, allowed: readonly T[], name: string): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

type Values = Record<string, string | boolean | undefined>;
/** A command checks its options first, then returns the work to do on the open database. */
type Command = (values: Values) => (database: Database) => Promise<void>;

const createUser: Command = (values) => {
  const email = required(values, 'email').toLowerCase();
  const password = required(values, 'password');
  if (password.length < 8) throw new UsageError('--password needs at least 8 characters');
  const globalRole = values['global-role'] ? oneOf(String(values['global-role']), GLOBAL_ROLES, 'global-role') : null;
  return async (database) => {
    if (await findUserByEmail(database.db, email))
      throw new UsageError(`A user with the email ${email} already exists`);
    const [firstName, ...rest] = typeof values.name === 'string' ? values.name.trim().split(/\s+/) : [];
    const user = await insertUser(database.db, {
      email,
      passwordHash: await hashPassword(password),
      firstName: firstName ?? null,
      lastName: rest.length ? rest.join(' ') : null,
      globalRole: globalRole as GlobalRole | null,
      emailVerified: true,
    });
    console.log(`Created user ${email}${globalRole ? ` (${globalRole})` : ''}: ${user.id}`);
  };
};

const createTeam: Command = (values) => {
  const type = oneOf(required(values, 'type'), TEAM_TYPES, 'type') as TeamType;
  const name = required(values, 'name');
  const ownerEmail = required(values, 'owner');
  return async (database) => {
    const owner = await findUserByEmail(database.db, ownerEmail);
    if (!owner) throw new UsageError(`No user has the email ${ownerEmail}; create it first with create-user`);
    const team = await createTeamWithOwner(database.db, { type, name }, owner.id);
    console.log(`Created ${type} team "${name}" owned by ${owner.email}: ${team.id}`);
  };
};

const addMember: Command = (values) => {
  const teamId = required(values, 'team');
  const email = required(values, 'email');
  const role = oneOf(required(values, 'role'), TEAM_ROLES, 'role') as TeamRole;
  return async (database) => {
    const team = await findTeamById(database.db, teamId);
    if (!team || team.status === 'Deleted') throw new UsageError(`No team has the id ${teamId}`);
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new UsageError(`No user has the email ${email}; create it first with create-user`);
    await upsertMembership(database.db, team.id, user.id, role);
    console.log(`${user.email} is now ${role} of ${team.type} team "${team.name}" (${team.id})`);
  };
};

const seedDemoCommand: Command = () => async (database) => {
  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  const seed = await seedDemo({ db: database.db, blobs: blobStoreOf(config), config, logger });
  console.log(formatDemoCredentials(seed, config.inboundDomain));
};

const reprocess: Command = (values) => {
  const teamId = typeof values.team === 'string' ? values.team.trim() : undefined;
  return async (database) => {
    const ids = await organisationIds(database.db, teamId);
    if (teamId && ids.length === 0) throw new UsageError(`No organisation has the id ${teamId}`);
    const blobs = blobStoreOf(loadConfig());
    for (const id of ids) {
      const change = await reprocessOrganisation({ db: database.db, blobs }, id);
      for (const line of describeReprocess(change)) console.log(line);
    }
    console.log(`Reprocessed ${ids.length} organisation${ids.length === 1 ? '' : 's'}.`);
  };
};

/** Moves the embedded installation of DATA_DIR to PostgreSQL; it opens both databases itself. */
async function migrateToPostgresCommand(values: Values): Promise<void> {
  const url = required(values, 'database-url');
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new UsageError('--database-url must be a postgres:// or postgresql:// URL');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new UsageError('DATABASE_URL is set: this installation is on PostgreSQL already. Unset it to move DATA_DIR.');
  }
  console.log(`Copying the embedded database in ${config.dataDir} to ${redact(url)}…`);
  const report = await migrateToPostgres({
    dataDir: config.dataDir,
    url,
    blobs: config.objectStore ? blobStoreOf(config) : undefined,
    log: (line) => console.log(line),
  });
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Copied ${report.tables.length} tables, ${rows} rows; every table's row count matches.`);
  console.log(
    report.blobsMoved
      ? `Copied ${report.blobs} blobs to the bucket ${config.objectStore?.bucket}.`
      : `Blobs stay in ${config.dataDir}/blobs; start on the same DATA_DIR, or configure S3_* and run this again on a new database to move them.`,
  );
  const store = config.objectStore;
  // The object store's settings, its key pair left out: the server reads blobs from where they were copied.
  const storeSettings = store
    ? [
        store.endpoint ? `S3_ENDPOINT=${store.endpoint}` : '',
        `S3_BUCKET=${store.bucket}`,
        `S3_REGION=${store.region}`,
        store.forcePathStyle ? 'S3_FORCE_PATH_STYLE=1' : '',
      ]
        .filter(Boolean)
        .map((setting) => ` ${setting}`)
        .join('')
    : '';
  console.log(
    [
      '',
      'Start on it with:',
      `  DATABASE_URL='${url}' DATA_DIR=${config.dataDir}${storeSettings} npm start`,
      ...(store?.credentials
        ? ['  with the object store key pair (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) as you gave it to this command']
        : []),
      'Every instance needs the same session secret and encryption key: keep this DATA_DIR, or set them from it',
      process.env.SESSION_SECRET || process.env.ENCRYPTION_KEY
        ? '  (as you set them for this command)'
        : `  SESSION_SECRET=$(cat ${config.dataDir}/session-secret) ENCRYPTION_KEY=$(cat ${config.dataDir}/encryption-key)`,
      'The embedded database is left as it was; remove it once you are settled on PostgreSQL.',
    ].join('\n'),
  );
}

const COMMANDS: Record<string, Command> = {
  'create-user': createUser,
  'create-team': createTeam,
  'add-member': addMember,
  'seed-demo': seedDemoCommand,
  reprocess,
};

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      'global-role': { type: 'string' },
      type: { type: 'string' },
      owner: { type: 'string' },
      team: { type: 'string' },
      role: { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(HELP);
    return values.help ? 0 : 1;
  }
  if (command === 'migrate-to-postgres') {
    await migrateToPostgresCommand(values);
    return 0;
  }
  const prepare = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!prepare) throw new UsageError(`Unknown command: ${command}`);
  const work = prepare(values);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await work(database);
  } finally {
    await database.close();
  }
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof MigrationRefused) console.error(error.message);
    else if (error instanceof UsageError) console.error(`Error: ${error.message}\n\nRun with --help for usage.`);
    else if (error instanceof DataDirLockedError || error instanceof ConfigError) console.error(error.message);
    else if (error instanceof Error && /Unknown option|Unexpected argument/.test(error.message))
      console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
