import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { TravelerImportField } from '@tripline/contracts';
import { parse } from 'csv-parse';
import type { TravelerImportFormat } from '../../db/schema.js';
import { withoutNul } from '../../lib/without-nul.js';
import { boundedCsvSlices, checkXlsxSizes, csvHead, ImportFileError } from './import-file-limits.js';
import { firstSheetRows, openXlsx, type SheetRow } from './xlsx-workbook.js';

/** One row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export type FileRow = SheetRow;

/** CSV or XLSX by the file's name or type; null for anything else. */
export function detectImportFormat(fileName: string, mimeType: string | undefined): TravelerImportFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xlsx') || mimeType === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') {
    return 'xlsx';
  }
  if (lower.endsWith('.csv') || lower.endsWith('.txt') || mimeType === 'text/csv') return 'csv';
  return null;
}

/**
 * The rows of a file, given whole or as a stream: a CSV streamed through csv-parse (comma, semicolon or tab, as the
 * header uses), an XLSX's first sheet parsed as it inflates from the archive, held whole and opened once, every part's
 * size checked (checkXlsxSizes) before the sheet is parsed; cells without NUL characters, which the database cannot
 * keep.
 */
export async function* readFileRows(format: TravelerImportFormat, source: Readable | Buffer): AsyncIterable<FileRow> {
  const rows =
    format === 'csv'
      ? readCsvRows(Buffer.isBuffer(source) ? Readable.from([source]) : source)
      : readXlsxRows(Buffer.isBuffer(source) ? source : await buffer(source));
  for await (const row of rows) {
    yield { number: row.number, cells: row.cells.map(withoutNul) };
  }
}

/** The delimiter of a CSV file: whichever of comma, semicolon or tab its header line uses most. */
export function detectDelimiter(headerLine: string): string {
  const outsideQuotes = headerLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((candidate) => ({ candidate, n: outsideQuotes.split(candidate).length - 1 }));
  return counts.reduce((best, next) => (next.n > best.n ? next : best)).candidate;
}

async function* readCsvRows(source: Readable): AsyncIterable<FileRow> {
  const chunks = boundedCsvSlices(source)[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) return;
  const head = Buffer.from(first.value);
  const delimiter = detectDelimiter(head.subarray(0, 65536).toString('utf8').split(/\r?\n/)[0] ?? '');
  const whole = Readable.from(
    (async function* () {
      yield head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
    // One slice read ahead at most: each slice costs the parser a turn of the event loop.
    { highWaterMark: 1 },
  );
  const parser = whole.pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );
  whole.on('error', (error) => parser.destroy(error));
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { number: info.lines, cells: record };
  }
}

async function* readXlsxRows(bytes: Buffer): AsyncIterable<FileRow> {
  const parts = await openXlsx(bytes);
  if (!parts) throw new Error('The file is not a whole XLSX workbook.');
  await checkXlsxSizes(parts);
  yield* firstSheetRows(parts);
}

/** Headers of the columns: blanks and repeats get a name of their own ("Column 3", "Email (2)"). */
export function columnNames(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, index) => {
    const base = raw.trim() || `Column ${index + 1}`;
    const times = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), times);
    return times === 1 ? base : `${base} (${times})`;
  });
}

/**
 * The header and the first rows of what was uploaded so far (its parts in order), read from a bounded head of a CSV
 * or the whole of an XLSX; empty when it cannot be read yet. Throws ImportFileError for a file that will not be
 * imported.
 */
export async function previewFile(
  format: TravelerImportFormat,
  parts: AsyncIterable<Buffer> | Iterable<Buffer>,
  rows = 5,
): Promise<{ columns: string[]; preview: string[][] }> {
  let bytes: Buffer;
  if (format === 'csv') {
    bytes = await csvHead(parts);
  } else {
    const all: Buffer[] = [];
    for await (const part of parts) all.push(part);
    bytes = Buffer.concat(all);
  }
  const found: string[][] = [];
  try {
    for await (const row of readFileRows(format, bytes)) {
      found.push(row.cells);
      if (found.length > rows) break;
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    // A part of a larger file may end mid-row or mid-archive: show what could be read.
  }
  const [header = [], ...preview] = found;
  const columns = columnNames(header);
  return { columns, preview: preview.map((cells) => columns.map((_, i) => cells[i] ?? '')) };
}

const HEADER_WORDS: Record<TravelerImportField, string[]> = {
  email: ['email', 'emailaddress', 'mail', 'workemail', 'primaryemail', 'businessemail', 'e-mail'],
  first_name: ['firstname', 'first', 'givenname', 'forename'],
  last_name: ['lastname', 'last', 'surname', 'familyname'],
  full_name: ['name', 'fullname', 'displayname', 'travelername', 'employeename'],
  employee_id: [
    'employeeid',
    'employee',
    'employeenumber',
    'employeeno',
    'staffid',
    'staffnumber',
    'empid',
    'personnelnumber',
  ],
  department: ['department', 'dept', 'division', 'costcenter', 'costcentre'],
  extra_emails: [
    'extraemails',
    'extraemail',
    'otheremails',
    'additionalemails',
    'alternativeemails',
    'aliases',
    'secondaryemails',
    'extraemailaddresses',
  ],
};

/** Which column most likely feeds which field, judged by the headers. */
export function suggestMapping(columns: string[]): Partial<Record<TravelerImportField, number>> {
  const normalised = columns.map((column) => column.toLowerCase().replace(/[^a-z]/g, ''));
  const out: Partial<Record<TravelerImportField, number>> = {};
  for (const [field, words] of Object.entries(HEADER_WORDS) as [TravelerImportField, string[]][]) {
    const index = normalised.findIndex(
      (name, i) => words.some((word) => name === word.replace(/[^a-z]/g, '')) && !Object.values(out).includes(i),
    );
    if (index >= 0) out[field] = index;
  }
  return out;
}
