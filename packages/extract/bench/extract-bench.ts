import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpusCases, loadSampleCases } from '../src/corpus/cases.js';
import { extract } from '../src/index.js';

/** Throughput and tail latency of `extract` over the corpus and samples, on one core (one process, sequential). */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
  const rounds = Math.max(1, Number.parseInt(values.rounds ?? '20', 10) || 20);
  const inputs = [...loadCorpusCases(), ...loadSampleCases()].map((c) => ({
    id: c.id,
    bytes: new Uint8Array(readFileSync(c.inputPath)),
    fileName: basename(c.inputPath),
    context: c.contextPath ? new Uint8Array(readFileSync(c.contextPath)) : undefined,
    date: c.contextDate,
  }));
  const run = (i: (typeof inputs)[number]) =>
    extract(i.bytes, { fileName: i.fileName, ...(i.context ? { context: i.context } : { date: i.date }) });
  for (const i of inputs) await run(i);
  const times: number[] = [];
  const perInput = new Map<string, number>();
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const i of inputs) {
      const t0 = performance.now();
      await run(i);
      const ms = performance.now() - t0;
      times.push(ms);
      perInput.set(i.id, (perInput.get(i.id) ?? 0) + ms / rounds);
    }
  }
  const wallMs = performance.now() - wallStart;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  times.sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const lines = [
    `documents: ${inputs.length} inputs x ${rounds} rounds = ${times.length}`,
    `throughput: ${((times.length / wallMs) * 1000).toFixed(0)} documents/s per core (wall), ${((times.length / cpuMs) * 1000).toFixed(0)} documents/s per CPU-second`,
    `latency per document: p50 ${pick(0.5).toFixed(2)} ms, p99 ${pick(0.99).toFixed(2)} ms, max ${(times[times.length - 1] ?? 0).toFixed(2)} ms`,
    `slowest inputs (mean ms): ${[...perInput.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([id, ms]) => `${id} ${ms.toFixed(1)}`)
      .join(', ')}`,
    `reproduce: npm run bench -w packages/extract -- --rounds ${rounds}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
