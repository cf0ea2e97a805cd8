import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract } from '../../index.js';
import { singleSpaced, withoutCommonIndent, withoutTrailingSpace } from './line-spacing.js';

describe('singleSpaced', () => {
  it('takes out the blank line after each line of a double-spaced text, and makes each run of them one', () => {
    const text =
      'Booking\n\nHotel: Fairmont\n\nCheck-in: 14 Oct\n\nCheck-out: 17 Oct\n\n\n\nFlight: AC 857\n\nSeat: 31A\n\nClass: Economy\n';
    expect(singleSpaced(text)).toBe(
      'Booking\nHotel: Fairmont\nCheck-in: 14 Oct\nCheck-out: 17 Oct\n\nFlight: AC 857\nSeat: 31A\nClass: Economy',
    );
  });

  it('keeps as many blank lines between blocks as the text had before each line was given one after it', () => {
    const lines = ['BA0444', '23 Jun 2016', '20:05', '', '', '', 'BA0443', '27 Jun 2016', '21:05', '', 'Passenger'];
    expect(singleSpaced(lines.join('\n\n'))).toBe(lines.join('\n'));
  });

  it('gives back a text laid out in blocks as it is', () => {
    const text = 'Booking\nHotel: Fairmont\n\nCheck-in: 14 Oct\nCheck-out: 17 Oct\n\nFlight: AC 857\nSeat: 31A\n';
    expect(singleSpaced(text)).toBe(text);
  });
});

describe('a double-spaced itinerary', () => {
  it("reads each segment's own lines, not only its first (a hotel keeps its own confirmation)", async () => {
    const mail = readFileSync(new URL('../../../samples/amex-gbt-trip-itinerary/input.eml', import.meta.url), 'utf8');
    const at = mail.indexOf('\n\n');
    const spaced = `${mail.slice(0, at + 2)}${mail
      .slice(at + 2)
      .split('\n')
      .join('\n\n')}`;
    const { reservations } = await extract(spaced, { fileName: 'mail.eml' });
    expect(reservations.map((r) => [r['@type'], r.reservationNumber])).toEqual([
      ['FlightReservation', 'QW2ERT'],
      ['LodgingReservation', '85412367'],
      ['FlightReservation', 'QW2ERT'],
    ]);
  });
});

describe('withoutCommonIndent', () => {
  it('takes off the indent all lines share, keeping what each line has beyond it', () => {
    expect(withoutCommonIndent('    Booking: X1\n\n      Seat: 3A\n    Total: 10')).toBe(
      'Booking: X1\n\n  Seat: 3A\nTotal: 10',
    );
  });

  it('gives back a text with a line that is not set in as it is', () => {
    const text = 'Booking: X1\n    Seat: 3A';
    expect(withoutCommonIndent(text)).toBe(text);
  });

  it("reads an indented confirmation's flights as the provider's reader does when it is not indented", async () => {
    const mail = readFileSync(new URL('../../../samples/edreams-booking-confirmed/input.eml', import.meta.url), 'utf8');
    const at = mail.indexOf('\n\n');
    const body = mail.slice(at + 2);
    const indented = `${mail.slice(0, at + 2)}${body
      .split('\n')
      .map((line) => (line.trim() ? `    ${line}` : line))
      .join('\n')}`;
    const [asSent, setIn] = await Promise.all([mail, indented].map((m) => extract(m, { fileName: 'mail.eml' })));
    expect(setIn?.reservations.map((r) => r.reservationNumber)).toEqual(
      asSent?.reservations.map((r) => r.reservationNumber),
    );
    expect(setIn?.reservations.length).toBeGreaterThan(0);
  });
});

describe('withoutTrailingSpace', () => {
  it('takes the spaces and carriage returns that end lines off, and gives a text without them back as it is', () => {
    expect(withoutTrailingSpace('Booking: X1  \r\nSeat: 3A\t\r\n')).toBe('Booking: X1\nSeat: 3A\n');
    const text = 'Booking: X1\nSeat: 3A';
    expect(withoutTrailingSpace(text)).toBe(text);
  });

  it('gives what trimming every line would give, over random texts of spaces, tabs and line ends', () => {
    const marks = [' ', '\t', '\r', '\n', 'a', '\u2028', ':'];
    const trimmed = (t: string) =>
      t
        .split('\n')
        .map((line) => line.replace(/[ \t\r]+$/, ''))
        .join('\n');
    let seed = 7;
    for (let n = 0; n < 5000; n++) {
      let t = '';
      const length = n % 12;
      for (let k = 0; k < length; k++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        t += marks[seed % marks.length];
      }
      expect(withoutTrailingSpace(t)).toBe(trimmed(t));
    }
  });

  it('reads an e-ticket whose lines end in spaces and CRLF as it reads the ticket as printed', async () => {
    const ticket = readFileSync(
      new URL('../../../samples/amtrak-eticket-new-york-baltimore-round-trip/input.txt', import.meta.url),
      'utf8',
    );
    const ended = ticket
      .split('\n')
      .map((line) => `${line}  `)
      .join('\r\n');
    const date = new Date('2018-08-29T12:00:00Z');
    const [asSent, spaced] = await Promise.all(
      [ticket, ended].map((t) => extract(t, { fileName: 'eticket.txt', date })),
    );
    const times = (r: typeof asSent) =>
      r?.reservations.map((x) => [x.reservationNumber, (x.reservationFor as Record<string, unknown>).departureTime]);
    expect(times(spaced)).toEqual(times(asSent));
    expect(asSent?.reservations.length).toBeGreaterThan(0);
  });
});
