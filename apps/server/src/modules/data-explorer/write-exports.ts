import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/client.js';
import { EXPORT_COLUMNS, EXPORT_HEADERS, exportCells, neutralizeFormula } from './export-columns.js';
import { segmentBatches } from './segment-export.repository.js';
import { writeXlsx } from './xlsx-stream.js';

/** Waits while the reader is behind, so a slow download never piles rows up in memory. */
async function drained(stream: Writable): Promise<void> {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

/**
 * Writes the team's segments as .xlsx (one sheet, a bold frozen header row, inline strings), streaming rows into
 * the zip as they are read: memory stays flat however many rows there are. Resolves with the row count.
 */
export function writeSegmentsXlsx(database: Database, teamId: string, output: Writable): Promise<number> {
  return writeXlsx(
    output,
    { sheetName: 'Segments', columns: EXPORT_COLUMNS, cells: exportCells },
    segmentBatches(database, teamId),
  );
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
