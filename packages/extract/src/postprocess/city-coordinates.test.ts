import { describe, expect, it } from 'vitest';
import { extract } from '../index.js';
import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { reservationsToSegments } from '../segments/index.js';
import { postprocess } from './index.js';
import { objectAt } from './json-ld.js';

function hotel(address: JsonLdObject, extra: JsonLdObject = {}): Reservation {
  return {
    '@type': 'LodgingReservation',
    reservationNumber: 'H42',
    reservationFor: { '@type': 'LodgingBusiness', name: 'Hotel Sample', address, ...extra },
    checkinTime: '2027-03-04',
    checkoutTime: '2027-03-06',
  } as Reservation;
}

function segmentsOf(...reservations: Reservation[]) {
  return reservationsToSegments(postprocess(reservations).reservations);
}

describe('city coordinates', () => {
  it("gives a hotel with a city and no coordinates the city's, on every segment of the stay", () => {
    const segments = segmentsOf(hotel({ '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' }));
    expect(segments.map((s) => s.subType)).toEqual(['CheckIn', 'Overnight', 'CheckOut']);
    for (const s of segments) {
      expect(s.startLatitude).toBeCloseTo(51.51, 1);
      expect(s.startLongitude).toBeCloseTo(-0.13, 1);
    }
  });

  it('keeps the coordinates the mail gives', () => {
    const [geo] = segmentsOf(
      hotel(
        { addressLocality: 'London', addressCountry: 'GB' },
        { geo: { '@type': 'GeoCoordinates', latitude: 51.4706, longitude: -0.4619 } },
      ),
    );
    expect(geo).toMatchObject({ startLatitude: 51.4706, startLongitude: -0.4619 });
    const [written] = segmentsOf(
      hotel({ addressLocality: 'London', addressCountry: 'GB' }, { latitude: '51.4706', longitude: '-0.4619' }),
    );
    expect(written).toMatchObject({ startLatitude: 51.4706, startLongitude: -0.4619 });
  });

  it("keeps the coordinates of one description of a booking over the city's when two are merged", () => {
    const plain = hotel({ addressLocality: 'London', addressCountry: 'GB' });
    const withGeo = hotel(
      { addressLocality: 'London', addressCountry: 'GB' },
      { geo: { '@type': 'GeoCoordinates', latitude: 51.4706, longitude: -0.4619 } },
    );
    const segments = segmentsOf(plain, withGeo);
    expect(segments).toHaveLength(3);
    expect(segments[0]).toMatchObject({ startLatitude: 51.4706, startLongitude: -0.4619 });
  });

  it('leaves a place whose city is unknown, or open without a country, without coordinates', () => {
    for (const address of [
      { addressLocality: 'Atlantis Nowhere', addressCountry: 'GB' },
      { addressLocality: 'Springfield' },
      { streetAddress: '1 Main Street', addressCountry: 'GB' },
    ]) {
      const [s] = segmentsOf(hotel(address));
      expect(s?.startLatitude).toBeUndefined();
      expect(s?.startLongitude).toBeUndefined();
    }
  });

  it('fills rental branches, restaurants and event venues', () => {
    const [car] = segmentsOf({
      '@type': 'RentalCarReservation',
      reservationNumber: 'C1',
      pickupTime: '2027-03-04T10:00:00',
      dropoffTime: '2027-03-06T10:00:00',
      pickupLocation: {
        '@type': 'Place',
        name: 'Branch',
        address: { addressLocality: 'München', addressCountry: 'DE' },
      },
      dropoffLocation: {
        '@type': 'Place',
        name: 'Branch',
        address: { addressLocality: 'Zürich', addressCountry: 'CH' },
      },
    } as Reservation);
    expect(car?.startLatitude).toBeCloseTo(48.14, 1);
    expect(car?.endLatitude).toBeCloseTo(47.37, 1);
    const [meal, show] = segmentsOf(
      {
        '@type': 'FoodEstablishmentReservation',
        reservationFor: {
          '@type': 'Restaurant',
          name: 'Blue',
          address: { addressLocality: 'Paris', addressCountry: 'France' },
        },
        startTime: '2027-03-04T19:00:00',
      } as Reservation,
      {
        '@type': 'EventReservation',
        reservationFor: {
          '@type': 'Event',
          name: 'Conf',
          startDate: '2027-03-05T09:00:00',
          location: {
            '@type': 'Place',
            name: 'Hall',
            address: { addressLocality: 'Wien', addressCountry: 'Österreich' },
          },
        },
      } as Reservation,
    );
    expect(meal?.startLongitude).toBeCloseTo(2.35, 1);
    expect(show?.startLatitude).toBeCloseTo(48.21, 1);
  });

  it('fills the location of an event that is not a reservation', () => {
    const [event] = postprocess(
      [],
      [
        {
          '@type': 'Event',
          name: 'Fair',
          startDate: '2027-05-01',
          location: { address: { addressLocality: 'Lisboa' } },
        },
      ],
    ).things;
    const geo = objectAt(objectAt(event, 'location'), 'geo');
    expect(geo).toMatchObject({ '@type': 'GeoCoordinates' });
    expect(geo?.latitude).toBeCloseTo(38.72, 1);
  });

  it('gives the segments of a hotel confirmation without geo the coordinates of its city', async () => {
    const html = `<html><body><p>Your stay is confirmed.</p>
      <script type="application/ld+json">{
        "@context": "http://schema.org",
        "@type": "LodgingReservation",
        "reservationNumber": "ZH-2027-118",
        "underName": {"@type": "Person", "name": "Ada Sample"},
        "checkinTime": "2027-06-10T15:00:00",
        "checkoutTime": "2027-06-12T11:00:00",
        "reservationFor": {
          "@type": "LodgingBusiness",
          "name": "Hotel am See",
          "address": {"@type": "PostalAddress", "streetAddress": "Seestrasse 1",
            "addressLocality": "Zürich", "postalCode": "8002", "addressCountry": "Switzerland"}
        }
      }</script></body></html>`;
    const result = await extract(html, { kind: 'html' });
    expect(result.segments.map((s) => s.subType)).toEqual(['CheckIn', 'Overnight', 'CheckOut']);
    const [checkIn] = result.segments;
    expect(checkIn).toMatchObject({ type: 'hotel', startCity: 'Zürich', startCountry: 'Switzerland' });
    expect(checkIn?.startLatitude).toBeCloseTo(47.37, 1);
    expect(checkIn?.startLongitude).toBeCloseTo(8.55, 1);
  });
});
