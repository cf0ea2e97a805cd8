import { describe, expect, it } from 'vitest';
import { clockAddressStops, labelledStop, rideReservation } from './ride.js';

describe('ride helpers', () => {
  it('pairs each clock line with the address line after it', () => {
    const text = 'UberX 3 km\n11:52 PM\nA Street 1, 10117 Berlin, Germany\n12:09 AM\nB Road 2, 10435 Berlin, Germany\n';
    expect(clockAddressStops(text)).toEqual([
      { clock: '11:52 PM', address: 'A Street 1, 10117 Berlin, Germany' },
      { clock: '12:09 AM', address: 'B Road 2, 10435 Berlin, Germany' },
    ]);
  });

  it('reads a clock and its address printed on one line, the address with or without its street', () => {
    const text =
      'UberX 4.09 kilometres, 9 minutes\n17:33 Voorbeeldstraat 1, 1000 AA Utrecht\n17:42 1000 ZZ Utrecht, Netherlands\n';
    expect(clockAddressStops(text)).toEqual([
      { clock: '17:33', address: 'Voorbeeldstraat 1, 1000 AA Utrecht' },
      { clock: '17:42', address: '1000 ZZ Utrecht, Netherlands' },
    ]);
    expect(clockAddressStops('Departure 17:33 from Utrecht, Netherlands\n')).toEqual([]);
  });

  it('puts a drop-off after midnight on the next day', () => {
    const ride = rideReservation({
      provider: 'Uber',
      day: '2026-11-13',
      pickup: { clock: '11:52 PM', address: 'A Street 1, 10117 Berlin, Germany' },
      dropoff: { clock: '12:09 AM', address: 'B Road 2, 10435 Berlin, Germany' },
    });
    expect(ride.pickupTime).toBe('2026-11-13T23:52:00');
    expect(ride.dropoffTime).toBe('2026-11-14T00:09:00');
  });

  it('splits a labelled stop into its clock and address, and keeps a stop without a clock whole', () => {
    expect(labelledStop('08:12 · Marszałkowska 104, 00-017 Warszawa')).toEqual({
      clock: '08:12',
      address: 'Marszałkowska 104, 00-017 Warszawa',
    });
    expect(labelledStop('Terminal 2, Munich Airport')).toEqual({ address: 'Terminal 2, Munich Airport' });
  });
});
