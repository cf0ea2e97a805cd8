import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import type { JsonLdObject } from '../../schema/reservation.js';
import {
  caseContext,
  essentialMismatches,
  loadCorpusCases,
  readCaseText,
  valueAt,
} from '../bcbp/test-support/corpus-cases.js';
import { processIcal } from './index.js';

/** Decoders (pdf.js, WebAssembly) load on first use and property tests run many cases: slow on a busy machine. */
const SLOW_TEST_MS = 60_000;

const cases = loadCorpusCases(/-ics$/);

async function run(text: string | undefined) {
  const result = await processIcal({ kind: 'ics', ...(text === undefined ? {} : { text }) }, {}, DEFAULT_LIMITS);
  return { ...result, things: result.things ?? [] };
}

function calendar(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

function vevent(...lines: string[]): string {
  return ['BEGIN:VEVENT', 'UID:1@test', 'DTSTAMP:20240101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
}

describe('processIcal on the corpus calendars', () => {
  it('finds the corpus cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(9);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s gives the expected essentials', async (_id, c) => {
    const result = await processIcal({ kind: 'ics', text: readCaseText(c.input_file) }, caseContext(c), DEFAULT_LIMITS);
    expect(result.diagnostics).toEqual([]);
    const produced: JsonLdObject[] = c.scope === 'non-reservation' ? (result.things ?? []) : result.reservations;
    const expected = JSON.parse(readCaseText(c.expected_file)) as unknown[];
    expect(produced).toHaveLength(expected.length);
    c.essentials.forEach((essential, i) => {
      expect(essentialMismatches(essential, produced[i] ?? {})).toEqual([]);
    });
  });
});

describe('processIcal', () => {
  it('keeps zone-aware start and end of an event with a TZID', async () => {
    const { things } = await run(
      calendar(
        vevent(
          'SUMMARY:Team dinner',
          'DTSTART;TZID=America/New_York:20240310T190000',
          'DTEND;TZID=America/New_York:20240310T210000',
        ),
      ),
    );
    expect(things[0]?.startDate).toEqual({
      '@type': 'QDateTime',
      '@value': '2024-03-10T19:00:00-04:00',
      timezone: 'America/New_York',
    });
    expect(valueAt(things[0], 'endDate.@value')).toBe('2024-03-10T21:00:00-04:00');
  });

  it('gives UTC times as instants and floating times as local times', async () => {
    const { things } = await run(
      calendar(
        vevent('SUMMARY:Call', 'DTSTART:20240310T190000Z', 'DTEND:20240310T200000Z'),
        vevent('SUMMARY:Lunch', 'DTSTART:20240311T120000', 'DTEND:20240311T130000'),
      ),
    );
    expect(things.map((t) => t.startDate)).toEqual(['2024-03-10T19:00:00Z', '2024-03-11T12:00:00']);
  });

  it('places a zone the calendar defines itself (Outlook names) by its VTIMEZONE offsets', async () => {
    const zone = [
      'BEGIN:VTIMEZONE',
      'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ].join('\r\n');
    const { things } = await run(
      calendar(zone, vevent('SUMMARY:Board meeting', 'DTSTART;TZID=W. Europe Standard Time:20240710T090000')),
    );
    expect(things[0]?.startDate).toBe('2024-07-10T09:00:00+02:00');
  });

  it('ends an all-day event the second before its exclusive DTEND', async () => {
    const { things } = await run(
      calendar(vevent('SUMMARY:Conference', 'DTSTART;VALUE=DATE:20240301', 'DTEND;VALUE=DATE:20240304')),
    );
    expect([things[0]?.startDate, things[0]?.endDate]).toEqual(['2024-03-01T00:00:00', '2024-03-03T23:59:59']);
  });

  it('reads a bus leg of an itinerary and rolls arrival past midnight into the next day', async () => {
    const description = 'Journey\\n-\\nfrom 23:30 Leer ZOB  (Bus  647)\\nto 00:25 Groningen CS \\n-';
    const { reservations } = await run(
      calendar(vevent('SUMMARY:Leer -> Groningen', 'DTSTART:20220726T213000Z', `DESCRIPTION:${description}`)),
    );
    expect(reservations).toEqual([
      expect.objectContaining({
        '@type': 'BusReservation',
        reservationFor: expect.objectContaining({
          busNumber: 'Bus 647',
          departureBusStop: { '@type': 'BusStation', name: 'Leer ZOB' },
          arrivalBusStop: { '@type': 'BusStation', name: 'Groningen CS' },
          departureTime: '2022-07-26T23:30:00',
          arrivalTime: '2022-07-27T00:25:00',
        }),
      }),
    ]);
  });

  it('reads a hotel stay described in labelled lines, checking out on the all-day DTEND', async () => {
    const description =
      'Hotel: Harbour Inn\\nAddress: 1 Quay Road\\, Cork\\nBooking reference: HX77\\nCheck-in: from 3:00 PM\\nCheck-out: until 11:00';
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:Harbour Inn',
          'DTSTART;VALUE=DATE:20240701',
          'DTEND;VALUE=DATE:20240703',
          `DESCRIPTION:${description}`,
        ),
      ),
    );
    expect(reservations).toEqual([
      expect.objectContaining({
        '@type': 'LodgingReservation',
        reservationNumber: 'HX77',
        reservationFor: {
          '@type': 'LodgingBusiness',
          name: 'Harbour Inn',
          address: { '@type': 'PostalAddress', streetAddress: '1 Quay Road', addressLocality: 'Cork' },
        },
        checkinTime: '2024-07-01T15:00:00',
        checkoutTime: '2024-07-03T11:00:00',
      }),
    ]);
  });

  it('tells no check-out for a stay whose event ends on the day it starts, a reminder at check-in', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:Hotel check-in',
          'DTSTART;TZID=Europe/Berlin:20240703T150000',
          'DTEND;TZID=Europe/Berlin:20240703T160000',
          'DESCRIPTION:Hotel: Harbour Inn\\nCheck-out: until 11:00\\nBooking reference: HX77',
        ),
      ),
    );
    expect(reservations).toEqual([
      expect.objectContaining({ '@type': 'LodgingReservation', reservationNumber: 'HX77' }),
    ]);
    expect(reservations[0]?.checkoutTime).toBeUndefined();
  });

  it('marks the reservations of a cancelled invitation (METHOD:CANCEL) as cancelled', async () => {
    const description =
      'Booking reference: 123XYZ\\nFlight number: LH 123\\nDeparture - Date: 01 Dec 2026\\nFrom: Frankfurt (FRA)\\nArrival\\nAt: Newark (EWR)';
    const text = calendar(
      vevent('SUMMARY:Your flight', 'DTSTART:20261201T131300Z', `DESCRIPTION:${description}`),
    ).replace('VERSION:2.0', 'VERSION:2.0\r\nMETHOD:CANCEL');
    const { reservations } = await run(text);
    expect(reservations.map((r) => [r.reservationNumber, r.reservationStatus])).toEqual([
      ['123XYZ', 'http://schema.org/ReservationCancelled'],
    ]);
  });

  it('reads an airline invitation labelled in German, and never takes "your flight" for an admission', async () => {
    const description =
      'Buchungscode: 123XYZ\\nDurchgeführt von: Lufthansa\\nFlugnummer: LH 123\\nAbflug - Datum: 01 Dez 2026\\nUhrzeit: 14:13\\nVon: Frankfurt (FRA)\\nAnkunft\\nDatum: 02 Dez 2026\\nNach: Newark (EWR)';
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:Ihr Flug von FRA nach EWR',
          'DTSTART:20261201T131300Z',
          'DTEND:20261202T141400Z',
          `DESCRIPTION:${description}`,
        ),
      ),
    );
    expect(reservations.map((r) => [r['@type'], r.reservationNumber])).toEqual([['FlightReservation', '123XYZ']]);
    expect(valueAt(reservations[0], 'reservationFor')).toMatchObject({
      flightNumber: '123',
      departureAirport: { iataCode: 'FRA' },
      arrivalAirport: { iataCode: 'EWR' },
    });

    const unread = await run(
      calendar(
        vevent('SUMMARY:Ihr Flug nach Mallorca', 'DTSTART:20261201T131300Z', 'DESCRIPTION:Buchungscode: 7Q2X9Z'),
      ),
    );
    expect(unread.reservations).toEqual([]);
  });

  it("names the stations of an airline's rail leg labelled in German without their codes", async () => {
    const description =
      'Buchungsreferenz: 9KLMNO\\nZug:  LH 3413\\nAbfahrt - Datum: 05 Apr 2027\\nUhrzeit: 14:15\\nVon: Köln Hbf (QKL)\\nAnkunft\\nDatum: 05 Apr 2027\\nUhrzeit: 15:25\\nNach: Frankfurt Flughafen (FRA)';
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:Ihr Zug von QKL nach FRA',
          'DTSTART:20270405T121500Z',
          'DTEND:20270405T132500Z',
          `DESCRIPTION:${description}`,
        ),
      ),
    );
    expect(reservations.map((r) => [r['@type'], r.reservationNumber])).toEqual([['TrainReservation', '9KLMNO']]);
    expect(valueAt(reservations[0], 'reservationFor')).toMatchObject({
      trainNumber: 'LH 3413',
      departureStation: { name: 'Köln Hbf' },
      arrivalStation: { name: 'Frankfurt Flughafen' },
    });
  });

  it('marks a cancelled plain event (STATUS:CANCELLED)', async () => {
    const { things } = await run(calendar(vevent('SUMMARY:Talk', 'DTSTART:20240310T190000Z', 'STATUS:CANCELLED')));
    expect(things[0]?.eventStatus).toBe('http://schema.org/EventCancelled');
  });

  it('does not mistake an agenda with times and bracketed numbers for a train journey', async () => {
    const description = 'Agenda\\nWelcome 10:00 Room 5 (floor 2)\\nLunch 12:30 Cafeteria';
    const result = await run(
      calendar(vevent('SUMMARY:Team day', 'DTSTART:20240310T090000Z', `DESCRIPTION:${description}`)),
    );
    expect(result.reservations).toEqual([]);
    expect(result.things.map((t) => t.name)).toEqual(['Team day']);
  });

  it('reads a train named in the title, timed by DTSTART and DTEND in their zone', async () => {
    const { reservations, things } = await run(
      calendar(
        vevent(
          'SUMMARY:ICE 1005: Berlin Hbf ➡ Erfurt Hbf',
          'LOCATION:Berlin Hbf',
          'DTSTART;TZID=Europe/Berlin:20240903T083400',
          'DTEND;TZID=Europe/Berlin:20240903T104600',
        ),
      ),
    );
    expect(things).toEqual([]);
    expect(reservations[0]?.['@type']).toBe('TrainReservation');
    expect(valueAt(reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        trainNumber: 'ICE 1005',
        departureStation: { '@type': 'TrainStation', name: 'Berlin Hbf' },
        arrivalStation: { '@type': 'TrainStation', name: 'Erfurt Hbf' },
        departureDay: '2024-09-03',
        departureTime: { '@type': 'QDateTime', '@value': '2024-09-03T08:34:00+02:00', timezone: 'Europe/Berlin' },
        arrivalTime: { '@type': 'QDateTime', '@value': '2024-09-03T10:46:00+02:00', timezone: 'Europe/Berlin' },
      }),
    );
  });

  it('reads a train in words (Zug … von … nach …) with floating times as local', async () => {
    const { reservations } = await run(
      calendar(vevent('SUMMARY:Zug RE 4711 von Erfurt Hbf nach Weimar', 'DTSTART:20240903T110400')),
    );
    expect(valueAt(reservations[0], 'reservationFor.trainNumber')).toBe('RE 4711');
    expect(valueAt(reservations[0], 'reservationFor.arrivalStation.name')).toBe('Weimar');
    expect(valueAt(reservations[0], 'reservationFor.departureTime')).toBe('2024-09-03T11:04:00');
  });

  it('reads a journey titled by a word for it between two stations, its train below in words or under a label', async () => {
    const zugfahrt = await run(
      calendar(
        vevent(
          'SUMMARY:Zugfahrt Hamburg Hbf - München Hbf',
          'DESCRIPTION:ICE 577\\nWagen 7\\, Platz 45',
          'DTSTART;TZID=Europe/Berlin:20240703T080000',
        ),
      ),
    );
    expect(valueAt(zugfahrt.reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        trainNumber: 'ICE 577',
        departureStation: { '@type': 'TrainStation', name: 'Hamburg Hbf' },
        arrivalStation: { '@type': 'TrainStation', name: 'München Hbf' },
      }),
    );
    const labelled = await run(
      calendar(
        vevent(
          "SUMMARY:Train from London King's Cross to Edinburgh Waverley",
          'DESCRIPTION:Train: LNER 1S07\\nBooking reference: TL9Q8W7E',
          'DTSTART:20240703T070000Z',
        ),
      ),
    );
    expect(labelled.reservations[0]?.reservationNumber).toBe('TL9Q8W7E');
    expect(valueAt(labelled.reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        trainNumber: 'LNER 1S07',
        departureStation: { '@type': 'TrainStation', name: "London King's Cross" },
        arrivalStation: { '@type': 'TrainStation', name: 'Edinburgh Waverley' },
      }),
    );
    // Two stations and no train named below: a meeting's title, not a journey.
    const meeting = await run(
      calendar(vevent('SUMMARY:Trip Hamburg Hbf - München Hbf', 'DTSTART;TZID=Europe/Berlin:20240703T080000')),
    );
    expect(meeting.reservations).toEqual([]);
  });

  it('takes the ends of a train named alone in the title from LOCATION and the description', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:IC 818',
          'LOCATION:Zürich HB',
          'DESCRIPTION:Wagen 7\\, Platz 45\\nnach Bern',
          'DTSTART;TZID=Europe/Zurich:20240614T093200',
          'DTEND;TZID=Europe/Zurich:20240614T102800',
        ),
      ),
    );
    expect(valueAt(reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        trainNumber: 'IC 818',
        departureStation: { '@type': 'TrainStation', name: 'Zürich HB' },
        arrivalStation: { '@type': 'TrainStation', name: 'Bern' },
      }),
    );
  });

  it('reads an airline "add to calendar" event with UTC times as instants', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:Flight LH 400 Frankfurt (FRA) → New York (JFK)',
          'DTSTART:20241005T083500Z',
          'DTEND:20241005T165500Z',
        ),
      ),
    );
    expect(reservations[0]?.['@type']).toBe('FlightReservation');
    expect(valueAt(reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        flightNumber: '400',
        airline: { '@type': 'Airline', iataCode: 'LH' },
        departureAirport: { '@type': 'Airport', iataCode: 'FRA', name: 'Frankfurt' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'JFK', name: 'New York' },
        departureTime: '2024-10-05T08:35:00Z',
        arrivalTime: '2024-10-05T16:55:00Z',
      }),
    );
  });

  it('names the traveller of a journey by the one passenger its description labels', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:Flight EX 1234 Lisbon (LIS) - Paris Orly (ORY)',
          'DTSTART:20240312T070500Z',
          'DTEND:20240312T093500Z',
          'DESCRIPTION:Booking reference: ABC123\\nPassenger: Jane Smith\\nSeat: 12A',
        ),
      ),
    );
    expect(reservations[0]).toMatchObject({
      reservationNumber: 'ABC123',
      underName: { '@type': 'Person', name: 'Jane Smith' },
    });
  });

  it('reads a journey whose title opens on a picture, the picture no part of its first end', async () => {
    const { reservations } = await run(
      calendar(
        vevent('SUMMARY:🚆 ICE 1005 Berlin Hbf ➡️ Erfurt Hbf', 'DTSTART:20240903T063400Z', 'DTEND:20240903T084600Z'),
        vevent('SUMMARY:🚄 Zug ICE 1006 von Erfurt Hbf nach Berlin Hbf', 'DTSTART:20240904T063400Z'),
        vevent('SUMMARY:🚌 FlixBus 042 Berlin ZOB → Hamburg ZOB', 'DTSTART:20240905T063400Z'),
      ),
    );
    expect(reservations.map((r) => valueAt(r, 'reservationFor'))).toEqual([
      expect.objectContaining({
        trainNumber: 'ICE 1005',
        departureStation: { '@type': 'TrainStation', name: 'Berlin Hbf' },
        arrivalStation: { '@type': 'TrainStation', name: 'Erfurt Hbf' },
      }),
      expect.objectContaining({
        trainNumber: 'ICE 1006',
        departureStation: { '@type': 'TrainStation', name: 'Erfurt Hbf' },
        arrivalStation: { '@type': 'TrainStation', name: 'Berlin Hbf' },
      }),
      expect.objectContaining({
        busNumber: '042',
        departureBusStop: { '@type': 'BusStation', name: 'Berlin ZOB' },
        arrivalBusStop: { '@type': 'BusStation', name: 'Hamburg ZOB' },
      }),
    ]);
  });

  it('names no airport after the pictures or the airline a title prints around its codes, but after LOCATION', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:🛫 Lufthansa FCO ➡️ MUC LH1869',
          'DTSTART;TZID=Europe/Rome:20241019T145000',
          'DTEND;TZID=Europe/Berlin:20241019T162500',
          'LOCATION:Rome Leonardo da Vinci Fiumicino Airport',
        ),
        vevent('SUMMARY:✈️ LH 400 FRA ➡️ JFK', 'DTSTART:20241005T083500Z', 'LOCATION:Conference room 2'),
      ),
    );
    expect(valueAt(reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        flightNumber: '1869',
        airline: { '@type': 'Airline', iataCode: 'LH', name: 'Lufthansa' },
        departureAirport: { '@type': 'Airport', iataCode: 'FCO', name: 'Rome Leonardo da Vinci Fiumicino Airport' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'MUC' },
      }),
    );
    // A LOCATION that names no airport of the departure's code gives it no name.
    expect(valueAt(reservations[1], 'reservationFor')).toEqual(
      expect.objectContaining({
        airline: { '@type': 'Airline', iataCode: 'LH' },
        departureAirport: { '@type': 'Airport', iataCode: 'FRA' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'JFK' },
      }),
    );
  });

  it('reads the flight a mail client put in the calendar: where it goes in the title, its airport in LOCATION', async () => {
    const flight = async (summary: string, location?: string) => {
      const { reservations } = await run(
        calendar(
          vevent(
            `SUMMARY:${summary}`,
            ...(location ? [`LOCATION:${location}`] : []),
            'DTSTART;TZID=Europe/Berlin:20261201T071000',
            'DTEND;TZID=Europe/Berlin:20261201T082000',
          ),
        ),
      );
      const trip = reservations[0] && valueAt(reservations[0], 'reservationFor');
      return (
        trip && [
          valueAt(trip, 'flightNumber'),
          valueAt(trip, 'departureAirport.iataCode'),
          valueAt(trip, 'arrivalAirport.iataCode'),
        ]
      );
    };
    expect(await flight('Flight to Frankfurt (LH 400)', 'Berlin BER')).toEqual(['400', 'BER', 'FRA']);
    expect(await flight('Flight to Frankfurt (LH 400)', 'Berlin Brandenburg Airport (BER)')).toEqual([
      '400',
      'BER',
      'FRA',
    ]);
    expect(await flight('Flight from Berlin to Frankfurt (LH 400)', 'Berlin BER')).toEqual(['400', 'BER', 'FRA']);
    // A city of several airports, a LOCATION that is no airport or none at all: no flight.
    expect(await flight('Flight to London (BA 983)', 'Berlin BER')).toBeUndefined();
    expect(await flight('Flight to Frankfurt (LH 400)', 'SAP HQ')).toBeUndefined();
    expect(await flight('Flight from London to Frankfurt (LH 921)')).toBeUndefined();
  });

  it('reads a flight whose title names the cities, by the codes its description gives, and its booking code', async () => {
    const { reservations, things } = await run(
      calendar(
        vevent(
          'SUMMARY:KL1234 Amsterdam - Copenhagen',
          'LOCATION:Amsterdam Airport Schiphol (AMS)',
          'DESCRIPTION:Flight KL1234 from Amsterdam (AMS) to Copenhagen (CPH).\\nBooking code: Q3ZP8L',
          'DTSTART:20170312T084000Z',
          'DTEND:20170312T100500Z',
        ),
      ),
    );
    expect(things).toEqual([]);
    expect(reservations).toEqual([
      expect.objectContaining({ '@type': 'FlightReservation', reservationNumber: 'Q3ZP8L' }),
    ]);
    expect(valueAt(reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        departureAirport: { '@type': 'Airport', iataCode: 'AMS', name: 'Amsterdam' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'CPH', name: 'Copenhagen' },
        departureTime: '2017-03-12T08:40:00Z',
      }),
    );
  });

  it(
    'reads a train named by a word and its number between known stations, or by a category in the description',
    async () => {
      const numbered = await run(
        calendar(
          vevent(
            'SUMMARY:Tåg 527 Stockholm Central - Göteborg Central',
            'DESCRIPTION:Bokningsnummer: SJ77123\\nVagn 3\\, plats 45',
            'DTSTART;TZID=Europe/Stockholm:20170308T072100',
            'DTEND;TZID=Europe/Stockholm:20170308T103500',
          ),
        ),
      );
      expect(numbered.reservations[0]).toEqual(
        expect.objectContaining({ '@type': 'TrainReservation', reservationNumber: 'SJ77123' }),
      );
      expect(valueAt(numbered.reservations[0], 'reservationFor')).toEqual(
        expect.objectContaining({
          trainNumber: '527',
          departureStation: { '@type': 'TrainStation', name: 'Stockholm Central' },
          arrivalStation: { '@type': 'TrainStation', name: 'Göteborg Central' },
        }),
      );
      const described = await run(
        calendar(
          vevent(
            'SUMMARY:Berlin Hbf → München Hbf',
            'DESCRIPTION:ICE 1005\\nBooking number: 40012877',
            'DTSTART;TZID=Europe/Berlin:20170304T092900',
          ),
        ),
      );
      expect(described.reservations[0]).toEqual(
        expect.objectContaining({ '@type': 'TrainReservation', reservationNumber: '40012877' }),
      );
      expect(valueAt(described.reservations[0], 'reservationFor.trainNumber')).toBe('ICE 1005');
    },
    SLOW_TEST_MS,
  );

  it(
    'reads a train of a named service in the title, and a flight given in labelled description lines',
    async () => {
      const train = await run(
        calendar(
          vevent(
            'SUMMARY:Frecciarossa 9527 Milano Centrale - Roma Termini',
            'DESCRIPTION:PNR: QH7T2L\\nCarrozza 5 Posto 7D',
            'DTSTART;TZID=Europe/Rome:20170311T091000',
          ),
        ),
      );
      expect(train.reservations[0]).toEqual(
        expect.objectContaining({ '@type': 'TrainReservation', reservationNumber: 'QH7T2L' }),
      );
      expect(valueAt(train.reservations[0], 'reservationFor.arrivalStation.name')).toBe('Roma Termini');
      const flight = await run(
        calendar(
          vevent(
            'SUMMARY:Your flight to Lisbon',
            'DESCRIPTION:Voo: TP 1351\\nPartida: Londres (LHR)\\nChegada: Lisboa (LIS)\\nCódigo da reserva: TP7K2Q',
            'DTSTART:20170310T080000Z',
            'DTEND:20170310T103000Z',
          ),
        ),
      );
      expect(flight.reservations[0]).toEqual(
        expect.objectContaining({ '@type': 'FlightReservation', reservationNumber: 'TP7K2Q' }),
      );
      expect(valueAt(flight.reservations[0], 'reservationFor')).toEqual(
        expect.objectContaining({
          flightNumber: '1351',
          departureAirport: expect.objectContaining({ iataCode: 'LHR' }),
          arrivalAirport: expect.objectContaining({ iataCode: 'LIS' }),
          departureTime: '2017-03-10T08:00:00Z',
        }),
      );
    },
    SLOW_TEST_MS,
  );

  it('makes no event reservation of a flight it cannot place, though its description gives a booking code', async () => {
    const { reservations, things } = await run(
      calendar(
        vevent(
          'SUMMARY:KL1234 Springfield - Shelbyville',
          'DESCRIPTION:Booking code: Q3ZP8L',
          'DTSTART:20170312T084000Z',
        ),
      ),
    );
    expect(reservations).toEqual([]);
    expect(things).toHaveLength(1);
  });

  it.each([
    ['a planning meeting between two cities', 'SUMMARY:Berlin → Munich roadmap planning'],
    ['a quarter and year before two cities', 'SUMMARY:Q4 2024 Berlin - Munich'],
    ['a team between two stations', 'SUMMARY:Team 3 Berlin Hbf - Hamburg Hbf'],
    ['a suburban line number in an agenda', 'SUMMARY:S 1 Room → Hall B'],
    ['letters that are no airports', 'SUMMARY:AB 12 QQX → QQY'],
    ['a review of tickets', 'SUMMARY:Sprint review', 'DESCRIPTION:We go through the open tickets of the sprint.'],
  ])('keeps %s a plain event', async (_name, ...lines) => {
    const { reservations, things } = await run(calendar(vevent(...lines, 'DTSTART:20240903T100000Z')));
    expect(reservations).toEqual([]);
    expect(things).toHaveLength(1);
  });

  it('makes an invitation from a ticketing service an event reservation', async () => {
    const { reservations, things } = await run(
      calendar(
        vevent(
          'SUMMARY:Jazz in the Park',
          'ORGANIZER;CN=Eventbrite:mailto:noreply@order.eventbrite.com',
          'LOCATION:Riverside Stage (12 Quay Road, Bristol, UK)',
          'DESCRIPTION:Your tickets for Jazz in the Park. Order #4588123390',
          'DTSTART;TZID=Europe/London:20240720T180000',
          'DTEND;TZID=Europe/London:20240720T220000',
        ),
      ),
    );
    expect(things).toEqual([]);
    expect(reservations[0]).toEqual(
      expect.objectContaining({ '@type': 'EventReservation', reservationNumber: '4588123390' }),
    );
    expect(valueAt(reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: 'Jazz in the Park',
        startDate: { '@type': 'QDateTime', '@value': '2024-07-20T18:00:00+01:00', timezone: 'Europe/London' },
        location: expect.objectContaining({ name: 'Riverside Stage' }),
      }),
    );
  });

  it('makes a registration on Luma, which issues the tickets, an event reservation without a number', async () => {
    const { reservations, things } = await run(
      calendar(
        vevent(
          'SUMMARY:Builders Night',
          'ORGANIZER;CN=Luma:mailto:calendar-invite@lu.ma',
          'URL:https://lu.ma/builders-night',
          'DTSTART:20240703T170000Z',
        ),
      ),
    );
    expect(things).toEqual([]);
    expect(reservations).toEqual([expect.objectContaining({ '@type': 'EventReservation' })]);
    expect(reservations[0]?.reservationNumber).toBeUndefined();
  });

  it.each([
    ['an Italian booking code', 'DESCRIPTION:Codice prenotazione: 998877\\nBiglietti: 2 intero', '998877'],
    ['a Spanish locator', 'DESCRIPTION:Localizador: 5544-XYZ\\nPatio de butacas', '5544-XYZ'],
    ['an order number with its office after a slash', 'DESCRIPTION:Order number: 12-34567/LON', '12-34567/LON'],
  ])(
    'makes an admission whose description gives %s an event reservation under that number',
    async (_name, line, number) => {
      const { reservations } = await run(
        calendar(vevent('SUMMARY:Galleria degli Uffizi', line, 'DTSTART;TZID=Europe/Rome:20240719T103000')),
      );
      expect(reservations[0]).toEqual(
        expect.objectContaining({ '@type': 'EventReservation', reservationNumber: number }),
      );
    },
  );

  it('reads the order number when an earlier order word is followed by a long run of spaces', async () => {
    // A description is read in time along its length: a pattern that could split the spaces after an order word
    // many ways would not end on a description like this one.
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:Jazz in the Park',
          `DESCRIPTION:Your order${' '.repeat(4000)}! Order #4588123390`,
          'DTSTART:20240720T180000',
        ),
      ),
    );
    expect(reservations[0]).toEqual(
      expect.objectContaining({ '@type': 'EventReservation', reservationNumber: '4588123390' }),
    );
  });

  it('makes an event with an order number an event reservation, whoever sent it', async () => {
    const { reservations } = await run(
      calendar(
        vevent('SUMMARY:Stadtführung Altstadt', 'DESCRIPTION:Bestellnummer: 2024-88812', 'DTSTART:20240903T100000'),
      ),
    );
    expect(reservations[0]).toEqual(
      expect.objectContaining({ '@type': 'EventReservation', reservationNumber: '2024-88812' }),
    );
  });

  it("reads a flight titled after the airline's name (`easyJet flight U2 8401 to Geneva`), its reference in a sentence", async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:easyJet flight U2 8401 to Geneva',
          'LOCATION:London Gatwick Airport (LGW)',
          'DESCRIPTION:Your booking reference is K8M2QPL. Gates close 30 minutes before departure.',
          'DTSTART;TZID=Europe/London:20240719T064500',
          'DTEND;TZID=Europe/Zurich:20240719T093000',
        ),
      ),
    );
    expect(reservations[0]?.reservationNumber).toBe('K8M2QPL');
    expect(valueAt(reservations[0], 'reservationFor.departureAirport.iataCode')).toBe('LGW');
    expect(valueAt(reservations[0], 'reservationFor.arrivalAirport.iataCode')).toBe('GVA');
  });

  it('reads a train titled by its number and where it goes only, from the station of its LOCATION', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:Zug nach Bern (IC 8)',
          'LOCATION:Zürich HB',
          'DTSTART;TZID=Europe/Zurich:20240725T093200',
          'DTEND;TZID=Europe/Zurich:20240725T102800',
        ),
      ),
    );
    expect(valueAt(reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        trainNumber: 'IC 8',
        departureStation: expect.objectContaining({ name: 'Zürich HB' }),
        arrivalStation: expect.objectContaining({ name: 'Bern' }),
      }),
    );
    const meeting = await run(
      calendar(vevent('SUMMARY:Trip to Bern (IC 8)', 'LOCATION:Room 4', 'DTSTART:20240725T093200Z')),
    );
    expect(meeting.reservations).toEqual([]);
  });

  it.each([
    [
      'a Portuguese word for the flight before its route',
      'SUMMARY:Voo TP 1351 Lisboa (LIS) → Porto (OPO)',
      'Lisboa',
      'Porto',
    ],
    [
      'an airport code printed twice at an end',
      'SUMMARY:Flight BA117 London Heathrow (LHR) to New York JFK (JFK)',
      'London Heathrow',
      'New York',
    ],
  ])('names the airports of a title with %s as printed', async (_name, title, from, to) => {
    const { reservations } = await run(calendar(vevent(title, 'DTSTART:20240722T090000Z')));
    expect(valueAt(reservations[0], 'reservationFor.departureAirport.name')).toBe(from);
    expect(valueAt(reservations[0], 'reservationFor.arrivalAirport.name')).toBe(to);
  });

  it('reads the reference of a train labelled `Référence de votre dossier`', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:TGV INOUI 6111 Paris Gare de Lyon → Marseille Saint-Charles',
          'DESCRIPTION:Référence de votre dossier : QWERTY\\nVoiture 12 - Place 84',
          'DTSTART;TZID=Europe/Paris:20240715T091900',
        ),
      ),
    );
    expect(reservations[0]?.reservationNumber).toBe('QWERTY');
  });

  it('reads a flight titled with its departure clock, naming its airports as the description does', async () => {
    const { reservations, things } = await run(
      calendar(
        vevent(
          'SUMMARY:Flight AF1234 Lyon - Nice\\, departure 07:10 local time',
          'LOCATION:Lyon (Saint-Exupéry)',
          "DESCRIPTION:Your flight AF1234 from Lyon (Saint-Exupéry) to Nice (Côte d'Azur) leaves at 07:10",
          'DTSTART:20240412T071000',
          'DTEND:20240412T081500',
        ),
      ),
    );
    expect(things).toEqual([]);
    expect(valueAt(reservations[0], 'reservationFor')).toEqual(
      expect.objectContaining({
        departureAirport: { '@type': 'Airport', iataCode: 'LYS', name: 'Lyon (Saint-Exupéry)' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'NCE', name: "Nice (Côte d'Azur)" },
        departureTime: '2024-04-12T07:10:00',
      }),
    );
  });

  it("reads a flight from Frankfurt titled by its codes, FRA being no word for 'from'", async () => {
    const { reservations } = await run(
      calendar(vevent('SUMMARY:LH400 FRA - JFK', 'DTSTART:20240412T101500Z', 'DTEND:20240412T183000Z')),
    );
    expect(valueAt(reservations[0], 'reservationFor.departureAirport')).toEqual({
      '@type': 'Airport',
      iataCode: 'FRA',
    });
    expect(valueAt(reservations[0], 'reservationFor.arrivalAirport')).toEqual({ '@type': 'Airport', iataCode: 'JFK' });
  });

  it('keeps a check-in reminder of a flight the calendar books out of its reservations and events', async () => {
    const { reservations, things } = await run(
      calendar(
        vevent('SUMMARY:Flight LH400 MUC - JFK', 'DTSTART:20240412T101500Z', 'DTEND:20240412T183000Z'),
        vevent(
          'SUMMARY:Check-in for flight LH400 MUC - JFK is now open',
          'LOCATION:Munich (MUC)',
          'DTSTART:20240411T101500Z',
          'DTEND:20240411T101500Z',
        ),
        vevent('SUMMARY:Dinner with Anna', 'DTSTART:20240412T200000Z'),
      ),
    );
    expect(reservations).toHaveLength(1);
    expect(valueAt(reservations[0], 'reservationFor.departureTime')).toBe('2024-04-12T10:15:00Z');
    expect(things.map((t) => t.name)).toEqual(['Dinner with Anna']);
  });

  it("reads a flight reminder that names no flight number by where it departs and arrives at the event's clocks", async () => {
    const reminder = (start: string, end: string) =>
      vevent(
        'SUMMARY:Golden Bay Air - Flight Reminder',
        'DESCRIPTION:Booking number 5512873\\n\\nYour outgoing route is Nelson > Wellington.\\nThis route departs Nelson on 12/Mar/2024 14:10 and arrives at Wellington at 14:55.',
        `DTSTART:${start}`,
        `DTEND:${end}`,
      );
    const { reservations } = await run(calendar(reminder('20240312T141000', '20240312T145500')));
    expect(reservations).toEqual([
      {
        '@context': 'http://schema.org',
        '@type': 'FlightReservation',
        reservationStatus: 'http://schema.org/ReservationConfirmed',
        reservationNumber: '5512873',
        reservationFor: {
          '@type': 'Flight',
          airline: { '@type': 'Airline', name: 'Golden Bay Air' },
          departureAirport: { '@type': 'Airport', name: 'Nelson' },
          arrivalAirport: { '@type': 'Airport', name: 'Wellington' },
          departureDay: '2024-03-12',
          departureTime: '2024-03-12T14:10:00',
          arrivalTime: '2024-03-12T14:55:00',
        },
      },
    ]);
    // The description's clocks must be the event's: a reminder set an hour ahead is no flight at that hour.
    const early = await run(calendar(reminder('20240312T131000', '20240312T131500')));
    expect(early.reservations).toEqual([]);
  });

  it('decodes quoted-printable text as Outlook 2003 writes it, soft line breaks included', async () => {
    const { things } = await run(
      calendar(
        vevent(
          'SUMMARY;ENCODING=QUOTED-PRINTABLE:Caf=C3=A9 meeting',
          'DESCRIPTION;ENCODING=QUOTED-PRINTABLE:First line=0D=0ASecond line is lon=',
          'g and goes on',
          'DTSTART:20240312T141000',
        ),
      ),
    );
    expect(things[0]).toMatchObject({
      name: 'Café meeting',
      description: 'First line\nSecond line is long and goes on',
    });
  });

  it("takes no year in a show's title for a flight number: a dated show with an order number is an admission", async () => {
    const { reservations } = await run(
      calendar(
        vevent('SUMMARY:Die Ärzte - Live 2025', 'DESCRIPTION:Bestellnummer: 1122334455', 'DTSTART:20250705T200000'),
      ),
    );
    expect(reservations[0]).toEqual(
      expect.objectContaining({ '@type': 'EventReservation', reservationNumber: '1122334455' }),
    );
  });

  it('reads a train journey between two known stations that names no train, where it speaks of the railway', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:London Euston to Manchester Piccadilly',
          'DESCRIPTION:Your train journey from London Euston to Manchester Piccadilly.',
          'DTSTART:20250612T070000Z',
          'DTEND:20250612T090800Z',
        ),
      ),
    );
    expect(reservations).toEqual([
      expect.objectContaining({
        '@type': 'TrainReservation',
        reservationFor: expect.objectContaining({
          departureStation: { '@type': 'TrainStation', name: 'London Euston' },
          arrivalStation: { '@type': 'TrainStation', name: 'Manchester Piccadilly' },
          departureTime: '2025-06-12T07:00:00Z',
          arrivalTime: '2025-06-12T09:08:00Z',
        }),
      }),
    ]);
    const drive = await run(
      calendar(
        vevent('SUMMARY:London Euston to Manchester Piccadilly', 'DESCRIPTION:Car share', 'DTSTART:20250612T070000Z'),
      ),
    );
    expect(drive.reservations).toEqual([]);
  });

  it('reads a booked ride between stations that names no train, the title closing on its bracketed reference', async () => {
    const booked = await run(
      calendar(
        vevent(
          'SUMMARY:Leeds → Manchester Piccadilly [77120458]',
          'DESCRIPTION:Order reference 77120458\\n\\nView your tickets online',
          'DTSTART:20250612T070000Z',
          'DTEND:20250612T081000Z',
        ),
      ),
    );
    expect(booked.reservations).toEqual([
      expect.objectContaining({
        '@type': 'TrainReservation',
        reservationNumber: '77120458',
        reservationFor: expect.objectContaining({
          departureStation: expect.objectContaining({ name: 'Leeds' }),
          arrivalStation: expect.objectContaining({ name: 'Manchester Piccadilly' }),
        }),
      }),
    ]);
    // No reference below, a car share, or two towns named only: no train to read.
    for (const [summary, description] of [
      ['Leeds → Manchester Piccadilly', 'View your tickets online'],
      ['Leeds → Manchester Piccadilly [77120458]', 'Car share, order reference 77120458'],
      ['Leeds → London [77120458]', 'Order reference 77120458'],
    ]) {
      const other = await run(
        calendar(vevent(`SUMMARY:${summary}`, `DESCRIPTION:${description}`, 'DTSTART:20250612T070000Z')),
      );
      expect(other.reservations).toEqual([]);
    }
  });

  it('leaves the way of travel out of the first station of a title ("Viaje en tren AVE 03063 Madrid - Barcelona")', async () => {
    const { reservations } = await run(
      calendar(vevent('SUMMARY:Viaje en tren AVE 03063 Madrid - Barcelona', 'DTSTART:20250612T060000Z')),
    );
    expect(valueAt(reservations[0], 'reservationFor.departureStation.name')).toBe('Madrid');
    expect(valueAt(reservations[0], 'reservationFor.arrivalStation.name')).toBe('Barcelona');
  });

  it("names a stay titled `Séjour à l'hôtel ibis …` by the hotel's name, in the town after the postal code", async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          "SUMMARY:Séjour à l'hôtel ibis Paris Gare du Nord",
          'LOCATION:ibis Paris Gare du Nord\\, 31-33 Rue de Maubeuge\\, 75009 Paris\\, France',
          'DESCRIPTION:Numéro de réservation : 556677889',
          'DTSTART;TZID=Europe/Paris:20240715T150000',
          'DTEND;TZID=Europe/Paris:20240717T110000',
        ),
      ),
    );
    expect(valueAt(reservations[0], 'reservationFor.name')).toBe('ibis Paris Gare du Nord');
    expect(valueAt(reservations[0], 'reservationFor.address')).toEqual(
      expect.objectContaining({ addressLocality: 'Paris', postalCode: '75009' }),
    );
  });

  it('reads a stay named in the title, its reference labelled in the description, its address in LOCATION', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:Stay at Sunny Loft in Alfama',
          'LOCATION:Rua dos Remédios 12\\, 1100-441 Lisboa\\, Portugal',
          'DESCRIPTION:Código da reserva: HMQX2P7Z',
          'DTSTART;VALUE=DATE:20250710',
          'DTEND;VALUE=DATE:20250713',
        ),
      ),
    );
    expect(reservations).toEqual([
      expect.objectContaining({
        '@type': 'LodgingReservation',
        reservationNumber: 'HMQX2P7Z',
        checkinTime: '2025-07-10',
        checkoutTime: '2025-07-13',
        reservationFor: expect.objectContaining({
          name: 'Sunny Loft in Alfama',
          address: expect.objectContaining({ addressLocality: 'Lisboa', postalCode: '1100-441' }),
        }),
      }),
    ]);
    const meeting = await run(
      calendar(
        vevent(
          'SUMMARY:Hotel partnership review',
          'DESCRIPTION:Order number: 55120',
          'DTSTART:20250710T090000Z',
          'DTEND:20250710T100000Z',
        ),
      ),
    );
    expect(meeting.reservations.map((r) => r['@type'])).not.toContain('LodgingReservation');
  });

  it('keeps location text whole when it is not "name (address)"', async () => {
    const { things } = await run(
      calendar(vevent('SUMMARY:Talk', 'DTSTART:20240310T190000Z', 'LOCATION:Room 4\\, Main building')),
    );
    expect(things[0]?.location).toEqual({ '@type': 'Place', name: 'Room 4, Main building' });
  });

  it('names no place for a location still to be named ("TBC", "to be announced")', async () => {
    const { things } = await run(
      calendar(
        vevent('SUMMARY:Club prize giving', 'DTSTART:20240310T190000Z', 'LOCATION:TBC'),
        vevent('SUMMARY:Summer party', 'DTSTART:20240610T190000Z', 'LOCATION:To be announced'),
      ),
    );
    expect(things).toHaveLength(2);
    expect(things.map((t) => t.location)).toEqual([undefined, undefined]);
  });

  it("reads an American address's state as its region, not its country", async () => {
    const { things } = await run(
      calendar(
        vevent(
          'SUMMARY:Hack night',
          'DTSTART;TZID=America/New_York:20240310T190000',
          'LOCATION:Community Hall (12 Main Street, Springfield, MA)',
        ),
        vevent('SUMMARY:Meetup', 'DTSTART:20240311T190000', 'LOCATION:Cafe Blue (5 Elm Road, Albany, NY 12207)'),
        vevent('SUMMARY:Talk', 'DTSTART:20240312T190000Z', 'LOCATION:C Base (Rungestraße 20, Berlin, Germany)'),
      ),
    );
    expect(things.map((t) => valueAt(t, 'location.address'))).toEqual([
      {
        '@type': 'PostalAddress',
        streetAddress: '12 Main Street',
        addressLocality: 'Springfield',
        addressRegion: 'MA',
      },
      {
        '@type': 'PostalAddress',
        streetAddress: '5 Elm Road',
        addressLocality: 'Albany',
        addressRegion: 'NY',
        postalCode: '12207',
      },
      {
        '@type': 'PostalAddress',
        streetAddress: 'Rungestraße 20',
        addressLocality: 'Berlin',
        addressCountry: 'Germany',
      },
    ]);
  });

  it.each([
    ['no text', undefined],
    ['prose', 'Dear customer, your ticket is attached.'],
    ['a broken property', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;;;\r\n'],
  ])('reports %s as an error diagnostic without throwing', async (_name, text) => {
    const result = await run(text);
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toContain('ics-unreadable');
  });

  it('reads a bounded number of events from a huge calendar and says how many it skipped', async () => {
    const events = Array.from({ length: 250 }, (_, i) => vevent(`SUMMARY:Event ${i}`, 'DTSTART:20240310T190000Z'));
    const result = await run(calendar(...events));
    expect(result.things).toHaveLength(200);
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'ics-events-skipped', level: 'warning' })]);
  });

  it('leaves out an event with an impossible date and reads the rest', async () => {
    const result = await run(
      calendar(
        vevent('SUMMARY:Broken', 'DTSTART:2024XX10T190000Z'),
        vevent('SUMMARY:Fine', 'DTSTART:20240310T190000Z'),
      ),
    );
    expect(result.things.map((t) => t.name)).toContain('Fine');
  });
});

