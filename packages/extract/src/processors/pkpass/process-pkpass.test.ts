import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type ExtractLimits } from '../../engine/types.js';
import {
  caseContext,
  essentialMismatches,
  loadCorpusCases,
  readCaseBytes,
  readCaseText,
  valueAt,
} from '../bcbp/test-support/corpus-cases.js';
import { processPkpass } from './index.js';

/** Decoders (pdf.js, WebAssembly) load on first use and property tests run many cases: slow on a busy machine. */
const SLOW_TEST_MS = 60_000;

/**
 * Where the corpus reference disagrees with the pass itself, we follow the pass: the United sample's
 * reference puts the arrival airport at ORD and the arrival time into departureTime, while pass.json says
 * CDG and gives both times as separate semantic tags.
 */
const KNOWN_REFERENCE_SLIPS: Record<string, string[]> = {
  'p-apple-store-ua-sample-unsigned-scrubbed': ['arrivalAirportIata', 'departureTime'],
};

const cases = loadCorpusCases(/^p-|pkpass$/);

function pkpass(files: Record<string, Uint8Array | string>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, content]) => [name, typeof content === 'string' ? strToU8(content) : content]),
    ),
  );
}

async function run(bytes: Uint8Array | undefined, limits: ExtractLimits = DEFAULT_LIMITS) {
  return processPkpass(
    { kind: 'pkpass', ...(bytes ? { bytes } : {}) },
    { date: new Date('2024-03-01T10:00:00Z') },
    limits,
  );
}

/** Runs a pass made of its pass.json alone. */
function runPass(pass: object) {
  return run(pkpass({ 'pass.json': JSON.stringify(pass) }));
}

/** The first reservation read from a pass made of its pass.json alone. */
async function firstReservation(pass: object) {
  return (await runPass(pass)).reservations[0];
}

describe('processPkpass on the corpus passes', () => {
  it('finds the corpus cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s gives the expected essentials', async (_id, c) => {
    const result = await processPkpass(
      { kind: 'pkpass', bytes: readCaseBytes(c.input_file) },
      caseContext(c),
      DEFAULT_LIMITS,
    );
    expect(result.diagnostics.filter((d) => d.level === 'error')).toEqual([]);
    const expected = JSON.parse(readCaseText(c.expected_file)) as unknown[];
    expect(result.reservations).toHaveLength(expected.length);
    const slips = KNOWN_REFERENCE_SLIPS[c.id] ?? [];
    c.essentials.forEach((essential, i) => {
      const mismatches = essentialMismatches(essential, result.reservations[i] ?? {});
      expect(mismatches.filter((m) => !slips.includes(m.split(':')[0] ?? ''))).toEqual([]);
    });
  });

  it('reads the United pass the way the pass itself states it', async () => {
    const c = cases.find((x) => x.id === 'p-apple-store-ua-sample-unsigned-scrubbed');
    if (!c) throw new Error('United sample missing from the corpus');
    const result = await processPkpass(
      { kind: 'pkpass', bytes: readCaseBytes(c.input_file) },
      caseContext(c),
      DEFAULT_LIMITS,
    );
    const [reservation] = result.reservations;
    expect(valueAt(reservation, 'reservationFor.arrivalAirport.iataCode')).toBe('CDG');
    expect(valueAt(reservation, 'reservationFor.departureTime.@value')).toBe('2025-12-09T17:00:00-06:00');
    expect(valueAt(reservation, 'reservationFor.arrivalTime.@value')).toBe('2025-12-10T08:01:00+01:00');
    expect(valueAt(reservation, 'boardingGroup')).toBe('2');
  });
});

