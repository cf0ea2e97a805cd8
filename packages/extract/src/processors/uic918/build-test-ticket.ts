import { zlibSync } from 'fflate';

/** Test support: UIC 918.3 barcodes built from records, with a made-up signature (the engine does not verify it). */

const encoder = new TextEncoder();

function bytesOf(text: string): Uint8Array {
  return encoder.encode(text);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A record: 6-character id, 2-digit version, 4-digit length (header included), content. */
export function record(id: string, version: string, content: Uint8Array | string): Uint8Array {
  const data = typeof content === 'string' ? bytesOf(content) : content;
  return concat([bytesOf(`${id}${version}${pad(data.length + 12, 4)}`), data]);
}

/** `U_HEAD` v01: company, ticket key (20), issue time DDMMYYYYHHMM, flags, language, second language. */
export function headRecord(company: string, ticketKey: string, issued: string): Uint8Array {
  return record('U_HEAD', '01', `${company.padEnd(4)}${ticketKey.padEnd(20)}${issued}0DE  `);
}

export interface TestLayoutField {
  line: number;
  column: number;
  text: string;
  width?: number;
}

/** `U_TLAY` v01 in the RCT2 standard. */
export function layoutRecord(fields: readonly TestLayoutField[]): Uint8Array {
  const parts = fields.map((f) => {
    const text = bytesOf(f.text);
    const head = `${pad(f.line, 2)}${pad(f.column, 2)}01${pad(f.width ?? f.text.length, 2)}0${pad(text.length, 4)}`;
    return concat([bytesOf(head), text]);
  });
  return record('U_TLAY', '01', concat([bytesOf(`RCT2${pad(fields.length, 4)}`), ...parts]));
}

/** DB's `0080BL` v03: ticket type, one order (valid from/to DDMMYYYY, serial), then S-fields. */
export function dbRecord(validFrom: string, validTo: string, fields: Record<number, string>): Uint8Array {
  const entries = Object.entries(fields);
  const sFields = entries.map(([n, value]) => `S${pad(Number(n), 3)}${pad(bytesOf(value).length, 4)}${value}`);
  return record('0080BL', '03', `031${validFrom}${validTo}${'1234567890'}${pad(entries.length, 2)}${sFields.join('')}`);
}

/** The whole barcode: header, fake signature, 4-digit body length, zlib-compressed records. */
export function uic918Barcode(
  records: readonly Uint8Array[],
  options: { version?: '01' | '02'; issuer?: string; mark?: '#UT' | 'OTI' } = {},
) {
  const version = options.version ?? '01';
  const body = zlibSync(concat(records));
  const signature = new Uint8Array(version === '01' ? 50 : 64);
  // A DER SEQUENCE of two INTEGERs in version 01, two fixed 32-byte numbers in 02; any bytes will do here.
  signature.set([0x30, 0x2c, 0x02, 0x14], 0);
  signature.fill(0x5a, 4, version === '01' ? 46 : 64);
  return concat([
    bytesOf(`${options.mark ?? '#UT'}${version}${options.issuer ?? '1080'}00001`),
    signature,
    bytesOf(pad(body.length, 4)),
    body,
  ]);
}

/** A DB ticket Frankfurt → Berlin on 14 March 2027, as the tests read it. */
export function sampleDbTicket(options: { version?: '01' | '02' } = {}): Uint8Array {
  return uic918Barcode(
    [
      headRecord('1080', 'XQ7K2P', '010320271530'),
      dbRecord('14032027', '15032027', {
        1: 'Flexpreis',
        14: 'S2',
        15: 'Frankfurt(Main)Hbf',
        16: 'Berlin Hbf',
        23: 'Erika Mustermann',
        28: 'Erika#Mustermann',
        31: '14.03.2027',
        32: '15.03.2027',
      }),
      layoutRecord([
        { line: 0, column: 0, text: 'FAHRKARTE' },
        { line: 6, column: 1, text: '14.03' },
        { line: 6, column: 7, text: '09:12' },
        { line: 6, column: 13, text: 'Frankfurt(Main)Hbf'.slice(0, 17) },
        { line: 6, column: 34, text: 'Berlin Hbf' },
        { line: 6, column: 52, text: '14.03' },
        { line: 6, column: 58, text: '13:20' },
        { line: 6, column: 66, text: '2' },
      ]),
    ],
    options,
  );
}
