import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../processors/html/html-to-plain-text.js';
import type { Reservation } from '../../schema/reservation.js';
import { readWhen } from './date-time.js';
import { clockLedCards } from './flight-cards.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2025-03-02T10:00:00Z');
const read = (value: string) => readWhen(value, sent);

function flights(found: readonly Reservation[]): unknown[][] {
  return found.map((r) => {
    const f = r.reservationFor as Record<string, Record<string, unknown> | string>;
    const [from, to] = [f.departureAirport as Record<string, unknown>, f.arrivalAirport as Record<string, unknown>];
    return [r.reservationNumber, f.flightNumber, from?.iataCode, to?.iataCode, f.departureTime, f.arrivalTime];
  });
}

describe('flights printed as cards of a day over two clock-led ends', () => {
  it('reads the designator run on to the day above the ends, as airline receipts print it', () => {
    const html = `<p>Booking reference: KQ4TZP</p>
<p>Flight info</p><p>DY1184-14 Mar 2025</p><p>07:05 Stockholm-Arlanda</p><p>09:10 London-Gatwick</p>
<p>Flight info</p><p>DY1185-21 Mar 2025</p><p>10:00 London-Gatwick</p><p>13:05 Stockholm-Arlanda</p>`;
    expect(flights(readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent }))).toEqual([
      ['KQ4TZP', '1184', 'ARN', 'LGW', '2025-03-14T07:05:00', '2025-03-14T09:10:00'],
      ['KQ4TZP', '1185', 'LGW', 'ARN', '2025-03-21T10:00:00', '2025-03-21T13:05:00'],
    ]);
  });

  it('takes the designator between or below the ends, the clock written 18h05 and each end its own day', () => {
    const text = [
      'Booking reference',
      'ZR8PQT',
      '',
      'Friday, March 14',
      '',
      '18h05 Lyon Saint-Exupery Airport - Terminal 1',
      '',
      'Flight AF7650 - Operated by Air France',
      '',
      '19h20 Aeroport Charles de Gaulle - Terminal 2F',
      '',
      'Sat 15 Mar 25',
      '',
      '06:30 London (Heathrow Airport, United Kingdom)',
      '',
      'Sat 15 Mar 25',
      '',
      '09:00 Amsterdam (Schiphol, Netherlands)',
      '',
      'Flight number: KL 1000',
    ].join('\n');
    const found = readLabelledBooking({ kind: 'text', text, date: sent });
    expect(flights(found)).toEqual([
      ['ZR8PQT', '7650', 'LYS', 'CDG', '2025-03-14T18:05:00', '2025-03-14T19:20:00'],
      ['ZR8PQT', '1000', 'LHR', 'AMS', '2025-03-15T06:30:00', '2025-03-15T09:00:00'],
    ]);
    const terminals = found.map((r) => {
      const f = r.reservationFor as Record<string, unknown>;
      return [f.departureTerminal, f.arrivalTerminal];
    });
    expect(terminals[0]).toEqual(['1', '2F']);
  });

  it("reads a card whose day follows a heading's mark and whose designator stands between the day and the ends", () => {
    const card = [
      'Andata — venerdì 14 marzo 2025',
      'Ryanair FR 4811',
      '06:15 Milano Bergamo (BGY)',
      '08:00 Catania (CTA)',
    ];
    expect(clockLedCards(card, read).facts.map((f) => [f.fact, f.value])).toEqual([
      ['flight', 'FR 4811'],
      ['date', '2025-03-14'],
      ['depart', 'Milano Bergamo 06:15'],
      ['arrive', 'Catania 08:00'],
    ]);
  });

  it('reads no card whose designator is missing, doubled, or whose ends are one airport', () => {
    expect(clockLedCards(['14 Mar 2025', '07:05 Stockholm-Arlanda', '09:10 London-Gatwick'], read).facts).toEqual([]);
    expect(
      clockLedCards(['DY1184-14 Mar 2025', '07:05 Stockholm-Arlanda', 'DY1186', '09:10 London-Gatwick'], read).facts,
    ).toEqual([]);
    expect(clockLedCards(['DY1184-14 Mar 2025', '07:05 London-Gatwick', '09:10 Gatwick'], read).facts).toEqual([]);
  });
});

