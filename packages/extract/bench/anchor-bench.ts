import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { delimiter, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
// @ts-expect-error: a plain JavaScript build script, without type declarations.
import { builtCli, ensureEngineBuilt } from '../scripts/engine-build.mjs';
import { loadCorpusCases } from '../src/corpus/cases.js';

/**
 * The engine against the anchor, KItinerary, run the same way: one process reading many files, on the same folder
 * (the inputs of the shared corpus repeated to N files), start-up taken out as (t(N) − t(1)) / (N − 1). Both are
 * timed from outside by GNU time: wall seconds, CPU seconds and peak resident memory.
 */

interface Run {
  wall: number;
  cpu: number;
  peakKb: number;
}

const TIME = '/usr/bin/time';

/** The folder of N documents: the corpus inputs in turn, made once and kept in the temporary directory. */
function mixFolder(documents: number): string {
  const inputs = loadCorpusCases();
  const dir = join(tmpdir(), `tripline-bench-mix-${documents}`);
  if (existsSync(dir) && readdirSync(dir).length === documents) return dir;
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < documents; i++) {
    const input = inputs[i % inputs.length] as (typeof inputs)[number];
    copyFileSync(input.inputPath, join(dir, `${String(i).padStart(5, '0')}-${input.id}${extname(input.inputPath)}`));
  }
  return dir;
}

/** Runs a command under GNU time, its output discarded; undefined when it fails. */
function timed(command: string[], env: NodeJS.ProcessEnv = process.env): Run | undefined {
  const run = spawnSync(TIME, ['-f', 'TIMED %e %U %S %M', ...command], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = run.stderr
    ?.toString()
    .split('\n')
    .find((l) => l.startsWith('TIMED '));
  if (run.status !== 0 || !line) return undefined;
  const [wall, user, system, peakKb] = line.slice(6).split(' ').map(Number) as [number, number, number, number];
  return { wall, cpu: user + system, peakKb };
}

/** The anchor's runner: KITINERARY_BATCH, else on the PATH, else where its README builds it. */
function anchorBinary(): string | undefined {
  const candidates = [
    process.env.KITINERARY_BATCH,
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'kitinerary-batch')),
    join(tmpdir(), 'kitinerary-batch', 'kitinerary-batch'),
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** One-file runs are short enough for the machine's other work to swing them: the run of median wall time of five. */
const ONE_FILE_RUNS = 5;

function timedOneFile(command: string[], env?: NodeJS.ProcessEnv): Run | undefined {
  const runs: Run[] = [];
  for (let i = 0; i < ONE_FILE_RUNS; i++) {
    const run = timed(command, env);
    if (!run) return undefined;
    runs.push(run);
  }
  return runs.sort((a, b) => a.wall - b.wall)[Math.floor(runs.length / 2)];
}

/** Runs over all the files: several, the engines taking turns, so that the machine's other work weighs on both alike. */
const DEFAULT_ALL_FILE_RUNS = 3;

/** The run of median CPU time of several. */
function medianRun(runs: readonly Run[]): Run | undefined {
  return [...runs].sort((a, b) => a.cpu - b.cpu)[Math.floor(runs.length / 2)];
}

/** Per document with start-up taken out, from a run over one file and a run over all of them. */
function perDocument(one: Run, all: Run, documents: number) {
  return {
    wallMs: ((all.wall - one.wall) * 1000) / (documents - 1),
    cpuMs: ((all.cpu - one.cpu) * 1000) / (documents - 1),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { documents: { type: 'string', default: '5000' }, runs: { type: 'string', default: '3' } },
    strict: false,
  });
  const documents = Math.max(2, Number.parseInt(String(values.documents ?? '5000'), 10) || 5000);
  const allFileRuns = Math.max(1, Number.parseInt(String(values.runs ?? ''), 10) || DEFAULT_ALL_FILE_RUNS);
  if (!existsSync(TIME)) {
    process.stdout.write(`anchor bench: skipped, it needs GNU time at ${TIME} (Debian package "time")\n`);
    return;
  }
  await ensureEngineBuilt();
  const dir = mixFolder(documents);
  const files = readdirSync(dir)
    .sort()
    .map((f) => join(dir, f));
  const first = files[0] as string;
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const lines = [
    `anchor bench: ${documents} documents (the shared corpus's inputs in turn) in ${dir}; ${cpus().length} cores, load average ${load}`,
  ];

  const oursCommand = [process.execPath, builtCli as string];
  const anchor = anchorBinary();
  const env = { ...process.env, QT_QPA_PLATFORM: 'offscreen' };
  const oursRuns: Run[] = [];
  const anchorRuns: Run[] = [];
  for (let i = 0; i < allFileRuns; i++) {
    const run = timed([...oursCommand, dir]);
    if (run) oursRuns.push(run);
    const theirs = anchor ? timed([anchor, ...files], env) : undefined;
    if (theirs) anchorRuns.push(theirs);
  }
  lines[0] += `; all files run ${allFileRuns} times, the engines in turn, the run of median CPU time taken`;
  const oursOne = timedOneFile([...oursCommand, first]);
  const oursAll = oursRuns.length === allFileRuns ? medianRun(oursRuns) : undefined;
  let ours: ReturnType<typeof perDocument> | undefined;
  if (oursOne && oursAll) {
    ours = perDocument(oursOne, oursAll, documents);
    lines.push(
      `tripline: ${ours.wallMs.toFixed(3)} ms per document wall, ${ours.cpuMs.toFixed(3)} ms CPU; start-up ${oursOne.wall.toFixed(2)} s (median of ${ONE_FILE_RUNS}); peak memory ${(oursAll.peakKb / 1024).toFixed(0)} MB (${documents} documents), ${(oursOne.peakKb / 1024).toFixed(0)} MB (one)`,
      `  reproduce: ${TIME} -v node packages/extract/dist/cli.js ${dir} > /dev/null   (and once with one file: ${first})`,
    );
  } else lines.push('tripline: the built CLI failed; run it by hand to see why');

  if (!anchor) {
    lines.push(
      'kitinerary: runner not built (see the shared tools/kitinerary-batch README, or set KITINERARY_BATCH): no comparison',
    );
  } else {
    const anchorOne = timedOneFile([anchor, first], env);
    const anchorAll = anchorRuns.length === allFileRuns ? medianRun(anchorRuns) : undefined;
    if (anchorOne && anchorAll) {
      const theirs = perDocument(anchorOne, anchorAll, documents);
      lines.push(
        `kitinerary: ${theirs.wallMs.toFixed(3)} ms per document wall, ${theirs.cpuMs.toFixed(3)} ms CPU; start-up ${anchorOne.wall.toFixed(2)} s (median of ${ONE_FILE_RUNS}); peak memory ${(anchorAll.peakKb / 1024).toFixed(0)} MB (${documents} documents)`,
        `  reproduce: QT_QPA_PLATFORM=offscreen ${TIME} -v ${anchor} ${dir}/* > /dev/null`,
      );
      if (ours) {
        lines.push(
          `ratio tripline / kitinerary: ${(ours.wallMs / theirs.wallMs).toFixed(2)} wall, ${(ours.cpuMs / theirs.cpuMs).toFixed(2)} CPU per document; ${(oursAll?.peakKb ?? 0) / anchorAll.peakKb > 0 ? ((oursAll?.peakKb ?? 0) / anchorAll.peakKb).toFixed(2) : '?'} peak memory`,
        );
      }
    } else lines.push(`kitinerary: the runner at ${anchor} failed`);
  }
  lines.push(`reproduce: npm run bench:anchor -w packages/extract -- --documents ${documents} --runs ${allFileRuns}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
