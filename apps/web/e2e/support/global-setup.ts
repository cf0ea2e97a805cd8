import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { admin, REPO_ROOT, startServer, stopServer } from './server';
import { ACCOUNTS, type E2eWorld } from './world';

declare module 'vitest' {
  export interface ProvidedContext {
    world: E2eWorld;
  }
}

/** Builds the console, makes users and teams with the admin CLI, starts the server; stops it all afterwards. */
export default async function setup(project: TestProject) {
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development bundle.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('The console build failed');
  mkdirSync(join(REPO_ROOT, 'apps/web/e2e/artifacts'), { recursive: true });

  const dataDir = mkdtempSync(join(tmpdir(), 'tripline-e2e-'));
  for (const account of Object.values(ACCOUNTS)) {
    await admin(dataDir, [
      'create-user',
      '--email',
      account.email,
      '--password',
      account.password,
      '--name',
      account.name,
      ...('globalRole' in account ? ['--global-role', account.globalRole] : []),
    ]);
  }
  const orgId = await admin(dataDir, [
    'create-team',
    '--type',
    'org',
    '--name',
    'Acme Travel',
    '--owner',
    ACCOUNTS.owner.email,
  ]);
  const devId = await admin(dataDir, [
    'create-team',
    '--type',
    'dev',
    '--name',
    'Acme Labs',
    '--owner',
    ACCOUNTS.owner.email,
  ]);
  await admin(dataDir, ['add-member', '--team', orgId, '--email', ACCOUNTS.viewer.email, '--role', 'viewer']);
  await admin(dataDir, ['add-member', '--team', devId, '--email', ACCOUNTS.viewer.email, '--role', 'viewer']);

  const server = await startServer(dataDir);
  project.provide('world', { baseUrl: server.url, orgId, devId, dataDir, smtpPort: server.smtpPort });

  return async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