describe('processIcal on reminders of a journey', () => {
  it.each([
    ['its boarding', 'SUMMARY:Boarding: LH 400 FRA → JFK'],
    ['a reminder the day before', 'SUMMARY:Reminder: ICE 597 Berlin Hbf → München Hbf departs tomorrow'],
    ['a German reminder', 'SUMMARY:Erinnerung: ICE 597 Berlin Hbf → München Hbf'],
  ])('reads no journey timed by %s', async (_name, title) => {
    const { reservations, things } = await run(calendar(vevent(title, 'DTSTART:20240702T160000Z')));
    expect(reservations).toEqual([]);
    expect(things).toHaveLength(1);
  });

  it('reads the event of a boarding pass as the flight', async () => {
    const { reservations } = await run(
      calendar(vevent('SUMMARY:Boarding pass LH 400 FRA → JFK', 'DTSTART:20240703T083500Z')),
    );
    expect(reservations).toEqual([expect.objectContaining({ '@type': 'FlightReservation' })]);
  });
});

describe('processIcal on a title that adds a clause after a semicolon', () => {
  it('ends the route before the semicolon: no station is named with one', async () => {
    const { reservations } = await run(
      calendar(
        vevent(
          'SUMMARY:ICE 1005\\, Berlin Hbf → München Hbf\\; Wagen 11',
          'DTSTART;TZID=Europe/Berlin:20240703T092900',
          'DTEND;TZID=Europe/Berlin:20240703T134600',
        ),
      ),
    );
    expect(valueAt(reservations[0], 'reservationFor.departureStation.name')).toBe('Berlin Hbf');
    expect(valueAt(reservations[0], 'reservationFor.arrivalStation.name')).toBe('München Hbf');
  });
});

describe('processIcal on arbitrary input', { timeout: SLOW_TEST_MS }, () => {
  const propertyLine = fc
    .tuple(
      fc.constantFrom(
        'DTSTART',
        'DTEND',
        'DTSTART;TZID=Europe/Berlin',
        'DTSTART;VALUE=DATE',
        'SUMMARY',
        'DESCRIPTION',
        'LOCATION',
        'GEO',
        'RRULE',
        'DURATION',
        'X-FOO',
      ),
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('20240310T190000Z', '20240310', 'ab 08:34 X (ICE 1)\\nan 09:00 Y', 'FREQ=DAILY', 'PT1H', '1;2'),
      ),
    )
    .map(([name, value]) => `${name}:${value.replace(/[\r\n]/g, ' ')}`);

  it('never throws on calendars with random properties', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(propertyLine, { maxLength: 6 }), { maxLength: 4 }), async (events) => {
        const text = calendar(...events.map((lines) => vevent(...lines)));
        const result = await run(text);
        expect(Array.isArray(result.things)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on random text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        const result = await run(`BEGIN:VCALENDAR\r\n${text}\r\nEND:VCALENDAR`);
        expect(Array.isArray(result.reservations)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
