import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import archiver from 'archiver';

/** A cell: text, a number, or empty. */
export type XlsxCell = string | number | null;

export interface XlsxColumn {
  header: string;
  /** Width in characters. */
  width: number;
}

/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_TEXT = 32_767;
/** Bytes of sheet XML gathered before they go to the zip in one write. */
const CHUNK_BYTES = 256 * 1024;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A, B, … Z, AA, AB, …: the column part of a cell reference. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Characters XML 1.0 cannot hold at all (C0 controls other than tab and newlines, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being matched
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: see NOT_XML
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;

/**
 * Text as the content of a <t> element. ECMA-376 (ST_Xstring) writes a character XML cannot hold as _xHHHH_, so a
 * literal "_xHHHH_" in the text has its underscore written as _x005F_ to read back as itself.
 */
export function xlsxText(value: string): string {
  const text = value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value;
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1')
    .replace(NOT_XML, (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`)
    .replace(/[&<>"]/g, (char) => ESCAPES[char] as string);
}

function inlineString(ref: string, text: string, style = ''): string {
  const body = xlsxText(text);
  // Leading or trailing spaces would be dropped without xml:space.
  const space = body.length > 0 && (body.charCodeAt(0) <= 32 || body.charCodeAt(body.length - 1) <= 32);
  return `<c r="${ref}" t="inlineStr"${style}><is><t${space ? ' xml:space="preserve"' : ''}>${body}</t></is></c>`;
}

function numberCell(ref: string, value: number): string {
  // Excel has no NaN or infinity: such a number is left out.
  return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
}

/** The parts of the package besides the sheet: content types, relationships, workbook, a bold header style. */
function packageParts(sheetName: string, created: Date): Record<string, string> {
  const stamp = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    '[Content_Types].xml':
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
      '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${XML_DECLARATION}<Relationships xmlns="${PKG_REL_NS}">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
      '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>' +
      '</Relationships>',
    'docProps/core.xml':
      `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
      `<dc:creator>Tripline</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
      `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified></cp:coreProperties>`,
    'docProps/app.xml':
      `${XML_DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
      '<Application>Tripline</Application></Properties>',
    'xl/workbook.xml':
      `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      `<sheets><sheet name="${xlsxText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML_DECLARATION}<Relationships xmlns="${PKG_REL_NS}">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '</Relationships>',
    // Style 0 is the default; style 1 is bold, for the header row.
    'xl/styles.xml':
      `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  };
}

/**
 * Writes a one-sheet .xlsx (ECMA-376 SpreadsheetML) to `output` as rows come: the sheet's XML is built as text
 * (inline strings, no shared-string table, so nothing grows with the row count) and deflated by archiver into the
 * zip as it goes. The header row is bold and frozen. Waits whenever the reader is behind, so memory holds about one
 * batch of rows however large the file. Resolves with the number of data rows once the zip is complete.
 */
export async function writeXlsx<T>(
  output: Writable,
  options: {
    sheetName: string;
    columns: readonly XlsxColumn[];
    /** A row's cells, asked for as the row is written (nothing per row outlives its turn). */
    cells: (item: T) => readonly XlsxCell[];
    created?: Date;
    compressionLevel?: number;
  },
  batches: AsyncIterable<readonly T[]>,
): Promise<number> {
  const { columns } = options;
  const letters = columns.map((_, index) => columnLetters(index));
  const zip = archiver('zip', { zlib: { level: options.compressionLevel ?? 1 } });
  const zipDone = new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('warning', reject);
    output.on('error', reject);
    output.on('finish', resolve);
    // A reader that goes away (a download cut off) stops the export instead of leaving rows to pile up.
    output.on('close', () =>
      output.writableFinished ? resolve() : reject(new Error('the output closed before the file was complete')),
    );
  });
  zipDone.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
  zip.pipe(output);
  for (const [name, xml] of Object.entries(packageParts(options.sheetName, options.created ?? new Date()))) {
    zip.append(xml, { name });
  }
  const sheet = new PassThrough({ highWaterMark: CHUNK_BYTES });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });

  // Rows are encoded into a buffer as they are built (one long string of a chunk's rows would cost more to
  // flatten and encode at once), and the buffer goes to the zip when full.
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  const flush = async () => {
    if (used === 0) return;
    const ok = sheet.write(chunk.subarray(0, used));
    chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    used = 0;
    if (!ok) await Promise.race([once(sheet, 'drain'), zipDone]);
  };
  const put = async (text: string) => {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (used + text.length * 3 > CHUNK_BYTES) await flush();
    if (text.length * 3 > CHUNK_BYTES) {
      if (!sheet.write(text)) await Promise.race([once(sheet, 'drain'), zipDone]);
    } else {
      used += chunk.write(text, used);
    }
  };

  await put(
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>' +
      columns
        .map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`)
        .join('') +
      '</cols><sheetData><row r="1">' +
      columns.map((column, i) => inlineString(`${letters[i]}1`, column.header, ' s="1"')).join('') +
      '</row>',
  );

  let count = 0;
  try {
    for await (const batch of batches) {
      for (const item of batch) {
        const cells = options.cells(item);
        const r = count + 2;
        let row = `<row r="${r}">`;
        for (let i = 0; i < cells.length; i++) {
          const value = cells[i];
          if (value == null) continue;
          const ref = `${letters[i]}${r}`;
          row += typeof value === 'number' ? numberCell(ref, value) : inlineString(ref, value);
        }
        row += '</row>';
        count++;
        if (used + row.length * 3 <= CHUNK_BYTES) used += chunk.write(row, used);
        else await put(row);
      }
    }
    await put('</sheetData></worksheet>');
    await flush();
    sheet.end();
    await zip.finalize();
    await zipDone;
  } catch (error) {
    // Cut the output off rather than let the zip end it: a file that ends cleanly would look complete.
    zip.unpipe(output);
    zip.abort();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return count;
}
