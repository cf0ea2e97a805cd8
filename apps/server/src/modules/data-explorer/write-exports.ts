import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.js';
import { EXPORT_COLUMNS, EXPORT_HEADERS, exportCells, neutralizeFormula } from './export-columns.js';
import { segmentBatches } from './segment-export.repository.js';

/** Waits while the reader is behind, so a slow download never piles rows up in memory. */
async function drained(stream: Writable): Promise<void> {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

/**
 * Writes the team's segments as .xlsx with exceljs's streaming writer: rows are committed as they come,
 * without shared strings or styles, so memory stays flat however many rows there are. Resolves with the row count.
 */
export async function writeSegmentsXlsx(database: Database, teamId: string, output: Writable): Promise<number> {
  // No styles: they more than double the time per row, and a frozen header row reads well enough.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  workbook.creator = 'Tripline';
  const sheet = workbook.addWorksheet('Segments', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  let count = 0;
  for await (const batch of segmentBatches(database, teamId)) {
    for (const segment of batch) sheet.addRow(exportCells(segment)).commit();
    count += batch.length;
    await drained(output);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/** Writes the team's segments as CSV (header row first), the way Google Sheets' IMPORTDATA reads them. */
export async function writeSegmentsCsv(database: Database, teamId: string, output: Writable): Promise<number> {
  const csv = stringify({
    header: true,
    columns: EXPORT_HEADERS,
    cast: { number: (n) => n.toFixed(2), string: neutralizeFormula },
  });
  csv.pipe(output);
  let count = 0;
  for await (const batch of segmentBatches(database, teamId)) {
    for (const segment of batch) csv.write(exportCells(segment));
    count += batch.length;
    await drained(csv);
  }
  csv.end();
  await once(csv, 'end');
  return count;
}
