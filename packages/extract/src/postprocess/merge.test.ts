import { describe, expect, it } from 'vitest';
import type { Reservation } from '../schema/reservation.js';
import { mergeDuplicates } from './merge.js';

function train(departureTime: string, extra: Record<string, string> = {}): Reservation {
  return {
    '@context': 'http://schema.org',
    '@type': 'TrainReservation',
    reservationNumber: 'PV72KD',
    reservationFor: {
      '@type': 'TrainTrip',
      trainNumber: '8902',
      departureStation: { '@type': 'TrainStation', name: 'Roma Ter.' },
      arrivalStation: { '@type': 'TrainStation', name: 'Firenze SMN' },
      departureTime,
      ...extra,
    },
  };
}

describe('mergeDuplicates', () => {
  it('folds a trip printed without its day into the one dated trip of the same booking and train', () => {
    const merged = mergeDuplicates([train('06:15', { trainName: 'Italo' }), train('2019-09-07T06:15:00')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.reservationFor).toMatchObject({ departureTime: '2019-09-07T06:15:00', trainName: 'Italo' });
  });

  it('leaves a trip without its day alone when the same train runs on two days of the booking', () => {
    const merged = mergeDuplicates([train('06:15'), train('2019-09-07T06:15:00'), train('2019-09-14T06:15:00')]);
    expect(merged).toHaveLength(3);
  });
});
