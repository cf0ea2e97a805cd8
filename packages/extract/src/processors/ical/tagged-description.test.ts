import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import { processIcal } from './index.js';

function calendar(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

let uid = 0;
function vevent(summary: string, start: string, description: string): string {
  uid++;
  return [
    'BEGIN:VEVENT',
    `UID:${uid}@test`,
    'DTSTAMP:20240101T000000Z',
    `DTSTART:${start}`,
    `SUMMARY:${summary}`,
    `DESCRIPTION:${description.replace(/[,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}`,
    'END:VEVENT',
  ].join('\r\n');
}

async function read(text: string) {
  const result = await processIcal({ kind: 'ics', text }, {}, DEFAULT_LIMITS);
  return { reservations: result.reservations, things: result.things ?? [] };
}

const STAY = `Open in the planner: https://planner.example/trip/9
 
[Lodging] Harbour View Inn; primary guest Mara Lindqvist; conf #HV55120
14 Quay Street, Portland, ME, 04101; tel 207-555-0188
arrive 5/14/2025; depart 5/17/2025; rooms: 1
Booked on https://hotels.example/`;

const CAR = `[Car Rental] Northway Cars; Portland International Jetport; primary driver Mara Lindqvist; conf #NW7781
pickup 5/14/2025 11:40am; dropoff 5/17/2025 9:05am
Midsize SUV
Reference #: 4400 1`;

const FLIGHT = `[Flight] 5/14/2025 Delta Air Lines(DL) #5821 dep JFK 7:10am EDT arr PWM 8:32am EDT; Mara Lindqvist Ticket #0061234567890; seat(s) 9C; conf #GQ7TZP
Booked on https://air.example/`;

describe("a trip organiser's calendar feed", () => {
  it('reads a stay given by its check-in and check-out events as one stay', async () => {
    const { reservations } = await read(
      calendar(
        vevent('Check-in: Harbour View Inn', '20250514T190000Z', STAY),
        vevent('Check-out: Harbour View Inn', '20250517T150000Z', STAY),
      ),
    );
    expect(reservations).toEqual([
      {
        '@context': 'http://schema.org',
        '@type': 'LodgingReservation',
        reservationStatus: 'http://schema.org/ReservationConfirmed',
        reservationNumber: 'HV55120',
        underName: { '@type': 'Person', name: 'Mara Lindqvist' },
        checkinTime: '2025-05-14',
        checkoutTime: '2025-05-17',
        reservationFor: {
          '@type': 'LodgingBusiness',
          name: 'Harbour View Inn',
          telephone: '207-555-0188',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '14 Quay Street',
            addressLocality: 'Portland',
            addressRegion: 'ME',
            postalCode: '04101',
            addressCountry: 'US',
          },
        },
      },
    ]);
  });

  it('reads a car hire with its branch, times and class', async () => {
    const { reservations } = await read(calendar(vevent('Pick-up Rental Car: Northway Cars', '20250514T154000Z', CAR)));
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({
      '@type': 'RentalCarReservation',
      reservationNumber: 'NW7781',
      underName: { name: 'Mara Lindqvist' },
      pickupTime: '2025-05-14T11:40:00',
      dropoffTime: '2025-05-17T09:05:00',
      pickupLocation: { name: 'Portland International Jetport' },
      dropoffLocation: { name: 'Portland International Jetport' },
      reservationFor: { name: 'Midsize SUV', rentalCompany: { name: 'Northway Cars' } },
    });
  });

  it("reads a flight's local times, seat and traveller from its line, not the event's instants", async () => {
    const { reservations } = await read(calendar(vevent('DL5821 JFK to PWM', '20250514T111000Z', FLIGHT)));
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({
      '@type': 'FlightReservation',
      reservationNumber: 'GQ7TZP',
      underName: { name: 'Mara Lindqvist' },
      reservedTicket: { ticketedSeat: { seatNumber: '9C' } },
      reservationFor: {
        airline: { iataCode: 'DL', name: 'Delta Air Lines' },
        flightNumber: '5821',
        departureAirport: { iataCode: 'JFK' },
        arrivalAirport: { iataCode: 'PWM' },
        departureTime: '2025-05-14T07:10:00',
        arrivalTime: '2025-05-14T08:32:00',
      },
    });
  });

  it('gives no booking number when a flight lists several without saying whose is whose', async () => {
    const shared = FLIGHT.replace('conf #GQ7TZP', 'conf #GQ7TZP, WX81KD');
    const { reservations } = await read(calendar(vevent('DL5821 JFK to PWM', '20250514T111000Z', shared)));
    expect(reservations[0]?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '9C' } });
    expect(reservations[0]?.reservationNumber).toBeUndefined();
  });

  it("keeps the organiser's notes (directions, a trip's span) out of the events", async () => {
    const directions = '[Directions] 5/14/2025 9:00am - Directions from PWM to Harbour View Inn\nfrom: PWM';
    const span = 'Mara Lindqvist is in Portland, ME from May 14 to May 17, 2025';
    const { reservations, things } = await read(
      calendar(
        vevent('Portland, ME, May 2025', '20250514T000000Z', span),
        vevent('Directions from PWM to Harbour View Inn', '20250514T130000Z', directions),
        vevent('Check-in: Harbour View Inn', '20250514T190000Z', STAY),
      ),
    );
    expect(reservations.map((r) => r['@type'])).toEqual(['LodgingReservation']);
    expect(things).toEqual([]);
  });

  it('still gives the events of a calendar that is no organiser feed', async () => {
    const { things } = await read(calendar(vevent('Team offsite', '20250514T130000Z', 'Bring a laptop')));
    expect(things).toHaveLength(1);
  });
});
