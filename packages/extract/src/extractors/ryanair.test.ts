import { describe, expect, it } from 'vitest';
import { extract } from '../index.js';
import { buildTestPdf, type TestPdfPage } from '../processors/pdf/build-test-pdf.js';
import { findExtractors } from './registry.js';
import { ryanair } from './ryanair.js';
import { expectSample } from './testing/expect-case.js';

/** A boarding pass's page as placed text (points from the bottom left), its labels over their values. */
function boardingPassPage(name: string, seat: string): TestPdfPage {
  const cells = [
    { x: 300, y: 760, text: 'Boarding pass' },
    { x: 390, y: 760, text: 'SPAIN' },
    { x: 300, y: 750, text: 'NON-PRIORITY Q' },
    { x: 300, y: 740, text: 'BVA - MAD | FR5412' },
    { x: 300, y: 722, text: name },
    { x: 300, y: 712, text: 'Boarding' },
    { x: 360, y: 712, text: 'Seat' },
    { x: 300, y: 703, text: 'Rear Door' },
    { x: 360, y: 694, text: seat },
    { x: 300, y: 685, text: 'Booking ref' },
    { x: 360, y: 685, text: 'Window' },
    { x: 300, y: 676, text: 'K7QW2D' },
    { x: 360, y: 676, text: 'Seq' },
    { x: 300, y: 650, text: 'Paris Beauvais' },
    { x: 470, y: 650, text: 'Madrid' },
    { x: 300, y: 641, text: 'Date' },
    { x: 390, y: 641, text: 'Gate Closes' },
    { x: 470, y: 641, text: 'Departs' },
    { x: 300, y: 632, text: '14. Mar 2026' },
    { x: 390, y: 632, text: '21:25' },
    { x: 470, y: 632, text: '21:55' },
    { x: 470, y: 600, text: 'Flight arrives00:05' },
  ];
  return { placed: cells.map((c) => ({ ...c, size: 7 })), width: 595 };
}

describe('ryanair', () => {
  it('reads the boarding passes of a PDF, one a page, its values below their labels', async () => {
    const pdf = buildTestPdf([boardingPassPage('ROBIN AVERY', '12F'), boardingPassPage('SAM AVERY', '12E')]);
    const result = await extract(pdf, { kind: 'pdf' });
    const passes = result.reservations.map((r) => ({
      number: r.reservationNumber,
      name: (r.underName as { name?: string }).name,
      seat: (r.reservedTicket as { ticketedSeat?: { seatNumber?: string } } | undefined)?.ticketedSeat?.seatNumber,
      flight: r.reservationFor,
    }));
    expect(passes.map((p) => [p.number, p.name, p.seat])).toEqual([
      ['K7QW2D', 'ROBIN AVERY', '12F'],
      ['K7QW2D', 'SAM AVERY', '12E'],
    ]);
    expect(passes[0]?.flight).toMatchObject({
      airline: { iataCode: 'FR' },
      flightNumber: '5412',
      departureAirport: { iataCode: 'BVA' },
      arrivalAirport: { iataCode: 'MAD' },
      departureTime: { '@value': '2026-03-14T21:55:00+01:00' },
      arrivalTime: { '@value': '2026-03-15T00:05:00+01:00' },
    });
  }, 60_000);

  it('takes a boarding pass by its route line, whoever sent it', () => {
    const text = 'Boarding pass\nBVA - MAD | FR5412\nROBIN AVERY';
    expect(findExtractors({ kind: 'pdf-text', text }).map((e) => e.id)).toEqual(['ryanair']);
  });

  it('reads the outbound and return flights of the confirmation', async () => {
    await expectSample(ryanair, 'ryanair-travel-itinerary');
  });

  it('reads a time change under the same reservation number', async () => {
    await expectSample(ryanair, 'ryanair-flight-time-change');
  });

  it('reads each row of the HTML flight table', async () => {
    await expectSample(ryanair, 'ryanair-travel-itinerary-html');
  });
});
