import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './read-xlsx.js';
import { columnLetters, writeXlsx, xlsxText } from './xlsx-stream.js';

async function* pages<T>(items: T[], size: number) {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

async function writeToBuffer(rows: (string | number | null)[][], pageSize = 2) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const count = await writeXlsx(
    output,
    {
      sheetName: 'Data & more',
      columns: [
        { header: 'Name', width: 20 },
        { header: 'Amount', width: 10 },
        { header: 'Note', width: 30 },
      ],
      cells: (row) => row,
    },
    pages(rows, pageSize),
  );
  return { count, file: Buffer.concat(chunks) };
}

describe('streamed .xlsx', () => {
  it('reads back with its header, text as written, numbers as numbers and empty cells empty', async () => {
    const { count, file } = await writeToBuffer([
      ['Hôtel <Adlon> & Spa', 400, '  two spaces first'],
      ['=SUM(A1)', 12.5, null],
      [null, -3, '✈️ Flight LH 400'],
      // A row longer than the writer's chunk, and text longer than a cell holds (Excel keeps 32,767 characters).
      ['é'.repeat(30_000), 1, 'ü'.repeat(40_000)],
      ['after the long row', 2, null],
    ]);
    expect(count).toBe(5);
    expect(file.subarray(0, 2).toString()).toBe('PK');
    const [sheet] = await readXlsxRows(file);
    expect(sheet?.sheet).toBe('Data & more');
    expect(sheet?.rows).toEqual([
      ['Name', 'Amount', 'Note'],
      ['Hôtel <Adlon> & Spa', 400, '  two spaces first'],
      // Text, not a formula: the cell is typed as a string.
      ['=SUM(A1)', 12.5],
      [undefined, -3, '✈️ Flight LH 400'],
      ['é'.repeat(30_000), 1, 'ü'.repeat(32_767)],
      ['after the long row', 2],
    ]);

    // The non-streaming reader agrees, and sees the frozen header row.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const worksheet = workbook.getWorksheet('Data & more');
    expect(worksheet?.getCell('A2').value).toBe('Hôtel <Adlon> & Spa');
    expect(worksheet?.getCell('B3').value).toBe(12.5);
    expect(worksheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes text XML cannot hold the way ECMA-376 escapes it', () => {
    expect(xlsxText('a < b & c > "d"')).toBe('a &lt; b &amp; c &gt; &quot;d&quot;');
    expect(xlsxText('bell\u0007 tab\t')).toBe('bell_x0007_ tab\t');
    expect(xlsxText('literal _x0041_')).toBe('literal _x005F_x0041_');
    expect(xlsxText('broken \uD83D pair, whole 😀')).toBe('broken _xD83D_ pair, whole 😀');
    expect(xlsxText('x'.repeat(40_000))).toHaveLength(32_767);
    expect(columnLetters(0)).toBe('A');
    expect(columnLetters(25)).toBe('Z');
    expect(columnLetters(26)).toBe('AA');
    expect(columnLetters(18)).toBe('S');
  });

  it('cuts the file off, rather than ending it, when rows stop coming with an error', async () => {
    async function* failing() {
      yield [['first', 1, null]];
      throw new Error('the database went away');
    }
    const output = new PassThrough();
    output.resume();
    let ended = false;
    output.on('end', () => {
      ended = true;
    });
    const errored = new Promise((resolve) => output.on('error', resolve));
    await expect(
      writeXlsx(output, { sheetName: 'S', columns: [{ header: 'A', width: 5 }], cells: (row) => row }, failing()),
    ).rejects.toThrow('the database went away');
    expect(await errored).toMatchObject({ message: 'the database went away' });
    expect(ended).toBe(false);
  });

  it('stops reading rows when the reader goes away', async () => {
    let pagesRead = 0;
    async function* endless() {
      for (;;) {
        pagesRead++;
        yield Array.from({ length: 1000 }, (_, i) => [`row ${i}`, i, 'x'.repeat(200)]);
      }
    }
    let written = 0;
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        if (written > 200_000) this.destroy();
        else done();
      },
    });
    await expect(
      writeXlsx(output, { sheetName: 'S', columns: [{ header: 'A', width: 5 }], cells: (row) => row }, endless()),
    ).rejects.toThrow();
    const pagesAtStop = pagesRead;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pagesRead).toBe(pagesAtStop);
    expect(pagesRead).toBeLessThan(1000);
  });
});
