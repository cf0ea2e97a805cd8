import bwipjs from 'bwip-js/node';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { extract } from '../../index.js';
import { buildTestPdf } from '../pdf/build-test-pdf.js';
import { processText } from '../text/index.js';
import {
  dbRecord,
  flexRecord,
  headRecord,
  layoutRecord,
  record,
  sampleDbTicket,
  uic918Barcode,
} from './build-test-ticket.js';
import { parseUic918, readUic918, uic918BytesInText } from './index.js';

/** The WebAssembly barcode reader loads on first use: slow on a busy machine. */
const SLOW_TEST_MS = 60_000;

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

async function aztecPng(bytes: Uint8Array): Promise<Uint8Array> {
  const options = { bcid: 'azteccode', text: latin1(bytes), binarytext: true, scale: 3, padding: 10 };
  return new Uint8Array(await bwipjs.toBuffer({ ...options, backgroundcolor: 'FFFFFF' }));
}

describe('UIC 918.3 barcodes', () => {
  it('reads the header and the records of both versions', () => {
    for (const version of ['01', '02'] as const) {
      const parsed = parseUic918(sampleDbTicket({ version }));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      expect(parsed.ticket).toMatchObject({ version, issuer: '1080', keyId: '00001', warnings: [] });
      expect(parsed.ticket.records.map((r) => r.id)).toEqual(['U_HEAD', '0080BL', 'U_TLAY']);
    }
  });

  it('reads a barcode whose header is marked OTI instead of #UT', () => {
    const records = [headRecord('1080', 'XQ7K2P', '010320271530'), dbRecord('14032027', '15032027', {})];
    const parsed = parseUic918(uic918Barcode(records, { mark: 'OTI', issuer: '0080' }));
    expect(parsed.ok && parsed.ticket).toMatchObject({ version: '01', issuer: '0080', keyId: '00001' });
    expect(parseUic918(uic918Barcode(records, { mark: 'OTI' }).subarray(1)).ok).toBe(false);
  });

  it('turns a DB ticket into a train reservation with its booking reference, traveller, stations and day', () => {
    const bytes = sampleDbTicket();
    const result = readUic918(bytes);
    expect(result.diagnostics).toEqual([]);
    expect(result.reservations).toEqual([
      expect.objectContaining({
        '@type': 'TrainReservation',
        reservationNumber: 'XQ7K2P',
        underName: { '@type': 'Person', name: 'Erika Mustermann', givenName: 'Erika', familyName: 'Mustermann' },
        reservationFor: expect.objectContaining({
          departureStation: { '@type': 'TrainStation', name: 'Frankfurt(Main)Hbf' },
          arrivalStation: { '@type': 'TrainStation', name: 'Berlin Hbf' },
          departureDay: '2027-03-14',
          departureTime: '2027-03-14T09:12:00',
          arrivalTime: '2027-03-14T13:20:00',
        }),
        reservedTicket: {
          '@type': 'Ticket',
          ticketToken: `aztecbin:${Buffer.from(bytes).toString('base64')}`,
          ticketedSeat: { '@type': 'Seat', seatingType: '2' },
        },
      }),
    ]);
  });

  it('reads the journey from the RCT2 layout when the issuer adds no records of its own', () => {
    const bytes = uic918Barcode(
      [
        headRecord('1181', 'OEBB4711', '201120261000'),
        layoutRecord([
          { line: 6, column: 1, text: '03.01' },
          { line: 6, column: 7, text: '07:25' },
          { line: 6, column: 13, text: 'Wien Hbf' },
          { line: 6, column: 34, text: 'Salzburg Hbf' },
          { line: 6, column: 58, text: '09:52' },
          { line: 7, column: 1, text: '05.01' },
          { line: 7, column: 13, text: 'Salzburg Hbf' },
          { line: 7, column: 34, text: 'Wien Hbf' },
        ]),
      ],
      { issuer: '1181' },
    );
    const trips = readUic918(bytes).reservations.map((r) => r.reservationFor);
    // Issued in November: January is the next year.
    expect(trips).toEqual([
      expect.objectContaining({ departureDay: '2027-01-03', departureTime: '2027-01-03T07:25:00' }),
      expect.objectContaining({
        departureDay: '2027-01-05',
        arrivalStation: { '@type': 'TrainStation', name: 'Wien Hbf' },
      }),
    ]);
    expect(trips[0]).toMatchObject({ provider: { identifier: 'uic:1181', name: 'ÖBB' } });
  });

  it('reads the day of validity of an older DB record (0080BL version 02) when no S031 gives it', () => {
    const order = `${'CERT0000001'}${'0'.repeat(11)}${'21052027'}${'22052027'}${'00000042'}`;
    // S-field lengths count bytes: "Köln Hbf" takes 9 in UTF-8.
    const sFields = 'S0150009Köln HbfS0160011Hamburg Hbf';
    const db = record('0080BL', '02', `021${order}02${sFields}`);
    const bytes = uic918Barcode([headRecord('1080', 'K9LM3T', '010520271200'), db]);
    const [r] = readUic918(bytes).reservations;
    expect(r?.reservationFor).toMatchObject({
      departureStation: { name: 'Köln Hbf' },
      arrivalStation: { name: 'Hamburg Hbf' },
      departureDay: '2027-05-21',
    });
  });

  it('reads a ticket key padded with NUL bytes as the key alone', () => {
    const order = `${'CERT0000001'}${'0'.repeat(11)}${'21052027'}${'22052027'}${'00000042'}`;
    const db = record('0080BL', '02', `021${order}02S0150009Köln HbfS0160011Hamburg Hbf`);
    const head = record('U_HEAD', '01', `1080${'A1TUTN-3'.padEnd(20, '\0')}0105202712000DE  `);
    const [r] = readUic918(uic918Barcode([head, db])).reservations;
    expect(r?.reservationNumber).toBe('A1TUTN-3');
  });

  it('hands a layout without a journey to the text extractors, laid out in lines and columns', () => {
    const bytes = uic918Barcode([
      headRecord('1185', 'SBB123', '010120270800'),
      layoutRecord([
        { line: 0, column: 0, text: 'GA Travelcard' },
        { line: 2, column: 4, text: 'Valid' },
        { line: 2, column: 12, text: '01.01.2027' },
      ]),
    ]);
    const result = readUic918(bytes);
    expect(result.reservations).toEqual([]);
    expect(result.documents).toEqual([
      expect.objectContaining({ kind: 'text', text: 'GA Travelcard\n\n    Valid   01.01.2027' }),
    ]);
  });

  it.each([
    ['a body length past the end', (b: Uint8Array) => withLength(b, 9999), 'uic918-invalid'],
    ['a body length that is no number', (b: Uint8Array) => withLength(b, 'ab12'), 'uic918-invalid'],
    ['a truncated compressed body', (b: Uint8Array) => truncatedBody(b), 'uic918-invalid'],
    ['a header cut short', (b: Uint8Array) => b.subarray(0, 40), 'uic918-invalid'],
    ['a record longer than the body', () => uic918Barcode([overlongRecord()]), 'uic918-invalid'],
  ])('reports %s as a diagnostic', (_name, damage, code) => {
    const result = readUic918(damage(sampleDbTicket()));
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toContain(code);
  });

  it('keeps the records before a damaged one and says what was lost', () => {
    const bytes = uic918Barcode([headRecord('1080', 'XQ7K2P', '010320271530'), overlongRecord()]);
    const result = readUic918(bytes);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['uic918-damaged', 'uic918-no-journey']);
    expect(result.diagnostics[0]?.message).toMatch(/claims 500 bytes/);
  });

  it("reads an open ticket from ERA's Flexible Content Barcode: its ends, first day, class, holder and reference", () => {
    const flex = flexRecord({
      issued: { year: 2027, day: 60 },
      pnr: 'Q7XK2P4M',
      traveler: { firstName: 'Jana', lastName: 'Nováková' },
      from: 'Köln Hbf',
      to: 'Hamburg Hbf',
      validFromDay: 14,
      classCode: 1,
    });
    const result = readUic918(uic918Barcode([flex], { version: '02' }));
    expect(result.diagnostics.map((d) => d.code)).toEqual([]);
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]).toMatchObject({
      '@type': 'TrainReservation',
      reservationNumber: 'Q7XK2P4M',
      underName: { name: 'Jana Nováková', givenName: 'Jana', familyName: 'Nováková' },
      reservationFor: {
        departureStation: { name: 'Köln Hbf' },
        arrivalStation: { name: 'Hamburg Hbf' },
        // Issued on 1 March 2027 (day 60), valid from fourteen days later.
        departureDay: '2027-03-15',
        provider: { identifier: 'uic:1080', name: 'Deutsche Bahn' },
      },
      reservedTicket: { ticketedSeat: { seatingType: '1' } },
    });
  });

  it('gives no journey for a Flexible Content Barcode ticket that names no ends (a day ticket for a region)', () => {
    const flex = flexRecord({
      issued: { year: 2027, day: 60 },
      pnr: 'Q7XK2P4M',
      traveler: { firstName: 'Jana', lastName: 'Nováková' },
      validFromDay: 2,
      classCode: 2,
    });
    const result = readUic918(uic918Barcode([flex], { version: '02' }));
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['uic918-no-journey']);
  });

  it('says when it passes over an ERA FCB (U_FLEX) record', () => {
    const bytes = uic918Barcode([headRecord('1187', 'SNCF42', '010120270800'), record('U_FLEX', '13', 'x')]);
    expect(readUic918(bytes).diagnostics.map((d) => d.code)).toEqual(['uic918-flex-unread', 'uic918-no-journey']);
  });

  it('never throws on damaged barcodes', () => {
    const valid = sampleDbTicket();
    const damage = fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(damage, fc.nat({ max: valid.length }), (changes, cut) => {
        const bytes = valid.slice(0, Math.max(cut, 20));
        for (const [at, byte] of changes) if (at < bytes.length) bytes[at] = byte;
        const result = readUic918(bytes);
        expect(result.reservations.length + result.documents.length + result.diagnostics.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the barcode written as Latin-1 or base64 text, and refuses text decoded as another charset', async () => {
    const bytes = sampleDbTicket();
    expect(uic918BytesInText(latin1(bytes))).toEqual(bytes);
    expect(uic918BytesInText(`Barcode: ${Buffer.from(bytes).toString('base64')}\n`)).toEqual(bytes);
    expect(uic918BytesInText(new TextDecoder().decode(bytes))).toBeUndefined();
    const fromText = await processText({ kind: 'text', text: latin1(bytes) }, {}, undefined as never);
    expect('reservations' in fromText && fromText.reservations.length).toBe(1);
  });
});

describe('UIC 918.3 layouts of other railways', () => {
  /** A layout record written by hand: NS pads its numbers with spaces, DSB counts UTF-8 text in characters. */
  function rawLayout(fields: readonly string[]): Uint8Array {
    const body = new TextEncoder().encode(`RCT2${String(fields.length).padStart(4, ' ')}${fields.join('')}`);
    const head = new TextEncoder().encode(`U_TLAY01${String(body.length + 12).padStart(4, ' ')}`);
    return Uint8Array.from([...head, ...body]);
  }

  it('reads a DSB seat reservation that counts København H as 11 characters, with its train, coach and seat', () => {
    const bytes = uic918Barcode(
      [
        headRecord('1186', '38KQNW2F', '100120251551'),
        rawLayout([
          '0601010500005' + '14.01',
          '0607010500005' + '07.57',
          '0613010600006' + 'Odense',
          '0634011100011' + 'København H',
          '0658010500005' + '09.06',
          '0801010300003' + 'TOG',
          '0807010500005' + '   14',
          '0817010400004' + 'VOGN',
          '0826010300003' + '061',
          '0832010500005' + 'PLADS',
          '0848010300003' + '53 ',
          '1311011100011' + 'Ærø, Ålborg',
        ]),
      ],
      { issuer: '1186' },
    );
    const [reservation, ...others] = readUic918(bytes).reservations;
    expect(others).toEqual([]);
    expect(reservation).toMatchObject({
      reservationNumber: '38KQNW2F',
      reservationFor: {
        trainNumber: '14',
        departureStation: { name: 'Odense' },
        arrivalStation: { name: 'København H' },
        departureTime: '2025-01-14T07:57:00',
        arrivalTime: '2025-01-14T09:06:00',
      },
      reservedTicket: { ticketedSeat: { seatSection: '061', seatNumber: '53' } },
    });
  });

  it('reads numbers padded with spaces, day-month dates with a slash, and no journey from a line of stars', () => {
    const bytes = uic918Barcode(
      [
        headRecord('1184', 'KDWTRFP_0', '171020161000'),
        rawLayout([
          ' 6 2 1 50   5' + '28/10',
          ' 6 8 1 50   5' + '13:17',
          ' 614 1120  12' + 'AMSTERDAM C.',
          ' 635 1100  10' + 'PARIS NORD',
          ' 714 1 50   5' + '*****',
          ' 735 1 50   5' + '*****',
          ' 8 2 1 50   5' + 'TREIN',
          ' 8 8 1 50   5' + ' 9352',
        ]),
      ],
      { issuer: '1184' },
    );
    const trips = readUic918(bytes).reservations.map((r) => r.reservationFor);
    expect(trips).toEqual([
      expect.objectContaining({
        trainNumber: '9352',
        departureStation: { '@type': 'TrainStation', name: 'AMSTERDAM C.' },
        departureTime: '2016-10-28T13:17:00',
      }),
    ]);
  });

  it('takes the first day of validity for journey lines without a date, and drops the mark of a fare zone', () => {
    const bytes = uic918Barcode(
      [
        headRecord('1088', 'BKRSXGK_1', '270320141034'),
        layoutRecord([
          { line: 3, column: 2, text: 'Geldig : 13.04.2014 - 14.04.2014' },
          { line: 6, column: 14, text: 'DORDRECHT' },
          { line: 6, column: 35, text: 'ANTWERPEN (ZONE)' },
          { line: 12, column: 1, text: 'Povinny vlak/Zugbindung EN 477' },
        ]),
      ],
      { issuer: '1088' },
    );
    const trips = readUic918(bytes).reservations.map((r) => r.reservationFor);
    expect(trips).toEqual([
      expect.objectContaining({
        trainNumber: 'EN 477',
        arrivalStation: { '@type': 'TrainStation', name: 'ANTWERPEN' },
        departureDay: '2014-04-13',
      }),
    ]);
  });

  it('reads a journey line printed as one field laid out with spaces, and the train written after its label', () => {
    const bytes = uic918Barcode(
      [
        headRecord('1181', '4417205836190342', '111120251237'),
        layoutRecord([
          {
            line: 6,
            column: 1,
            text: '11.11 14:26  GRAZ HBF         ->  KAPFENBERG BA... 11.11 15:09     1',
          },
          { line: 7, column: 3, text: '*     *    *                ->  *                  *     *       *' },
          { line: 8, column: 1, text: 'ZUG 370     RJ   WAGEN   372   Sitzplatz' },
        ]),
      ],
      { issuer: '1181' },
    );
    const trips = readUic918(bytes).reservations.map((r) => r.reservationFor);
    expect(trips).toEqual([
      expect.objectContaining({
        trainNumber: 'RJ 370',
        departureStation: { '@type': 'TrainStation', name: 'GRAZ HBF' },
        arrivalStation: { '@type': 'TrainStation', name: 'KAPFENBERG BA...' },
        departureTime: '2025-11-11T14:26:00',
        arrivalTime: '2025-11-11T15:09:00',
      }),
    ]);
  });

  it("names the traveller from RCT2's name box or České dráhy's record, and not a count of travellers", () => {
    const journey = [
      { line: 3, column: 2, text: 'VALID FROM 26/01/2016 TO 26/01/2016' },
      { line: 6, column: 14, text: 'Rotterdam Zuid' },
      { line: 6, column: 35, text: 'Amsterdam C.' },
    ];
    const ns = uic918Barcode(
      [
        headRecord('1184', 'QWRTZUP_1', '250120162050'),
        layoutRecord([{ line: 0, column: 53, text: 'Brink H' }, ...journey]),
      ],
      { issuer: '1184' },
    );
    expect(readUic918(ns).reservations[0]).toMatchObject({
      reservationNumber: 'QWRTZUP',
      underName: { name: 'Brink H' },
    });
    const cd = uic918Barcode(
      [
        headRecord('1154', '*0042-017', '150820161026'),
        layoutRecord([{ line: 0, column: 52, text: '\n01 DOSPELY/ERW.' }, ...journey]),
        record('1154UT', '01', 'KJ015MALOUČEK KarelKK006KTPZM4'),
      ],
      { issuer: '1154' },
    );
    expect(readUic918(cd).reservations[0]?.underName).toEqual({ '@type': 'Person', name: 'MALOUČEK Karel' });
    const counted = uic918Barcode(
      [
        headRecord('1154', '*0042-017', '150820161026'),
        layoutRecord([{ line: 0, column: 52, text: '01 DOSPELY/ERW.' }, ...journey]),
      ],
      { issuer: '1154' },
    );
    expect(readUic918(counted).reservations[0]?.underName).toBeUndefined();
    const secondLine = uic918Barcode(
      [
        headRecord('0019', 'RCIXAE474050544', '080120161332'),
        layoutRecord([
          { line: 1, column: 52, text: 'adult testa' },
          { line: 1, column: 60, text: '01 ADULT' },
          ...journey,
        ]),
      ],
      { issuer: '0019' },
    );
    expect(readUic918(secondLine).reservations[0]?.underName).toEqual({ '@type': 'Person', name: 'adult testa' });
  });

  it('finds the barcode in base64 lines of its bytes written as UTF-8, as scanner apps hand it over', () => {
    const bytes = sampleDbTicket();
    const asUtf8 = Buffer.from(latin1(bytes), 'utf8').toString('base64');
    const lines = asUtf8.match(/.{1,76}/g)?.join('\n') ?? '';
    expect(uic918BytesInText(`${lines}\n`)).toEqual(bytes);
  });

  it('finds the barcode in base64 lines a mail indents or ends with spaces', () => {
    const bytes = sampleDbTicket();
    const lines =
      Buffer.from(bytes)
        .toString('base64')
        .match(/.{1,76}/g) ?? [];
    expect(uic918BytesInText(lines.map((l) => `    ${l}  `).join('\r\n'))).toEqual(bytes);
  });
});

describe('UIC 918.3 barcodes end to end', { timeout: SLOW_TEST_MS }, () => {
  it('reads a ticket from an Aztec image into a zone-aware train reservation', async () => {
    const bytes = sampleDbTicket({ version: '02' });
    const result = await extract(await aztecPng(bytes), { fileName: 'ticket.png' });
    expect(result.reservations).toHaveLength(1);
    const [r] = result.reservations;
    expect(r).toMatchObject({
      '@type': 'TrainReservation',
      reservationNumber: 'XQ7K2P',
      reservedTicket: { ticketToken: `aztecbin:${Buffer.from(bytes).toString('base64')}` },
      reservationFor: {
        departureStation: { name: 'Frankfurt(Main)Hbf', address: { addressCountry: 'DE' } },
        arrivalStation: { name: 'Berlin Hbf', geo: { latitude: expect.closeTo(52.53, 1) } },
        departureTime: { '@value': '2027-03-14T09:12:00+01:00', timezone: 'Europe/Berlin' },
      },
    });
  });

  it('reads a ticket from the Aztec code printed in a PDF', async () => {
    const png = PNG.sync.read(Buffer.from(await aztecPng(sampleDbTicket())));
    const gray = new Uint8Array(png.width * png.height);
    for (let i = 0; i < gray.length; i++) gray[i] = png.data[i * 4] ?? 255;
    const pdf = buildTestPdf([
      { lines: ['Ihre Fahrkarte', 'Bitte vorzeigen'], image: { width: png.width, height: png.height, gray } },
    ]);
    const result = await extract(pdf, { fileName: 'ticket.pdf' });
    expect(result.reservations).toEqual([
      expect.objectContaining({ '@type': 'TrainReservation', reservationNumber: 'XQ7K2P' }),
    ]);
  });

  it(
    "gives a barcode's open ticket to the trains a PDF's timetable books between its places, read by the general readers",
    async () => {
      const flex = flexRecord({
        issued: { year: 2027, day: 60 },
        pnr: 'Q7XK2P4M',
        traveler: { firstName: 'Jana', lastName: 'Nováková' },
        from: 'Mainz',
        to: 'Koblenz',
        validFromDay: 14,
        classCode: 2,
      });
      const png = PNG.sync.read(Buffer.from(await aztecPng(uic918Barcode([flex], { version: '02' }))));
      const gray = new Uint8Array(png.width * png.height);
      for (let i = 0; i < gray.length; i++) gray[i] = png.data[i * 4] ?? 255;
      const lines = [
        'Auftragsnummer: 855300001234',
        'Ihre Reiseverbindung Hinfahrt am 15.03.2027',
        'Halt                 Datum    Zeit       Gleis         Produkte',
        'Mainz Hbf            15.03.   ab 15:51   3             RE 2 (4260)',
        'Koblenz Hbf          15.03.   an 16:54   1',
      ];
      const pdf = buildTestPdf([{ lines, image: { width: png.width, height: png.height, gray } }]);
      const result = await extract(pdf, { fileName: 'ticket.pdf', providerExtractors: false });
      expect(result.reservations).toEqual([
        expect.objectContaining({
          reservationFor: expect.objectContaining({ trainNumber: 'RE 2' }),
          reservedTicket: expect.objectContaining({ ticketToken: expect.stringMatching(/^aztecbin:/) }),
        }),
      ]);
    },
    SLOW_TEST_MS,
  );

  it('reports a damaged ticket in an Aztec image without failing the input', async () => {
    const result = await extract(await aztecPng(truncatedBody(sampleDbTicket())), { fileName: 'ticket.png' });
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toContain('uic918-invalid');
  });
});

function withLength(bytes: Uint8Array, length: number | string): Uint8Array {
  const out = bytes.slice();
  out.set(new TextEncoder().encode(String(length).padStart(4, '0')), 64);
  return out;
}

/** The body cut in half, with its length saying so: the compressed stream ends early. */
function truncatedBody(bytes: Uint8Array): Uint8Array {
  const body = bytes.subarray(68);
  return withLength(bytes.slice(0, 68 + Math.floor(body.length / 2)), Math.floor(body.length / 2));
}

function overlongRecord(): Uint8Array {
  const r = record('0080BL', '03', '03');
  r.set(new TextEncoder().encode('0500'), 8);
  return r;
}
