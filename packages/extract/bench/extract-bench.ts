import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpusCases, loadSampleCases } from '../src/corpus/cases.js';
import { disposeOcr, extract, ocrStats } from '../src/index.js';
import { buildScannedPdf, renderTestScan } from '../src/processors/ocr/build-test-scan.js';

const SCAN_LINES = [
  'Booking number: 5518204473',
  'Hotel: Motel One London-Tower Hill',
  'Address: 24-26 Minories, EC3N 1BJ London, United Kingdom',
  'Arrival: Thu, 05.11.2026 from 15:00',
  'Departure: Sun, 08.11.2026 until 12:00',
  'Guest: Ada Sample',
  'Total price: 417.00 GBP',
];

/**
 * Documents that need OCR, measured on their own so the figures above stay those of documents with text: a scanned
 * PDF page and a JPEG (the image processor's path), each one page. The worker's start is paid once, reported apart.
 */
async function benchOcr(rounds: number): Promise<string[]> {
  const scans = [
    { name: 'scan.pdf', bytes: await buildScannedPdf({ lines: SCAN_LINES }) },
    { name: 'scan.jpg', bytes: await renderTestScan({ lines: SCAN_LINES, height: 500 }, 'jpeg') },
  ];
  const options = (name: string) => ({
    fileName: name,
    date: new Date('2026-09-11'),
    limits: { timeBudgetMs: 120_000 },
  });
  const firstStart = performance.now();
  await extract(scans[0]?.bytes ?? new Uint8Array(), options('scan.pdf'));
  const firstMs = performance.now() - firstStart;
  const before = await ocrStats();
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let r = 0; r < rounds; r++) {
    for (const scan of scans) {
      const t0 = performance.now();
      await extract(scan.bytes, options(scan.name));
      times.push(performance.now() - t0);
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  const after = await ocrStats();
  await disposeOcr();
  const pages = after.pages - before.pages;
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? 0;
  const cpuPerPage = (cpu.user + cpu.system) / 1000 / Math.max(1, pages);
  return [
    `ocr: ${scans.length} documents needing OCR x ${rounds} rounds = ${times.length}, ${pages} pages read, ${after.timeouts - before.timeouts} timeouts`,
    `ocr per page (one page each): p50 ${p50.toFixed(0)} ms wall, ${cpuPerPage.toFixed(0)} CPU ms; first document with the worker's start ${firstMs.toFixed(0)} ms`,
  ];
}

/** Throughput and tail latency of `extract` over the corpus and samples, on one core (one process, sequential). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { rounds: { type: 'string', default: '20' }, 'ocr-rounds': { type: 'string', default: '3' } },
  });
  const rounds = Math.max(1, Number.parseInt(values.rounds ?? '20', 10) || 20);
  const ocrRounds = Math.max(0, Number.parseInt(values['ocr-rounds'] ?? '3', 10) || 0);
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
    ...(ocrRounds > 0 ? await benchOcr(ocrRounds) : []),
    `reproduce: npm run bench -w packages/extract -- --rounds ${rounds} --ocr-rounds ${ocrRounds}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
