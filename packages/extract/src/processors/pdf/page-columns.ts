/** A run of text placed on the page: its left and right edges, its baseline and its font size, in points. */
export interface PlacedRun {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
  /** Written up or down the page (a fold mark along a gutter): it spans no width across the page. */
  turned?: boolean;
}

/** Each side of a gutter holds at least this many lines of text… */
const MIN_COLUMN_LINES = 8;
/** …half of them at least this many font sizes wide: prose or a ticket's rows, not a table's short cells. */
const MIN_PROSE_WIDTH = 12;

/** The most places a gutter is looked for at under a heading: where the most runs start. */
const MAX_GUTTER_PLACES = 200;
/**
 * A ticket's short lines of facts beside its conditions of use: fewer lines on a side will do, and one side of prose,
 * when the sides share hardly any baselines (a table's columns share most of theirs).
 */
const MIN_FACT_LINES = 5;
const MAX_SHARED_BASELINES_BESIDE_PROSE = 0.25;
/** A table's rows share their baselines across its columns: sides that share more of them than this are one table. */
const MAX_SHARED_BASELINES = 0.8;
/**
 * The same under a heading, where a gutter is looked for at many places: a ticket's box of facts beside its rows
 * shares half its baselines or more with them, columns of prose set apart fewer.
 */
const MAX_SHARED_BASELINES_IN_BAND = 0.5;

/** A gap between two runs of a line narrower than this many font sizes is the space between two words, no gutter. */
const MIN_GUTTER = 1;

/**
 * Where each run's text reaches to as gutters are looked for: its end, carried over the space to the next word of its
 * line, since a page may write each word as a run of its own and a gutter does not stand between two words.
 */
function textReaches(runs: readonly PlacedRun[]): Map<PlacedRun, number> {
  const reaches = new Map<PlacedRun, number>();
  for (const line of linesOf(runs.filter((r) => !r.turned))) {
    line.sort((a, b) => a.x - b.x);
    for (const [i, run] of line.entries()) {
      const next = line[i + 1];
      const wordSpace = next && next.x - run.end < MIN_GUTTER * Math.max(run.size, next.size);
      reaches.set(run, wordSpace ? Math.max(run.end, next.x) : run.end);
    }
  }
  return reaches;
}

/** Whether most lines of the side with fewer lines stand on a baseline of the other side's: a table's rows. */
function sharesRows(left: readonly PlacedRun[], right: readonly PlacedRun[], most: number): boolean {
  const baselines = (side: readonly PlacedRun[]) => [...new Set(side.map((r) => Math.round(r.y)))];
  const [a, b] = [baselines(left), baselines(right)];
  const [fewer, more] = a.length <= b.length ? [a, b] : [b, a];
  const shared = fewer.filter((y) => more.some((z) => Math.abs(z - y) <= 1)).length;
  return shared > fewer.length * most;
}

/** The page's lines: its runs grouped by baseline, as the layout groups them. */
function lineCount(runs: readonly PlacedRun[]): number {
  const ys = runs.map((r) => r.y).sort((a, b) => b - a);
  let lines = 0;
  let previous: number | undefined;
  for (const y of ys) {
    if (previous === undefined || previous - y > 2) lines++;
    previous = y;
  }
  return lines;
}

/** Whether half of a side's lines at least are as wide as prose, measured from the side's left edge. */
function readsAsProse(runs: readonly PlacedRun[]): boolean {
  const widths = new Map<number, { x: number; end: number; size: number }>();
  for (const run of runs) {
    const key = Math.round(run.y / 2);
    const line = widths.get(key);
    if (line) {
      line.x = Math.min(line.x, run.x);
      line.end = Math.max(line.end, run.end);
      line.size = Math.max(line.size, run.size);
    } else widths.set(key, { x: run.x, end: run.end, size: run.size });
  }
  const lines = [...widths.values()];
  const wide = lines.filter((l) => l.end - l.x >= MIN_PROSE_WIDTH * l.size).length;
  return wide * 2 >= lines.length;
}

/** The columns of runs set side by side from their top to their foot, left to right (one when there are none). */
function columnsFromTopToFoot(runs: readonly PlacedRun[]): PlacedRun[][] {
  const across = runs.filter((r) => !r.turned).sort((a, b) => a.x - b.x);
  if (across.length === 0) return [[...runs]];
  const reaches = textReaches(across);
  // Edges where a gutter may stand: the text so far ends left of the next run's start.
  const gutters: number[] = [];
  let reach = across[0]?.x ?? 0;
  for (const run of across) {
    if (run.x > reach) gutters.push((reach + run.x) / 2);
    reach = Math.max(reach, reaches.get(run) ?? run.end);
  }
  const columns: PlacedRun[][] = [];
  let rest = [...runs];
  for (const gutter of gutters) {
    const left = rest.filter((r) => r.x < gutter);
    const right = rest.filter((r) => r.x >= gutter);
    if (!areColumns(left, right)) continue;
    columns.push(left);
    rest = right;
  }
  columns.push(rest);
  return columns;
}

