import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { personFromBcbpName } from './bcbp-to-reservations.js';
import { processBcbp } from './index.js';
import { printedFlightDay } from './printed-pass.js';

/** A pass of one flight, 6E 975 Bengaluru to Kolkata on day 301 (28 October 2025), its name cut at 20 characters. */
const PASS = 'M1DOE SMITHINGTON/JOHA R4KUVC BLRCCU6E 0975 301Y024B0100 100';

/** A page laid out as a web check-in pass prints it: labels over their values, a stub on the right. */
const PAGE = [
  '                     Boarding Pass (Web Check-in)                              Your Departure terminal is T1',
  '',
  '  DOE                                        BENGALURU (T1) To KOLKATA        DOE',
  '  SMITHINGTON/JOHANNES                                                        SMITHINGTON/JOHANNES',
  '   Flight         Gate          Boarding Time   Boarding      Seat            Flight    6E 975',
  '   6E 975         12            1950 Hrs       Zone 2         24B             Date      28 Oct 2025',
  '',
  '                  Date  28 Oct 2025   Departure  2035 Hrs',
  '                  Gate is subject to change and will close 25 minutes prior to departure',
].join('\n');

function read(page?: string, received: Date | null = new Date('2025-10-28T08:00:00Z')): Reservation {
  const result = processBcbp(
    { kind: 'bcbp', text: PASS },
    { ...(received ? { date: received } : {}), ...(page ? { printedPage: page } : {}) },
    DEFAULT_LIMITS,
  );
  if (result instanceof Promise) throw new Error('processBcbp is synchronous');
  const [r] = result.reservations;
  if (!r) throw new Error('no reservation');
  return r;
}

const trip = (r: Reservation) => r.reservationFor as JsonLdObject;

describe('a boarding pass completed from its printed page', () => {
  it('takes the clocks, gate, terminal and full given name the page prints', () => {
    const r = read(PAGE);
    expect(trip(r)).toMatchObject({
      departureTime: '2025-10-28T20:35:00',
      boardingTime: '2025-10-28T19:50:00',
      departureGate: '12',
      departureTerminal: '1',
    });
    expect(r.underName).toMatchObject({ familyName: 'DOE SMITHINGTON', givenName: 'JOHANNES' });
  });

  it('leaves the pass as its barcode gives it without a page, or on a page of another flight', () => {
    for (const r of [read(), read(PAGE.replaceAll('6E 975', '6E 976'))]) {
      expect(trip(r).departureTime).toBeUndefined();
      expect(trip(r).departureGate).toBeUndefined();
      expect(r.underName).toMatchObject({ givenName: 'JOHA' });
    }
  });

  it('reads both terminals of a route line and a clock with a colon beside its label', () => {
    const page = 'MUMBAI (T1) To BENGALURU (T2)\nFlight 6E 975   Departure: 20:35   Boarding: 7:50 PM\nGate: B7';
    expect(trip(read(page))).toMatchObject({
      departureTerminal: '1',
      arrivalTerminal: '2',
      departureTime: '2025-10-28T20:35:00',
      boardingTime: '2025-10-28T19:50:00',
      departureGate: 'B7',
    });
  });

  it("reads the page of a flight printed with its airline's ICAO designator", () => {
    // IndiGo's ICAO designator is IGO: `IGO975` is 6E 975, `IGO976` another flight.
    expect(trip(read('Flight IGO975\nDeparture 20:35'))).toMatchObject({ departureTime: '2025-10-28T20:35:00' });
    expect(trip(read('Flight IGO976\nDeparture 20:35')).departureTime).toBeUndefined();
  });

  it('takes no boarding clock later than the departure, nor a gate from a sentence', () => {
    const page = 'Flight 6E975\nDeparture 2035 Hrs\nBoarding 2110 Hrs\nGate closes 25 minutes prior';
    const t = trip(read(page));
    expect(t.departureTime).toBe('2025-10-28T20:35:00');
    expect(t.boardingTime).toBeUndefined();
    expect(t.departureGate).toBeUndefined();
  });
});

/** Two passes of one traveller printed on one page, each flight's clocks under its airports' codes. */
const TWO_PASSES = [
  'DATE               FLIGHT            SEAT',
  '28 Oct 2025        6E 975            24B',
  '                   BENGALURU                    KOLKATA',
  '                   BLR                           CCU',
  '                   8:35pm                   11:05pm',
  '                   TERMINAL      GATE      GROUP',
  '                   1             -         4',
  '',
  'DATE               FLIGHT            SEAT',
  '28 Oct 2025        6E 6211           3C',
  '                   KOLKATA                      GUWAHATI',
  '                   CCU                           GAU',
  '                   11:50pm                   1:05am',
  '                   TERMINAL      GATE      GROUP',
  '                   2             B7        4',
].join('\n');

describe('a page of several passes', () => {
  it('reads each pass from its own lines: clocks under the codes, terminal under its label', () => {
    const t = trip(read(TWO_PASSES));
    expect(t).toMatchObject({ departureTime: '2025-10-28T20:35:00', arrivalTime: '2025-10-28T23:05:00' });
    expect(t.departureTerminal).toBe('1');
    // The gate under the next pass's label is not this one's.
    expect(t.departureGate).toBeUndefined();
  });
});

describe('the day of a pass received on its own', () => {
  it('is the printed day that falls on the day of the year the pass gives', () => {
    expect(trip(read(PAGE, null))).toMatchObject({
      departureDay: '2025-10-28',
      departureTime: '2025-10-28T20:35:00',
    });
  });

  it('is left out when no printed day falls on it', () => {
    expect(trip(read(PAGE.replaceAll('28 Oct 2025', '29 Oct 2025'), null)).departureDay).toBeUndefined();
    expect(printedFlightDay('Date 28 Oct 2025', 302)).toBeUndefined();
    expect(printedFlightDay('Date 28 Oct 2025 or June 6, 2024', 301)).toEqual({ year: 2025, month: 10, day: 28 });
  });
});

describe('personFromBcbpName', () => {
  it('drops a title after a second slash, and its start where the name fills the field', () => {
    expect(personFromBcbpName('SMITH/JOHN/MR')).toEqual({ '@type': 'Person', familyName: 'SMITH', givenName: 'JOHN' });
    expect(personFromBcbpName('CHOUDHARY/SUBHASISH/M')).toMatchObject({ givenName: 'SUBHASISH' });
    // A short name's last letter after a slash is not a cut title.
    expect(personFromBcbpName('LEE/ANNA/M')).toMatchObject({ givenName: 'ANNA M' });
  });
});
