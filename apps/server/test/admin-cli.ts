import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the admin CLI as `npm run admin` does, on the installation of `dataDir`: its embedded database unless
 * `env` names a DATABASE_URL (the caller's own DATABASE_URL is never inherited).
 */
export async function runAdminCli(args: string[], dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: serverDir,
      env: childEnv,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
