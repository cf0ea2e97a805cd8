// `npm start`: builds the console and the extraction engine when a build is missing or older than its sources,
// then runs the server (whose parse workers run the built engine).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const builtIndex = join(webDir, 'dist/index.html');

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function consoleNeedsBuild() {
  if (!existsSync(builtIndex)) return true;
  const sources = [join(webDir, 'src'), join(webDir, 'index.html'), join(root, 'packages/contracts/src')];
  const built = statSync(builtIndex).mtimeMs;
  return sources.some((s) => existsSync(s) && newestChange(s) > built);
}

if (consoleNeedsBuild()) {
  console.log('Building the console…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { ensureEngineBuilt } = await import('../packages/extract/scripts/engine-build.mjs');
await ensureEngineBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
