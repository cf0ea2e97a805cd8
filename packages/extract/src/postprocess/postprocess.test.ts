import { describe, expect, it } from 'vitest';
import type { Reservation } from '../schema/reservation.js';
import { classifyBookingSource } from './classify-source.js';
import { postprocess } from './index.js';

function flight(overrides: Record<string, unknown> = {}, trip: Record<string, unknown> = {}): Reservation {
  return {
    '@type': 'FlightReservation',
    reservationNumber: 'XXX007',
    underName: { '@type': 'Person', name: 'John Doe' },
    reservationFor: {
      '@type': 'Flight',
      flightNumber: 'LH 400',
      departureAirport: { '@type': 'Airport', iataCode: 'FRA' },
      arrivalAirport: { '@type': 'Airport', iataCode: 'JFK' },
      departureTime: '2027-03-04T10:00:00',
      arrivalTime: '2027-03-04T13:00:00',
      ...trip,
    },
    ...overrides,
  } as Reservation;
}

describe('postprocess', () => {
  it("takes the salutation off a traveller's name, whichever language or end it stands at", () => {
    const names = ['Monsieur Jean Dupont', 'Mx Alex Doe', 'DOE/JOHN MR'].map(
      (name) => postprocess([flight({ underName: { '@type': 'Person', name } })]).reservations[0]?.underName,
    );
    expect(names.map((p) => (p as { name?: string } | undefined)?.name)).toEqual([
      'Jean Dupont',
      'Alex Doe',
      'DOE/JOHN',
    ]);
  });

  it("reads an address written as one line into its parts, a hotel's and an event venue's", () => {
    const stay = {
      '@type': 'LodgingReservation',
      reservationNumber: '3184512345',
      checkinTime: '2015-02-13T15:00:00',
      checkoutTime: '2015-02-14T12:00:00',
      reservationFor: { '@type': 'LodgingBusiness', name: 'Inn', address: '821 Stewart Ave Garden City, NY 11530' },
    } as Reservation;
    const concert = {
      '@type': 'MusicEvent',
      name: 'Gig',
      startDate: '2015-10-31T19:30:00-04:00',
      location: { '@type': 'Place', name: 'Hall', address: 'Rybná 20, 110 00 Praha 1' },
    };
    const result = postprocess([stay], [concert]);
    expect(result.reservations[0]?.reservationFor).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: '821 Stewart Ave', addressLocality: 'Garden City' },
    });
    expect(result.things?.[0]?.location).toMatchObject({ address: { addressLocality: 'Praha 1' } });
  });

  it('names the traveller the ticket or the trip names when the reservation names none', () => {
    const onTicket = flight({ underName: undefined, reservedTicket: { '@type': 'Ticket', underName: 'Jane Doe' } });
    const inTrip = flight({ underName: { '@type': 'Person', name: '' } }, { underName: { name: 'Sam Roe' } });
    const [a, b] = postprocess([onTicket, inTrip]).reservations;
    expect(a?.underName).toEqual({ '@type': 'Person', name: 'Jane Doe' });
    expect(b?.underName).toMatchObject({ '@type': 'Person', name: 'Sam Roe' });
  });

  it("takes a flight's airline from its seller typed Airline, and drops quote escapes left in names", () => {
    const [r] = postprocess([
      flight(
        {},
        {
          flightNumber: 'DL206',
          seller: { '@type': 'Airline', iataCode: 'DL', name: 'Delta' },
          departureAirport: { '@type': 'Airport', iataCode: 'NCE', name: "Cote D\\'Azur" },
        },
      ),
    ]).reservations;
    const trip = r?.reservationFor as Record<string, Record<string, unknown>>;
    expect(trip.airline).toMatchObject({ iataCode: 'DL', name: 'Delta' });
    expect(trip.flightNumber).toBe('206');
    expect(trip.departureAirport).toMatchObject({ name: "Cote D'Azur" });
  });

  it("places a town's airport in the country of the flight's other end where the name has namesakes", () => {
    const [r] = postprocess([
      flight(
        {},
        {
          flightNumber: undefined,
          departureAirport: { '@type': 'Airport', name: 'Westport' },
          arrivalAirport: { '@type': 'Airport', name: 'Wellington' },
          departureTime: '2027-03-04T09:25:00',
          arrivalTime: '2027-03-04T10:15:00',
        },
      ),
    ]).reservations;
    const trip = r?.reservationFor as Record<string, Record<string, unknown>>;
    expect(trip.departureAirport).toMatchObject({ iataCode: 'WSZ', address: { addressCountry: 'NZ' } });
    expect(trip.departureTime).toMatchObject({ timezone: 'Pacific/Auckland' });
  });

  it('fills airports and airlines from reference data and makes local times zone-aware', () => {
    const [r] = postprocess([flight()]).reservations;
    const trip = r?.reservationFor as Record<string, Record<string, unknown>>;
    expect(trip.airline).toMatchObject({ iataCode: 'LH', name: 'Lufthansa' });
    expect((trip as Record<string, unknown>).flightNumber).toBe('400');
    expect(trip.departureAirport).toMatchObject({
      address: { addressCountry: 'DE' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(trip.departureTime).toEqual({
      '@type': 'QDateTime',
      '@value': '2027-03-04T10:00:00+01:00',
      timezone: 'Europe/Berlin',
    });
    expect(trip.arrivalTime).toMatchObject({ '@value': '2027-03-04T13:00:00-05:00', timezone: 'America/New_York' });
    expect(r?.reservationStatus).toBe('http://schema.org/ReservationConfirmed');
  });

  it("times a stay in its town's zone when its address names the town but no country, unless towns share the name", () => {
    const stay = (town: string): Reservation => ({
      '@context': 'http://schema.org',
      '@type': 'LodgingReservation',
      reservationNumber: 'H1',
      checkinTime: '2027-03-04T15:00:00',
      checkoutTime: '2027-03-06T11:00:00',
      reservationFor: {
        '@type': 'LodgingBusiness',
        name: 'Hotel',
        address: { '@type': 'PostalAddress', addressLocality: town },
      },
    });
    const [london] = postprocess([stay('London')]).reservations;
    expect(london?.checkinTime).toEqual({
      '@type': 'QDateTime',
      '@value': '2027-03-04T15:00:00+00:00',
      timezone: 'Europe/London',
    });
    const [valencia] = postprocess([stay('Valencia')]).reservations;
    expect(valencia?.checkinTime).toBe('2027-03-04T15:00:00');
  });

  it('names an airline the markup names only by its code, and keeps a name the markup gives', () => {
    const named = (airline: Record<string, unknown>) => {
      const [r] = postprocess([flight({}, { flightNumber: '6003', airline })]).reservations;
      const trip = r?.reservationFor as Record<string, Record<string, unknown>> | undefined;
      return trip?.airline?.name;
    };
    expect(named({ '@type': 'Airline', iataCode: 'S7', name: 'S7' })).toBe('S7 Airlines');
    expect(named({ '@type': 'Airline', iataCode: 'LH', name: 'Lufthansa CityLine' })).toBe('Lufthansa CityLine');
  });

  it('drops reservations missing essentials or arriving before they leave, with a diagnostic', () => {
    const noAirports = flight({}, { departureAirport: undefined });
    const backwards = flight(
      {},
      { departureTime: '2027-03-04T10:00:00+01:00', arrivalTime: '2027-03-02T10:00:00+01:00' },
    );
    const hotel = { '@type': 'LodgingReservation', reservationFor: { name: 'Adlon' } } as Reservation;
    const result = postprocess([noAirports, backwards, hotel]);
    expect(result.reservations).toEqual([]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      'FlightReservation XXX007 dropped: departure or arrival unknown',
      'FlightReservation XXX007 dropped: arrival before departure',
      'LodgingReservation dropped: no check-in or check-out',
    ]);
  });

  it('moves an overnight arrival written with the departure day to the next day', () => {
    const r = flight({}, { departureTime: '2027-03-04T22:00:00', arrivalTime: '2027-03-04T06:00:00' });
    const trip = postprocess([r]).reservations[0]?.reservationFor as Record<string, Record<string, unknown>>;
    expect(trip.arrivalTime?.['@value']).toBe('2027-03-05T06:00:00-05:00');
  });

  it('writes a seat without the spaces the markup leaves around its designators', () => {
    const seat = { '@type': 'Seat', seatNumber: ' 12A', seatSection: '5 ', seatingType: 'Economy ' };
    const [booked] = postprocess([flight({ reservedTicket: { '@type': 'Ticket', ticketedSeat: seat } })]).reservations;
    expect((booked?.reservedTicket as { ticketedSeat?: unknown } | undefined)?.ticketedSeat).toEqual({
      '@type': 'Seat',
      seatNumber: '12A',
      seatSection: '5',
      seatingType: 'Economy',
    });
  });

  it('merges two descriptions of the same flight and keeps different travellers apart', () => {
    const seat = flight({
      reservedTicket: { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber: '12A' } },
    });
    const other = flight({ underName: { '@type': 'Person', name: 'Jane Doe' } });
    const result = postprocess([flight(), seat, other]);
    expect(result.reservations).toHaveLength(2);
    expect(result.reservations[0]?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '12A' } });
  });
});

