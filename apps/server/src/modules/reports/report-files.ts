import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ReportColumn, ReportRow } from './report-types/report-definition.js';

/** The rows as CSV with a header line (RFC 4180 quoting), as a stream: the file is never gathered whole. */
export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[]): Readable {
  const records = Readable.from(
    (function* () {
      for (const row of rows) yield columns.map((column) => row[column.key] ?? null);
    })(),
  );
  return records.pipe(
    stringify({
      header: true,
      columns: columns.map((column) => column.header),
      cast: { boolean: (value) => (value ? 'yes' : 'no') },
    }),
  );
}

/**
 * The rows as one XLSX sheet, as a stream written by the streaming writer while the reader takes it: the file is
 * never gathered whole. A failure while writing ends the stream with the error.
 */
export function reportXlsx(sheetName: string, columns: readonly ReportColumn[], rows: readonly ReportRow[]): Readable {
  const stream = new PassThrough();
  const write = async () => {
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
  };
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}
