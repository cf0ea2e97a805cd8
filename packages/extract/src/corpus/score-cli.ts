import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { type CorpusCase, loadCorpusCases, loadSampleCases, PACKAGE_DIR } from './cases.js';
import { engineVersion, readFirstSight, recordFirstSight, toFirstSight } from './first-sight.js';
import { FORWARD_STYLES, runForwarded } from './forwarded.js';
import { HTML_LAYOUT_VARIANTS, runHtmlLayoutVariants } from './html-variants.js';
import { formatLedgerReport, formatReport, type LedgerRow, overall } from './report.js';
import { type CaseResult, runCase } from './run-cases.js';
import { loadStageCases, runStageCase } from './stages.js';
import { LAYOUT_VARIANTS, runLayoutVariants, type VariantOutcome } from './variants.js';

/**
 * `npm run corpus`: scores the engine on the shared corpus and the project's samples; `-- --generic-only` scores the
 * general readers alone, `-- --forwarded` every mail as its traveller would forward it, `-- --variants` every text and
 * HTML page in layouts its sender might print it in, leaving the first-sight ledger as it is.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      verbose: { type: 'boolean', short: 'v' },
      'generic-only': { type: 'boolean' },
      forwarded: { type: 'boolean' },
      variants: { type: 'boolean' },
    },
  });
  const cases = [...loadCorpusCases(), ...loadSampleCases()];
  if (values.forwarded) {
    process.stdout.write(await forwardedReport(cases, values.verbose === true));
    return;
  }
  if (values.variants) {
    process.stdout.write(await variantsReport(cases, values.verbose === true));
    return;
  }
  if (values['generic-only']) {
    // What the general readers make of every case with no provider extractor: mail from senders nobody wrote for.
    const results: CaseResult[] = [];
    for (const c of cases) results.push(await runCase(c, { providerExtractors: false }));
    if (values.verbose) process.stdout.write(caseLines(results));
    process.stdout.write(`general readers only (no provider extractor)\n${formatReport(results)}\n`);
    return;
  }
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await runCase(c));
  if (values.verbose) process.stdout.write(caseLines(results));
  process.stdout.write(`${formatReport(results)}\n\n`);
  process.stdout.write(`${recordLedger(results, values.verbose === true)}\n`);
  const stages = loadStageCases().map((c) => ({ id: c.id, score: runStageCase(c) }));
  const stagePassed = stages.filter((s) => s.score.passed);
  process.stdout.write(
    `post-processing stages (corpus stages/, trip grouping aside): ${stagePassed.length}/${stages.length} cases pass\n`,
  );
  if (values.verbose) {
    for (const s of stages.filter((x) => !x.score.passed)) process.stdout.write(`  FAIL ${s.id}\n`);
  }
}

/**
 * Every case that is a mail, read as it came and as its traveller forwards it in each style, on the same cases: what
 * a forward loses (or reads wrong) that the mail itself gave.
 */
async function forwardedReport(cases: readonly CorpusCase[], verbose: boolean): Promise<string> {
  const out: string[] = [];
  // Each mail as sent is read once, whichever styles forward it.
  const sent = new Map<CorpusCase, CaseResult>();
  const found = (r: CaseResult) => r.score.fields.filter((f) => f.matched).length;
  const wrong = (r: CaseResult) => r.score.producedElements - r.score.pairedElements;
  for (const style of FORWARD_STYLES) {
    const originals: CaseResult[] = [];
    const forwards: CaseResult[] = [];
    for (const c of cases) {
      const forwarded = await runForwarded(c, style);
      if (!forwarded) continue;
      const original = sent.get(c) ?? (await runCase(c));
      sent.set(c, original);
      originals.push(original);
      forwards.push(forwarded);
      if (verbose && (found(forwarded) < found(original) || wrong(forwarded) > wrong(original)))
        out.push(
          `${style} ${c.id}: fields ${found(original)} → ${found(forwarded)} of ${original.score.fields.length}, wrong elements ${wrong(original)} → ${wrong(forwarded)}\n`,
        );
    }
    const [a, b] = [overall(originals), overall(forwards)];
    const fields = (rs: CaseResult[]) => rs.reduce((n, r) => n + found(r), 0);
    const expected = originals.reduce((n, r) => n + r.score.fields.length, 0);
    out.push(
      `forwarded (${style}), ${originals.length} mails: as sent ${a.passed} pass, precision ${a.precision.toFixed(3)}, recall ${a.recall.toFixed(3)} (${fields(originals)}/${expected}); forwarded ${b.passed} pass, precision ${b.precision.toFixed(3)}, recall ${b.recall.toFixed(3)} (${fields(forwards)}/${expected})\n`,
    );
  }
  return out.join('');
}

