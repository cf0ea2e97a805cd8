import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAdminCli } from '../../test/admin-cli.js';
import { uniqueEmail } from '../../test/test-app.js';

let dataDir: string;
const target = inject('database');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tripline-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs the admin CLI as `npm run admin` does, on the suite's database (a fresh embedded one, or PostgreSQL). */
function admin(...args: string[]) {
  return runAdmin(args, dataDir, target.kind === 'postgres' ? target.url : undefined);
}

function runAdmin(args: string[], dir: string, databaseUrl: string | undefined) {
  return runAdminCli(args, dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
}

describe('admin CLI', () => {
  it('creates a user, a team owned by them (id printed last) and adds a member', { timeout: 120_000 }, async () => {
    const owner = uniqueEmail('owner');
    const member = uniqueEmail('member');
    expect(
      (await admin('create-user', '--email', owner, '--password', 'password one', '--name', 'Olive Owner')).code,
    ).toBe(0);
    expect((await admin('create-user', '--email', member, '--password', 'password two')).code).toBe(0);
    const team = await admin('create-team', '--type', 'org', '--name', 'CLI Org', '--owner', owner);
    expect(team.code).toBe(0);
    const teamId = team.stdout.trim().split(/\s+/).at(-1) ?? '';
    expect(teamId).toMatch(/^[0-9a-f-]{36}$/);
    const added = await admin('add-member', '--team', teamId, '--email', member, '--role', 'viewer');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('viewer');
    const duplicate = await admin('create-user', '--email', owner, '--password', 'password one');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
  });

  it('prints its usage with --help and refuses a bad role', async () => {
    const help = await admin('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('create-team --type org|dev --name N --owner E');
    const bad = await admin('add-member', '--team', 'x', '--email', 'a@b.test', '--role', 'emperor');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--role must be one of owner, user, viewer');
  });

  it('says clearly when the server holds the embedded database', async () => {
    const lockedDir = await mkdtemp(join(tmpdir(), 'tripline-cli-locked-'));
    // This test process stands in for a running server.
    await writeFile(join(lockedDir, 'pglite.lock'), String(process.pid));
    const result = await runAdmin(['seed-demo'], lockedDir, undefined);
    await rm(lockedDir, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/in use by another process .*most likely the running server/);
  });

  it('reprocesses organisations, printing what moved, and refuses a team that is not one', {
    timeout: 120_000,
  }, async () => {
    const owner = uniqueEmail('reprocess');
    expect((await admin('create-user', '--email', owner, '--password', 'password one')).code).toBe(0);
    const team = await admin('create-team', '--type', 'org', '--name', 'Reprocess Org', '--owner', owner);
    const teamId = team.stdout.trim().split(/\s+/).at(-1) ?? '';
    const done = await admin('reprocess', '--team', teamId);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`Reprocess Org (${teamId}): 0 parsed emails`);
    expect(done.stdout).toContain('travelers 0 (unchanged)');
    expect(done.stdout).toContain('Reprocessed 1 organisation.');
    const unknown = await admin('reprocess', '--team', 'no-such-team');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No organisation has the id no-such-team');
  });
});
