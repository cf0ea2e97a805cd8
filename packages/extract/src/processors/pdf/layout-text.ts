/** What pdf.js gives for a run of text: its string, its transform (x at [4], y at [5]) and its size. */
export interface PositionedText {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

interface Run {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

/** A gap wider than this many font sizes separates columns: it is kept as several spaces for the extractors. */
const COLUMN_GAP = 2;

/**
 * The page's text in reading order, one line per row of the page: PDFs store text runs in whatever order their
 * producer wrote them, while the extractors read lines top to bottom, left to right.
 */
export function layoutPageText(items: readonly PositionedText[]): string {
  const runs: Run[] = [];
  for (const item of items) {
    const text = item.str ?? '';
    if (!text.trim()) continue;
    const [, , , scaleY = 0, x = 0, y = 0] = item.transform ?? [];
    const size = Math.abs(item.height || scaleY) || 10;
    runs.push({ text, x, y, end: x + (item.width ?? 0), size });
  }
  runs.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Run[][] = [];
  for (const run of runs) {
    const line = lines[lines.length - 1];
    const first = line?.[0];
    if (line && first && Math.abs(first.y - run.y) <= Math.max(2, first.size * 0.5)) line.push(run);
    else lines.push([run]);
  }
  return lines
    .map((line) => {
      line.sort((a, b) => a.x - b.x);
      let text = '';
      let previous: Run | undefined;
      for (const run of line) {
        const gap = previous ? run.x - previous.end : 0;
        if (previous && gap > run.size * COLUMN_GAP) text += '   ';
        else if (previous && gap > run.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
        text += run.text;
        previous = run;
      }
      return text.replace(/\s+$/, '');
    })
    .join('\n');
}
