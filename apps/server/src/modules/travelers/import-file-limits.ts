import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { XlsxParts } from './xlsx-workbook.js';

/** The longest line of a CSV: a traveler's row is a few hundred bytes, and one line is parsed as one piece. */
export const MAX_CSV_LINE_BYTES = 64 * 1024;
/** A preview reads the header and first rows from this much of the start of a CSV, never the whole file. */
export const CSV_PREVIEW_HEAD_BYTES = 256 * 1024;
/** Bytes handed to the CSV parser at a time (with their rows checked), with a turn of the event loop between them. */
const SLICE_BYTES = 16 * 1024;

const NEWLINE = 0x0a;

/** A file that will not be imported, with the reason in words; the upload answers it as a 422 on `file`. */
export class ImportFileError extends Error {}

const lineTooLong = (line: number) =>
  new ImportFileError(
    `Line ${line} is longer than ${MAX_CSV_LINE_BYTES.toLocaleString('en-US')} bytes, the most a line may hold: ` +
      'this does not look like a list of people.',
  );

/**
 * Passes a CSV's bytes on in slices of at most 16 KB, yielding to the event loop between slices so a large file
 * never holds other requests, and throws ImportFileError at the first line longer than MAX_CSV_LINE_BYTES.
 */
export async function* boundedCsvSlices(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): AsyncIterable<Buffer> {
  let line = 1;
  let lineBytes = 0;
  for await (const chunk of chunks) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
      const slice = bytes.subarray(start, start + SLICE_BYTES);
      for (let at = 0; ; ) {
        const newline = slice.indexOf(NEWLINE, at);
        const end = newline < 0 ? slice.length : newline;
        lineBytes += end - at;
        if (lineBytes > MAX_CSV_LINE_BYTES) throw lineTooLong(line);
        if (newline < 0) break;
        line++;
        lineBytes = 0;
        at = newline + 1;
      }
      yield slice;
      await nextTurn();
    }
  }
}

/**
 * The first CSV_PREVIEW_HEAD_BYTES of a file, cut after its last whole line (unless that is the whole file), so a
 * preview never shows a row cut short; throws ImportFileError when a line in it is too long.
 */
export async function csvHead(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<Buffer> {
  const taken: Buffer[] = [];
  let size = 0;
  let complete = true;
  for await (const chunk of chunks) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    taken.push(bytes.subarray(0, CSV_PREVIEW_HEAD_BYTES - size));
    size += Math.min(bytes.length, CSV_PREVIEW_HEAD_BYTES - size);
    if (size >= CSV_PREVIEW_HEAD_BYTES) {
      complete = false;
      break;
    }
  }
  const head = Buffer.concat(taken);
  for await (const _ of boundedCsvSlices([head])) {
    // Only the line lengths are checked here.
  }
  if (complete) return head;
  const lastNewline = head.lastIndexOf(NEWLINE);
  return lastNewline < 0 ? head : head.subarray(0, lastNewline + 1);
}

const MB = 1024 * 1024;
/** The most one part of an .xlsx (a sheet, the styles…) may inflate to: it is read as it inflates. */
export const MAX_XLSX_PART_BYTES = 200 * MB;
/** The most xl/sharedStrings.xml may inflate to: every shared string is held in memory while the sheet is read. */
export const MAX_XLSX_SHARED_STRINGS_BYTES = 50 * MB;
/** The most a whole workbook may inflate to. */
export const MAX_XLSX_TOTAL_BYTES = 400 * MB;
/**
 * The longest stretch of a workbook's XML between two tags, which is one cell's text or one tag: a cell holds at most
 * 32,767 characters (the spreadsheet's own limit), each at most 8 bytes as XML (&#65535;). The reader keeps a text
 * whole in memory, so one cell of 190 MB in a 200 KB file took gigabytes.
 */
export const MAX_XLSX_TEXT_RUN_BYTES = 256 * 1024;

const TAG_START = 0x3c; // <

/** The bytes since the last `<` once `chunk` is read, having been `run` before it; -1 past the limit. */
function textRunAfter(chunk: Buffer, run: number): number {
  let current = run;
  for (let at = 0; ; ) {
    const tag = chunk.indexOf(TAG_START, at);
    current += (tag < 0 ? chunk.length : tag) - at;
    if (current > MAX_XLSX_TEXT_RUN_BYTES) return -1;
    if (tag < 0) return current;
    current = 0;
    at = tag + 1;
  }
}

const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * Inflates the parts of an opened .xlsx once each, counting what each part really inflates to rather than what its
 * headers claim and the longest text between its XML tags, and throws ImportFileError at the first limit passed,
 * before more than the limit has been inflated. Nothing is kept. The reader parses no sheet before this has run.
 */
export async function checkXlsxSizes(parts: XlsxParts): Promise<void> {
  let total = 0;
  for (const [path, part] of parts) {
    const isSharedStrings = path.toLowerCase() === SHARED_STRINGS.toLowerCase();
    const limit = isSharedStrings ? MAX_XLSX_SHARED_STRINGS_BYTES : MAX_XLSX_PART_BYTES;
    // The reader parses the XML parts (.xml, .rels); pictures and other files are only counted.
    const isXml = /\.(xml|rels)$/i.test(path);
    let size = 0;
    let textRun = 0;
    const inflated: Readable = part.stream();
    try {
      for await (const chunk of inflated as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (isXml) textRun = textRunAfter(chunk, textRun);
        if (textRun < 0) {
          throw new ImportFileError(
            `The file is refused: ${path} holds a cell or tag longer than ${MAX_XLSX_TEXT_RUN_BYTES / 1024} KB, ` +
              'more than a spreadsheet cell holds (32,767 characters).',
          );
        }
        if (size > limit) {
          const what = isSharedStrings
            ? 'the most shared strings may hold'
            : 'the most one part of a workbook may hold';
          throw new ImportFileError(`The file is refused: ${path} inflates to more than ${limit / MB} MB, ${what}.`);
        }
        if (total > MAX_XLSX_TOTAL_BYTES) {
          throw new ImportFileError(
            `The file is refused: the workbook inflates to more than ${MAX_XLSX_TOTAL_BYTES / MB} MB, the most a workbook may hold.`,
          );
        }
      }
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      // A part that cannot be inflated is the reader's to report.
      return;
    } finally {
      inflated.destroy();
    }
  }
}
