import { designators } from './flight-cards.js';
import { htmlLibraries } from './html-libraries.js';

/** A clock: `14:10`, `9.05`. */
const CLOCK = /(?<![\d:.])(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d.:]\d)/g;
/** A row runs a card's cells together in at most this many characters. */
const MAX_ROW = 160;

/**
 * Whether a page's text runs the cells of a flight's card together on one line, as a table row of cells that each
 * stack their lines gives it (`16 сен 2019, 14:10 16 сен 2019, 16:15 S7 6003` over `Санкт-Петербург, Пулково,
 * Саранск`): a short line with two clocks and one flight's designator.
 */
export function runsCardCellsTogether(lines: readonly string[]): boolean {
  return lines.some(
    (line) => line.length <= MAX_ROW && (line.match(CLOCK)?.length ?? 0) === 2 && designators(line).length === 1,
  );
}

/**
 * The converter's options: every part of a table is a block of its own, so that each cell's lines stay together, one
 * cell under the other. Compiled at the first page that needs it: most documents never do.
 */
const OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    ...['table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th'].map((selector) => ({ selector, format: 'block' })),
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
  limits: { maxInputLength: 5_000_000 },
};
let convert: ((html: string) => string) | undefined;

/**
 * A page's text with each table cell's lines stacked under the previous cell's, as a mailer writes the page out in
 * plain text (`16 сен 2019, 14:10` / `Санкт-Петербург, Пулково,` / `Терминал: 1` / `16 сен 2019, 16:15` / `Саранск`
 * / `S7 6003`), blank lines between blocks.
 */
export function stackedCellsText(html: string): string {
  convert ??= htmlLibraries().compile(OPTIONS);
  try {
    return convert(html)
      .split('\n')
      .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
      .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''))
      .join('\n')
      .trim();
  } catch {
    return '';
  }
}