describe('older property names', () => {
  it('keeps a stay whose markup names its times checkinDate and checkoutDate, as Gmail markup does', () => {
    const [stay] = postprocess([
      {
        '@type': 'LodgingReservation',
        reservationNumber: 'H-44812',
        reservationFor: { '@type': 'LodgingBusiness', name: 'Hotel Alpha', address: { addressLocality: 'Zurich' } },
        checkinDate: '2027-04-01T15:00:00+02:00',
        checkoutDate: '2027-04-03T11:00:00+02:00',
      } as Reservation,
    ]).reservations;
    expect(JSON.stringify(stay?.checkinTime)).toContain('2027-04-01T15:00:00+02:00');
    expect(JSON.stringify(stay?.checkoutTime)).toContain('2027-04-03T11:00:00+02:00');
    expect(stay).not.toHaveProperty('checkinDate');
  });
});

describe('record locators', () => {
  it("drops the reservation system's code that markup writes after a flight's locator", () => {
    const read = (reservationNumber: string) =>
      postprocess([flight({ reservationNumber })]).reservations[0]?.reservationNumber;
    expect(read('7Q11KD/1H')).toBe('7Q11KD');
    expect(read('K4PQ2X/1A')).toBe('K4PQ2X');
    expect(read('37-41029/UK2')).toBe('37-41029/UK2');
    expect(read('K4PQ2X/12')).toBe('K4PQ2X/12');
  });
});

