import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ReportColumn, ReportRow } from './report-types/report-definition.js';

/** The rows as CSV with a header line (RFC 4180 quoting). */
export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[]): Buffer {
  const text = stringify(
    rows.map((row) => columns.map((column) => row[column.key] ?? null)),
    {
      header: true,
      columns: columns.map((column) => column.header),
      cast: { boolean: (value) => (value ? 'yes' : 'no') },
    },
  );
  return Buffer.from(text, 'utf8');
}

/** The rows as one XLSX sheet, written with the streaming writer so a large report stays small in memory. */
export async function reportXlsx(
  sheetName: string,
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    const values: Record<string, string | number | boolean | null> = {};
    for (const column of columns) values[column.key] = row[column.key] ?? null;
    sheet.addRow(values).commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
