import { describe, expect, it } from 'vitest';
import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { validateReservation } from './validate.js';

function train(trip: JsonLdObject, ticket?: JsonLdObject): Reservation {
  return {
    '@context': 'http://schema.org',
    '@type': 'TrainReservation',
    reservationFor: {
      '@type': 'TrainTrip',
      departureStation: { '@type': 'TrainStation', name: 'Linz Hbf' },
      arrivalStation: { '@type': 'TrainStation', name: 'Salzburg Hbf' },
      ...trip,
    },
    ...(ticket ? { reservedTicket: { '@type': 'Ticket', ...ticket } } : {}),
  };
}

describe('validateReservation', () => {
  it('drops a train between two stations at no known time', () => {
    expect(validateReservation(train({}))).toBe('no departure time');
    expect(validateReservation(train({}, { ticketToken: 'qrCode:123' }))).toBe('no departure time');
  });

  it('keeps an open ticket, valid between its stations until a day or from one', () => {
    expect(validateReservation(train({}, { validUntil: '2024-10-31' }))).toBeUndefined();
    expect(validateReservation(train({}, { validFrom: '2024-05-02' }))).toBeUndefined();
  });

  it('still wants both ends of an open ticket', () => {
    const oneEnd = train({}, { validUntil: '2024-10-31' });
    delete (oneEnd.reservationFor as JsonLdObject).arrivalStation;
    expect(validateReservation(oneEnd)).toBe('departure or arrival unknown');
  });

  it('keeps a train at a known day', () => {
    expect(validateReservation(train({ departureDay: '2024-10-03' }))).toBeUndefined();
  });
});