describe('merging duplicates', () => {
  it('merges a stay described twice under different hotel names by its booking reference and check-in day', () => {
    const stay = (name: string, extra: Record<string, unknown>) =>
      ({
        '@type': 'LodgingReservation',
        reservationNumber: 'H-991',
        reservationFor: { '@type': 'LodgingBusiness', name },
        checkinTime: '2027-03-04T15:00:00',
        checkoutTime: '2027-03-06T11:00:00',
        ...extra,
      }) as Reservation;
    const result = postprocess([
      stay('Hotel Adlon Kempinski', { priceCurrency: 'EUR' }),
      stay('Adlon Kempinski Berlin', { totalPrice: 420 }),
      stay('Adlon Kempinski Berlin', { reservationNumber: 'H-992' }),
    ]);
    expect(result.reservations.map((r) => [r.reservationNumber, r.totalPrice, r.priceCurrency])).toEqual([
      ['H-991', 420, 'EUR'],
      ['H-992', undefined, undefined],
    ]);
  });
});

describe('classifyBookingSource', () => {
  it('prefers a travel management company among the senders, then the extractor, then OTA domains', () => {
    expect(classifyBookingSource('direct', ['noreply@lufthansa.com', 'agent@amexgbt.com'])).toBe('tmc');
    expect(classifyBookingSource('ota', ['noreply@lufthansa.com'])).toBe('ota');
    expect(classifyBookingSource(undefined, ['mail@booking.com'])).toBe('ota');
    expect(classifyBookingSource(undefined, ['noreply@lufthansa.com', undefined])).toBe('direct');
  });
});

