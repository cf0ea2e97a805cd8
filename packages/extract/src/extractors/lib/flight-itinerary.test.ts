import { describe, expect, it } from 'vitest';
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

  it('reads the seat printed in a flight', () => {
    const text = flights.replace('Terminal 1\nSQ 232', 'Terminal 1\nEconomy  Seat 52K\nSQ 232');
    const [first, second] = read({ kind: 'text', text });
    expect(first?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '52K' } });
    expect(second?.reservedTicket).toBeUndefined();
  });
});
