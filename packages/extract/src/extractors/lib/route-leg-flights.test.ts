import { describe, expect, it } from 'vitest';
import { routeLegFlightsReader } from './route-leg-flights.js';

/** Qantas prints each leg as a head line "QF 409 Sydney (SYD) to Melbourne (MEL)" over its Departs and Arrives lines. */
const read = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  airline: 'QF|JQ',
  departure: 'Departs',
  arrival: 'Arrives',
  airlineName: (designator) => (designator.startsWith('JQ') ? 'Jetstar' : 'Qantas'),
  terminals: true,
  seats: true,
});

const head = 'Booking reference: QZ8M4T\nPassenger: Mr Oliver Nguyen\n\n';
const firstLeg =
  'QF 409 Sydney (SYD) to Melbourne (MEL)\nDeparts: Mon 07 Dec 2026 07:00, Terminal 3\nArrives: Mon 07 Dec 2026 08:35, Terminal 1\n\n';

function flights(body: string) {
  return read({ kind: 'text', text: head + body, date: new Date('2026-11-18T00:00:00Z') }).map(
    (r) => r.reservationFor as Record<string, unknown>,
  );
}

describe('legs headed by their flight and route', () => {
  it('does not give the last leg a seat listed after it for another flight', () => {
    const body = `${firstLeg}JQ 520 Melbourne (MEL) to Sydney (SYD)\nDeparts: Thu 10 Dec 2026 18:15, Terminal 4\nArrives: Thu 10 Dec 2026 19:40, Terminal 2\n\nYour seats\nQF 409: Seat 14C\nJQ 520: Seat 3A\n`;
    const reservations = read({ kind: 'text', text: head + body });
    expect(reservations).toHaveLength(2);
    expect(reservations.map((r) => r.reservedTicket)).toEqual([undefined, undefined]);
  });

  it('reads a seat listed after the last leg for that leg, before another flight is named', () => {
    const first = `${firstLeg.trimEnd()}\nOperated by Qantas\nMeal included\n\n`;
    const body = `${first}JQ 520 Melbourne (MEL) to Sydney (SYD)\nDeparts: Thu 10 Dec 2026 18:15\nArrives: Thu 10 Dec 2026 19:40\n\nYour seats\nJQ 520: Seat 3A\nQF 409: Seat 14C\n`;
    const [, second] = read({ kind: 'text', text: head + body });
    expect(second?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '3A' } });
  });

  it('still reads a seat printed in the leg', () => {
    const body = `${firstLeg.trimEnd()}\nSeat 14C\n\nJQ 520 Melbourne (MEL) to Sydney (SYD)\nDeparts: Thu 10 Dec 2026 18:15\nArrives: Thu 10 Dec 2026 19:40\n`;
    const [first, second] = read({ kind: 'text', text: head + body });
    expect(first?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '14C' } });
    expect(second?.reservedTicket).toBeUndefined();
  });

  it("does not take the next label's line for an end left empty", () => {
    const body = `${firstLeg}JQ 520 Melbourne (MEL) to Sydney (SYD)\nDeparts:\nArrives: Thu 10 Dec 2026 19:40, Terminal 2\n`;
    expect(flights(body).map((f) => f.flightNumber)).toEqual(['409']);
  });

  it('reads the day after a clock time', () => {
    const body = 'QF 409 Sydney (SYD) to Melbourne (MEL)\nDeparts: 07:05 Dec 7 2026\nArrives: 08:40 Dec 7 2026\n';
    expect(flights(body)[0]).toMatchObject({
      departureTime: '2026-12-07T07:05:00',
      arrivalTime: '2026-12-07T08:40:00',
    });
  });

  it('gives no terminal that is not yet known', () => {
    const body =
      'QF 409 Sydney (SYD) to Melbourne (MEL)\nDeparts: Mon 07 Dec 2026 07:00, Terminal to be confirmed\nArrives: Mon 07 Dec 2026 08:35, Terminal TBA\n';
    const [flight] = flights(body);
    expect(flight?.departureTerminal).toBeUndefined();
    expect(flight?.arrivalTerminal).toBeUndefined();
    expect(flights(firstLeg)[0]).toMatchObject({ departureTerminal: '3', arrivalTerminal: '1' });
  });

  it('gives the flights no traveller where the label is followed by no one name', () => {
    const traveller = (passengers: string) =>
      read({ kind: 'text', text: `Booking reference: QZ8M4T\n${passengers}\n\n${firstLeg}` })[0]?.underName;
    expect(traveller('Passenger: Mr Oliver Nguyen')).toEqual({ '@type': 'Person', name: 'Oliver Nguyen' });
    expect(traveller('Passenger details\nMr Oliver Nguyen')).toBeUndefined();
    expect(traveller('Passenger name(s)\nMr Oliver Nguyen')).toBeUndefined();
    expect(traveller('Passenger 1: Mr Oliver Nguyen\nPassenger 2: Ms Anna Nguyen')).toBeUndefined();
    expect(traveller('Passenger: Mr Oliver Nguyen, Ms Anna Nguyen')).toBeUndefined();
  });

  it('does not give the last leg a seat offered after the flights', () => {
    const body = `${firstLeg.trimEnd()}\nSeat 14C\n\nJQ 520 Melbourne (MEL) to Sydney (SYD)\nDeparts: Thu 10 Dec 2026 18:15\nArrives: Thu 10 Dec 2026 19:40\nTotal: AUD 478.52\nMore legroom: Seat 1A from AUD 45\n`;
    const [first, second] = read({ kind: 'text', text: head + body });
    expect(first?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '14C' } });
    expect(second?.reservationFor).toMatchObject({ flightNumber: '520', departureTime: '2026-12-10T18:15:00' });
    expect(second?.reservedTicket).toBeUndefined();
  });

  it('reads no flight from a head naming a stop between its two airports', () => {
    const body =
      'QF 409 Sydney (SYD) - Brisbane (BNE) - Cairns (CNS)\nDeparts: Mon 07 Dec 2026 07:00\nArrives: Mon 07 Dec 2026 11:35\n';
    expect(flights(body)).toEqual([]);
  });
});
