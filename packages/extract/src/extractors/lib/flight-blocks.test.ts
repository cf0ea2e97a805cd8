import { describe, expect, it } from 'vitest';
import { lufthansa } from '../lufthansa.js';

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
});
