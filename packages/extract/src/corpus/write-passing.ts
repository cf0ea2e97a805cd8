import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpusCases, loadSampleCases } from './cases.js';
import { runCase } from './run-cases.js';
import { loadStageCases, runStageCase } from './stages.js';

/** Rewrites test/corpus-passing.json and test/stages-passing.json with the ids of every case that passes now (run after an improvement). */
async function main(): Promise<void> {
  const cases = [...loadCorpusCases(), ...loadSampleCases()];
  const passing: string[] = [];
  for (const c of cases) if ((await runCase(c)).score.passed) passing.push(c.id);
  const path = join(import.meta.dirname, '..', '..', 'test', 'corpus-passing.json');
  writeFileSync(path, `${JSON.stringify(passing.sort(), null, 2)}\n`);
  process.stdout.write(`${passing.length}/${cases.length} cases pass; written to test/corpus-passing.json\n`);
  const stages = loadStageCases();
  const stagesPassing = stages.filter((c) => runStageCase(c).passed).map((c) => c.id);
  writeFileSync(
    join(import.meta.dirname, '..', '..', 'test', 'stages-passing.json'),
    `${JSON.stringify(stagesPassing.sort(), null, 2)}\n`,
  );
  process.stdout.write(
    `${stagesPassing.length}/${stages.length} stage cases pass; written to test/stages-passing.json\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
