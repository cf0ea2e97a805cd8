import { describe, expect, it } from 'vitest';
import { codedRouteLines } from './coded-routes.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2018-12-10T10:00:00Z');

function read(text: string) {
  return readLabelledBooking({ kind: 'text', text, date: sent });
}

describe('routes printed as two airport codes', () => {
  it('reads IATA and ICAO codes apart by a plane, an arrow or a dash, once each', () => {
    const lines = ['MARTIN DUPONT     CDG ✈ LFLL     1257797706706', 'JFK → LAX', 'MUC-FRA', 'CDG ✈ LFLL  5:10PM'];
    expect(codedRouteLines(lines, new Set()).map((f) => [f.value, f.line])).toEqual([
      ['CDG → LYS', 0],
      ['JFK → LAX', 1],
      ['MUC → FRA', 2],
    ]);
  });

  it('reads no pair of words the airport data does not know, nor a code inside a sentence', () => {
    const lines = ['XQZ ✈ QQQ', 'Fly CDG - LYS today', 'CDG - CDG'];
    expect(codedRouteLines(lines, new Set())).toEqual([]);
  });
});

describe('boarding passes without a booking reference', () => {
  it('reads a flight whose gate and seat are labelled, its route printed as codes', () => {
    const [flight, ...rest] = read(
      [
        'JANE SAMPLE          CDG ✈ LFLL',
        '',
        'Flight: DL31',
        'Gate: 29',
        'Seat: 26E',
        'Zone: 4',
        'Date: 15 December 2018',
        'Departure time: 17:10',
      ].join('\n'),
    );
    expect(rest).toEqual([]);
    const leg = flight?.reservationFor as Record<string, unknown>;
    expect(leg.flightNumber).toBe('31');
    expect((leg.departureAirport as { iataCode: string }).iataCode).toBe('CDG');
    expect((leg.arrivalAirport as { iataCode: string }).iataCode).toBe('LYS');
    expect(leg.departureTime).toBe('2018-12-15T17:10:00');
    expect(leg.departureGate).toBe('29');
  });

  it('reads a header row of flight, gate and seat over its values as a table', () => {
    const found = read(
      [
        'Paris (CDG) → Lyon (LYS)',
        '',
        'FLIGHT      GATE      SEAT      ZONE',
        'AF7640      F32       12C       2',
        '',
        'Date: 15 December 2018',
        'Departure: 17:10',
      ].join('\n'),
    );
    expect(found).toHaveLength(1);
    const leg = found[0]?.reservationFor as Record<string, unknown>;
    expect(leg.flightNumber).toBe('7640');
    expect(leg.departureGate).toBe('F32');
  });

  it('reads nothing from a flight status notice: a gate but no seat', () => {
    const found = read(
      [
        'Flight status update',
        'Flight: AF7640',
        'From: Paris (CDG)',
        'To: Lyon (LYS)',
        'Gate: F32',
        'Departure: 15 December 2018 17:10',
        'Status: On time',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('reads nothing from a newsletter with a route and a price', () => {
    const found = read(
      [
        'Winter deals are here!',
        'CDG ✈ LYS',
        'Flight: AF7640',
        'Date: 15 December 2018',
        'Departure: 17:10',
        'Price: from 49 EUR',
        'Book now before seats run out.',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it("reads nothing from an airport's gate-change text message", () => {
    const found = read(
      [
        'AF7640 CDG-LYS 15 December 2018',
        'Flight: AF7640',
        'New gate: F32',
        'Boarding time: 16:40',
        'Departure: 17:10',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('reads nothing when the document books a stay as well', () => {
    const found = read(
      [
        'CDG ✈ LYS',
        'Flight: AF7640',
        'Gate: F32',
        'Seat: 12C',
        'Date: 15 December 2018',
        'Departure: 17:10',
        'Hotel: Hôtel Carlton Lyon',
        'Check-in: 15 December 2018',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});
