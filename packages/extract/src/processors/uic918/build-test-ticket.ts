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

/** Bits written as ASN.1 unaligned PER writes them, most significant first. */
class BitWriter {
  private readonly bits: number[] = [];

  put(value: number, count: number): this {
    for (let i = count - 1; i >= 0; i--) this.bits.push(Math.floor(value / 2 ** i) % 2);
    return this;
  }

  flags(...values: boolean[]): this {
    for (const v of values) this.put(v ? 1 : 0, 1);
    return this;
  }

  length(n: number): this {
    return n < 128 ? this.put(n, 8) : this.put(2, 2).put(n, 14);
  }

  ia5(text: string): this {
    this.length(text.length);
    for (const ch of text) this.put(ch.charCodeAt(0), 7);
    return this;
  }

  utf8(text: string): this {
    const data = bytesOf(text);
    this.length(data.length);
    for (const b of data) this.put(b, 8);
    return this;
  }

  octets(data: Uint8Array): this {
    this.length(data.length);
    for (const b of data) this.put(b, 8);
    return this;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(Math.ceil(this.bits.length / 8));
    this.bits.forEach((bit, i) => {
      out[i >> 3] = (out[i >> 3] ?? 0) | (bit << (7 - (i & 7)));
    });
    return out;
  }
}

export interface TestOpenTicket {
  issued: { year: number; day: number };
  pnr: string;
  traveler: { firstName: string; lastName: string };
  from?: string;
  to?: string;
  /** Days after the day of issue. */
  validFromDay: number;
  /** `TravelClassType`: 1 first, 2 second. */
  classCode: number;
}

/** `U_FLEX` v13 (ERA's Flexible Content Barcode 1.3): issued by 1080, one traveller, one open ticket. */
export function flexRecord(t: TestOpenTicket): Uint8Array {
  const w = new BitWriter();
  // UicRailTicketData: no extension; traveller detail and documents present, no control detail, no extension.
  w.flags(false, true, true, false, false);
  // IssuingData: no extension; of the fourteen optional fields the issuer's number and the PNR.
  w.flags(false, false, false, true, false, false, false, false, false, true, false, false, false, false, false);
  w.put(1080 - 1, 15)
    .put(t.issued.year - 2016, 8)
    .put(t.issued.day - 1, 9);
  w.flags(false, false, true).ia5(t.pnr);
  // TravelerData: travellers only; one TravelerType with a first and a last name, the ticket's holder.
  w.flags(false, true, false, false).length(1);
  w.flags(false, true, false, true, ...Array<boolean>(14).fill(false));
  w.utf8(t.traveler.firstName).utf8(t.traveler.lastName).flags(true);
  // One DocumentData without token: the choice's third alternative, an open ticket.
  w.length(1).flags(false, false, false).put(2, 4);
  const present = Array<boolean>(38).fill(false);
  present[13] = t.from !== undefined;
  present[14] = t.to !== undefined;
  present[18] = true;
  present[25] = true;
  w.flags(false, ...present).flags(false);
  if (t.from !== undefined) w.utf8(t.from);
  if (t.to !== undefined) w.utf8(t.to);
  w.put(t.validFromDay + 1, 10)
    .flags(false)
    .put(t.classCode, 3);
  return record('U_FLEX', '13', w.bytes());
}

export interface TestReservation {
  issued: { year: number; day: number; minutes: number };
  pnr: string;
  traveler: { firstName: string; lastName: string };
  train: string;
  /** UIC station numbers. */
  from: number;
  to: number;
  /** Days after the day of issue. */
  departureDay: number;
  /** Minutes after midnight. */
  departure: number;
  arrival: number;
  classCode: number;
  coach: string;
  seat: number;
}

/** An FCB of version 3 issued by SNCF (1187): one traveller and one seat reservation, written up to its place. */
export function fcb3Reservation(t: TestReservation): Uint8Array {
  const w = new BitWriter();
  w.flags(false, true, true, false, false);
  // IssuingData v3: thirteen optional fields (the time of issue is mandatory); the issuer's number and the PNR.
  w.flags(false, false, false, true, false, false, false, false, true, false, false, false, false, false);
  w.put(1187 - 1, 15)
    .put(t.issued.year - 2016, 8)
    .put(t.issued.day - 1, 9)
    .put(t.issued.minutes, 11);
  w.flags(false, false, true).ia5(t.pnr);
  // TravelerData: one TravelerType (eighteen optional fields from version 2) with a first and a last name.
  w.flags(false, true, false, false).length(1);
  w.flags(false, true, false, true, ...Array<boolean>(15).fill(false));
  w.utf8(t.traveler.firstName).utf8(t.traveler.lastName).flags(true);
  // One DocumentData without token: the choice's first alternative, a reservation.
  w.length(1).flags(false, false, false).put(0, 4);
  const present = Array<boolean>(43).fill(false);
  for (const i of [1, 2, 14, 16, 22, 26, 28]) present[i] = true;
  w.flags(false, ...present);
  w.ia5(t.train).put(t.departureDay + 1, 9);
  w.put(t.from - 1, 24).put(t.to - 1, 24);
  w.put(t.departure, 11).put(t.arrival, 11);
  w.flags(false).put(t.classCode, 4);
  // PlacesType: the coach and one place number.
  w.flags(true, false, false, false, true)
    .ia5(t.coach)
    .length(1)
    .put(t.seat - 1, 8);
  return w.bytes();
}

/** A DOSIPAS barcode of header `U2` without signatures: its level 1 data signed by 1187, holding the elements. */
export function dosipasBarcode(elements: readonly { format: string; data: Uint8Array }[]): Uint8Array {
  const w = new BitWriter();
  w.flags(false).ia5('U2').flags(false, false);
  w.flags(true, ...Array<boolean>(11).fill(false)).put(1187 - 1, 15);
  w.length(elements.length);
  for (const element of elements) w.ia5(element.format).octets(element.data);
  return w.bytes();
}
