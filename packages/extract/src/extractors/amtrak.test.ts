import { describe, expect, it } from 'vitest';
import { extract } from '../index.js';
import { buildTestPdf } from '../processors/pdf/build-test-pdf.js';
import { amtrak } from './amtrak.js';
import { findExtractors } from './registry.js';
import { expectSample } from './testing/expect-case.js';

/** What a PDF reader makes of an eTicket: columns run into each other, a train's name split by its day. */
const ETICKET = [
  'eTicket',
  'PRESENT THIS DOCUMENT FOR BOARDING',
  'RESERVATION NUMBER 4K7Q2B RES# 4K7Q2B-02MAR24 PHL BOS Round-Trip',
  'PHILADELPHIA, PA BOSTON SOUTH STATION, MA MARCH 15, 2024',
  'Depart',
  'TRAIN NORTHEAST REGIONAL PHILADELPHIA (30TH STREET) -',
  'BOSTON (SOUTH STATION) 172 Mar 15, 2024 2 Reserved Coach Seats',
  'DEPARTS ARRIVES (Fri Mar 15) 10:05 AM 3:41 PM',
  'Return TRAIN 2155 ACELA Mar 17, EXPRESS 2024 BOSTON (SOUTH STATION) - PHILADELPHIA (30TH',
  'STREET) 1 Business Class Seat DEPARTS ARRIVES (Mon Mar 18) 9:40 PM 12:38 AM',
  'RES# 4K7Q2B PHL-BOS | Round-Trip Travel Date: Mar 15, 2024',
].join('\n');

/** A sales receipt's text, its blocks run together where they are spans. */
const RECEIPT = [
  'SALES RECEIPT',
  'Purchased: 03/02/2024 8:12 PM ET',
  'Reservation Number - 4K7Q2BPHILADELPHIA, PA - BOSTON SOUTH STATION, MA (Round-Trip)MARCH 2, 2024',
  'Purchase Summary - Ticket Number 1234567890123',
  'Train 172: PHILADELPHIA (30TH STREET), PA - BOSTON (SOUTH STATION), MADepart 10:05 AM, Friday, March 15, 2024',
  '2 RESERVED COACH SEATS',
  'Total Charged by Amtrak',
  'Passengers',
  'Robin Avery',
  'Sam Avery',
  'Important Information',
  'Questions? Call 1-800-USA-RAIL.',
].join('\n');

/** An eTicket's page as placed text, 7-point, each cell at its column (points from the bottom left). */
const ETICKET_PAGE = [
  { x: 330, y: 740, text: 'RESERVATION NUMBER 7QX4MA' },
  { x: 60, y: 728, text: 'RES# 7QX4MA-03MAY24' },
  { x: 20, y: 716, text: 'CHI' },
  { x: 160, y: 716, text: 'ABQ' },
  { x: 300, y: 716, text: 'One-Way' },
  { x: 20, y: 704, text: 'CHICAGO, IL' },
  { x: 160, y: 704, text: 'ALBUQUERQUE, NM' },
  { x: 300, y: 704, text: 'MAY 20, 2024' },
  { x: 24, y: 680, text: 'TRAIN' },
  { x: 80, y: 680, text: 'SOUTHWEST CHIEF' },
  { x: 220, y: 680, text: 'CHICAGO - ALBUQUERQUE' },
  { x: 390, y: 680, text: 'DEPARTS' },
  { x: 470, y: 680, text: 'ARRIVES (Tue May 21)' },
  { x: 220, y: 671, text: '1 Reserved Coach Seat' },
  { x: 24, y: 662, text: '3' },
  { x: 80, y: 662, text: 'May 20, 2024' },
  { x: 390, y: 662, text: '3:00 PM' },
  { x: 470, y: 662, text: '4:05 PM' },
  { x: 20, y: 644, text: 'PASSENGERS (1)' },
  { x: 300, y: 644, text: 'AMTRAK GUEST REWARDS' },
  { x: 20, y: 635, text: 'MORENO, ALEX' },
  { x: 160, y: 635, text: 'ADULT' },
].map((cell) => ({ ...cell, size: 7 }));

