import { describe, expect, it } from 'vitest';
import { flightSegment, hotelSegment, railSegment } from './segments.js';

const ctx = { tripLocator: 'DBT-8820417', reference: new Date('2026-11-20T10:00:00Z'), status: 'confirmed' as const };

/** A rail segment of a German agency's itinerary, its stop and seat lines as given. */
function rail(lines: string): string {
  return `BAHN - Dienstag, 08. Dezember 2026\nZug: ICE 1003\n${lines}\nStatus: Bestätigt`;
}

describe('an itinerary rail segment', () => {
  it('reads the stations, clocks, coach and seat of the usual layout', () => {
    const train = railSegment(rail('Abfahrt: Berlin Hbf 07:29\nAnkunft: München Hbf 11:31\nWagen 12 Platz 35'), ctx);
    expect(train).toMatchObject({
      reservationFor: {
        departureStation: { name: 'Berlin Hbf' },
        arrivalStation: { name: 'München Hbf' },
        departureTime: '2026-12-08T07:29:00',
        arrivalTime: '2026-12-08T11:31:00',
      },
      reservedTicket: { ticketedSeat: { seatSection: '12', seatNumber: '35' } },
    });
  });

  it('reads a station printed after its clock without the clock in its name', () => {
    const train = railSegment(rail('Abfahrt: 07:29 Berlin Hbf\nAnkunft: 11:31 München Hbf'), ctx);
    expect(train?.reservationFor).toMatchObject({
      departureStation: { name: 'Berlin Hbf' },
      arrivalStation: { name: 'München Hbf' },
    });
  });

  it('takes no seat from a word that only begins with the seat label', () => {
    const train = railSegment(
      rail('Abfahrt: Berlin Hbf 07:29\nAnkunft: München Hbf 11:31\nSitzplatz: keine Reservierung'),
      ctx,
    );
    expect(train).not.toHaveProperty('reservedTicket.ticketedSeat');
    const reserved = railSegment(
      rail('Abfahrt: Berlin Hbf 07:29\nAnkunft: München Hbf 11:31\nPlatzreservierung: Wagen 12, Platz 35'),
      ctx,
    );
    expect(reserved).toMatchObject({ reservedTicket: { ticketedSeat: { seatSection: '12', seatNumber: '35' } } });
  });

  it('takes no departure from the arrival line under an empty departure label', () => {
    expect(railSegment(rail('Abfahrt:\nAnkunft: München Hbf 11:31'), ctx)).toBeUndefined();
  });

  it('reads no journey whose station is printed with a day', () => {
    expect(railSegment(rail('Abfahrt: Berlin Hbf, 08.12.2026 07:29\nAnkunft: München Hbf 11:31'), ctx)).toBeUndefined();
  });
});

describe('an itinerary hotel segment', () => {
  it('takes no hotel name from a labelled line under the heading', () => {
    const block =
      'HOTEL - Dienstag, 08. Dezember 2026\nAdresse: Bayerstraße 12, 80335 München\nAnreise: 08.12.2026\nAbreise: 09.12.2026';
    expect(hotelSegment(block, ctx)).toBeUndefined();
  });

  it('reads the hotel name printed unlabelled under the heading', () => {
    const block =
      'HOTEL - Dienstag, 08. Dezember 2026\nBayerischer Hof München\nAnreise: 08.12.2026\nAbreise: 09.12.2026';
    expect(hotelSegment(block, ctx)).toMatchObject({
      reservationFor: { name: 'Bayerischer Hof München' },
      checkinTime: '2026-12-08',
    });
  });
});

describe('an itinerary flight segment', () => {
  it("reads the airline's own record and the seat with a space before their colons, as French typography sets them", () => {
    const block = [
      'AIR - Tuesday, 14 October 2025',
      'Flight : Air Canada AC 857',
      'Depart : London Heathrow (LHR) 10:45',
      'Arrive : Toronto Pearson (YYZ) 13:35',
      'Seat : 31A',
      'Airline Record Locator : AC/QW2ERT',
    ].join('\n');
    expect(flightSegment(block, ctx)).toMatchObject({
      reservationNumber: 'QW2ERT',
      reservedTicket: { ticketedSeat: { seatNumber: '31A' } },
    });
  });
});