describe('processPkpass on passes of other kinds', () => {
  it('translates labels through en.lproj/pass.strings (UTF-16) and reads a train pass', async () => {
    const strings = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from('"from" = "Berlin Hbf";\n', 'utf16le'))]);
    const bytes = pkpass({
      'pass.json': JSON.stringify({
        formatVersion: 1,
        organizationName: 'Rail Co',
        relevantDate: '2024-05-02T09:12:00+02:00',
        barcode: { message: 'TICKET-123', format: 'PKBarcodeFormatQR' },
        boardingPass: {
          transitType: 'PKTransitTypeTrain',
          primaryFields: [
            { key: 'origin', label: 'from', value: 'BER' },
            { key: 'destination', label: 'to', value: 'Hamburg Hbf' },
          ],
          auxiliaryFields: [
            { key: 'train', label: 'Train', value: 'ICE 1234' },
            { key: 'coach', label: 'Coach', value: '7' },
            { key: 'seat', label: 'Seat', value: '42' },
          ],
          backFields: [{ key: 'booking', label: 'Booking', value: 'ABC123' }],
        },
      }),
      'en.lproj/pass.strings': strings,
    });
    const result = await run(bytes);
    expect(result.reservations).toEqual([
      expect.objectContaining({
        '@type': 'TrainReservation',
        reservationNumber: 'ABC123',
        reservationFor: expect.objectContaining({
          trainNumber: 'ICE 1234',
          departureStation: { '@type': 'TrainStation', name: 'Berlin Hbf' },
          arrivalStation: { '@type': 'TrainStation', name: 'Hamburg Hbf' },
          departureTime: '2024-05-02T09:12:00+02:00',
          departureDay: '2024-05-02',
        }),
        reservedTicket: {
          '@type': 'Ticket',
          ticketToken: 'qrCode:TICKET-123',
          ticketedSeat: { '@type': 'Seat', seatNumber: '42', seatSection: '7' },
        },
      }),
    ]);
  });

  it('reads a reference, venue and clock under labels in the languages of labelled mail', async () => {
    const train = await firstReservation({
      formatVersion: 1,
      organizationName: 'SJ',
      boardingPass: {
        transitType: 'PKTransitTypeTrain',
        headerFields: [{ key: 'train', label: 'Tåg', value: '537' }],
        primaryFields: [
          { key: 'from', label: 'Från', value: 'Stockholm C' },
          { key: 'to', label: 'Till', value: 'Göteborg C' },
        ],
        secondaryFields: [{ key: 'dep', label: 'Avgång', value: '2025-08-03 08:21' }],
        backFields: [{ key: 'ref', label: 'Bokningsnummer', value: 'XPQ7781' }],
      },
    });
    expect(train?.reservationNumber).toBe('XPQ7781');
    const event = await firstReservation({
      formatVersion: 1,
      eventTicket: {
        primaryFields: [{ key: 'f1', label: 'Wydarzenie', value: "Open'er Festival" }],
        secondaryFields: [
          { key: 'f2', label: 'Miejsce wydarzenia', value: 'Gdynia-Kosakowo Airport' },
          { key: 'f3', label: 'Data', value: '03.07.2025' },
          { key: 'f4', label: 'Godzina', value: '16:00' },
        ],
        backFields: [{ key: 'f5', label: 'Numer zamówienia', value: 'OP-55102' }],
      },
    });
    expect(event?.reservationNumber).toBe('OP-55102');
    expect(valueAt(event, 'reservationFor.location.name')).toBe('Gdynia-Kosakowo Airport');
    expect(valueAt(event, 'reservationFor.startDate')).toBe('2025-07-03T16:00:00');
  });

  it("parts an event's venue from the town its field ends in", async () => {
    const event = await firstReservation({
      formatVersion: 1,
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'EVENT', value: 'Summer Jazz Night' }],
        secondaryFields: [
          { key: 'date', label: 'DATE', value: '2024-07-03 20:00' },
          { key: 'venue', label: 'VENUE', value: 'Paradiso, Amsterdam' },
        ],
      },
    });
    expect(valueAt(event, 'reservationFor.location.name')).toBe('Paradiso');
    expect(valueAt(event, 'reservationFor.location.address.addressLocality')).toBe('Amsterdam');
  });

  it('times a bus pass by the clocks over its ends and numbers it by its line', async () => {
    const reservation = await firstReservation({
      formatVersion: 1,
      organizationName: 'Coach Co',
      boardingPass: {
        transitType: 'PKTransitTypeBus',
        headerFields: [{ key: 'date', label: 'Date', value: '15.03.2024' }],
        primaryFields: [
          { key: 'from', label: '22:30', value: 'Berlin ZOB' },
          { key: 'to', label: '06:10', value: 'München ZOB' },
        ],
        auxiliaryFields: [{ key: 'line', label: 'Line', value: 'N123' }],
      },
    });
    expect(valueAt(reservation, 'reservationFor.busNumber')).toBe('N123');
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBe('2024-03-15T22:30:00');
    expect(valueAt(reservation, 'reservationFor.arrivalTime')).toBe('2024-03-16T06:10:00');
  });

  it('reads an open ticket, valid between its two stations up to a day, by that day and no departure', async () => {
    const reservation = await firstReservation({
      formatVersion: 1,
      organizationName: 'Regional Rail',
      barcode: { message: 'OPEN-123', format: 'PKBarcodeFormatQR' },
      boardingPass: {
        transitType: 'PKTransitTypeTrain',
        headerFields: [{ key: 'code', label: 'Ticket-Code', value: 'X1Y-234' }],
        primaryFields: [
          { key: 'from', label: '', value: 'Linz Hbf' },
          { key: 'to', label: '', value: 'Salzburg Hbf' },
        ],
        secondaryFields: [
          { key: 'bought', label: 'Gekauft am', value: '02.05.2024' },
          { key: 'validity', label: 'Gültig bis', value: '31.10.2024' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor.departureStation.name')).toBe('Linz Hbf');
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBeUndefined();
    expect(valueAt(reservation, 'reservedTicket.validUntil')).toBe('2024-10-31');
    expect(valueAt(reservation, 'reservedTicket.validFrom')).toBeUndefined();
  });

  it('gives a ticket no validity when the pass names its departure', async () => {
    const reservation = await firstReservation({
      formatVersion: 1,
      boardingPass: {
        transitType: 'PKTransitTypeTrain',
        primaryFields: [
          { key: 'from', label: '', value: 'Linz Hbf' },
          { key: 'to', label: '', value: 'Salzburg Hbf' },
        ],
        secondaryFields: [
          { key: 'departure', label: 'Abfahrt', value: '2024-10-03T08:15:00+02:00' },
          { key: 'validity', label: 'Valid until', value: '2024-10-31' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBeDefined();
    expect(valueAt(reservation, 'reservedTicket.validUntil')).toBeUndefined();
  });

  it('reads a flight whose airport codes are the labels over the towns, and no code a label merely spells', async () => {
    const pass = (origin: string) => ({
      formatVersion: 1,
      organizationName: 'Eurowings',
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        primaryFields: [
          { key: 'origin', label: origin, value: 'Köln/Bonn' },
          { key: 'destination', label: 'PMI', value: 'Palma' },
        ],
        secondaryFields: [
          { key: 'flight', label: 'Flug', value: 'EW 582' },
          { key: 'date', label: 'Datum', value: '03.07.2024' },
          { key: 'dep', label: 'Abflug', value: '06:15' },
        ],
      },
    });
    const flight = await firstReservation(pass('CGN'));
    expect(valueAt(flight, 'reservationFor.departureAirport')).toEqual({
      '@type': 'Airport',
      iataCode: 'CGN',
      name: 'Köln/Bonn',
    });
    expect(valueAt(flight, 'reservationFor.arrivalAirport.iataCode')).toBe('PMI');
    expect(valueAt(flight, 'reservationFor.departureTime')).toBe('2024-07-03T06:15:00');
    // `DEP` is no airport the airport data knows: no flight is read.
    expect(await firstReservation(pass('DEP'))).toBeUndefined();
  });

  it('reads a flight whose pass names the towns alone, a town of several airports by its name', async () => {
    const pass = (flight: string, origin: string, destination: string) => ({
      formatVersion: 1,
      organizationName: 'Lufthansa',
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        headerFields: [{ key: 'flight', label: 'FLUG', value: flight }],
        primaryFields: [
          { key: 'origin', label: 'VON', value: origin },
          { key: 'destination', label: 'NACH', value: destination },
        ],
        auxiliaryFields: [
          { key: 'date', label: 'DATUM', value: '03.07.2024' },
          { key: 'dep', label: 'ABFLUG', value: '10:15' },
        ],
      },
    });
    const flight = await firstReservation(pass('LH 400', 'Frankfurt', 'New York'));
    expect(valueAt(flight, 'reservationFor.departureAirport')).toEqual({
      '@type': 'Airport',
      iataCode: 'FRA',
      name: 'Frankfurt',
    });
    expect(valueAt(flight, 'reservationFor.arrivalAirport')).toEqual({ '@type': 'Airport', name: 'New York' });
    expect(valueAt(flight, 'reservationFor.departureDay')).toBe('2024-07-03');
    // A designator of no airline the data knows leaves the towns unread.
    expect(await firstReservation(pass('0Z 400', 'Frankfurt', 'New York'))).toBeUndefined();
    // Words in the towns' places that name no town.
    expect(await firstReservation(pass('LH 400', 'Economy', 'Premium'))).toBeUndefined();
  });

  /** A train pass of the given operator made of its visible fields alone. */
  const trainPass = (organizationName: string, fields: Record<string, object[]>) => ({
    formatVersion: 1,
    organizationName,
    boardingPass: { transitType: 'PKTransitTypeTrain', ...fields },
  });

  it('times a train by its day and the Italian clocks of its departure and arrival', async () => {
    const reservation = await firstReservation(
      trainPass('Trenitalia', {
        primaryFields: [
          { key: 'from', label: 'Partenza', value: 'Roma Termini' },
          { key: 'to', label: 'Arrivo', value: 'Milano Centrale' },
        ],
        secondaryFields: [
          { key: 'date', label: 'Data', value: '23/07/2024' },
          { key: 'dep', label: 'Ora partenza', value: '08:10' },
          { key: 'arr', label: 'Ora arrivo', value: '11:20' },
        ],
      }),
    );
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBe('2024-07-23T08:10:00');
    expect(valueAt(reservation, 'reservationFor.arrivalTime')).toBe('2024-07-23T11:20:00');
  });

  it('numbers a train, its coach and seat by fields labelled in Italian, and times a ferry by its sailing', async () => {
    const train = await firstReservation(
      trainPass('Trenitalia', {
        headerFields: [{ key: 'treno', label: 'Treno', value: 'FR 9525' }],
        primaryFields: [
          { key: 'partenza', label: 'Partenza', value: 'Milano Centrale' },
          { key: 'arrivo', label: 'Arrivo', value: 'Roma Termini' },
        ],
        secondaryFields: [{ key: 'data', label: 'Data', value: '18.07.2024 08:00' }],
        auxiliaryFields: [
          { key: 'carrozza', label: 'Carrozza', value: '5' },
          { key: 'posto', label: 'Posto', value: '9A' },
        ],
      }),
    );
    expect(valueAt(train, 'reservationFor.trainNumber')).toBe('FR 9525');
    expect(valueAt(train, 'reservedTicket.ticketedSeat')).toEqual({
      '@type': 'Seat',
      seatNumber: '9A',
      seatSection: '5',
    });
    const ferry = await firstReservation({
      formatVersion: 1,
      organizationName: 'Example Ferries',
      boardingPass: {
        transitType: 'PKTransitTypeBoat',
        primaryFields: [
          { key: 'from', label: 'Depart', value: 'Hook of Holland' },
          { key: 'to', label: 'Arrive', value: 'Harwich' },
        ],
        secondaryFields: [{ key: 'date', label: 'Sailing', value: '2024-07-08 14:30' }],
        auxiliaryFields: [{ key: 'passengers', label: 'Passengers', value: '2' }],
      },
    });
    expect(valueAt(ferry, 'reservationFor.departureTime')).toBe('2024-07-08T14:30:00');
    // The count of passengers names none of them.
    expect(ferry?.underName).toBeUndefined();
  });

  it('names a stop whose short name sits under its clock by the name, never by the clock', async () => {
    const reservation = await firstReservation(
      trainPass('SBB', {
        headerFields: [{ key: 'date', label: 'Date', value: '2024-07-03' }],
        primaryFields: [
          { key: 'origin', label: '08:02', value: 'Zürich HB' },
          { key: 'destination', label: '09:00', value: 'Bern' },
        ],
      }),
    );
    expect(valueAt(reservation, 'reservationFor.arrivalStation.name')).toBe('Bern');
    expect(valueAt(reservation, 'reservationFor.arrivalTime')).toBe('2024-07-03T09:00:00');
  });

  it('finds the stops of a bus pass whose primary fields are its times, and numbers it by the code of its line', async () => {
    const reservation = await firstReservation({
      formatVersion: 1,
      organizationName: 'Graz Hbf - Ljubljana Avtobusna',
      boardingPass: {
        transitType: 'PKTransitTypeBus',
        primaryFields: [
          { key: 'dep_time', value: '2024-05-02T08:10+02:00', timeStyle: 'PKDateStyleShort', ignoresTimeZone: true },
          { key: 'arr_time', value: '2024-05-02T11:40+02:00', timeStyle: 'PKDateStyleShort', ignoresTimeZone: true },
        ],
        secondaryFields: [{ key: 'route', label: 'Line', value: 'R417 Zagreb Glavni Kolodvor' }],
        auxiliaryFields: [
          { key: 'departure_stop', label: 'Departure', value: 'Graz Hbf' },
          { key: 'arrival_stop', label: 'Arrival', value: 'Ljubljana Avtobusna' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor')).toEqual(
      expect.objectContaining({
        busNumber: 'R417',
        departureBusStop: { '@type': 'BusStation', name: 'Graz Hbf' },
        arrivalBusStop: { '@type': 'BusStation', name: 'Ljubljana Avtobusna' },
        departureTime: '2024-05-02T08:10:00',
        arrivalTime: '2024-05-02T11:40:00',
      }),
    );
    // An organization named as the route is no operator.
    expect(valueAt(reservation, 'reservationFor.provider')).toBeUndefined();
  });

  it('reads an event ticket with semantic tags, zone-aware', async () => {
    const reservation = await firstReservation({
      formatVersion: 1,
      description: 'Concert ticket',
      barcodes: [{ message: 'EVT-9', format: 'PKBarcodeFormatPDF417' }],
      semantics: {
        eventName: 'Spring Concert',
        eventStartDate: '2024-04-20T18:00:00Z',
        venueName: 'Philharmonie',
        venueTimeZone: 'Europe/Berlin',
      },
      eventTicket: { primaryFields: [{ key: 'event', label: 'EVENT', value: 'Spring Concert' }] },
    });
    expect(reservation?.['@type']).toBe('EventReservation');
    expect(valueAt(reservation, 'reservationFor.name')).toBe('Spring Concert');
    expect(valueAt(reservation, 'reservationFor.startDate')).toEqual({
      '@type': 'QDateTime',
      '@value': '2024-04-20T20:00:00+02:00',
      timezone: 'Europe/Berlin',
    });
    expect(valueAt(reservation, 'reservationFor.location.name')).toBe('Philharmonie');
    expect(valueAt(reservation, 'reservedTicket.ticketToken')).toBe('pdf417:EVT-9');
  });

  it('starts an event at its show, its doors opening before it, whichever field comes first', async () => {
    const reservation = await firstReservation({
      formatVersion: 1,
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'Event', value: 'Fontaines D.C.' }],
        secondaryFields: [
          { key: 'doors', label: 'Doors', value: '2024-07-03T19:00+01:00' },
          { key: 'show', label: 'Show', value: '2024-07-03T20:30+01:00' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor.startDate')).toBe('2024-07-03T20:30:00+01:00');
    expect(valueAt(reservation, 'reservationFor.doorTime')).toBe('2024-07-03T19:00:00+01:00');
    const doorsAlone = await firstReservation({
      formatVersion: 1,
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'Event', value: 'Fontaines D.C.' }],
        secondaryFields: [{ key: 'doors', label: 'Doors', value: '2024-07-03T19:00+01:00' }],
      },
    });
    expect(valueAt(doorsAlone, 'reservationFor.startDate')).toBe('2024-07-03T19:00:00+01:00');
    expect(valueAt(doorsAlone, 'reservationFor.doorTime')).toBeUndefined();
  });

  it('names an event by its field for the name when the primary field is labelled as the venue', async () => {
    const reservation = await firstReservation({
      formatVersion: 1,
      description: 'Ticket',
      eventTicket: {
        primaryFields: [{ key: 'venue', label: 'Venue', value: 'The O2 Arena' }],
        secondaryFields: [
          { key: 'event', label: 'Event', value: 'The Eras Tour' },
          { key: 'date', label: 'Date', value: '2024-07-03T19:00+01:00' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor.name')).toBe('The Eras Tour');
    expect(valueAt(reservation, 'reservationFor.location.name')).toBe('The O2 Arena');
  });

  it('ends an event ticket at the time of its field labelled for the end, in German `Gültig bis`', async () => {
    const reservation = await firstReservation({
      formatVersion: 1,
      description: 'Eintritt Samstag',
      eventTicket: {
        primaryFields: [{ key: 'name', label: 'Veranstaltung', value: 'Sommerfest im Hof' }],
        backFields: [
          { key: 'start', label: 'Beginn', value: '2024-06-15T16:00+02:00', dateStyle: 'PKDateStyleMedium' },
          { key: 'valid-to', label: 'Gültig bis', value: '2024-06-15T23:00+02:00', dateStyle: 'PKDateStyleMedium' },
          { key: 'ordered', label: 'Bestelldatum', value: '2024-05-02T09:12+02:00', dateStyle: 'PKDateStyleMedium' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor.name')).toBe('Sommerfest im Hof');
    expect(valueAt(reservation, 'reservationFor.endDate')).toBe('2024-06-15T23:00:00+02:00');
  });

  it('times a bus pass by its date fields, local where the pass ignores time zones', async () => {
    const reservation = await firstReservation({
      relevantDate: '2024-07-01T07:00:00+02:00',
      boardingPass: {
        transitType: 'PKTransitTypeBus',
        primaryFields: [
          { key: 'from', label: 'From', value: 'Vienna Erdberg' },
          { key: 'to', label: 'To', value: 'Budapest Népliget' },
        ],
        auxiliaryFields: [
          { key: 'departure', label: 'Departure', value: '2024-07-01T07:30+02:00', dateStyle: 'PKDateStyleShort' },
          {
            key: 'arrival',
            label: 'Arrival',
            value: '2024-07-01T10:15:00+02:00',
            timeStyle: 'PKDateStyleShort',
            ignoresTimeZone: true,
          },
          { key: 'bus', label: 'Bus', value: 'N 1234' },
        ],
      },
    });
    expect(reservation?.['@type']).toBe('BusReservation');
    expect(valueAt(reservation, 'reservationFor')).toEqual(
      expect.objectContaining({
        busNumber: 'N 1234',
        departureBusStop: { '@type': 'BusStation', name: 'Vienna Erdberg' },
        departureTime: '2024-07-01T07:30:00+02:00',
        arrivalTime: '2024-07-01T10:15:00',
      }),
    );
  });

  it('completes a flight pass from its fields, taking no advice text from the back for a gate', async () => {
    const reservation = await firstReservation({
      organizationName: 'Example Air',
      relevantDate: '2018-11-22T09:00:00-05:00',
      barcode: {
        message: 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100',
        format: 'PKBarcodeFormatPDF417',
      },
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        primaryFields: [
          { key: 'origin', label: 'Montréal', value: 'YUL' },
          { key: 'destination', label: 'Frankfurt', value: 'FRA' },
        ],
        auxiliaryFields: [{ key: 'boarding', label: 'Boarding', value: '9:35 AM' }],
        backFields: [{ key: 'gateInfo', label: 'Gate', value: 'Gates close 15 minutes before departure.' }],
      },
    });
    expect(valueAt(reservation, 'reservationFor')).toEqual(
      expect.objectContaining({
        departureDay: '2018-11-22',
        boardingTime: '2018-11-22T09:35:00',
        airline: { '@type': 'Airline', iataCode: 'AC', name: 'Example Air' },
        departureAirport: { '@type': 'Airport', iataCode: 'YUL', name: 'Montréal' },
      }),
    );
    expect(valueAt(reservation, 'reservationFor.departureGate')).toBeUndefined();
    expect(valueAt(reservation, 'reservedTicket.ticketToken')).toMatch(/^pdf417:M1DESMARAIS/);
  });

  it("names the airline as the airline data does when the pass's issuer is its brand and the barcode its code", async () => {
    const airlineOf = async (carrier: string) =>
      valueAt(
        await firstReservation({
          organizationName: 'Fly Delta',
          relevantDate: '2018-11-22T09:00:00-05:00',
          barcode: {
            message: `M1DESMARAIS/LUC       EABC123 ATLLAX${carrier} 0834 326J001A0025 100`,
            format: 'PKBarcodeFormatPDF417',
          },
          boardingPass: { transitType: 'PKTransitTypeAir' },
        }),
        'reservationFor.airline.name',
      );
    expect(await airlineOf('DL')).toBe('Delta Air Lines');
    // A barcode of another airline leaves the issuer's name as the pass gives it.
    expect(await airlineOf('AC')).toBe('Fly Delta');
  });

  it('accepts a pass.json with trailing commas', async () => {
    const bytes = pkpass({
      'pass.json':
        '{"relevantDate":"2024-04-20T18:00:00+02:00","eventTicket":{"primaryFields":[{"key":"e","label":"E","value":"Gala",},],},}',
    });
    const [reservation] = (await run(bytes)).reservations;
    expect(valueAt(reservation, 'reservationFor.name')).toBe('Gala');
  });

  it('hands on each pass of a .pkpasses bundle as a document of its own', async () => {
    const first = pkpass({ 'pass.json': JSON.stringify({ eventTicket: {} }) });
    const second = pkpass({ 'pass.json': JSON.stringify({ boardingPass: {} }) });
    const result = await run(pkpass({ 'ticket-1.pkpass': first, 'ticket-2.pkpass': second }));
    expect(result.reservations).toEqual([]);
    expect(result.documents).toEqual([
      { kind: 'pkpass', bytes: first, name: 'ticket-1.pkpass' },
      { kind: 'pkpass', bytes: second, name: 'ticket-2.pkpass' },
    ]);
  });

  it('reads an event ticket whose name is a primary field and whose start is written as text', async () => {
    const result = await runPass({
      organizationName: 'Open Air Festival',
      barcode: { message: 'T-4471', format: 'PKBarcodeFormatQR' },
      eventTicket: {
        primaryFields: [{ key: 'name', label: 'Ticket', value: 'Summer Stage Day 1' }],
        secondaryFields: [
          { key: 'start', label: 'Beginn', value: '2024-07-03 08:00' },
          { key: 'end', label: 'Ende', value: '2024-07-03 23:00' },
        ],
        auxiliaryFields: [{ key: 'loc', label: 'Ort', value: 'Stadtpark' }],
      },
    });
    expect(result.diagnostics).toEqual([]);
    const [reservation] = result.reservations;
    expect(valueAt(reservation, 'reservationFor.name')).toBe('Summer Stage Day 1');
    expect(valueAt(reservation, 'reservationFor.startDate')).toBe('2024-07-03T08:00:00');
    expect(valueAt(reservation, 'reservationFor.location.name')).toBe('Stadtpark');
  });

  it('reads an event ticket that asks "When" and "Where" for its start and venue', async () => {
    const reservation = await firstReservation({
      organizationName: 'Tix',
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'EVENT', value: 'Harbour Lights Festival' }],
        secondaryFields: [
          { key: 'when', label: 'WHEN', value: 'Jul 3, 2024 8:00 PM' },
          { key: 'where', label: 'WHERE', value: 'Pier 39' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor')).toEqual(
      expect.objectContaining({
        name: 'Harbour Lights Festival',
        startDate: '2024-07-03T20:00:00',
        location: { '@type': 'Place', name: 'Pier 39' },
      }),
    );
  });

  it("places an event's venue at the one location the pass becomes relevant at, and at none of several", async () => {
    const ticket = (locations: { latitude: number; longitude: number }[]) =>
      firstReservation({
        relevantDate: '2024-07-03T19:00+02:00',
        locations,
        eventTicket: {
          primaryFields: [{ key: 'event', label: 'EVENT', value: 'Jazz Night' }],
          secondaryFields: [{ key: 'loc', label: 'LOCATION', value: 'Stadtpark' }],
        },
      });
    expect(valueAt(await ticket([{ latitude: 53.597, longitude: 10.026 }]), 'reservationFor.location.geo')).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 53.597,
      longitude: 10.026,
    });
    const twoPlaces = await ticket([
      { latitude: 53.597, longitude: 10.026 },
      { latitude: 48.137, longitude: 11.575 },
    ]);
    expect(valueAt(twoPlaces, 'reservationFor.location.geo')).toBeUndefined();
  });

  it('puts together an event day and its clock shown in fields of their own', async () => {
    const reservation = await firstReservation({
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'EVENT', value: 'Techno Night' }],
        secondaryFields: [
          { key: 'date', label: 'DATE', value: 'Dec 31, 2024' },
          { key: 'time', label: 'TIME', value: '11:00 PM' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor.startDate')).toBe('2024-12-31T23:00:00');
  });

  it('builds a flight from the fields of a boarding pass without barcode or tags', async () => {
    const reservation = await firstReservation({
      organizationName: 'Example Air',
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        headerFields: [{ key: 'flight', label: 'FLIGHT', value: 'LX 318' }],
        primaryFields: [
          { key: 'origin', label: 'ZURICH', value: 'ZRH' },
          { key: 'destination', label: 'LONDON', value: 'LHR' },
        ],
        secondaryFields: [
          { key: 'date', label: 'DATE', value: '14.06.2024' },
          { key: 'departure', label: 'DEPARTURE TIME', value: '07:40' },
        ],
        auxiliaryFields: [{ key: 'pnr', label: 'BOOKING', value: 'K2L9QP' }],
      },
    });
    expect(reservation?.reservationNumber).toBe('K2L9QP');
    expect(valueAt(reservation, 'reservationFor')).toEqual(
      expect.objectContaining({
        flightNumber: '318',
        airline: { '@type': 'Airline', iataCode: 'LX', name: 'Example Air' },
        departureAirport: { '@type': 'Airport', iataCode: 'ZRH', name: 'ZURICH' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'LHR', name: 'LONDON' },
        departureDay: '2024-06-14',
        departureTime: '2024-06-14T07:40:00',
      }),
    );
  });

  it('reads the seat and gate of a flight from fields labelled in French, and its airports from Spanish keys', async () => {
    const reservation = await firstReservation({
      organizationName: 'Example Air',
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        headerFields: [{ key: 'vol', label: 'Vol', value: 'AF 1234' }],
        primaryFields: [
          { key: 'origen', label: 'Paris-CDG', value: 'CDG' },
          { key: 'destino', label: 'Nice', value: 'NCE' },
        ],
        secondaryFields: [{ key: 'depart', label: 'Départ', value: '03.07.2024 07:10' }],
        auxiliaryFields: [
          { key: 'siege', label: 'Siège', value: '17A' },
          { key: 'porte', label: 'Porte', value: 'F32' },
        ],
      },
    });
    expect(reservation?.airplaneSeat).toBe('17A');
    expect(valueAt(reservation, 'reservationFor.departureGate')).toBe('F32');
    expect(valueAt(reservation, 'reservationFor.departureAirport.name')).toBe('Paris-CDG');
  });

  it('takes the airports from the primary fields when the fields labelled Departure and Arrival hold clocks', async () => {
    const reservation = await firstReservation({
      organizationName: 'Example Air',
      relevantDate: '2024-03-22T23:00+01:00',
      barcode: { message: 'M1DOE/JANE      [...] WAWTBSXX 0725 [...]', format: 'PKBarcodeFormatQR' },
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        primaryFields: [
          { key: 'boardPoint', label: 'WARSAW', value: 'WAW' },
          { key: 'offPoint', label: 'TBILISI', value: 'TBS' },
        ],
        auxiliaryFields: [
          { key: 'flightNb', label: 'Flight', value: 'XX725' },
          { key: 'Date', label: 'Date', value: '22 Mar' },
          { key: 'departureTime', label: 'Departure', value: '23:00' },
          { key: 'arrivalTime', label: 'Arrival', value: '02:55' },
        ],
        backFields: [{ key: 'seq', label: 'Sequence number', value: '073' }],
      },
    });
    expect(reservation?.passengerSequenceNumber).toBe('73');
    expect(valueAt(reservation, 'reservationFor')).toEqual(
      expect.objectContaining({
        flightNumber: '725',
        departureAirport: { '@type': 'Airport', iataCode: 'WAW', name: 'WARSAW' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'TBS', name: 'TBILISI' },
        departureDay: '2024-03-22',
        departureTime: '2024-03-22T23:00:00',
      }),
    );
  });

  it('reads no flight from fields whose two primary airports are the same', async () => {
    const result = await runPass({
      organizationName: 'Example Air',
      relevantDate: '2024-03-22T23:00+01:00',
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        primaryFields: [
          { key: 'from', label: 'WARSAW', value: 'WAW' },
          { key: 'to', label: 'WARSAW', value: 'WAW' },
        ],
        auxiliaryFields: [{ key: 'flightNb', label: 'Flight', value: 'XX725' }],
      },
    });
    expect(result.reservations).toEqual([]);
  });

  it('builds a flight from fields whose day of travel is shown with its clock, as text or as a date field', async () => {
    const pass = (date: object) => ({
      organizationName: 'Example Air',
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        headerFields: [{ key: 'flight', label: 'Flight', value: 'OS 112' }],
        primaryFields: [
          { key: 'origin', label: 'Vienna', value: 'VIE' },
          { key: 'destination', label: 'Zurich', value: 'ZRH' },
        ],
        auxiliaryFields: [{ key: 'info', label: 'Date', ...date }],
        secondaryFields: [{ key: 'seat', label: 'Seat', value: '12A' }],
      },
    });
    const fromText = await firstReservation(pass({ value: '2024-07-03 08:00' }));
    expect(valueAt(fromText, 'reservationFor')).toEqual(
      expect.objectContaining({
        flightNumber: '112',
        departureDay: '2024-07-03',
        departureTime: '2024-07-03T08:00:00',
      }),
    );
    const fromDateField = await firstReservation(
      pass({ value: '2024-07-03T08:00+02:00', dateStyle: 'PKDateStyleMedium', timeStyle: 'PKDateStyleShort' }),
    );
    expect(valueAt(fromDateField, 'reservationFor.departureDay')).toBe('2024-07-03');
    expect(valueAt(fromDateField, 'reservationFor.departureTime')).toBe('2024-07-03T08:00:00+02:00');
  });

  it('times a flight from fields by a "Departs" clock after the boarding time', async () => {
    const reservation = await firstReservation({
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        headerFields: [{ key: 'flight', label: 'FLIGHT', value: 'LH 400' }],
        primaryFields: [
          { key: 'origin', label: 'Frankfurt', value: 'FRA' },
          { key: 'destination', label: 'New York', value: 'JFK' },
        ],
        secondaryFields: [{ key: 'date', label: 'DATE', value: '2024-07-03' }],
        auxiliaryFields: [
          { key: 'boarding', label: 'BOARDING', value: '09:35' },
          { key: 'departs', label: 'DEPARTS', value: '10:05' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBe('2024-07-03T10:05:00');
  });

  it('times a departure the pass does not show by its relevant date, just after the boarding it shows', async () => {
    const pass = (relevantDate: string) => ({
      relevantDate,
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        headerFields: [{ key: 'flight', label: 'Flight', value: 'AS 1203' }],
        primaryFields: [
          { key: 'origin', label: 'Origin', value: 'SEA' },
          { key: 'destination', label: 'Destination', value: 'SFO' },
        ],
        auxiliaryFields: [{ key: 'boarding', label: 'Boarding', value: '03/08/2024 7:20 AM' }],
        backFields: [{ key: 'arrives', label: 'Arrival', value: '03/08/2024 10:05 AM' }],
      },
    });
    const timed = await firstReservation(pass('2024-03-08T15:55:00Z'));
    expect(valueAt(timed, 'reservationFor.departureTime')).toBe('2024-03-08T07:55:00-08:00');
    // A relevant date at the boarding, or hours after it, is when the pass comes up, not the take-off.
    for (const early of ['2024-03-08T15:20:00Z', '2024-03-08T19:30:00Z']) {
      expect(valueAt(await firstReservation(pass(early)), 'reservationFor.departureTime')).toBeUndefined();
    }
  });

  it('reads an event ticket dated in a field of any name, and takes no event name for its holder', async () => {
    const exhibition = await firstReservation({
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'EXHIBITION', value: 'Monet and Friends' }],
        secondaryFields: [{ key: 'when', label: 'WHEN', value: 'Jul 3, 2024 10:30 AM' }],
        backFields: [{ key: 'bought', label: 'Purchased', value: 'Jun 1, 2024 9:00 AM' }],
      },
    });
    expect(valueAt(exhibition, 'reservationFor.startDate')).toBe('2024-07-03T10:30:00');
    const concert = await firstReservation({
      eventTicket: {
        primaryFields: [{ key: 'name', label: '', value: 'Jazz Night' }],
        secondaryFields: [{ key: 'start', label: 'Doors', value: '2024-07-03T19:00:00+02:00' }],
      },
    });
    expect(valueAt(concert, 'reservationFor.name')).toBe('Jazz Night');
    expect(concert?.underName).toBeUndefined();
  });

  it("reads a boarding pass laid out as PassKit's documentation shows one: a flight number alone, its day in the relevant date", async () => {
    const reservation = await firstReservation({
      organizationName: 'Skyport Airways',
      relevantDate: '2012-07-22T14:25-08:00',
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        headerFields: [{ key: 'gate', label: 'GATE', value: '23' }],
        primaryFields: [
          { key: 'depart', label: 'SAN FRANCISCO', value: 'SFO' },
          { key: 'arrive', label: 'NEW YORK', value: 'JFK' },
        ],
        secondaryFields: [{ key: 'passenger', label: 'PASSENGER', value: 'John Appleseed' }],
        auxiliaryFields: [
          { key: 'boardingTime', label: 'DEPART', value: '2:25 PM' },
          { key: 'flightNewName', label: 'FLIGHT', value: '815' },
          { key: 'class', label: 'DESIG.', value: 'Coach' },
          { key: 'date', label: 'DATE', value: '7/22' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor')).toEqual(
      expect.objectContaining({
        flightNumber: '815',
        airline: { '@type': 'Airline', name: 'Skyport Airways' },
        departureAirport: { '@type': 'Airport', iataCode: 'SFO', name: 'SAN FRANCISCO' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'JFK', name: 'NEW YORK' },
        departureDay: '2012-07-22',
        departureTime: '2012-07-22T14:25:00',
      }),
    );
    expect(valueAt(reservation, 'underName.name')).toBe('John Appleseed');
  });

  it('reads no flight from fields that lack the day of travel', async () => {
    const result = await runPass({
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        headerFields: [{ key: 'flight', label: 'FLIGHT', value: 'LX 318' }],
        primaryFields: [
          { key: 'origin', label: 'ZURICH', value: 'ZRH' },
          { key: 'destination', label: 'LONDON', value: 'LHR' },
        ],
      },
    });
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['pkpass-no-flight']);
  });

  it('takes the day a ticket was bought for no day of travel, and its ticket code for the reference', async () => {
    const reservation = await firstReservation({
      organizationName: 'WESTbahn',
      boardingPass: {
        transitType: 'PKTransitTypeTrain',
        headerFields: [{ key: 'code', label: 'Ticket-Code', value: 'Q7R-314' }],
        primaryFields: [
          { key: 'from', label: '', value: 'Salzburg Hbf' },
          { key: 'to', label: '', value: 'Linz Hbf' },
        ],
        secondaryFields: [{ key: 'date', label: 'Gekauft am', value: '02.05.2024' }],
      },
    });
    expect(reservation?.reservationNumber).toBe('Q7R-314');
    expect(valueAt(reservation, 'reservationFor.provider.name')).toBe('WESTbahn');
    expect(valueAt(reservation, 'reservationFor.departureDay')).toBeUndefined();
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBeUndefined();
  });

  it('keeps a date field without an offset as the wall-clock time it shows', async () => {
    const reservation = await firstReservation({
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'EVENT', value: 'Jazz Night' }],
        secondaryFields: [{ key: 'date', label: 'DATE', value: '2024-09-12T20:30', dateStyle: 'PKDateStyleShort' }],
      },
    });
    expect(valueAt(reservation, 'reservationFor.startDate')).toBe('2024-09-12T20:30:00');
  });

  it("names an event ticket's holder by the attendee tag, else by a holder field in the languages of passes", async () => {
    const tagged = await firstReservation({
      semantics: { eventName: 'Jazz Night', eventStartDate: '2024-07-03T19:00:00+02:00', attendeeName: 'Ana Ruiz' },
      eventTicket: { primaryFields: [{ key: 'event', label: 'Event', value: 'Jazz Night' }] },
    });
    expect(tagged?.underName).toEqual({ '@type': 'Person', name: 'Ana Ruiz' });
    for (const label of ['Ticket holder', 'Karteninhaber', 'Titulaire', 'Titular', 'Intestatario', 'Houder']) {
      const reservation = await firstReservation({
        relevantDate: '2024-07-03T19:00:00+02:00',
        eventTicket: {
          primaryFields: [{ key: 'event', label: 'Event', value: 'Jazz Night' }],
          secondaryFields: [{ key: 'f1', label, value: 'Lena Vogel' }],
        },
      });
      expect(reservation?.underName, label).toEqual({ '@type': 'Person', name: 'Lena Vogel' });
    }
  });

  it("addresses an event's venue from an address field headed by the venue's name, and takes no other's", async () => {
    const pass = (value: string) => ({
      semantics: { eventName: 'Gala', eventStartDate: '2024-07-03T19:00:00+02:00', venueName: 'Kurhaus' },
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'Event', value: 'Gala' }],
        backFields: [{ key: 'addr', label: 'Adresse', value }],
      },
    });
    const venue = await firstReservation(pass('Kurhaus\nKurhausplatz 1\n65189 Wiesbaden\nDeutschland'));
    expect(valueAt(venue, 'reservationFor.location.address')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Kurhausplatz 1',
      postalCode: '65189',
      addressLocality: 'Wiesbaden',
      addressCountry: 'DE',
    });
    const organiser = await firstReservation(pass('Events GmbH\nHauptstraße 5\n10115 Berlin'));
    expect(valueAt(organiser, 'reservationFor.location.address')).toBeUndefined();
  });

  it('gives a start kept in UTC in the offset of the clock the front shows, and leaves it when no clock agrees', async () => {
    const pass = (clock: string) => ({
      relevantDate: '2025-12-20T04:00:00.000Z',
      eventTicket: {
        headerFields: [{ key: 'start_at', label: clock, value: '20 Dec 2025' }],
        primaryFields: [{ key: 'event_name', value: 'Flutter Devcon' }],
        backFields: [{ key: 'event_start_at', label: 'Start Time', value: '2025-12-20T04:00:00.000Z' }],
      },
    });
    expect(valueAt(await firstReservation(pass('09:30')), 'reservationFor.startDate')).toBe(
      '2025-12-20T09:30:00+05:30',
    );
    // No quarter-hour offset makes 09:37 of 04:00 UTC: the instant stays as the pass gives it.
    expect(valueAt(await firstReservation(pass('09:37')), 'reservationFor.startDate')).toBe('2025-12-20T04:00:00Z');
  });

  it("addresses the venue from the address field that holds one, written on one line after the venue's name", async () => {
    const venue = await firstReservation({
      relevantDate: '2025-12-20T04:00:00.000Z',
      eventTicket: {
        primaryFields: [{ key: 'event_name', value: 'Flutter Devcon' }],
        secondaryFields: [{ key: 'event_address', label: 'Location', value: 'PayPal India Development Center' }],
        backFields: [
          {
            key: 'address',
            label: 'Address',
            value: 'PayPal India Development Center, Futura Tech Park, 334, Chennai, Tamil Nadu 600119, India',
          },
        ],
      },
    });
    expect(valueAt(venue, 'reservationFor.location.name')).toBe('PayPal India Development Center');
    expect(valueAt(venue, 'reservationFor.location.address')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Futura Tech Park, 334',
      postalCode: '600119',
      addressLocality: 'Chennai',
      addressRegion: 'Tamil Nadu',
      addressCountry: 'IN',
    });
  });

  it("takes the site shown under the issuer's own name as the venue, in the town that name ends with", async () => {
    const pass = (label: string, value: string) => ({
      organizationName: 'Filmtheater Lichtburg Essen',
      relevantDate: '2024-09-14T20:15:00+02:00',
      eventTicket: {
        primaryFields: [{ key: 'title', label: '1 x Ticket', value: 'Der Spatz im Kamin' }],
        secondaryFields: [{ key: 'hall', label, value }],
      },
    });
    const site = await firstReservation(pass('Filmtheater Lichtburg  Essen', 'Saal Kuppel'));
    expect(valueAt(site, 'reservationFor.location.name')).toBe('Saal Kuppel');
    expect(valueAt(site, 'reservationFor.location.address.addressLocality')).toBe('Essen');
    // Under another label, or a value that is no place's name, the field names no venue.
    expect(
      valueAt(await firstReservation(pass('Kategorie', 'Saal Kuppel')), 'reservationFor.location'),
    ).toBeUndefined();
    expect(
      valueAt(await firstReservation(pass('Filmtheater Lichtburg Essen', '2 Plätze')), 'reservationFor.location'),
    ).toBeUndefined();
  });

  it('dates an event by the day it shows without a clock, not by the clock the pass comes up at', async () => {
    const reservation = await firstReservation({
      relevantDate: '2024-08-14T06:30:00+02:00',
      eventTicket: {
        secondaryFields: [{ key: 'event', label: 'Evento', value: 'Ingresso giornaliero Gardaland' }],
        auxiliaryFields: [{ key: 'd', label: 'Data', value: '14.08.24' }],
      },
    });
    expect(valueAt(reservation, 'reservationFor.startDate')).toBe('2024-08-14');
    const otherDay = await firstReservation({
      relevantDate: '2024-08-14T19:30:00+02:00',
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'Event', value: 'Jazz Night' }],
        auxiliaryFields: [{ key: 'd', label: 'Geboren', value: '03.02.1990' }],
      },
    });
    expect(valueAt(otherDay, 'reservationFor.startDate')).toBe('2024-08-14T19:30:00+02:00');
  });

  it('dates an event shown as a span of days by its first and last day', async () => {
    const reservation = await firstReservation({
      eventTicket: {
        headerFields: [{ key: 'when', value: '01.08.2025 bis 03.08.2025' }],
        primaryFields: [{ key: 'title', value: 'Stadtfest Heidelberg' }],
      },
    });
    expect(valueAt(reservation, 'reservationFor.startDate')).toBe('2025-08-01');
    expect(valueAt(reservation, 'reservationFor.endDate')).toBe('2025-08-03');
  });

  it('reads a reference and price from a block of labelled lines in one field', async () => {
    const reservation = await firstReservation({
      relevantDate: '2024-11-10T13:30:00+01:00',
      eventTicket: {
        primaryFields: [{ key: 'match', label: 'Match', value: 'FC Nord - SV Süd' }],
        backFields: [
          {
            key: 'info',
            label: 'Infos',
            value: 'Kunden-ID: 42\r\nNuméro de réservation: 77120\r\nPrix: 24,00 EUR\r\n',
          },
          { key: 'terms', label: 'Terms', value: 'Entry is at your own risk.\nOrder: no refunds after the match.' },
        ],
      },
    });
    expect(reservation?.reservationNumber).toBe('77120');
    expect(reservation?.totalPrice).toBe(24);
    expect(reservation?.priceCurrency).toBe('EUR');
  });

  it('reads a train pass that shows each end as a clock under its place', async () => {
    const reservation = await firstReservation({
      organizationName: 'Rail Co',
      relevantDate: '2024-06-02T16:05:00Z',
      boardingPass: {
        transitType: 'PKTransitTypeTrain',
        primaryFields: [
          { key: 'dep', label: 'BRU', value: '18:05' },
          { key: 'arr', label: 'AMS', value: '20:01' },
        ],
      },
    });
    expect(valueAt(reservation, 'reservationFor.departureStation.name')).toBe('BRU');
    expect(valueAt(reservation, 'reservationFor.arrivalStation.name')).toBe('AMS');
    expect(valueAt(reservation, 'reservationFor.arrivalTime')).toBe('2024-06-02T20:01:00');
  });

  it('takes filler that stands for a value taken out for no value', async () => {
    const reservation = await firstReservation({
      relevantDate: '2024-06-02T16:05:00Z',
      boardingPass: {
        transitType: 'PKTransitTypeTrain',
        primaryFields: [
          { key: 'from', label: 'From', value: 'Bruxelles-Midi' },
          { key: 'to', label: 'To', value: 'Amsterdam Centraal' },
        ],
        secondaryFields: [
          { key: 'booking', label: 'Booking', value: 'XXXXXX' },
          { key: 'train', label: 'Train', value: '0000' },
        ],
        auxiliaryFields: [{ key: 'passenger', label: 'Passenger', value: 'XXXXXXX XXXXXXXXX' }],
      },
    });
    expect(reservation?.reservationNumber).toBeUndefined();
    expect(valueAt(reservation, 'reservationFor.trainNumber')).toBeUndefined();
    expect(reservation?.underName).toBeUndefined();
  });

  it('places an admission ticket at what its name admits to when the pass names that place again', async () => {
    const pass = (event: string) => ({
      relevantDate: '2024-08-14T09:00:00+02:00',
      eventTicket: {
        secondaryFields: [{ key: 'event', label: 'Veranstaltung', value: event }],
        auxiliaryFields: [{ key: 'tarif', label: 'Ticketart', value: 'Kind (4-11)' }],
        backFields: [{ key: 'info', label: 'Info', value: 'Gültig nur am gebuchten Tag im Zoo Leipzig.' }],
      },
    });
    const zoo = await firstReservation(pass('Tageskarte  Zoo Leipzig'));
    expect(valueAt(zoo, 'reservationFor.name')).toBe('Tageskarte Zoo Leipzig');
    expect(valueAt(zoo, 'reservationFor.location.name')).toBe('Zoo Leipzig');
    expect(valueAt(zoo, 'reservedTicket.name')).toBe('Kind (4-11)');
    const tariff = await firstReservation(pass('Tageskarte Erwachsene'));
    expect(valueAt(tariff, 'reservationFor.location')).toBeUndefined();
  });

  it('places an event on a pass without labels at a field written as a name and a known town', async () => {
    const pass = (place: string) => ({
      eventTicket: {
        headerFields: [{ key: 'when', value: '05.09.2025' }],
        primaryFields: [{ key: 'title', value: 'Sommerfest 2025' }],
        secondaryFields: [{ key: 'location', value: 'Anna Schmidt' }],
        auxiliaryFields: [{ key: 'aux_1', value: place }],
      },
    });
    const reservation = await firstReservation(pass('Alte Messe, Leipzig'));
    expect(valueAt(reservation, 'reservationFor.location')).toEqual({
      '@type': 'Place',
      name: 'Alte Messe',
      address: { '@type': 'PostalAddress', addressLocality: 'Leipzig' },
    });
    const person = await firstReservation(pass('Doe, Sydney'));
    expect(valueAt(person, 'reservationFor.location.name')).not.toBe('Doe');
  });

  it('reads a generic pass that names an event and shows its start as an admission, and a membership as nothing', async () => {
    const admission = await firstReservation({
      formatVersion: 1,
      organizationName: 'Example Tickets',
      generic: {
        primaryFields: [{ key: 'event', label: 'Exhibition', value: 'Van Gogh – The Immersive Experience' }],
        secondaryFields: [
          { key: 'date', label: 'Date', value: 'Jul 20, 2024 2:00 PM' },
          { key: 'venue', label: 'Venue', value: 'Kromhouthal Amsterdam' },
        ],
        backFields: [{ key: 'order', label: 'Order number', value: 'VG-778899' }],
      },
    });
    expect(admission).toEqual(expect.objectContaining({ '@type': 'EventReservation', reservationNumber: 'VG-778899' }));
    expect(valueAt(admission, 'reservationFor.startDate')).toBe('2024-07-20T14:00:00');
    const membership = await runPass({
      formatVersion: 1,
      organizationName: 'Example Climbing Club',
      generic: {
        primaryFields: [{ key: 'name', label: 'Member', value: 'Jonas Weber' }],
        secondaryFields: [{ key: 'valid', label: 'Valid until', value: '2024-12-31 23:59' }],
      },
    });
    expect(membership.reservations).toEqual([]);
  });

  it('reads nothing from a store card, and says why', async () => {
    const result = await run(pkpass({ 'pass.json': JSON.stringify({ storeCard: { primaryFields: [] } }) }));
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['pkpass-not-a-booking']);
  });
});

describe('processPkpass on a transit pass dated by its day field and on passes for several people', () => {
  const trainPass = (fields: object[], back: object[] = []) => ({
    formatVersion: 1,
    organizationName: 'Rail Co',
    boardingPass: {
      transitType: 'PKTransitTypeTrain',
      primaryFields: [
        { key: 'depart', label: 'Départ', value: 'Paris Gare de Lyon' },
        { key: 'arrivee', label: 'Arrivée', value: 'Lyon Part Dieu' },
      ],
      secondaryFields: fields,
      backFields: back,
    },
  });

  it('dates a train by a front field labelled as the day that shows its clock too', async () => {
    const found = await firstReservation(trainPass([{ key: 'date', label: 'Date', value: '2024-07-03T08:00:00' }]));
    expect(found?.reservationFor).toMatchObject({ departureTime: '2024-07-03T08:00:00', departureDay: '2024-07-03' });
    const text = await firstReservation(trainPass([{ key: 'data', label: 'Data', value: '2024-07-03 09:00' }]));
    expect(text?.reservationFor).toMatchObject({ departureTime: '2024-07-03T09:00:00' });
  });

  it('takes the time of the day field over a relevant date ahead of it on its day, as the pass comes up early', async () => {
    const found = await firstReservation({
      ...trainPass([{ key: 'date', label: 'Date', value: '2024-07-03T08:02+02:00' }]),
      relevantDate: '2024-07-03T07:45+02:00',
    });
    expect(found?.reservationFor).toMatchObject({ departureTime: '2024-07-03T08:02:00+02:00' });
  });

  it('keeps the relevant date where the day field shows another day', async () => {
    const found = await firstReservation({
      ...trainPass([{ key: 'date', label: 'Date', value: '2025-05-03T22:11+01:00' }]),
      relevantDate: '2023-03-27T12:31Z',
    });
    expect(found?.reservationFor).toMatchObject({ departureTime: '2023-03-27T12:31Z' });
  });

  it('departs at the clock shown over the origin, on the day of a relevant date ahead of it', async () => {
    const bus = (relevantDate: string) => ({
      formatVersion: 1,
      relevantDate,
      boardingPass: {
        transitType: 'PKTransitTypeBus',
        primaryFields: [
          { key: 'from', label: '08:00', value: 'München ZOB' },
          { key: 'to', label: '12:10', value: 'Wien Erdberg' },
        ],
      },
    });
    const ahead = await firstReservation(bus('2024-07-03T07:30+02:00'));
    expect(ahead?.reservationFor).toMatchObject({
      departureTime: '2024-07-03T08:00:00',
      arrivalTime: '2024-07-03T12:10:00',
    });
    // Written in UTC, the relevant date is on another clock than the station's: it stays as it is.
    const utc = await firstReservation(bus('2024-07-03T05:30Z'));
    expect(utc?.reservationFor).toMatchObject({ departureTime: '2024-07-03T05:30Z' });
  });

  it('dates a train by no day of purchase, whatever its key', async () => {
    const found = await firstReservation({
      ...trainPass([{ key: 'date', label: 'Purchase date', value: '2024-06-01T10:00+02:00' }]),
      relevantDate: '2024-07-03T07:45+02:00',
    });
    expect(found?.reservationFor).toMatchObject({ departureTime: '2024-07-03T07:45+02:00' });
  });

  it('takes no number of a ferry from the vehicle the traveller brings on board', async () => {
    const found = await firstReservation({
      formatVersion: 1,
      boardingPass: {
        transitType: 'PKTransitTypeBoat',
        primaryFields: [
          { key: 'from', label: 'From', value: 'Dover' },
          { key: 'to', label: 'To', value: 'Calais' },
        ],
        secondaryFields: [
          { key: 'departure', label: 'Departure', value: '2024-07-03T10:00+01:00' },
          { key: 'vehicle', label: 'Vehicle', value: 'AB12 CDE' },
        ],
      },
    });
    expect(found?.['@type']).toBe('BoatReservation');
    expect(valueAt(found, 'reservationFor.boatNumber')).toBeUndefined();
  });

  it.each([
    ['vessel', 'Vessel'],
    ['ship', 'Ship'],
    ['schiff', 'Schiff'],
    ['navire', 'Navire'],
    ['nave', 'Nave'],
    ['buque', 'Buque'],
  ])("names a ferry's ship from its %s field, and takes no number from it", async (key, label) => {
    const found = await firstReservation({
      formatVersion: 1,
      boardingPass: {
        transitType: 'PKTransitTypeBoat',
        primaryFields: [
          { key: 'from', label: 'From', value: 'Dover' },
          { key: 'to', label: 'To', value: 'Calais' },
        ],
        secondaryFields: [
          { key: 'departure', label: 'Departure', value: '2024-07-03T10:00+01:00' },
          { key, label, value: 'Pride of Kent' },
        ],
      },
    });
    expect(valueAt(found, 'reservationFor.boatNumber')).toBeUndefined();
    expect(valueAt(found, 'reservationFor.boatName')).toBe('Pride of Kent');
  });

  it('names no passenger where a field lists several', async () => {
    const dated = { key: 'date', label: 'Date', value: '2024-07-03T08:00:00' };
    for (const back of [
      { key: 'passengers', label: 'Passengers', value: 'Anna Huber, Max Huber' },
      { key: 'passenger', label: 'Passenger', value: 'Jean Dupont & Marie Dupont' },
      { key: 'passenger', label: 'Passenger', value: 'Jean Dupont\nMarie Dupont' },
    ]) {
      const found = await firstReservation(trainPass([dated], [back]));
      expect(found?.reservationFor).toBeDefined();
      expect(found?.underName).toBeUndefined();
    }
    const one = await firstReservation(
      trainPass([dated], [{ key: 'passenger', label: 'Passenger', value: 'Dupont, Jean' }]),
    );
    expect(one?.underName).toMatchObject({ familyName: 'Dupont', givenName: 'Jean' });
    // An airline's `FAMILY/GIVEN TITLE`: the title is no given name.
    const titled = await firstReservation(
      trainPass([dated], [{ key: 'passenger', label: 'Passenger', value: 'MUSTERMANN/ERIKA MS' }]),
    );
    expect(titled?.underName).toMatchObject({ familyName: 'MUSTERMANN', givenName: 'ERIKA' });
  });
});

describe('processPkpass on the clocks a boarding pass shows under its labels', () => {
  /** A boarding pass with the barcode of a flight from `from` to `to` on 1 March 2024 (day 061). */
  function boardingPass(from: string, to: string, fields: Record<string, object[]>) {
    return {
      organizationName: 'Example Air',
      barcode: {
        message: `M1DOE/JANE            EABC123 ${from}${to}XX 0123 061Y012A0007 100`,
        format: 'PKBarcodeFormatAztec',
      },
      boardingPass: { transitType: 'PKTransitTypeAir', ...fields },
    };
  }

  it('reads a clock labelled as the departure for the departure, whatever its key says', async () => {
    const reservation = await firstReservation(
      boardingPass('MIA', 'BOS', {
        auxiliaryFields: [{ key: 'boardingTime', label: 'DEPARTS', value: '10:48 AM' }],
      }),
    );
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBe('2024-03-01T10:48:00');
    expect(valueAt(reservation, 'reservationFor.boardingTime')).toBeUndefined();
  });

  it("reads departure and arrival clocks from the pass's back, the arrival's day by the airports' zones", async () => {
    const reservation = await firstReservation(
      boardingPass('SEA', 'JFK', {
        backFields: [
          { key: 'departInfo', label: 'Departure', value: 'Please be at the gate by 10:50 PM' },
          { key: 'departTime', label: 'DEPARTS', value: '11:30 PM' },
          { key: 'arriveTime', label: 'ARRIVES', value: '7:55 AM' },
        ],
      }),
    );
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBe('2024-03-01T23:30:00');
    expect(valueAt(reservation, 'reservationFor.arrivalTime')).toBe('2024-03-02T07:55:00');
  });

  it('reads no arrival from a clock alone when the airports are unknown', async () => {
    const reservation = await firstReservation(
      boardingPass('QQX', 'QQY', {
        backFields: [
          { key: 'departTime', label: 'DEPARTS', value: '11:30 PM' },
          { key: 'arriveTime', label: 'ARRIVES', value: '7:55 AM' },
        ],
      }),
    );
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBe('2024-03-01T23:30:00');
    expect(valueAt(reservation, 'reservationFor.arrivalTime')).toBeUndefined();
  });

  it("reads a slashed day and clock by the one reading that is the flight's day", async () => {
    const reservation = await firstReservation(
      boardingPass('LAS', 'BUR', {
        backFields: [{ key: 'arriving-time', label: 'Arriving Time', value: '03/01/2024 7:40 PM' }],
      }),
    );
    expect(valueAt(reservation, 'reservationFor.arrivalTime')).toBe('2024-03-01T19:40:00');
  });

  it('reads a moment from the line of a value that gives its clock and day after the place', async () => {
    const reservation = await firstReservation(
      boardingPass('AUS', 'LAX', {
        backFields: [
          { key: 'departsBack', label: 'DEPARTS', value: 'AUS: Austin, TX, US\n3:40PM, Mar 1, 2024' },
          { key: 'arrivesBack', label: 'ARRIVES', value: 'LAX: Los Angeles, CA, US\n4:43PM, Mar 1, 2024' },
          { key: 'note', label: 'DEPARTS', value: 'Doors close at 3:25PM, Mar 1, 2024 sharp' },
        ],
      }),
    );
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBe('2024-03-01T15:40:00');
    expect(valueAt(reservation, 'reservationFor.arrivalTime')).toBe('2024-03-01T16:43:00');
  });

  it('takes no day written out that the flight cannot have', async () => {
    const reservation = await firstReservation(
      boardingPass('AUS', 'LAX', {
        backFields: [{ key: 'departsBack', label: 'DEPARTS', value: 'AUS: Austin\n3:40PM, Mar 9, 2024' }],
      }),
    );
    expect(valueAt(reservation, 'reservationFor.departureTime')).toBeUndefined();
  });

  it("names the passenger as the pass writes them whole when the barcode's 20 characters cut the name", async () => {
    const reservation = await firstReservation({
      organizationName: 'Example Air',
      barcode: {
        message: 'M1WESTBROOK/JANE MARIEEABC123 AUSLAXXX 0123 061Y012A0007 100',
        format: 'PKBarcodeFormatAztec',
      },
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        secondaryFields: [{ key: 'passenger', label: 'PASSENGER', value: 'JANE MARIETTA WESTBROOK' }],
      },
    });
    expect(valueAt(reservation, 'underName')).toEqual({
      '@type': 'Person',
      familyName: 'WESTBROOK',
      givenName: 'JANE MARIETTA',
      name: 'JANE MARIETTA WESTBROOK',
    });
  });

  it('names no airport by a label that only says which end it is', async () => {
    const reservation = await firstReservation(
      boardingPass('LAS', 'BUR', {
        primaryFields: [
          { key: 'origin', label: 'Origin', value: 'LAS' },
          { key: 'destination', label: 'Destination', value: 'BUR' },
        ],
      }),
    );
    expect(valueAt(reservation, 'reservationFor.departureAirport.name')).toBeUndefined();
    expect(valueAt(reservation, 'reservationFor.arrivalAirport.name')).toBeUndefined();
  });
});

describe('processPkpass on hostile input', { timeout: SLOW_TEST_MS }, () => {
  const validPass = pkpass({ 'pass.json': JSON.stringify({ eventTicket: {} }) });

  it.each([
    ['no bytes', undefined, 'pkpass-unreadable'],
    ['bytes that are not a zip', strToU8('definitely not a zip archive'), 'pkpass-unreadable'],
    ['a truncated zip', validPass.subarray(0, 40), 'pkpass-unreadable'],
    ['a zip without pass.json', pkpass({ 'logo.png': 'x' }), 'pkpass-unreadable'],
    ['a pass.json that is not JSON', pkpass({ 'pass.json': '{"boardingPass": ' }), 'pkpass-unreadable'],
    ['a pass.json of no known style', pkpass({ 'pass.json': '{"formatVersion": 1}' }), 'pkpass-unreadable'],
  ])('reports %s as an error diagnostic', async (_name, bytes, code) => {
    const result = await run(bytes);
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics).toEqual([expect.objectContaining({ level: 'error', code })]);
  });

  it('stops unpacking a zip bomb at the limit', async () => {
    const bomb = pkpass({ 'pass.json': new Uint8Array(16 * 1024 * 1024).fill(32) });
    expect(bomb.length).toBeLessThan(200_000);
    const result = await run(bomb, { ...DEFAULT_LIMITS, maxUnpackedBytes: 1024 * 1024 });
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics).toEqual([expect.objectContaining({ level: 'error', code: 'limit-size' })]);
  });

  it('skips large images without unpacking them', async () => {
    const bytes = pkpass({
      'pass.json': JSON.stringify({
        relevantDate: '2024-04-20T18:00:00+02:00',
        eventTicket: { primaryFields: [{ key: 'e', label: 'E', value: 'Gala' }] },
      }),
      'background@2x.png': new Uint8Array(8 * 1024 * 1024),
    });
    const result = await run(bytes, { ...DEFAULT_LIMITS, maxUnpackedBytes: 1024 * 1024 });
    expect(result.reservations).toHaveLength(1);
  });
});