function train(departure: Record<string, unknown>, arrival: Record<string, unknown>): Reservation {
  return {
    '@type': 'TrainReservation',
    reservationNumber: 'XXX007',
    reservationFor: {
      '@type': 'TrainTrip',
      departureStation: { '@type': 'TrainStation', ...departure },
      arrivalStation: { '@type': 'TrainStation', ...arrival },
      departureTime: '2027-03-04T07:25:00',
      arrivalTime: '2027-03-04T13:40:00',
    },
  } as Reservation;
}

describe('postprocess of train reservations', () => {
  it('fills stations from the station data and gives the times their zones', () => {
    const [r] = postprocess([train({ name: 'Frankfurt(Main)Hbf' }, { name: 'London St Pancras' })]).reservations;
    const trip = r?.reservationFor as Record<string, Record<string, unknown>>;
    expect(trip.departureStation).toMatchObject({
      name: 'Frankfurt(Main)Hbf',
      address: { addressCountry: 'DE' },
      geo: { latitude: expect.closeTo(50.107, 2) },
    });
    expect(trip.arrivalStation).toMatchObject({ address: { addressCountry: 'GB' } });
    expect(trip.departureTime).toEqual({
      '@type': 'QDateTime',
      '@value': '2027-03-04T07:25:00+01:00',
      timezone: 'Europe/Berlin',
    });
    expect(trip.arrivalTime).toMatchObject({ '@value': '2027-03-04T13:40:00+00:00', timezone: 'Europe/London' });
  });

  it('finds a station by the code a ticket prints', () => {
    const [r] = postprocess([train({ name: 'FRPNO', identifier: 'sncf:FRPNO' }, { name: 'BEBMI' })]).reservations;
    const trip = r?.reservationFor as Record<string, Record<string, unknown>>;
    expect(trip.departureStation).toMatchObject({ name: 'FRPNO', address: { addressCountry: 'FR' } });
    expect(trip.arrivalTime).toMatchObject({ timezone: 'Europe/Brussels' });
  });

  it('takes no village station for a city of another country with the same name', () => {
    const [r] = postprocess([train({ name: 'Montréal' }, { name: 'Toronto Union' })]).reservations;
    const trip = r?.reservationFor as Record<string, unknown>;
    expect(trip.departureStation).toEqual({ '@type': 'TrainStation', name: 'Montréal' });
    expect(trip.departureTime).toBe('2027-03-04T07:25:00');
  });

  it("takes a city's three-letter code for no station spelt so", () => {
    const [r] = postprocess([train({ name: 'LON' }, { name: 'PAR' })]).reservations;
    const trip = r?.reservationFor as Record<string, unknown>;
    expect(trip.arrivalStation).toEqual({ '@type': 'TrainStation', name: 'PAR' });
    expect(trip.arrivalTime).toBe('2027-03-04T13:40:00');
  });

  it('keeps a numbered train leaving at a known time from a named station when no arrival is named', () => {
    const boarding = (trip: Record<string, unknown>) =>
      ({
        '@type': 'TrainReservation',
        reservationNumber: 'XXX007',
        reservationFor: {
          '@type': 'TrainTrip',
          departureStation: { '@type': 'TrainStation', name: 'Atlantis Central' },
          departureTime: '2027-03-04T07:25:00',
          ...trip,
        },
      }) as Reservation;
    const result = postprocess([
      boarding({ trainNumber: 'X 41' }),
      boarding({}),
      boarding({ trainNumber: 'X 42', departureTime: '2027-03-05' }),
      boarding({ trainNumber: 'X 43', arrivalStation: { '@type': 'TrainStation' } }),
    ]);
    expect(result.reservations.map((r) => (r.reservationFor as Record<string, unknown>).trainNumber)).toEqual(['X 41']);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      'TrainReservation XXX007 dropped: departure or arrival unknown',
      'TrainReservation XXX007 dropped: departure or arrival unknown',
      'TrainReservation XXX007 dropped: departure or arrival unknown',
    ]);
  });

  it('leaves an unknown station and its times alone', () => {
    const [r] = postprocess([train({ name: 'Atlantis Central' }, { name: 'Lemuria Süd' })]).reservations;
    const trip = r?.reservationFor as Record<string, unknown>;
    expect(trip.departureStation).toEqual({ '@type': 'TrainStation', name: 'Atlantis Central' });
    expect(trip.departureTime).toBe('2027-03-04T07:25:00');
  });
});

