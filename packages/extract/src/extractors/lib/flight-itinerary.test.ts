import { describe, expect, it } from 'vitest';
import { cheapoair } from '../cheapoair.js';
import { hopper } from '../hopper.js';
import { swiss } from '../swiss.js';
import { routeHeadFlightsReader } from './flight-itinerary.js';

/** Singapore Airlines heads each flight "SQ 221  Singapore (SIN) - Sydney (SYD)" over its Departs and Arrives lines. */
const read = routeHeadFlightsReader({
  reservationNumber: 'Booking reference',
  underName: 'Passenger',
  flightHead: /^SQ\s?\d{1,4}\s{2,}/,
  beforeRoute: /^SQ\s?\d+\s+/,
  departsLabel: 'Departs',
  arrivesLabel: 'Arrives',
  airlineName: 'Singapore Airlines',
});

const flights = `Booking reference: 4QZP7T
Passenger: Mr Arjun Mehta
SQ 221  Singapore (SIN) - Sydney (SYD)
Departs: Mon 17 Aug 2026 20:40  Changi Terminal 3
Arrives: Tue 18 Aug 2026 06:35  Terminal 1
SQ 232  Sydney (SYD) - Singapore (SIN)
Departs: Sun 23 Aug 2026 12:00  Terminal 1
Arrives: Sun 23 Aug 2026 17:40  Changi Terminal 3
`;

describe('flights headed by their designator and route', () => {
  it("does not give the last flight a seat listed after it for another flight, nor a footer's words", () => {
    const text = `${flights}\nYour seats\nSQ 221 Seat 52K\nSQ 232 Seat 49A\n`;
    const reservations = read({ kind: 'text', text });
    expect(reservations).toHaveLength(2);
    expect(reservations.map((r) => r.reservedTicket)).toEqual([undefined, undefined]);
    const footer = read({ kind: 'text', text: `${flights}\nSeat selection is free for KrisFlyer members.\n` });
    expect(footer.map((r) => r.reservedTicket)).toEqual([undefined, undefined]);
  });

  it('reads no flight from a head naming a stop between its two airports', () => {
    const text = flights.replace(
      'SQ 221  Singapore (SIN) - Sydney (SYD)',
      'SQ 221  Singapore (SIN) - Sydney (SYD) - Auckland (AKL)',
    );
    expect(
      read({ kind: 'text', text }).map((r) => (r.reservationFor as { flightNumber?: string }).flightNumber),
    ).toEqual(['232']);
  });

  it('reads the seat printed in a flight', () => {
    const text = flights.replace('Terminal 1\nSQ 232', 'Terminal 1\nEconomy  Seat 52K\nSQ 232');
    const [first, second] = read({ kind: 'text', text });
    expect(first?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '52K' } });
    expect(second?.reservedTicket).toBeUndefined();
  });
});

describe("flights printed as a route row over the airline's service", () => {
  const outbound = `Hopper booking ID: HOP-48K2Q7
Traveler: Natalie Brooks
Outbound flight · Thu, Dec 17, 2026
Boston (BOS) 6:00 AM → Miami (MIA) 9:32 AM
Flight: JetBlue B6 1397
Airline confirmation: QWZTRM
Return flight · Mon, Dec 21, 2026
Miami (MIA) 7:10 PM → Boston (BOS) 10:34 PM
Flight: American Airlines AA 2514
`;
  const numbers = (text: string) => hopper.extract({ kind: 'text', text }).map((r) => r.reservationNumber);

  it("takes no closing words nor another label's line for the airline's reference", () => {
    expect(numbers(`${outbound}\nAirline confirmation codes can take up to 24 hours to arrive.\n`)).toEqual([
      'QWZTRM',
      'HOP-48K2Q7',
    ]);
    expect(numbers(`${outbound}Airline confirmation:\nTotal paid: $318.42\n`)).toEqual(['QWZTRM', 'HOP-48K2Q7']);
  });

  it('gives the flights no traveller when the label names two', () => {
    const text = `Booking reference: K2W7PD
Passengers: Mr Lukas Frei, Ms Anna Frei
LX1952   Sat, 14.03.2026
Zurich (ZRH) 07:10 – Barcelona (BCN) 08:55
`;
    const [flight] = swiss.extract({ kind: 'text', text });
    expect(flight?.reservationFor).toMatchObject({ flightNumber: '1952', departureTime: '2026-03-14T07:10:00' });
    expect(flight?.underName).toBeUndefined();
  });

  it('names no airport with the run of the line before its code', () => {
    const text = `CheapOair booking number: 902817734
Traveler 1: Derek Wallace
Depart: Friday, December 18, 2026 Chicago O'Hare (ORD) 7:15 PM - Los Angeles (LAX) 9:48 PM
Airline: United Airlines UA 1184
`;
    expect(cheapoair.extract({ kind: 'text', text })[0]?.reservationFor).toMatchObject({
      departureAirport: { '@type': 'Airport', iataCode: 'ORD' },
      arrivalAirport: { '@type': 'Airport', iataCode: 'LAX', name: 'Los Angeles' },
      departureTime: '2026-12-18T19:15:00',
    });
    expect(cheapoair.extract({ kind: 'text', text })[0]?.reservationFor).not.toHaveProperty('departureAirport.name');
  });
});