/** Whether the runs left and right of a gutter are columns: lines of prose on each side, not a table's rows. */
function areColumns(
  left: readonly PlacedRun[],
  right: readonly PlacedRun[],
  mostShared = MAX_SHARED_BASELINES,
): boolean {
  const sides = [left, right].map((side) => side.filter((r) => !r.turned));
  const [a = [], b = []] = sides;
  if (sides.every((side) => lineCount(side) >= MIN_COLUMN_LINES && readsAsProse(side))) {
    return !sharesRows(a, b, mostShared);
  }
  return (
    sides.every((side) => lineCount(side) >= MIN_FACT_LINES) &&
    sides.some(readsAsProse) &&
    !sharesRows(a, b, Math.min(mostShared, MAX_SHARED_BASELINES_BESIDE_PROSE))
  );
}

/** The runs grouped by baseline, from the top of the page down, each line's runs from the left. */
export function linesOf(runs: readonly PlacedRun[]): PlacedRun[][] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedRun[][] = [];
  for (const run of sorted) {
    const line = lines[lines.length - 1];
    const first = line?.[0];
    if (line && first && Math.abs(first.y - run.y) <= Math.max(2, first.size * 0.5)) line.push(run);
    else lines.push([run]);
  }
  return lines;
}

/**
 * Columns set side by side under lines that run across the page (a heading, the booking's reference) or above
 * them (a footer): the longest run of lines no text crosses at one place, holding half the page's lines at least,
 * whose sides are columns. The lines above, each column of the band and the lines below, in reading order.
 */
function columnsInBand(runs: readonly PlacedRun[]): PlacedRun[][] | undefined {
  const lines = linesOf(runs);
  const reaches = textReaches(runs);
  const crosses = (line: readonly PlacedRun[], x: number) =>
    line.some((r) => !r.turned && r.x < x && (reaches.get(r) ?? r.end) > x);
  // A gutter stands just left of where runs start; a page of many runs is looked at only where the most start.
  const starts = new Map<number, number>();
  for (const run of runs) if (!run.turned) starts.set(Math.round(run.x), (starts.get(Math.round(run.x)) ?? 0) + 1);
  const places = [...starts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_GUTTER_PLACES)
    .map(([x]) => x - 0.5);
  const bands = places.flatMap((x) => {
    let best: { x: number; from: number; to: number } | undefined;
    let from = 0;
    for (let i = 0; i <= lines.length; i++) {
      const line = lines[i];
      if (line && !crosses(line, x)) continue;
      if (!best || i - from > best.to - best.from) best = { x, from, to: i };
      from = i + 1;
    }
    return best && (best.to - best.from) * 2 >= lines.length ? [best] : [];
  });
  bands.sort((a, b) => b.to - b.from - (a.to - a.from) || a.x - b.x);
  for (const band of bands) {
    const inside = lines.slice(band.from, band.to).flat();
    const left = inside.filter((r) => r.x < band.x);
    const right = inside.filter((r) => r.x >= band.x);
    if (left.length === 0 || right.length === 0 || !areColumns(left, right, MAX_SHARED_BASELINES_IN_BAND)) continue;
    const above = lines.slice(0, band.from).flat();
    const below = lines.slice(band.to).flat();
    return [above, ...columnsFromTopToFoot(left), ...columnsFromTopToFoot(right), below].filter((g) => g.length > 0);
  }
  return undefined;
}

/**
 * The page's parts in reading order when it is set in columns side by side (a ticket beside its conditions of use):
 * bands no run of text crosses, from the top of the page to its foot or between lines that run across it, between
 * sides that each hold lines of prose and do not stand on the same baselines, each column after the other. A page
 * laid out in rows, or a table whose cells leave gaps between them (short ones, or long ones in rows), is one part.
 * Runs written up the page are put in the column they stand in and cross no gutter.
 */
export function pageColumns(runs: readonly PlacedRun[]): PlacedRun[][] {
  const columns = columnsFromTopToFoot(runs);
  return columns.length > 1 ? columns : (columnsInBand(runs) ?? columns);
}