describe('postprocess of a ticket read twice', () => {
  it('merges the barcode and the text of one train ticket, however each spells the stations', () => {
    const text = train({ name: 'Frankfurt (Main) Hbf' }, { name: 'Berlin Hbf' });
    (text.reservationFor as Record<string, unknown>).trainNumber = 'ICE 597';
    const barcode = train({ name: 'FRANKFURT(MAIN)HBF' }, { name: 'BERLIN HBF' });
    const trip = barcode.reservationFor as Record<string, unknown>;
    delete trip.departureTime;
    delete trip.arrivalTime;
    trip.departureDay = '2027-03-04';
    barcode.reservedTicket = { '@type': 'Ticket', ticketToken: 'aztecbin:I1VUMDE=' };
    const { reservations } = postprocess([text, barcode]);
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({
      reservationFor: { trainNumber: 'ICE 597', departureStation: { name: 'Frankfurt (Main) Hbf' } },
      reservedTicket: { ticketToken: 'aztecbin:I1VUMDE=' },
    });
  });
});

describe('postprocess: a City-Ticket', () => {
  it("names the places of a Deutsche Bahn ticket without its '+City' mark", () => {
    const [r] = postprocess([
      {
        '@type': 'TrainReservation',
        reservationNumber: 'F4X6XA-3',
        reservationFor: {
          '@type': 'TrainTrip',
          departureStation: { '@type': 'TrainStation', name: 'Kassel+City' },
          arrivalStation: { '@type': 'TrainStation', name: 'Frankfurt(Main)+City' },
          departureDay: '2027-01-13',
        },
      } as Reservation,
    ]).reservations;
    const trip = r?.reservationFor as Record<string, Record<string, unknown>>;
    expect(trip.departureStation?.name).toBe('Kassel');
    expect(trip.arrivalStation?.name).toBe('Frankfurt(Main)');
  });
});

describe('postprocess of a ride whose station is found by its name', () => {
  it('leaves a stop unplaced when the station found by its name lies farther than the ride could go in its time', () => {
    const bus = (arrival: string, arrivalTime: string): Reservation =>
      ({
        '@type': 'BusReservation',
        reservationNumber: '3087654300',
        reservationFor: {
          '@type': 'BusTrip',
          departureBusStop: {
            '@type': 'BusStation',
            name: 'Bakersfield (Chester Ave stop)',
            address: { '@type': 'PostalAddress', addressLocality: 'Bakersfield', addressCountry: 'US' },
          },
          arrivalBusStop: { '@type': 'BusStation', name: arrival },
          departureTime: '2026-07-24T07:30:00',
          arrivalTime,
        },
      }) as Reservation;
    const [namesake] = postprocess([bus('Los Angeles Union Station', '2026-07-24T11:05:00')]).reservations;
    const trip = namesake?.reservationFor as Record<string, Record<string, unknown>>;
    expect(trip.arrivalBusStop?.address).toBeUndefined();
    expect(trip.arrivalTime).toBe('2026-07-24T11:05:00');
    expect(trip.departureTime).toMatchObject({ timezone: 'America/Los_Angeles' });

    const train = {
      '@type': 'TrainReservation',
      reservationNumber: 'QXT4RZ',
      reservationFor: {
        '@type': 'TrainTrip',
        departureStation: { '@type': 'TrainStation', name: 'Paris Gare de Lyon' },
        arrivalStation: { '@type': 'TrainStation', name: 'Marseille Saint-Charles' },
        departureTime: '2026-07-24T07:37:00',
        arrivalTime: '2026-07-24T10:52:00',
      },
    } as Reservation;
    const [fast] = postprocess([train]).reservations;
    const ride = fast?.reservationFor as Record<string, Record<string, unknown>>;
    expect(ride.arrivalStation?.address).toMatchObject({ addressCountry: 'FR' });
    expect(ride.arrivalTime).toMatchObject({ timezone: 'Europe/Paris' });
  });
});
