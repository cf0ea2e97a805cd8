import { crc32, createDeflateRaw } from 'node:zlib';

// A small .xlsx whose shared strings inflate to far more than the file: what a hostile upload looks like.

interface Entry {
  name: string;
  /** The entry's content, given in pieces so a large one is never held whole. */
  pieces: () => Iterable<Buffer>;
}

async function deflate(pieces: Iterable<Buffer>): Promise<{ data: Buffer; crc: number; size: number }> {
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    crc = crc32(piece, crc);
    size += piece.length;
    if (!deflater.write(piece)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** A zip archive of deflated entries (sizes below 4 GB, no ZIP64). */
async function zip(entries: Entry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const { data, crc, size } = await deflate(entry.pieces());
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const text = (value: string) => () => [Buffer.from(value)];
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook here has: content types, relationships and one sheet named People. */
function workbookParts(withSharedStrings: boolean): Entry[] {
  const sharedStrings = withSharedStrings
    ? `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>`
    : '';
  return [
    {
      name: '[Content_Types].xml',
      pieces: text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          (withSharedStrings
            ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
            : '') +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      pieces: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      pieces: text(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}">` +
          '<sheets><sheet name="People" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings}</Relationships>`,
      ),
    },
  ];
}

/**
 * An .xlsx of a few KB whose sheet holds, under an Email header, one cell of `cellBytes` characters written inline
 * (no shared strings): a file small on every limit of size but one cell.
 */
export async function xlsxWithLongCell(cellBytes: number): Promise<Buffer> {
  const piece = Buffer.alloc(1024 * 1024, 'x');
  return zip([
    ...workbookParts(false),
    {
      name: 'xl/worksheets/sheet1.xml',
      pieces: function* () {
        yield Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>` +
            '<row r="1"><c r="A1" t="inlineStr"><is><t>Email</t></is></c></row>' +
            '<row r="2"><c r="A2" t="inlineStr"><is><t>',
        );
        for (let written = 0; written < cellBytes; written += piece.length) {
          yield piece.subarray(0, Math.min(piece.length, cellBytes - written));
        }
        yield Buffer.from('</t></is></c></row></sheetData></worksheet>');
      },
    },
  ]);
}

/**
 * An .xlsx of a few hundred KB whose xl/sharedStrings.xml inflates to `sharedStringBytes`: strings of 1 KB each,
 * all alike, placed before the sheet as Excel does.
 */
export async function xlsxBomb(sharedStringBytes: number): Promise<Buffer> {
  const item = Buffer.from(`<si><t>${'x'.repeat(1000)}</t></si>`);
  const count = Math.ceil(sharedStringBytes / item.length);
  const batch = Buffer.concat(Array.from({ length: 1000 }, () => item));
  return zip([
    ...workbookParts(true),
    {
      name: 'xl/sharedStrings.xml',
      pieces: function* () {
        yield Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${main}" count="${count}" uniqueCount="${count}">`,
        );
        for (let written = 0; written < count; written += 1000) yield batch;
        yield Buffer.from('</sst>');
      },
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      pieces: text(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>` +
          '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row>' +
          '</sheetData></worksheet>',
      ),
    },
  ]);
}

/** A workbook of the given parts (name → XML), stored in the archive in the order given. */
export function xlsxOfParts(parts: [name: string, xml: string][]): Promise<Buffer> {
  return zip(parts.map(([name, xml]) => ({ name, pieces: text(xml) })));
}
