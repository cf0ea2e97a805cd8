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
