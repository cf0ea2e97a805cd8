import { describe, expect, it } from 'vitest';
import { lufthansa } from '../lufthansa.js';
import { qatarAirways } from '../qatar-airways.js';
import { united } from '../united.js';

/** Lufthansa prints a block per flight and reads each flight's seat from its "Sitzplatz" line. */
const mail = `Buchungscode V3NK8R
Hinflug
Freitag, 11. April 2025
LH 1792
München (MUC), Terminal 2
Abflug 09:35
Lissabon (LIS), Terminal 1
Ankunft 11:50
Sitzplatz 21A
Rückflug
Sonntag, 20. April 2025
LH 1793
Lissabon (LIS), Terminal 1
Abflug 12:40
München (MUC), Terminal 2
Ankunft 16:45
Reisende Herr Markus Vogel (Erwachsener)
Sitzplatz reservieren: ab 10 EUR
`;

describe('flights printed one block each', () => {
  it('gives a flight no seat when the label found after it holds no row and letter', () => {
    const reservations = lufthansa.extract({ kind: 'text', text: mail });
    expect(reservations).toHaveLength(2);
    expect(reservations[0]?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '21A' } });
    expect(reservations[1]?.reservedTicket).toBeUndefined();
  });

  it('does not give the last flight a seat listed after it for another flight', () => {
    const flights = `Booking reference (PNR): 7PLM2Q
Passenger: Mr Ahmed Hassan
QR 8 | London Heathrow (LHR) - Doha (DOH)
Departure: 24 Nov 2025 09:45, Terminal 4
Arrival: 24 Nov 2025 18:55
QR 941 | Doha (DOH) - Manila (MNL)
Departure: 24 Nov 2025 20:45
Arrival: 25 Nov 2025 09:45, Terminal 1
Your seats
QR 8 Seat: 32A
QR 941 Seat: 41C
`;
    const reservations = qatarAirways.extract({ kind: 'text', text: flights });
    expect(reservations).toHaveLength(2);
    expect(reservations.map((r) => r.reservedTicket)).toEqual([undefined, undefined]);
  });

  it('does not date the last flight by a day printed after it', () => {
    const text = `Confirmation Number:
K7PQ2D
Flight 1 of 2 UA1234
Tue, Mar 11, 2025
Departure: 08:00 AM San Francisco, CA, US (SFO)
Arrival: 02:15 PM Chicago, IL, US (ORD - O'Hare)
Flight 2 of 2 UA1587
Fri, 03/14/2025
Departure: 06:40 PM Chicago, IL, US (ORD - O'Hare)
Arrival: 09:25 PM San Francisco, CA, US (SFO)
TRAVELER DETAILS
DOE/JANE
Date of purchase: Wed, Feb 19, 2025
`;
    const flights = united.extract({ kind: 'text', text }).map((r) => r.reservationFor as Record<string, unknown>);
    expect(flights[0]).toMatchObject({ flightNumber: '1234', departureTime: '2025-03-11T08:00:00' });
    expect(flights.filter((f) => f.flightNumber === '1587' && f.departureTime)).toEqual([]);
  });
});
