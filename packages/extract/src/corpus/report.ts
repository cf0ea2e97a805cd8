import { type FirstSight, type FirstSightOrigin, type LedgerTotals, sumLedger } from './first-sight.js';
import type { CaseResult } from './run-cases.js';

interface Tally {
  expectedFields: number;
  matchedFields: number;
  producedElements: number;
  pairedElements: number;
  cases: number;
  passed: number;
}

function empty(): Tally {
  return { expectedFields: 0, matchedFields: 0, producedElements: 0, pairedElements: 0, cases: 0, passed: 0 };
}

function ratio(a: number, b: number): string {
  return b === 0 ? '   -  ' : (a / b).toFixed(3).padStart(6);
}

function add(t: Tally, r: CaseResult): void {
  t.cases++;
  if (r.score.passed) t.passed++;
  t.producedElements += r.score.producedElements;
  t.pairedElements += r.score.pairedElements;
  t.expectedFields += r.score.fields.length;
  t.matchedFields += r.score.fields.filter((f) => f.matched).length;
}

/** Overall element precision and field recall over a set of case results. */
export function overall(results: readonly CaseResult[]): { precision: number; recall: number; passed: number } {
  const t = empty();
  for (const r of results) add(t, r);
  return {
    precision: t.producedElements === 0 ? 1 : t.pairedElements / t.producedElements,
    recall: t.expectedFields === 0 ? 1 : t.matchedFields / t.expectedFields,
    passed: t.passed,
  };
}

/** The tables `npm run corpus` prints: per input kind, per field, and overall. */
export function formatReport(results: readonly CaseResult[]): string {
  const byKind = new Map<string, Tally>();
  const total = empty();
  for (const r of results) {
    const key = `${r.case.suite}/${r.case.inputKind}`;
    const t = byKind.get(key) ?? empty();
    add(t, r);
    add(total, r);
    byKind.set(key, t);
  }
  const lines: string[] = [];
  lines.push('input kind            cases  passed  precision  recall   fields');
  for (const [kind, t] of [...byKind.entries()].sort()) {
    lines.push(
      `${kind.padEnd(20)} ${String(t.cases).padStart(6)} ${String(t.passed).padStart(7)}     ${ratio(t.pairedElements, t.producedElements)} ${ratio(t.matchedFields, t.expectedFields)}  ${t.matchedFields}/${t.expectedFields}`,
    );
  }
  lines.push('');
  lines.push('field                     recall   matched/expected');
  const byField = new Map<string, [number, number]>();
  for (const r of results) {
    for (const f of r.score.fields) {
      const entry = byField.get(f.field) ?? [0, 0];
      entry[1]++;
      if (f.matched) entry[0]++;
      byField.set(f.field, entry);
    }
  }
  for (const [field, [m, n]] of [...byField.entries()].sort()) {
    lines.push(`${field.padEnd(24)} ${ratio(m, n)}   ${m}/${n}`);
  }
  lines.push('');
  lines.push(
    `overall: ${total.passed}/${total.cases} cases pass, element precision ${ratio(total.pairedElements, total.producedElements).trim()}, field recall ${ratio(total.matchedFields, total.expectedFields).trim()}`,
  );
  return lines.join('\n');
}

/** One sample with a ledger entry: its first-sight score and today's, in the same shape. */
export interface LedgerRow {
  id: string;
  origin: FirstSightOrigin;
  firstSight: FirstSight;
  today: FirstSight;
}

function totalsLine(label: string, t: LedgerTotals): string {
  return `${label.padEnd(42)} ${String(t.samples).padStart(7)}     ${ratio(t.matched, t.produced)} ${ratio(t.fieldsFound, t.fieldsExpected)}  ${t.fieldsFound}/${t.fieldsExpected}`;
}

/**
 * The ledger's table: first-sight precision and recall beside today's on the same samples, true first sights
 * apart from entries recorded after their code; then the shared corpus today.
 */
export function formatLedgerReport(rows: readonly LedgerRow[], corpus: readonly CaseResult[]): string {
  const lines = [`${'first-sight ledger (samples/*/first-sight.json)'.padEnd(42)} samples  precision  recall   fields`];
  const origins: [FirstSightOrigin, string][] = [
    ['first-sight', 'true first sights'],
    ['recorded-after-code', 'recorded after their code'],
  ];
  for (const [origin, label] of origins) {
    const group = rows.filter((r) => r.origin === origin);
    lines.push(totalsLine(`${label}, at first sight`, sumLedger(group.map((r) => r.firstSight))));
    lines.push(totalsLine(`${label}, today`, sumLedger(group.map((r) => r.today))));
  }
  const c = overall(corpus);
  lines.push(
    `shared corpus today: ${c.passed}/${corpus.length} cases pass, element precision ${c.precision.toFixed(3)}, field recall ${c.recall.toFixed(3)}`,
  );
  return lines.join('\n');
}