/** One line per case: passed or not, its elements paired, and the fields it missed. */
function caseLines(results: readonly CaseResult[]): string {
  const lines = results.map((r) => {
    const missed = r.score.fields.filter((f) => !f.matched).map((f) => f.field);
    return `${r.score.passed ? 'PASS' : 'FAIL'} ${r.case.id}  paired ${r.score.pairedElements}/${r.score.producedElements} produced, ${r.score.expectedElements} expected${missed.length ? `; missed ${missed.join(', ')}` : ''}\n`;
  });
  return `${lines.join('')}\n`;
}

/**
 * Gives every sample without a ledger entry its first sight (today's score, written once, never rewritten) and
 * prints the ledger's first-sight figures beside today's.
 */
function recordLedger(results: readonly CaseResult[], verbose: boolean): string {
  const engine = engineVersion(PACKAGE_DIR);
  const rows: LedgerRow[] = [];
  const recorded: string[] = [];
  for (const r of results.filter((x) => x.case.suite === 'samples')) {
    const today = toFirstSight(r.score, engine, 'first-sight');
    let firstSight = readFirstSight(r.case.inputPath);
    if (!firstSight && recordFirstSight(r.case.inputPath, today)) {
      firstSight = today;
      recorded.push(dirname(r.case.inputPath).split(/[\\/]/).pop() ?? r.case.id);
    }
    if (firstSight) rows.push({ id: r.case.id, origin: firstSight.origin, firstSight, today });
  }
  const note = recorded.length
    ? `first sight recorded now (engine ${engine}) for ${recorded.length} sample(s): ${recorded.join(', ')}\n`
    : '';
  const each = verbose
    ? rows
        .filter((r) => r.origin === 'first-sight')
        .map(
          (r) =>
            `first sight ${r.id} (${r.firstSight.scoredAt.slice(0, 10)}, ${r.firstSight.engine}): matched ${r.firstSight.matched}/${r.firstSight.produced} produced, fields ${r.firstSight.fieldsFound}/${r.firstSight.fieldsExpected}; today ${r.today.matched}/${r.today.produced}, ${r.today.fieldsFound}/${r.today.fieldsExpected}\n`,
        )
        .join('')
    : '';
  return `${note}${each}${formatLedgerReport(
    rows,
    results.filter((r) => r.case.suite === 'corpus'),
  )}`;
}

/**
 * Every text case in each layout variant (`variants.ts`), then every HTML case in each of its own (`html-variants.ts`):
 * the values a variant gives wrong that the case gives right.
 */
async function variantsReport(cases: readonly CorpusCase[], verbose: boolean): Promise<string> {
  const text = await runLayoutVariants(cases);
  const html = await runHtmlLayoutVariants(cases);
  return [
    variantLines(text.outcomes, `${text.cases} text cases, ${Object.keys(LAYOUT_VARIANTS).length} variants`, verbose),
    variantLines(
      html.outcomes,
      `${html.cases} HTML cases, ${Object.keys(HTML_LAYOUT_VARIANTS).length} variants`,
      verbose,
    ),
  ].join('');
}

/** The variants' outcomes: each value read wrong, with `verbose` each case's values no longer read, then the counts. */
function variantLines(outcomes: readonly VariantOutcome[], measured: string, verbose: boolean): string {
  const byVariant = new Map<string, { wrong: number; lost: number }>();
  for (const o of outcomes) {
    const count = byVariant.get(o.variant) ?? { wrong: 0, lost: 0 };
    byVariant.set(o.variant, { wrong: count.wrong + (o.wrong.length > 0 ? 1 : 0), lost: count.lost + o.lost });
  }
  const wrong = outcomes.filter((o) => o.wrong.length > 0);
  const out = wrong.map((o) => `${o.caseId} [${o.variant}] ${o.wrong.join(' | ')}\n`);
  if (verbose)
    for (const o of outcomes)
      if (o.lost > 0) out.push(`${o.caseId} [${o.variant}] ${o.lost} value(s) no longer read\n`);
  for (const [variant, count] of byVariant)
    out.push(`${variant}: ${count.wrong} case(s) with a value read wrong, ${count.lost} value(s) no longer read\n`);
  const lost = outcomes.reduce((sum, o) => sum + o.lost, 0);
  out.push(
    `layout variants: ${measured}, ${wrong.length} readings with a value wrong that the case reads right, ${lost} values no longer read\n`,
  );
  return out.join('');
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