describe('processPkpass on arbitrary input', { timeout: SLOW_TEST_MS }, () => {
  const field = fc.record({ key: fc.string(), label: fc.oneof(fc.string(), fc.integer()), value: fc.jsonValue() });
  const fields = fc.array(field, { maxLength: 4 });
  const body = fc.record({
    transitType: fc.constantFrom(
      'PKTransitTypeAir',
      'PKTransitTypeTrain',
      'PKTransitTypeBus',
      'PKTransitTypeBoat',
      'x',
    ),
    headerFields: fields,
    primaryFields: fields,
    auxiliaryFields: fields,
    backFields: fields,
  });
  const passJson = fc.record({
    style: fc.constantFrom('boardingPass', 'eventTicket', 'generic', 'coupon'),
    body,
    relevantDate: fc.oneof(fc.string(), fc.constant('2024-05-02T09:12:00+02:00')),
    barcode: fc.record({
      message: fc.oneof(fc.string(), fc.constant('M1DOE/JOHN            EXXX007 TXLBRUSN 2592 110Y')),
    }),
    semantics: fc.dictionary(
      fc.constantFrom(
        'passengerName',
        'seats',
        'departureLocationTimeZone',
        'currentDepartureDate',
        'airlineCode',
        'eventName',
      ),
      fc.jsonValue(),
    ),
  });

  it('never throws on random pass.json content', async () => {
    await fc.assert(
      fc.asyncProperty(passJson, async ({ style, body: content, ...rest }) => {
        const bytes = pkpass({ 'pass.json': JSON.stringify({ ...rest, [style]: content }) });
        const result = await run(bytes);
        expect(Array.isArray(result.reservations)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on random or damaged archives', async () => {
    const valid = pkpass({ 'pass.json': JSON.stringify({ eventTicket: {}, relevantDate: '2024-01-01T10:00:00Z' }) });
    const damaged = fc
      .array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), { maxLength: 8 })
      .map((changes) => {
        const copy = valid.slice();
        for (const [at, byte] of changes) copy[at] = byte;
        return copy;
      });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uint8Array({ maxLength: 2000 }), damaged), async (bytes) => {
        const result = await run(bytes);
        expect(result.reservations.length + result.diagnostics.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a slashed day that reads two ways on a pass', () => {
  const concert = (labels: readonly string[], day = '12/07/2024') => ({
    formatVersion: 1,
    serialNumber: 'E-1',
    organizationName: 'Tickets',
    eventTicket: {
      primaryFields: [{ key: 'event', label: labels[0], value: 'Summer concert' }],
      secondaryFields: [
        { key: 'date', label: labels[1], value: `${day} 18:30` },
        { key: 'venue', label: labels[2], value: 'Auditorio, Sevilla' },
      ],
    },
  });
  const startOf = async (bytes: Uint8Array) => valueAt((await run(bytes)).reservations[0], 'reservationFor.startDate');

  it('is read day first when the pass is in Spanish, by its labels or its language folder', async () => {
    expect(await startOf(pkpass({ 'pass.json': JSON.stringify(concert(['Evento', 'Fecha', 'Lugar'])) }))).toMatch(
      /^2024-07-12T18:30/,
    );
    const strings = '"EVENT" = "Evento";\n"DATE" = "Fecha";\n"VENUE" = "Lugar";\n';
    const localized = {
      'pass.json': JSON.stringify(concert(['EVENT', 'DATE', 'VENUE'])),
      'es.lproj/pass.strings': strings,
    };
    expect(await startOf(pkpass(localized))).toMatch(/^2024-07-12T18:30/);
  });

  it('is left unread on a pass in English, which may be American', async () => {
    const english = (day?: string) => ({ 'pass.json': JSON.stringify(concert(['Event', 'Date', 'Venue'], day)) });
    expect(await startOf(pkpass(english()))).toBeUndefined();
    expect(await startOf(pkpass(english('13/07/2024')))).toMatch(/^2024-07-13T18:30/);
  });
});
