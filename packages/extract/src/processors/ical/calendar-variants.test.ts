import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import { extract } from '../../index.js';
import { valueAt } from '../bcbp/test-support/corpus-cases.js';
import { processIcal } from './index.js';

/** One event in a calendar of its own, with the lines given. */
async function readEvent(...lines: string[]) {
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    'UID:1@test',
    'DTSTAMP:20240101T000000Z',
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const result = await processIcal({ kind: 'ics', text }, {}, DEFAULT_LIMITS);
  return { reservations: result.reservations, things: result.things ?? [] };
}

/** The gazetteer and station data load on first use: slow on a busy machine. */
const SLOW_TEST_MS = 60_000;

describe('calendar events of operators, as their titles and links print a journey', () => {
  it(
    'reads a trip between two stations as a train when the event links to a page of the railway',
    async () => {
      const linked = await readEvent(
        'SUMMARY:Trip from Amsterdam Centraal to Berlin Hbf',
        'LOCATION:Amsterdam Centraal',
        'URL:https://www.example-rail.eu/en/traintickets-v3/',
        'DTSTART;TZID=Europe/Amsterdam:20240703T080000',
        'DTEND;TZID=Europe/Berlin:20240703T141000',
      );
      expect(valueAt(linked.reservations[0], 'reservationFor')).toEqual(
        expect.objectContaining({
          '@type': 'TrainTrip',
          departureStation: { '@type': 'TrainStation', name: 'Amsterdam Centraal' },
          arrivalStation: { '@type': 'TrainStation', name: 'Berlin Hbf' },
          departureDay: '2024-07-03',
        }),
      );
      // The same title with no link, or a link of no railway's, or a bus spoken of, stays an event.
      const unlinked = await readEvent(
        'SUMMARY:Trip from Amsterdam Centraal to Berlin Hbf',
        'DTSTART;TZID=Europe/Amsterdam:20240703T080000',
      );
      expect(unlinked.reservations).toEqual([]);
      const trainer = await readEvent(
        'SUMMARY:Trip from Amsterdam Centraal to Berlin Hbf',
        'URL:https://example.com/trainer-workshop',
        'DTSTART;TZID=Europe/Amsterdam:20240703T080000',
      );
      expect(trainer.reservations).toEqual([]);
      const bus = await readEvent(
        'SUMMARY:Trip from Amsterdam Centraal to Berlin Hbf',
        'DESCRIPTION:Shuttle bus from the station forecourt',
        'URL:https://www.example-rail.eu/en/traintickets/',
        'DTSTART;TZID=Europe/Amsterdam:20240703T080000',
      );
      expect(bus.reservations).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it(
    "reads a route between two stations as a train when the railway minted the event (its UID's domain)",
    async () => {
      const minted = async (uid: string) => {
        const text = [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:http://www.bahn.de',
          'BEGIN:VEVENT',
          `UID:${uid}`,
          'SUMMARY:Utrecht Centraal -> Hamburg Hbf',
          'DTSTART:20241227T101400',
          'DTEND:20241227T161200',
          'LOCATION:Utrecht Centraal',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n');
        return (await processIcal({ kind: 'ics', text }, {}, DEFAULT_LIMITS)).reservations;
      };
      expect(valueAt((await minted('db-600000000000-hin@bahn.de'))[0], 'reservationFor')).toEqual(
        expect.objectContaining({
          '@type': 'TrainTrip',
          departureStation: expect.objectContaining({ name: 'Utrecht Centraal' }),
          arrivalStation: expect.objectContaining({ name: 'Hamburg Hbf' }),
          departureDay: '2024-12-27',
        }),
      );
      // Minted by anyone else (a word of the railway's before the @ is no domain), it stays an event.
      expect(await minted('bahn-trip-1@example.com')).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it(
    "gives a journey told without its booking's code the code its mail's subject names",
    async () => {
      const text = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:http://www.bahn.de',
        'BEGIN:VEVENT',
        'UID:db-600000000000-hin@bahn.de',
        'SUMMARY:Utrecht Centraal -> Hamburg Hbf',
        'DTSTART:20241227T101400',
        'DTEND:20241227T161200',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      const codes = async (subject: string) =>
        (await processIcal({ kind: 'ics', text }, { subject }, DEFAULT_LIMITS)).reservations.map(
          (r) => r.reservationNumber,
        );
      expect(await codes('Buchungsbestaetigung Deutsche Bahn (Auftrag: 600000000000)')).toEqual(['600000000000']);
      expect(await codes('Your trip to Hamburg')).toEqual([undefined]);
    },
    SLOW_TEST_MS,
  );

  it(
    'reads a flight whose route is two airport codes joined by a hyphen or slash',
    async () => {
      for (const summary of ['Flight LH 400 FRA-JFK', 'LH400 FRA/JFK', '✈ FRA-JFK (LH400)']) {
        const { reservations } = await readEvent(
          `SUMMARY:${summary}`,
          'DTSTART:20241005T083500Z',
          'DTEND:20241005T165500Z',
        );
        expect(valueAt(reservations[0], 'reservationFor'), summary).toEqual(
          expect.objectContaining({
            flightNumber: '400',
            airline: { '@type': 'Airline', iataCode: 'LH' },
            departureAirport: { '@type': 'Airport', iataCode: 'FRA' },
            arrivalAirport: { '@type': 'Airport', iataCode: 'JFK' },
            departureTime: '2024-10-05T08:35:00Z',
            arrivalTime: '2024-10-05T16:55:00Z',
          }),
        );
      }
      // Three capitals joined are no route unless both are airports.
      const agenda = await readEvent('SUMMARY:LH 400 ABC-XYZ review', 'DTSTART:20241005T083500Z');
      expect(agenda.reservations).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it(
    'reads a designator that is also a train category as a flight when both ends are airports by their codes',
    async () => {
      const { reservations } = await readEvent(
        'SUMMARY:FR1234 Dublin (DUB) to Barcelona (BCN)',
        'DTSTART:20241005T063000Z',
        'DTEND:20241005T100500Z',
      );
      expect(reservations[0]?.['@type']).toBe('FlightReservation');
      expect(valueAt(reservations[0], 'reservationFor')).toEqual(
        expect.objectContaining({
          flightNumber: '1234',
          departureAirport: { '@type': 'Airport', iataCode: 'DUB', name: 'Dublin' },
          arrivalAirport: { '@type': 'Airport', iataCode: 'BCN', name: 'Barcelona' },
        }),
      );
      // Frecciarossa's FR between stations stays a train.
      const train = await readEvent('SUMMARY:FR 9521 Milano Centrale → Roma Termini', 'DTSTART:20241005T063000Z');
      expect(valueAt(train.reservations[0], 'reservationFor.trainNumber')).toBe('FR 9521');
    },
    SLOW_TEST_MS,
  );

  it(
    'reads a bus or coach the title names, its operator run together with "Bus" or its word, between known places',
    async () => {
      const brand = await readEvent(
        'SUMMARY:FlixBus 042 Berlin ZOB → Hamburg ZOB',
        'DTSTART;TZID=Europe/Berlin:20240703T080000',
        'DTEND;TZID=Europe/Berlin:20240703T111500',
      );
      expect(brand.reservations[0]?.['@type']).toBe('BusReservation');
      expect(valueAt(brand.reservations[0], 'reservationFor')).toEqual(
        expect.objectContaining({
          '@type': 'BusTrip',
          busName: 'FlixBus',
          busNumber: '042',
          departureBusStop: { '@type': 'BusStation', name: 'Berlin ZOB' },
          arrivalBusStop: { '@type': 'BusStation', name: 'Hamburg ZOB' },
          departureDay: '2024-07-03',
        }),
      );
      const coach = await readEvent('SUMMARY:Coach 402 London Victoria to Oxford', 'DTSTART:20240703T080000Z');
      expect(valueAt(coach.reservations[0], 'reservationFor')).toEqual(
        expect.objectContaining({
          busNumber: '402',
          departureBusStop: { '@type': 'BusStation', name: 'London Victoria' },
          arrivalBusStop: { '@type': 'BusStation', name: 'Oxford' },
        }),
      );
      for (const summary of [
        'Airbus A320 Hamburg - Toulouse',
        'Bus tour of Berlin',
        'Business lunch Berlin - Hamburg',
      ]) {
        const other = await readEvent(`SUMMARY:${summary}`, 'DTSTART:20240703T080000Z');
        expect(other.reservations, summary).toEqual([]);
      }
    },
    SLOW_TEST_MS,
  );

  it(
    'takes the route of a title naming the vehicle alone from the description, its lines or its labels',
    async () => {
      const train = await readEvent(
        'SUMMARY:ICE 123',
        'DESCRIPTION:Berlin Hbf → München Hbf\\nWagen 5\\, Platz 61',
        'DTSTART;TZID=Europe/Berlin:20240703T080000',
      );
      expect(train.reservations[0]).toEqual(
        expect.objectContaining({
          reservationFor: expect.objectContaining({
            trainNumber: 'ICE 123',
            departureStation: { '@type': 'TrainStation', name: 'Berlin Hbf' },
            arrivalStation: { '@type': 'TrainStation', name: 'München Hbf' },
          }),
          reservedTicket: { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber: '61', seatSection: '5' } },
        }),
      );
      const flight = await readEvent(
        'SUMMARY:Lufthansa LH400',
        'DESCRIPTION:From: Frankfurt (FRA)\\nTo: New York (JFK)\\nSeat: 32A\\nBooking reference: ABC123',
        'DTSTART:20241005T083500Z',
      );
      expect(flight.reservations[0]).toEqual(
        expect.objectContaining({
          reservationNumber: 'ABC123',
          reservationFor: expect.objectContaining({
            flightNumber: '400',
            departureAirport: { '@type': 'Airport', iataCode: 'FRA', name: 'Frankfurt' },
            arrivalAirport: { '@type': 'Airport', iataCode: 'JFK', name: 'New York' },
          }),
          reservedTicket: { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber: '32A' } },
        }),
      );
      // A title that says more than the flight keeps its own words: a meeting about a flight is no flight.
      const meeting = await readEvent(
        'SUMMARY:LH400 delay debrief',
        'DESCRIPTION:From: Frankfurt (FRA)\\nTo: New York (JFK)',
        'DTSTART:20241005T083500Z',
      );
      expect(meeting.reservations).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it(
    'reads a title naming where a train goes, its LOCATION where it leaves, when a train is spoken of',
    async () => {
      const worded = await readEvent(
        'SUMMARY:Train to Manchester Piccadilly',
        'LOCATION:London Euston',
        'DTSTART:20240703T080000Z',
        'DTEND:20240703T100500Z',
      );
      expect(valueAt(worded.reservations[0], 'reservationFor')).toEqual(
        expect.objectContaining({
          departureStation: { '@type': 'TrainStation', name: 'London Euston' },
          arrivalStation: { '@type': 'TrainStation', name: 'Manchester Piccadilly' },
          arrivalTime: '2024-07-03T10:05:00Z',
        }),
      );
      const described = await readEvent(
        'SUMMARY:Zugfahrt nach München Hbf',
        'LOCATION:Berlin Hbf',
        'DESCRIPTION:ICE 1005',
        'DTSTART;TZID=Europe/Berlin:20240703T080000',
      );
      expect(valueAt(described.reservations[0], 'reservationFor.trainNumber')).toBe('ICE 1005');
      // No train spoken of, or a coach: no train.
      for (const [summary, description] of [
        ['Trip to Manchester Piccadilly', ''],
        ['Train to Manchester Piccadilly', 'Replacement coach from the forecourt'],
      ]) {
        const other = await readEvent(
          `SUMMARY:${summary}`,
          'LOCATION:London Euston',
          ...(description ? [`DESCRIPTION:${description}`] : []),
          'DTSTART:20240703T080000Z',
        );
        expect(other.reservations, summary).toEqual([]);
      }
    },
    SLOW_TEST_MS,
  );
});

describe('calendar events that book nothing: where they take place', () => {
  it(
    'gives a location of a known town and a country in words its town and country, the location its name',
    async () => {
      const town = await readEvent(
        'SUMMARY:Dyncon 2011',
        'LOCATION:Stockholm\\, Sweden',
        'DTSTART;VALUE=DATE:20110312',
      );
      expect(town.things[0]?.location).toEqual({
        '@type': 'Place',
        name: 'Stockholm, Sweden',
        address: { '@type': 'PostalAddress', addressLocality: 'Stockholm', addressCountry: 'Sweden' },
      });
      const venue = await readEvent(
        'SUMMARY:Coldplay',
        'LOCATION:Wembley Stadium\\, London HA9 0WS\\, United Kingdom',
        'DTSTART:20240822T183000Z',
      );
      expect(valueAt(venue.things[0], 'location.address')).toEqual({
        '@type': 'PostalAddress',
        addressLocality: 'London',
        addressCountry: 'United Kingdom',
      });
      // A venue's name alone before the country names no town; a location with no country in words is left whole.
      for (const location of ['Deventer Schouwburg\\, Netherlands', 'Brighton\\, UK office', 'Stockholm\\, SE']) {
        const { things } = await readEvent('SUMMARY:Concert', `LOCATION:${location}`, 'DTSTART:20100210T203000');
        expect(things[0]?.location, location).toEqual({ '@type': 'Place', name: location.replace(/\\,/g, ',') });
      }
    },
    SLOW_TEST_MS,
  );

  it(
    "reads the zone a TZID names after a calendar program's path, or by its Windows name left undefined",
    async () => {
      const zoned = (value: string) => ({ '@type': 'QDateTime', '@value': value, timezone: 'Europe/Berlin' });
      const path = await readEvent(
        'SUMMARY:ICE 123 Berlin Hbf → München Hbf',
        'DTSTART;TZID=/mozilla.org/20050126_1/Europe/Berlin:20240115T080000',
        'DTEND;TZID=/mozilla.org/20050126_1/Europe/Berlin:20240115T120000',
      );
      expect(valueAt(path.reservations[0], 'reservationFor.departureTime')).toEqual(zoned('2024-01-15T08:00:00+01:00'));
      expect(valueAt(path.reservations[0], 'reservationFor.arrivalTime')).toEqual(zoned('2024-01-15T12:00:00+01:00'));
      const windows = await readEvent(
        'SUMMARY:ICE 123 Berlin Hbf → München Hbf',
        'DTSTART;TZID=W. Europe Standard Time:20240715T080000',
      );
      expect(valueAt(windows.reservations[0], 'reservationFor.departureTime')).toEqual(
        zoned('2024-07-15T08:00:00+02:00'),
      );
      // A name no zone has stays a wall clock.
      const unknown = await readEvent(
        'SUMMARY:ICE 123 Berlin Hbf → München Hbf',
        'DTSTART;TZID=Berlin:20240115T080000',
      );
      expect(valueAt(unknown.reservations[0], 'reservationFor.departureTime')).toBe('2024-01-15T08:00:00');
    },
    SLOW_TEST_MS,
  );

  it(
    'keeps whole-day, zoned, UTC and floating times as the calendar gives them',
    async () => {
      const allDay = await readEvent('SUMMARY:JSConf', 'DTSTART;VALUE=DATE:20110502', 'DTEND;VALUE=DATE:20110504');
      expect([allDay.things[0]?.startDate, allDay.things[0]?.endDate]).toEqual([
        '2011-05-02T00:00:00',
        '2011-05-03T23:59:59',
      ]);
      const floating = await readEvent('SUMMARY:Fink', 'DTSTART:20100213T210000', 'DTEND:20100213T235900');
      expect(floating.things[0]?.startDate).toBe('2010-02-13T21:00:00');
      const utc = await readEvent('SUMMARY:Hack night', 'DTSTART:20240903T223000Z');
      expect(utc.things[0]?.startDate).toBe('2024-09-03T22:30:00Z');
      const zoned = await readEvent('SUMMARY:Hamlet', 'DTSTART;TZID=Europe/London:20240905T193000');
      expect(zoned.things[0]?.startDate).toEqual({
        '@type': 'QDateTime',
        '@value': '2024-09-05T19:30:00+01:00',
        timezone: 'Europe/London',
      });
    },
    SLOW_TEST_MS,
  );

  it(
    "reads a train told in sentences, its clocks the event's own where each station lies",
    async () => {
      const lines = (departs: string, extra = '') => [
        'SUMMARY:Journey',
        `DESCRIPTION:Details for your journey on 31 May 2019.\\n\\nDeparting from Chorley at ${departs}.\\nArriving into London Euston at 10:09.\\nTicket Collection 8KT3QPM2.${extra}`,
        'DTSTART:20190531T063500Z',
        'DTEND:20190531T090900Z',
      ];
      const told = await readEvent(...lines('07:35'));
      expect(told.reservations[0]).toEqual(
        expect.objectContaining({ '@type': 'TrainReservation', reservationNumber: '8KT3QPM2' }),
      );
      expect(valueAt(told.reservations[0], 'reservationFor')).toEqual(
        expect.objectContaining({
          departureStation: { '@type': 'TrainStation', name: 'Chorley' },
          arrivalStation: { '@type': 'TrainStation', name: 'London Euston' },
          departureDay: '2019-05-31',
          departureTime: '2019-05-31T06:35:00Z',
          arrivalTime: '2019-05-31T09:09:00Z',
        }),
      );
      // A clock that is not the event's where the station lies, or a coach spoken of, is no train of this event.
      expect((await readEvent(...lines('06:35'))).reservations).toEqual([]);
      expect((await readEvent(...lines('07:35', ' Coach seats are not reserved.'))).reservations).toEqual([]);
    },
    SLOW_TEST_MS,
  );
});

describe("flights in an airline's own calendar file", () => {
  it(
    "reads a flight titled by where it goes from the event's LOCATION when an airline's domain minted its UID",
    async () => {
      const lines = async (uid: string) => {
        const text = [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//Apple Inc.//Mac OS X 10.9.3//EN',
          'BEGIN:VEVENT',
          `UID:${uid}`,
          'DTSTAMP:20141018T184500Z',
          'SUMMARY:Flug nach Hamburg',
          'LOCATION:Zurich',
          'DTSTART:20141018T184500Z',
          'DTEND:20141018T201000Z',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n');
        const result = await processIcal({ kind: 'ics', text }, {}, DEFAULT_LIMITS);
        return { reservations: result.reservations, things: result.things ?? [] };
      };
      const airline = await lines('abcdefg@swiss.com');
      expect(valueAt(airline.reservations[0], 'reservationFor')).toEqual({
        '@type': 'Flight',
        departureAirport: { '@type': 'Airport', name: 'Zurich' },
        arrivalAirport: { '@type': 'Airport', name: 'Hamburg' },
        departureDay: '2014-10-18',
        departureTime: '2014-10-18T18:45:00Z',
        arrivalTime: '2014-10-18T20:10:00Z',
      });
      // The same entry made in one's own calendar stays an event.
      const own = await lines('4711@example.org');
      expect(own.reservations).toEqual([]);
      expect(own.things[0]?.name).toBe('Flug nach Hamburg');
    },
    SLOW_TEST_MS,
  );
});

describe('car rentals in calendar events', () => {
  const rental = (summary: string, description: string) =>
    readEvent(
      `SUMMARY:${summary}`,
      `DESCRIPTION:${description}`,
      'LOCATION:Sixt Genève Aéroport secteur France\\, AP de Genève Cointrin Sect(F)\\, 01210 Ferney-Voltaire\\, FR',
      'DTSTART:20190624T063000Z',
      'DTEND:20190624T163000Z',
    );

  it(
    "reads a rental company's event as the rental, from the branch it names to the place of return",
    async () => {
      const read = await rental(
        'Sixt : détails de votre réservation',
        'Votre véhicule sera à votre disposition le 24.06.2019 à 08:30 heures. Retour prévu : Ferney-Voltaire AP de Genève Cointrin Sect(F)\\, le 24.06.2019 à 18:30 heures.',
      );
      expect(read.reservations).toEqual([
        expect.objectContaining({
          '@type': 'RentalCarReservation',
          reservationFor: { '@type': 'RentalCar', rentalCompany: { '@type': 'Organization', name: 'Sixt' } },
          pickupTime: '2019-06-24T06:30:00Z',
          dropoffTime: '2019-06-24T16:30:00Z',
          pickupLocation: {
            '@type': 'Place',
            name: 'Sixt Genève Aéroport secteur France',
            address: {
              '@type': 'PostalAddress',
              streetAddress: 'AP de Genève Cointrin Sect(F)',
              postalCode: '01210',
              addressLocality: 'Ferney-Voltaire',
              addressCountry: 'FR',
            },
          },
          dropoffLocation: { '@type': 'Place', name: 'Ferney-Voltaire AP de Genève Cointrin Sect(F)' },
        }),
      ]);
      // A meeting at the company's branch speaks of no booking and stays an event.
      const meeting = await rental('Sixt quarterly review', 'Agenda to follow.');
      expect(meeting.reservations).toEqual([]);
      expect(meeting.things).toHaveLength(1);
    },
    SLOW_TEST_MS,
  );

  it(
    'names the rented car by the line that labels it',
    async () => {
      const read = await rental(
        'Car rental: Sixt',
        'Confirmation number: K1234567890\\nCar: VW Golf or similar\\nReturn: Ferney-Voltaire\\, 24 Jun 2019',
      );
      expect(read.reservations[0]?.reservationFor).toEqual(
        expect.objectContaining({ '@type': 'RentalCar', name: 'VW Golf or similar' }),
      );
    },
    SLOW_TEST_MS,
  );

  it(
    'reads a calendar whose content lines carry no value once those lines are left out',
    async () => {
      const text = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        'BEGIN:VEVENT',
        'UID:1@test',
        'ORGANIZER;CN=Example Rentals SE',
        'DTSTAMP:20240101T000000Z',
        'SUMMARY:Board meeting',
        'DTSTART:20240110T090000Z',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      const result = await processIcal({ kind: 'ics', text }, {}, DEFAULT_LIMITS);
      expect(result.diagnostics).toEqual([]);
      expect(result.things?.[0]?.name).toBe('Board meeting');
    },
    SLOW_TEST_MS,
  );
});

describe('calendar events as event feeds write them', () => {
  it('reads the clock of a start and end marked as dates but written with their time', async () => {
    const { things } = await readEvent(
      'SUMMARY:Hairspray',
      'DTSTART;VALUE=DATE:20090120T193000',
      'DTEND;VALUE=DATE:20090120T220000',
      'LOCATION:The Colonial Theatre',
    );
    expect(things[0]).toEqual(
      expect.objectContaining({ startDate: '2009-01-20T19:30:00', endDate: '2009-01-20T22:00:00' }),
    );
  });

  it('keeps a true date as a whole day', async () => {
    const { things } = await readEvent(
      'SUMMARY:Made In NH Try It & Buy It Expo',
      'DTSTART;VALUE=DATE:20090327',
      'DTEND;VALUE=DATE:20090329',
    );
    expect(things[0]).toEqual(
      expect.objectContaining({ startDate: '2009-03-27T00:00:00', endDate: '2009-03-28T23:59:59' }),
    );
  });

  it('reads a street, a town and a New Hampshire code after a venue as its address', async () => {
    const { things } = await readEvent(
      'SUMMARY:The Birth of Broadway',
      'DTSTART:20090121T193000',
      'LOCATION:Historical Society of Cheshire County\\, 246 Main Street\\, Keene\\, NH 03431',
    );
    expect(valueAt(things[0], 'location.address')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '246 Main Street',
      addressLocality: 'Keene',
      addressRegion: 'NH',
      postalCode: '03431',
    });
  });

  it('reads a town and a state or country written after a venue in words or a usual short name', async () => {
    const melbourne = await readEvent(
      'SUMMARY:Border Control & Port Security 2006',
      'DTSTART;VALUE=DATE:20060807',
      'LOCATION:The Vibe Savoy Hotel\\, Melbourne\\, Victoria',
    );
    expect(valueAt(melbourne.things[0], 'location.address')).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Melbourne',
      addressRegion: 'Victoria',
    });
    const cambridge = await readEvent(
      'SUMMARY:Privacy Laws & Business',
      'DTSTART;VALUE=DATE:20060702',
      "LOCATION:St. John's College\\, Cambridge\\, UK",
    );
    expect(valueAt(cambridge.things[0], 'location.address')).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Cambridge',
      addressCountry: 'UK',
    });
  });

  it('reads quotes and a line break escaped as in a program string as what they stand for', async () => {
    const { things } = await readEvent(
      'SUMMARY:K-CAP workshops\\, including \\"Markup\\"\\r\\"Management\\"',
      'DTSTART;VALUE=DATE:20031025',
    );
    expect(valueAt(things[0], 'name')).toBe('K-CAP workshops, including "Markup"\n"Management"');
  });

  it('leaves a town and state run together without a comma as the venue name alone', async () => {
    const { things } = await readEvent(
      'SUMMARY:2009 NH Industry Forecast',
      'DTSTART:20090127T073000',
      'LOCATION:SERESC Conference Center\\, Bedford NH',
    );
    expect(valueAt(things[0], 'location')).toEqual({ '@type': 'Place', name: 'SERESC Conference Center, Bedford NH' });
  });
});

describe('calendar events of journeys whose ends the data does not know', { timeout: SLOW_TEST_MS }, () => {
  const times = ['DTSTART;TZID=Europe/London:20250314T100000', 'DTEND;TZID=Europe/London:20250314T142000'];

  it('reads a train numbered after the word for train, ends named as printed', async () => {
    const [british] = (await readEvent("SUMMARY:Train 1S07: London King's Cross to Edinburgh Waverley", ...times))
      .reservations;
    expect(valueAt(british, 'reservationFor.trainNumber')).toBe('1S07');
    expect(valueAt(british, 'reservationFor.departureStation.name')).toBe("London King's Cross");
    const [american] = (
      await readEvent(
        'SUMMARY:Train 171: New York Penn to Washington Union Station',
        'DTSTART;TZID=America/New_York:20250314T100000',
        'DTEND;TZID=America/New_York:20250314T134500',
      )
    ).reservations;
    expect(valueAt(american, 'reservationFor.trainNumber')).toBe('171');
    expect(valueAt(american, 'reservationFor.departureStation.name')).toBe('New York Penn');
    expect(valueAt(american, 'reservationFor.arrivalStation.name')).toBe('Washington Union Station');
  });

  it('reads no train where an end is no station or the number is a single digit', async () => {
    expect((await readEvent('SUMMARY:Train 12: Edinburgh to London handover', ...times)).reservations).toEqual([]);
    expect((await readEvent('SUMMARY:Train 2: Edinburgh to London', ...times)).reservations).toEqual([]);
  });

  it('reads a labelled train to a town the station data has no station of by that name', async () => {
    const [labelled] = (
      await readEvent(
        'SUMMARY:Train journey',
        ...times,
        'DESCRIPTION:Train: LNER 1S07\\nFrom: London Kings Cross\\nTo: Edinburgh\\nBooking reference: ABC12345',
      )
    ).reservations;
    expect(valueAt(labelled, 'reservationFor.arrivalStation.name')).toBe('Edinburgh');
    expect(valueAt(labelled, 'reservationFor.trainNumber')).toBe('LNER 1S07');
    const [titled] = (
      await readEvent(
        'SUMMARY:London Kings Cross → Edinburgh',
        ...times,
        'DESCRIPTION:Train: 1S07\\nCoach: B\\, Seat: 23',
      )
    ).reservations;
    expect(valueAt(titled, 'reservationFor.trainNumber')).toBe('1S07');
    expect(valueAt(titled, 'reservationFor.arrivalStation.name')).toBe('Edinburgh');
  });

  it('reads a station printed with its halls by the station', async () => {
    const [trip] = (
      await readEvent(
        'SUMMARY:Votre voyage',
        'DTSTART;TZID=Europe/Paris:20250314T073700',
        'DESCRIPTION:Train : TGV INOUI 6201\\nDépart : PARIS GARE DE LYON HALL 1 & 2\\nArrivée : Marseille St-Charles',
      )
    ).reservations;
    expect(valueAt(trip, 'reservationFor.departureStation.name')).toBe('PARIS GARE DE LYON');
  });

  it('makes no admission of a train the description labels but cannot be placed', async () => {
    const { reservations } = await readEvent(
      'SUMMARY:Bahnfahrt',
      'DTSTART;TZID=Europe/Berlin:20250314T085800',
      'DESCRIPTION:Zug: RE 5\\nVon: Kleinkleckersdorf Nord\\nNach: Hinterdupfing\\nAuftragsnummer: 123456789012',
    );
    expect(reservations).toEqual([]);
  });

  it('reads a flight to a town of several airports, named as printed', async () => {
    const [flight] = (
      await readEvent(
        'SUMMARY:Flight LH 400 Frankfurt - New York',
        'DTSTART;TZID=Europe/Berlin:20250314T101500',
        'DTEND;TZID=America/New_York:20250314T125500',
        'LOCATION:Frankfurt Airport (FRA)',
      )
    ).reservations;
    expect(valueAt(flight, 'reservationFor.departureAirport')).toEqual({
      '@type': 'Airport',
      iataCode: 'FRA',
      name: 'Frankfurt',
    });
    expect(valueAt(flight, 'reservationFor.arrivalAirport')).toEqual({ '@type': 'Airport', name: 'New York' });
    const allDay = await readEvent('SUMMARY:Flug LH 400 Frankfurt - New York', 'DTSTART;VALUE=DATE:20250314');
    expect(allDay.reservations).toEqual([]);
  });
});

describe('descriptions as Outlook and other writers give them', { timeout: SLOW_TEST_MS }, () => {
  it('reads the HTML description when there is no plain one', async () => {
    const [flight] = (
      await readEvent(
        'SUMMARY:Flight',
        'DTSTART;TZID=Europe/Berlin:20250314T100000',
        'X-ALT-DESC;FMTTYPE=text/html:<html><body><p>Flight: LH 400</p><p>From: Frankfurt (FRA)</p><p>To: New Yo',
        ' rk (JFK)</p></body></html>',
      )
    ).reservations;
    expect(valueAt(flight, 'reservationFor.flightNumber')).toBe('400');
    expect(valueAt(flight, 'reservationFor.arrivalAirport.iataCode')).toBe('JFK');
  });

  it('reads a calendar folded in the middle of a letter of several bytes', async () => {
    const head = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:1@test',
      'DTSTART;TZID=Europe/Berlin:20250314T100000',
      'SUMMARY:ICE 1005 Berlin Hbf → M',
    ].join('\r\n');
    const encoder = new TextEncoder();
    const umlaut = encoder.encode('ü');
    const bytes = new Uint8Array([
      ...encoder.encode(head),
      umlaut[0] as number,
      ...encoder.encode('\r\n '),
      umlaut[1] as number,
      ...encoder.encode('nchen Hbf\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n'),
    ]);
    // As an attachment's bytes, and as a file's.
    const result = await processIcal({ kind: 'ics', bytes }, {}, DEFAULT_LIMITS);
    expect(valueAt(result.reservations[0], 'reservationFor.arrivalStation.name')).toBe('München Hbf');
    const file = await extract(bytes);
    expect(valueAt(file.reservations[0], 'reservationFor.arrivalStation.name')).toBe('München Hbf');
  });
});
