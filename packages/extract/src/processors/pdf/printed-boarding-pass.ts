import { looksLikeBcbp, looksLikeFixedWidthBcbp } from '../bcbp/index.js';

/** Where a boarding pass may begin on a line: its format code and its number of legs. */
const PASS_START = /M[1-4]/g;

/**
 * A boarding pass printed as text, as read from the page: a proportional font's blanks are narrower than its letters,
 * so the layout gives the name field's padding back as fewer (or more) spaces than the string's 20 characters hold.
 * The name is padded to its width again, the e-ticket flag being a letter or one of the blanks; undefined when no
 * such reading is a boarding pass.
 */
export function restoreBoardingPass(fromStart: string): string | undefined {
  const text = fromStart.trimEnd();
  // The reading at the fixed widths first: the boarding-pass reader also takes a name field of another width.
  const [, start, name, after] = /^(M[1-4])(\S.{0,19}?) {2,}(\S.*)$/.exec(text) ?? [];
  if (start && name && after) {
    const head = `${start}${name.padEnd(20)}`;
    const padded = [`${head}${after}`, `${head} ${after}`].find((candidate) => looksLikeFixedWidthBcbp(candidate));
    if (padded) return padded;
  }
  return looksLikeBcbp(text) ? text : undefined;
}

/**
 * A page's text with each boarding pass it prints on a line of its own and at its fixed widths, so that the text
 * reader takes it for the boarding pass it is; what the line printed before it stays on the line above.
 */
export function setBoardingPassesApart(text: string): string {
  if (!/M[1-4]/.test(text)) return text;
  return text
    .split('\n')
    .flatMap((line) => {
      for (const start of line.matchAll(PASS_START)) {
        const pass = restoreBoardingPass(line.slice(start.index));
        if (!pass) continue;
        const before = line.slice(0, start.index).trimEnd();
        return before ? [before, pass] : [pass];
      }
      return [line];
    })
    .join('\n');
}