describe('other ways of printing a booking that the general readers read', () => {
  it('reads a plain-text e-ticket whose flight heads its block with a colon and whose airports carry their town', () => {
    const text = [
      'Booking reference: QX7TRB',
      '',
      'BA0760: British Airways | Euro Traveller | Confirmed',
      'Depart: 3 Apr 2025 07:25 - Heathrow (London) - Terminal 5',
      'Arrive: 3 Apr 2025 10:30 - Helsinki',
      '',
      'Passenger list',
      'MRS ANNA VIRTANEN',
    ].join('\n');
    const found = readLabelledBooking({ kind: 'text', text, date: sent });
    expect(flights(found)).toEqual([['QX7TRB', '760', 'LHR', 'HEL', '2025-04-03T07:25:00', '2025-04-03T10:30:00']]);
    expect((found[0]?.underName as Record<string, unknown>)?.name).toMatch(/anna virtanen/i);
  });

  it('reads a route line between a trip count and an ICAO designator, the reference in brackets in a sentence', () => {
    const html = `<p>Hi, ANNA; here are the details for your booking (KXBQTRW)</p>
<table><tr><td>1 of 1 London Gatwick to Geneva EZY8395</td></tr>
<tr><td>Departs: Sun 16 Mar 2025 06:50</td></tr><tr><td>Arrives: Sun 16 Mar 2025 09:35</td></tr></table>`;
    expect(flights(readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent }))).toEqual([
      ['KXBQTRW', '8395', 'LGW', 'GVA', '2025-03-16T06:50:00', '2025-03-16T09:35:00'],
    ]);
  });

  it("reads a table's row of both stations and both clocks under its day as a train", () => {
    const text = [
      'Booking reference: TRQ7ZP',
      '',
      'Outbound Standard Premier Friday, 14 March 2025',
      "London St Pancras Int'l Paris Gare du Nord 09:01 12:20 2 hrs 19 mins Direct",
    ].join('\n');
    const [train, ...more] = readLabelledBooking({ kind: 'text', text, date: sent });
    const trip = train?.reservationFor as Record<string, Record<string, unknown> | string>;
    expect(more).toEqual([]);
    expect(train?.['@type']).toBe('TrainReservation');
    expect([trip.departureStation, trip.arrivalStation].map((s) => (s as Record<string, unknown>).name)).toEqual([
      "London St Pancras Int'l",
      'Paris Gare du Nord',
    ]);
    expect([trip.departureTime, trip.arrivalTime]).toEqual(['2025-03-14T09:01:00', '2025-03-14T12:20:00']);
  });

  it("names a ride's traveller printed before the coach and seat, or in a headline the booking is confirmed for", () => {
    const seated = [
      'Booking reference: TRQ7ZP',
      '',
      'Outbound Standard Premier Friday, 14 March 2025',
      "London St Pancras Int'l Paris Gare du Nord 09:01 12:20 2 hrs 19 mins Direct",
      'Claire Martin Coach 7 - Seat 42',
    ].join('\n');
    const [train] = readLabelledBooking({ kind: 'text', text: seated, date: sent });
    expect((train?.underName as Record<string, unknown>)?.name).toBe('Claire Martin');
    const headline = seated
      .replace('Claire Martin Coach 7 - Seat 42', '')
      .replace('Booking reference: TRQ7ZP', 'Booking confirmed for Claire Martin\nBooking reference: TRQ7ZP');
    const [named] = readLabelledBooking({ kind: 'text', text: headline, date: sent });
    expect((named?.underName as Record<string, unknown>)?.name).toBe('Claire Martin');
  });

  it('reads a stay whose days stand above its clocks, named by the subject and referenced by "Ref."', () => {
    const html = `<h1>Your reservation</h1><p>Nordlys Hotel Bergen</p><p>Ref. 612345789</p>
<p>Fri 14. Mar 2025<br>Check-in from 15:00</p><p>Sun 16. Mar 2025<br>Check out before 12:00</p>
<h2>Address</h2><p>Valkendorfsgaten 8, Bergen, NO</p>`;
    const [stay] = readLabelledBooking({
      kind: 'html',
      text: htmlToPlainText(html),
      html,
      date: sent,
      subject: 'Booking Confirmation Nordlys Hotel Bergen',
    });
    expect(stay?.reservationNumber).toBe('612345789');
    expect((stay?.reservationFor as Record<string, unknown>)?.name).toBe('Nordlys Hotel Bergen');
    expect([stay?.checkinTime, stay?.checkoutTime]).toEqual(['2025-03-14T15:00:00', '2025-03-16T12:00:00']);
  });
});
