// `npm run bench`: runs every workspace's benchmark in turn; each prints its figures and the command that
// reproduces them. Pass workspace names to run only some: `npm run bench -- apps/server`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const chosen = process.argv.slice(2);
let failures = 0;
for (const ws of workspaces) {
  if (chosen.length && !chosen.includes(ws)) continue;
  const pkg = JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8'));
  if (!pkg.scripts?.bench) continue;
  console.log(`\n### ${ws} — reproduce with: npm run bench -w ${ws}\n`);
  const run = spawnSync('npm', ['run', 'bench', '-w', ws], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failures += 1;
}
process.exit(failures ? 1 : 0);
