import { describe, expect, it } from 'vitest';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2017-02-20T10:00:00Z');

function airlineOf(flight: string) {
  const text = `Reservation code: QK7T2L

FLIGHT  Mon 13 Mar 2017
Flight: ${flight}
Departure: Stockholm Arlanda (ARN) 07:05
Arrival: Copenhagen Kastrup (CPH) 08:15`;
  const [found] = readLabelledBooking({ kind: 'text', text, date: sent });
  return (found?.reservationFor as Record<string, unknown> | undefined)?.airline;
}

describe('the airline name printed beside a designator', () => {
  it('keeps the initials the airline goes by (`SAS SK 1417`), as the document prints them', () => {
    expect(airlineOf('SAS SK 1417')).toMatchObject({ iataCode: 'SK', name: 'SAS' });
  });

  it('keeps a name that adds a word for air to the registered one (`TAP Air Portugal` for `TAP Portugal`)', () => {
    expect(airlineOf('TAP Air Portugal TP 1417')).toMatchObject({ iataCode: 'TP', name: 'TAP Air Portugal' });
  });

  it('takes no initials or name that are not the designator’s airline', () => {
    expect(airlineOf('SAS LH 1417')).toMatchObject({ iataCode: 'LH' });
    expect(airlineOf('SAS LH 1417')).not.toMatchObject({ name: 'SAS' });
    expect(airlineOf('Delta UA 100')).not.toMatchObject({ name: 'Delta' });
  });
});
