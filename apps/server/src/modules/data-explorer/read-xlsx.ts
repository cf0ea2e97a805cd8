import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

// For tests: reads an .xlsx back the way a large file would be read, a row at a time.

/** Every row of every sheet of an .xlsx, as exceljs's streaming reader gives them (values from column A on). */
export async function readXlsxRows(file: Buffer): Promise<{ sheet: string; rows: unknown[][] }[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  const sheets: { sheet: string; rows: unknown[][] }[] = [];
  for await (const worksheet of reader) {
    const rows: unknown[][] = [];
    for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
      rows.push((row.values as unknown[]).slice(1));
    }
    sheets.push({ sheet: (worksheet as unknown as { name: string }).name, rows });
  }
  return sheets;
}
