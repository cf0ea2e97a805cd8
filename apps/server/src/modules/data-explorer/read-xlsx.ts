import ExcelJS from 'exceljs';

// For tests: reads an .xlsx back whole, each sheet's rows as a spreadsheet shows them.

/** Every row of every sheet of an .xlsx with its values (from column A on), sheets in the workbook's order. */
export async function readXlsxRows(file: Buffer): Promise<{ sheet: string; rows: unknown[][] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((worksheet) => {
    const rows: unknown[][] = [];
    worksheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return { sheet: worksheet.name, rows };
  });
}
