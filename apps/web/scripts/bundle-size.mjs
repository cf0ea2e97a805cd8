// Prints the gzipped size of the JavaScript the console's first page load fetches: the entry script and the
// modules it preloads. Route pages load later and are not counted. Builds the console (production) first, so a
// build left by another run (tests build with NODE_ENV=test) is never what gets measured.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const indexHtml = join(distDir, 'index.html');
const LIMIT_KB = 250;

const build = spawnSync('npm', ['run', 'build'], {
  cwd: webDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0 || !existsSync(indexHtml)) process.exit(build.status || 1);

const html = readFileSync(indexHtml, 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
]
  .map((match) => match[1])
  .filter((src, index, all) => all.indexOf(src) === index);

let total = 0;
for (const src of scripts) {
  const size = gzipSync(readFileSync(join(distDir, src.replace(/^\//, '')))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${src}`);
}
const totalKb = total / 1024;
console.log(`initial JS (gzip): ${totalKb.toFixed(1)} KB of ${LIMIT_KB} KB allowed (${scripts.length} files)`);
console.log('reproduce: npm run build -w apps/web && node apps/web/scripts/bundle-size.mjs');
process.exit(totalKb <= LIMIT_KB ? 0 : 1);
