// The engine as built JavaScript: one esbuild bundle (split where the engine loads a reader lazily) under dist/,
// which the parse CLI and the server's parse workers run instead of compiling TypeScript at start-up.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(packageDir, 'src');
export const distDir = join(packageDir, 'dist');
/** The built engine's entry points. */
export const builtIndex = join(distDir, 'index.js');
export const builtCli = join(distDir, 'cli.js');

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Whether dist/ holds a build at least as new as every source file (and this script). */
export function isBuildFresh() {
  if (!existsSync(builtIndex) || !existsSync(builtCli)) return false;
  const built = Math.min(statSync(builtIndex).mtimeMs, statSync(builtCli).mtimeMs);
  return newestChange(sourceDir) <= built && statSync(fileURLToPath(import.meta.url)).mtimeMs <= built;
}

/** Bundles the engine into dist/ (about a second); the data files it reads beside its code are copied along. */
export async function buildEngine() {
  const { build } = await import('esbuild');
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  await build({
    entryPoints: [join(sourceDir, 'index.ts'), join(sourceDir, 'cli.ts')],
    outdir: distDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  copyFileSync(join(sourceDir, 'refdata', 'stations.tsv.gz'), join(distDir, 'stations.tsv.gz'));
}

/** Builds the engine unless dist/ is already up to date. */
export async function ensureEngineBuilt() {
  if (!isBuildFresh()) await buildEngine();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildEngine();
  console.log(`built the engine into ${distDir.slice(packageDir.length + 1)}/`);
}
