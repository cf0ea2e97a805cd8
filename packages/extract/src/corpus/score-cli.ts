import { parseArgs } from 'node:util';
import { loadCorpusCases, loadSampleCases } from './cases.js';
import { formatReport } from './report.js';
import { type CaseResult, runCase } from './run-cases.js';
import { loadStageCases, runStageCase } from './stages.js';

/** `npm run corpus`: scores the engine on the shared corpus and the project's samples. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { verbose: { type: 'boolean', short: 'v' } } });
  const cases = [...loadCorpusCases(), ...loadSampleCases()];
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await runCase(c));
  if (values.verbose) {
    for (const r of results) {
      const missed = r.score.fields.filter((f) => !f.matched).map((f) => f.field);
      process.stdout.write(
        `${r.score.passed ? 'PASS' : 'FAIL'} ${r.case.id}  paired ${r.score.pairedElements}/${r.score.producedElements} produced, ${r.score.expectedElements} expected${missed.length ? `; missed ${missed.join(', ')}` : ''}\n`,
      );
    }
    process.stdout.write('\n');
  }
  process.stdout.write(`${formatReport(results)}\n`);
  const stages = loadStageCases().map((c) => ({ id: c.id, score: runStageCase(c) }));
  const stagePassed = stages.filter((s) => s.score.passed);
  process.stdout.write(
    `post-processing stages (corpus stages/, trip grouping aside): ${stagePassed.length}/${stages.length} cases pass\n`,
  );
  if (values.verbose) {
    for (const s of stages.filter((x) => !x.score.passed)) process.stdout.write(`  FAIL ${s.id}\n`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
