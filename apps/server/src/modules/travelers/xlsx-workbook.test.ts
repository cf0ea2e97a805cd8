import { describe, expect, it } from 'vitest';
import { xlsxOfParts } from '../../../test/xlsx-bomb.js';
import { firstSheetRows, openXlsx } from './xlsx-workbook.js';

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const pkg = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * A workbook stored as Excel stores one (the sheets before the shared strings) whose first listed sheet is the
 * archive's sheet2.xml, its cells of every kind a sheet holds.
 */
function excelOrderedWorkbook(): Promise<Buffer> {
  return xlsxOfParts([
    ['[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
    [
      '_rels/.rels',
      `<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets>` +
        '<sheet name="People" sheetId="2" r:id="rId7"/><sheet name="Notes" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${pkg}">` +
        `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId7" Type="${rel}/worksheet" Target="/xl/worksheets/sheet2.xml"/>` +
        `<Relationship Id="rId9" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="s"><v>3</v></c></row></sheetData></worksheet>`,
    ],
    [
      'xl/worksheets/sheet2.xml',
      `<worksheet xmlns="${main}"><sheetData>` +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="inlineStr"><is><t> ada@sample.test </t></is></c>' +
        '<c r="C2"><v>1.50</v></c><c r="D2" t="b"><v>1</v></c><c r="E2" t="e"><v>#N/A</v></c>' +
        '<c r="F2" t="str"><f>A2&amp;"!"</f><v>Ada &amp; co!</v></c></row>' +
        '<row r="3"><c r="A3" t="s"><v>4</v></c></row>' +
        '<row r="5"><c r="B5" t="s"><v>5</v></c></row>' +
        '</sheetData></worksheet>',
    ],
    [
      'xl/sharedStrings.xml',
      `<sst xmlns="${main}">` +
        '<si><t>Name</t></si><si><t>Age</t></si>' +
        '<si><r><t>Ada </t></r><r><rPr><b/></rPr><t>Lovelace</t></r></si>' +
        '<si><t>Not the first sheet</t></si>' +
        '<si><t xml:space="preserve">   </t></si>' +
        '<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>' +
        '</sst>',
    ],
  ]);
}

async function rowsOf(bytes: Buffer) {
  const parts = await openXlsx(bytes);
  if (!parts) throw new Error('not an archive');
  const rows = [];
  for await (const row of firstSheetRows(parts)) rows.push(row);
  return rows;
}

describe('xlsx workbook', () => {
  it('reads the sheet the workbook lists first, its parts stored in any order, each cell as the sheet shows it', async () => {
    expect(await rowsOf(await excelOrderedWorkbook())).toEqual([
      { number: 1, cells: ['Name', '', 'Age'] },
      { number: 2, cells: ['Ada Lovelace', 'ada@sample.test', '1.5', 'true', '', 'Ada & co!'] },
      { number: 5, cells: ['', '東京'] },
    ]);
  });

  it('reads every part of the same workbook when many are read at once', async () => {
    const bytes = await excelOrderedWorkbook();
    const all = await Promise.all(Array.from({ length: 40 }, () => rowsOf(bytes)));
    expect(all.map((rows) => rows.length)).toEqual(Array(40).fill(3));
  });

  it('finds no workbook in bytes that are not a whole archive', async () => {
    expect(await openXlsx(Buffer.from('PK\u0003\u0004 the first part of a larger file'))).toBeNull();
  });
});