function trips(text: string) {
  return amtrak.extract({ kind: 'text', text }).map((r) => ({
    number: r.reservationNumber,
    name: (r.underName as { name?: string } | undefined)?.name,
    trip: r.reservationFor,
  }));
}

describe('amtrak', () => {
  it('reads the train, its name and the stations', async () => {
    await expectSample(amtrak, 'amtrak-eticket-receipt');
  });

  it('reads the eTickets of real bookings', async () => {
    await expectSample(amtrak, 'amtrak-eticket-new-york-washington-round-trip');
    await expectSample(amtrak, 'amtrak-eticket-cascades-seattle-vancouver');
  });

  it("takes an eTicket's text by its reservation line, whoever sent it", () => {
    expect(findExtractors({ kind: 'pdf-text', text: ETICKET }).map((e) => e.id)).toEqual(['amtrak']);
  });

  it("reads each train of an eTicket whose columns run together, naming it by what precedes the heading's city", () => {
    const found = trips(ETICKET);
    expect(found).toHaveLength(2);
    expect(found[0]?.trip).toMatchObject({
      trainNumber: '172',
      trainName: 'NORTHEAST REGIONAL',
      departureStation: { name: 'PHILADELPHIA (30TH STREET)' },
      arrivalStation: { name: 'BOSTON (SOUTH STATION)' },
      departureTime: '2024-03-15T10:05:00',
      arrivalTime: '2024-03-15T15:41:00',
      provider: { '@type': 'Organization', name: 'Amtrak' },
    });
    expect(found[1]?.trip).toMatchObject({
      trainNumber: '2155',
      trainName: 'ACELA EXPRESS',
      departureStation: { name: 'BOSTON (SOUTH STATION)' },
      arrivalStation: { name: 'PHILADELPHIA (30TH STREET)' },
      departureTime: '2024-03-17T21:40:00',
      arrivalTime: '2024-03-18T00:38:00',
    });
    expect(found.every((f) => f.number === '4K7Q2B')).toBe(true);
  });

  it('reads an eTicket PDF laid out by its columns: the train under its heading, arriving on the day in brackets', async () => {
    const result = await extract(buildTestPdf([{ placed: ETICKET_PAGE, width: 612 }]), { kind: 'pdf' });
    expect(result.reservations).toHaveLength(1);
    expect(result.reservations[0]).toMatchObject({
      reservationNumber: '7QX4MA',
      underName: { name: 'ALEX MORENO' },
      reservationFor: {
        trainNumber: '3',
        trainName: 'SOUTHWEST CHIEF',
        departureStation: { name: 'CHICAGO' },
        arrivalStation: { name: 'ALBUQUERQUE' },
        departureTime: '2024-05-20T15:00:00',
        arrivalTime: '2024-05-21T16:05:00',
        provider: { name: 'Amtrak' },
      },
    });
  }, 60_000);

  it('reads a sales receipt: each train for each passenger listed', () => {
    const found = trips(RECEIPT);
    expect(found.map((f) => f.name)).toEqual(['Robin Avery', 'Sam Avery']);
    expect(found[0]).toMatchObject({
      number: '4K7Q2B',
      trip: {
        trainNumber: '172',
        departureStation: { name: 'PHILADELPHIA (30TH STREET), PA' },
        arrivalStation: { name: 'BOSTON (SOUTH STATION), MA' },
        departureTime: '2024-03-15T10:05:00',
      },
    });
  });

  it('reads the train of a receipt whose passengers heading is followed by long runs of blank lines and no end', () => {
    // The passenger list is read in time along the receipt's length: a pattern that could split the blank lines
    // under the heading many ways would not end on a receipt like this one.
    const text = RECEIPT.replace('Passengers\n', `Passengers${'\n'.repeat(4000)}`).replace('Important Information', '');
    const found = trips(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ number: '4K7Q2B', name: undefined, trip: { trainNumber: '172' } });
  });

  it('reads no train from an eTicket whose route it cannot tell from the name', () => {
    expect(trips(ETICKET.replace('PHILADELPHIA, PA BOSTON SOUTH STATION, MA', 'MARCH 15, 2024'))).toEqual([]);
  });
});
