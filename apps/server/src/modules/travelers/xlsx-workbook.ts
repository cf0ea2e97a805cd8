import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import unzipper, { type File } from 'unzipper';

/** An .xlsx archive's parts by their names, found through its central directory. */
export type XlsxParts = Map<string, File>;

/**
 * The parts of an .xlsx, read from the archive's central directory so each part is found by its name whatever order
 * the writer stored them in (Excel writes the sheets before the shared strings, other writers the workbook last);
 * null when the bytes are not a whole archive, as the first part of a larger upload is not.
 */
export async function openXlsx(bytes: Buffer): Promise<XlsxParts | null> {
  let directory: Awaited<ReturnType<typeof unzipper.Open.buffer>>;
  try {
    directory = await unzipper.Open.buffer(bytes);
  } catch {
    return null;
  }
  return new Map(directory.files.filter((file) => file.type === 'File').map((file) => [file.path, file]));
}

/** Feeds a part's XML to a SAX parser as it inflates, pausing after each chunk so the caller can take what it found. */
async function* parseInChunks(part: File, parser: SaxesParser): AsyncIterable<void> {
  const stream: Readable = part.stream();
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      parser.write(chunk);
      yield;
    }
    parser.close();
  } finally {
    stream.destroy();
  }
}

/** Parses a whole part. */
async function parseXmlPart(part: File, parser: SaxesParser): Promise<void> {
  for await (const _ of parseInChunks(part, parser)) {
    // What the parser finds its handlers keep.
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Attribute `local` of a tag whatever namespace prefix the writer gave it (`r:id`, `ns1:id`). */
function prefixedAttribute(tag: SaxesTagPlain, local: string): string | undefined {
  for (const [name, value] of Object.entries(tag.attributes)) {
    if (name.includes(':') && localName(name) === local) return value;
  }
  return undefined;
}

/** A relationship's target as a part name: relative to the folder of the part the relationships belong to. */
function partName(fromFolder: string, target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(fromFolder, target));
}

interface WorkbookIndex {
  firstSheet: string | undefined;
  sharedStrings: string | undefined;
}

/** The first sheet of the workbook (in the order the workbook lists them) and its shared strings part. */
async function workbookIndex(parts: XlsxParts): Promise<WorkbookIndex> {
  const targets = new Map<string, { type: string; target: string }>();
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  if (rels) {
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      if (localName(tag.name) !== 'Relationship') return;
      const { Id: id, Type: type = '', Target: target } = tag.attributes as Record<string, string>;
      if (id && target) targets.set(id, { type, target: partName('xl', target) });
    });
    await parseXmlPart(rels, parser);
  }
  let firstSheetId: string | undefined;
  const workbook = parts.get('xl/workbook.xml');
  if (workbook) {
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      if (firstSheetId === undefined && localName(tag.name) === 'sheet') firstSheetId = prefixedAttribute(tag, 'id');
    });
    await parseXmlPart(workbook, parser);
  }
  const byType = (suffix: string) => [...targets.values()].find((rel) => rel.type.endsWith(suffix))?.target;
  const numbered = [...parts.keys()]
    .map((name) => ({ name, n: /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] }))
    .filter((sheet) => sheet.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n));
  return {
    firstSheet: (firstSheetId && targets.get(firstSheetId)?.target) || numbered[0]?.name,
    sharedStrings: byType('/sharedStrings') ?? 'xl/sharedStrings.xml',
  };
}

/** The shared strings of a workbook in order: each item's text runs joined, its phonetic guides left out. */
async function readSharedStrings(part: File | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!part) return strings;
  const parser = new SaxesParser();
  let item: string[] | null = null;
  let inText = false;
  let inPhonetic = false;
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'si') item = [];
    else if (name === 'rPh') inPhonetic = true;
    else if (name === 't') inText = !inPhonetic;
  });
  parser.on('text', (text) => {
    if (inText && item) item.push(text);
  });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 't') inText = false;
    else if (name === 'rPh') inPhonetic = false;
    else if (name === 'si' && item) {
      strings.push(item.join(''));
      item = null;
    }
  });
  await parseXmlPart(part, parser);
  return strings;
}

/** A column's index (0 for A) from a cell reference such as `AB12`; -1 when there is none. */
function columnIndex(reference: string | undefined): number {
  const letters = reference ? /^[A-Z]+/.exec(reference)?.[0] : undefined;
  if (!letters) return -1;
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** A cell's text by its type: shared or inline string, boolean, error (blank), ISO date or number. */
function cellText(type: string, value: string, inline: string, shared: string[]): string {
  switch (type) {
    case 's':
      return (shared[Number(value)] ?? '').trim();
    case 'inlineStr':
      return inline.trim();
    case 'str':
      return value.trim();
    case 'b':
      return value.trim() === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'd':
      return value.trim().slice(0, 10);
    default: {
      const number = Number(value);
      return value.trim() === '' || Number.isNaN(number) ? value.trim() : String(number);
    }
  }
}

/** One row of a sheet: its number as the spreadsheet shows it and its cells as text, blanks where no cell was. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/**
 * The rows of a workbook's first sheet that hold any text, parsed as the sheet inflates: the shared strings are held,
 * the sheet never is. Dates stored as numbers stay numbers (the styles that would say so are not read).
 */
export async function* firstSheetRows(parts: XlsxParts): AsyncIterable<SheetRow> {
  const index = await workbookIndex(parts);
  const sheet = index.firstSheet ? parts.get(index.firstSheet) : undefined;
  if (!sheet) return;
  const shared = await readSharedStrings(index.sharedStrings ? parts.get(index.sharedStrings) : undefined);

  const ready: SheetRow[] = [];
  const parser = new SaxesParser();
  let rowNumber = 0;
  let cells: string[] = [];
  let cell: { column: number; type: string; value: string; inline: string } | null = null;
  let reading: 'value' | 'inline' | null = null;
  let inPhonetic = false;
  parser.on('opentag', (tag) => {
    switch (localName(tag.name)) {
      case 'row':
        rowNumber = Number(tag.attributes.r) || rowNumber + 1;
        cells = [];
        break;
      case 'c': {
        const column = columnIndex(tag.attributes.r as string | undefined);
        cell = {
          column: column >= 0 ? column : cells.length,
          type: String(tag.attributes.t ?? 'n'),
          value: '',
          inline: '',
        };
        break;
      }
      case 'v':
        reading = 'value';
        break;
      case 'rPh':
        inPhonetic = true;
        break;
      case 't':
        if (cell && !inPhonetic) reading = 'inline';
        break;
    }
  });
  parser.on('text', (text) => {
    if (!cell || reading === null) return;
    if (reading === 'value') cell.value += text;
    else cell.inline += text;
  });
  parser.on('closetag', (tag) => {
    switch (localName(tag.name)) {
      case 'v':
      case 't':
        reading = null;
        break;
      case 'rPh':
        inPhonetic = false;
        break;
      case 'c':
        if (cell) {
          while (cells.length < cell.column) cells.push('');
          cells[cell.column] = cellText(cell.type, cell.value, cell.inline, shared);
        }
        cell = null;
        break;
      case 'row': {
        while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
        if (cells.length > 0) ready.push({ number: rowNumber, cells });
        break;
      }
    }
  });
  for await (const _ of parseInChunks(sheet, parser)) yield* ready.splice(0);
  yield* ready.splice(0);
}
