import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readImportRow } from './process-traveler-import.js';
import { columnNames, detectDelimiter, previewFile, readFileRows, suggestMapping } from './traveler-import-reader.js';

describe('traveler file reading', () => {
  it('takes the delimiter the header uses, so commas inside a semicolon file stay in their cell', async () => {
    expect(detectDelimiter('a;b;"c,d";e')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('email')).toBe(',');
    const csv = '\uFEFFName;Email;Extra\n"Doe, Jane";jane@x.test;"a@x.test, b@x.test"\n\nJo;jo@x.test;\n';
    const rows = [];
    // Split across chunks in the middle of a row, as stored parts are.
    for await (const row of readFileRows(
      'csv',
      Readable.from([Buffer.from(csv.slice(0, 30)), Buffer.from(csv.slice(30))]),
    )) {
      rows.push(row);
    }
    expect(rows).toEqual([
      { number: 1, cells: ['Name', 'Email', 'Extra'] },
      { number: 2, cells: ['Doe, Jane', 'jane@x.test', 'a@x.test, b@x.test'] },
      { number: 4, cells: ['Jo', 'jo@x.test', ''] },
    ]);
  });

  it('names blank and repeated headers, and suggests a mapping from common header words', () => {
    expect(columnNames(['Email', '', 'email', 'Dept'])).toEqual(['Email', 'Column 2', 'email (2)', 'Dept']);
    expect(suggestMapping(['Vorname', 'Surname', 'E-Mail Address', 'Employee #', 'Cost Center', 'Aliases'])).toEqual({
      email: 2,
      last_name: 1,
      employee_id: 3,
      department: 4,
      extra_emails: 5,
    });
  });

  it('previews what a first part holds, even when it ends mid-row', async () => {
    const preview = await previewFile('csv', [Buffer.from('email,name\na@x.test,A\nb@x.test,B\nc@x.te')]);
    expect(preview.columns).toEqual(['email', 'name']);
    expect(preview.preview.slice(0, 2)).toEqual([
      ['a@x.test', 'A'],
      ['b@x.test', 'B'],
    ]);
    expect(await previewFile('xlsx', [Buffer.from('PK\u0003\u0004 not a whole archive')])).toEqual({
      columns: [],
      preview: [],
    });
  });

  it('checks a row against the mapping: splits a full name, lower-cases addresses, refuses bad ones', () => {
    const mapping = { email: 1, full_name: 0, extra_emails: 2 };
    expect(readImportRow(['Ada King Lovelace', ' ADA@X.TEST ', 'a@y.test; ada@x.test'], 2, mapping)).toEqual({
      number: 2,
      email: 'ada@x.test',
      firstName: 'Ada King',
      lastName: 'Lovelace',
      employeeId: null,
      department: null,
      extras: ['a@y.test'],
    });
    expect(readImportRow(['Bo', '', ''], 3, mapping)).toEqual({ error: 'The email address is missing.' });
    expect(readImportRow(['Bo', 'bo@x.test', 'nope'], 4, mapping)).toEqual({
      error: 'The extra address "nope" is not a valid email address.',
    });
  });
});
