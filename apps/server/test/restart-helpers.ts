import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { dataDirBlobStore } from '../src/blobs/blob-store.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPostgres, wrapPglite } from '../src/db/client.js';
import { mailboxes } from '../src/db/schema.js';
import { createTeamWithOwner } from '../src/modules/teams/teams.repository.js';
import { insertUser } from '../src/modules/users/users.repository.js';
import { isolatedPostgresUrl } from './isolated-database.js';

/**
 * A data dir and a database that can be opened again, as a restarted server would, with a developer team and a
 * mailbox in it. `dirs` collects the data dir for the caller to remove; `env` adds configuration.
 */
export async function restartableServer(label: string, dirs: string[], env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), `tripline-${label}-`));
  dirs.push(dataDir);
  const target = inject('database');
  // Its own database on PostgreSQL too: the restarted server's job workers must not take other test files' jobs.
  const postgresUrl = target.kind === 'postgres' ? await isolatedPostgresUrl(target.url) : undefined;
  const open = async (): Promise<Database> =>
    postgresUrl ? openPostgres(postgresUrl, { max: 3 }) : wrapPglite(await PGlite.create(join(dataDir, 'pglite')));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const first = await open();
  await first.migrate();
  const user = await insertUser(first.db, {
    email: `${label}-${randomBytes(4).toString('hex')}@example.test`,
    passwordHash: null,
    firstName: null,
    globalRole: null,
    emailVerified: true,
  });
  const team = await createTeamWithOwner(first.db, { type: 'dev', name: label }, user.id);
  const [mailbox] = await first.db
    .insert(mailboxes)
    .values({
      id: crypto.randomUUID(),
      teamId: team.id,
      name: 'Inbound',
      localPart: `${label}-${randomBytes(4).toString('hex')}`,
    })
    .returning();
  if (!mailbox) throw new Error('no mailbox');
  return { config, open, first, mailbox, teamId: team.id, blobs: dataDirBlobStore(dataDir) };
}
