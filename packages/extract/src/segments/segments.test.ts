import { describe, expect, it } from 'vitest';
import { postprocess } from '../postprocess/index.js';
import type { Reservation } from '../schema/reservation.js';
import { reservationToSegments } from './to-segments.js';

describe('reservationToSegments', () => {
  it('turns a flight into one air segment with zones, places, names and price in cents', () => {
    const [r] = postprocess([
      {
        '@type': 'FlightReservation',
        reservationNumber: 'ABC123',
        reservationStatus: 'http://schema.org/ReservationCancelled',
        underName: { '@type': 'Person', name: 'DOE/JOHN MR' },
        totalPrice: '1234.5',
        priceCurrency: 'EUR',
        reservationFor: {
          '@type': 'Flight',
          flightNumber: '400',
          airline: { '@type': 'Airline', iataCode: 'LH' },
          departureAirport: { '@type': 'Airport', iataCode: 'FRA' },
          arrivalAirport: { '@type': 'Airport', iataCode: 'JFK' },
          departureTime: '2027-03-04T10:00:00',
          arrivalTime: '2027-03-04T13:00:00',
        },
      } as Reservation,
    ]).reservations;
    const [segment, ...rest] = reservationToSegments(r as Reservation);
    expect(rest).toEqual([]);
    expect(segment).toMatchObject({
      type: 'air',
      provider: 'Lufthansa',
      number: 'LH 400',
      startDateTime: '2027-03-04T10:00:00+01:00',
      startTimeZone: 'Europe/Berlin',
      endDateTime: '2027-03-04T13:00:00-05:00',
      endTimeZone: 'America/New_York',
      startCode: 'FRA',
      startCity: 'Frankfurt',
      endCountry: 'US',
      firstName: 'JOHN',
      lastName: 'DOE',
      confirmationNumber: 'ABC123',
      priceCents: 123450,
      currency: 'EUR',
      status: 'cancelled',
      sourceClassification: 'direct',
    });
    expect(segment?.startLatitude).toBeCloseTo(50.03, 1);
  });

  it('turns a three-night stay into CheckIn, two Overnights and CheckOut, with default hours', () => {
    const segments = reservationToSegments({
      '@type': 'LodgingReservation',
      reservationNumber: 'H1',
      underName: { '@type': 'Person', givenName: 'Jane', familyName: 'Roe' },
      reservationFor: {
        '@type': 'LodgingBusiness',
        name: 'Hotel Adlon',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressRegion: 'Berlin', addressCountry: 'DE' },
      },
      checkinTime: '2027-03-04',
      checkoutTime: '2027-03-07',
    } as Reservation);
    expect(segments.map((s) => [s.subType, s.startDateTime])).toEqual([
      ['CheckIn', '2027-03-04T15:00:00'],
      ['Overnight', '2027-03-05T00:00:00'],
      ['Overnight', '2027-03-06T00:00:00'],
      ['CheckOut', '2027-03-07T11:00:00'],
    ]);
    expect(segments[0]).toMatchObject({
      type: 'hotel',
      provider: 'Hotel Adlon',
      numberOfNights: 3,
      startCity: 'Berlin',
      startStateProvence: 'Berlin',
      firstName: 'Jane',
      lastName: 'Roe',
    });
  });

  it('maps rail, car, restaurant and event reservations to their segment types', () => {
    const types = (
      [
        { '@type': 'TrainReservation', reservationFor: { trainNumber: 'ICE 1' } },
        { '@type': 'BusReservation', reservationFor: {} },
        { '@type': 'RentalCarReservation', pickupTime: '2027-03-04T10:00', dropoffTime: '2027-03-06T10:00' },
        { '@type': 'FoodEstablishmentReservation', reservationFor: { name: 'Blue' }, startTime: '2027-03-04T19:00' },
        { '@type': 'EventReservation', reservationFor: { name: 'Conf', startDate: '2027-03-04T09:00' } },
      ] as Reservation[]
    ).map((r) => reservationToSegments(r)[0]);
    expect(types.map((s) => s?.type)).toEqual(['rail', 'transportation', 'car', 'restaurant', 'activity']);
    expect(types[2]?.numberOfDays).toBe(2);
  });
});
