import { describe, expect, it } from 'vitest';
import { airbaltic } from '../airbaltic.js';

/** airBaltic prints its flights as table rows: flight, day, both airports and both clock times. */
const row = (route: string) => `BT 651 02.10.2026 ${route} 07:10 10:30 Basic`;

function flights(route: string) {
  const text = `Booking reference: N3VH8D\n${row(route)}\nTotal paid: 214.98 EUR\n`;
  return airbaltic.extract({ kind: 'text', text }).map((r) => r.reservationFor as Record<string, unknown>);
}

describe('flights printed as table rows', () => {
  it('reads a row naming its two airports', () => {
    expect(flights('Riga (RIX) London Gatwick (LGW)')[0]).toMatchObject({
      departureAirport: { iataCode: 'RIX' },
      arrivalAirport: { iataCode: 'LGW' },
      departureTime: '2026-10-02T07:10:00',
    });
  });

  it('reads no flight from a row that names a stop between them', () => {
    expect(flights('Riga (RIX) Tallinn (TLL) London Gatwick (LGW)')).toEqual([]);
  });
});
