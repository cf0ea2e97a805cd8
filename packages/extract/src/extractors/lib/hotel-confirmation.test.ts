import { describe, expect, it } from 'vitest';
import { bookingCom } from '../booking-com.js';
import { expedia } from '../expedia.js';
import { marriott } from '../marriott.js';

const sent = new Date('2025-02-11T21:40:18Z');

/** A Marriott confirmation as plain text, its hotel block beneath the confirmation number. */
function confirmation(block: string, days: string): string {
  return `Confirmation Number: 81234567\n\n${block}${days}\nGuest Name: Daniel Park\nNumber of Rooms: 1\nTotal for stay (all rooms): 897.00 USD\n`;
}

const hotelBlock =
  'Marriott Marquis Chicago\n2121 South Prairie Avenue, Chicago, Illinois 60616 USA\n+1 312-824-0500\n\n';

describe('a hotel confirmation read beneath its marker line', () => {
  it('reads no hotel when no block follows the marker: the day lines are no hotel name or address', () => {
    const text = confirmation(
      '',
      'Check-In: Monday, March 10, 2025 (4:00 PM)\nCheck-Out: Thursday, March 13, 2025 (11:00 AM)\n',
    );
    expect(marriott.extract({ kind: 'text', text, date: sent })).toEqual([]);
  });

  it('takes no check-in from the check-out line under an empty check-in label', () => {
    const text = confirmation(hotelBlock, 'Check-In:\nCheck-Out: Thursday, March 13, 2025 (11:00 AM)\n');
    const [stay] = marriott.extract({ kind: 'text', text, date: sent });
    expect(stay).toMatchObject({ checkoutTime: '2025-03-13T11:00:00' });
    expect(stay).not.toHaveProperty('checkinTime');
  });

  it('still reads a day printed on the line under its label', () => {
    const text = confirmation(
      hotelBlock,
      'Check-In:\nMonday, March 10, 2025 (4:00 PM)\nCheck-Out:\nThursday, March 13, 2025 (11:00 AM)\n',
    );
    const [stay] = marriott.extract({ kind: 'text', text, date: sent });
    expect(stay).toMatchObject({
      reservationFor: { name: 'Marriott Marquis Chicago' },
      checkinTime: '2025-03-10T16:00:00',
      checkoutTime: '2025-03-13T11:00:00',
    });
  });

  it('reads no numeric day whose order is unsure: a day-first format meeting a hotel in the United States', () => {
    const itinerary = (checkin: string, checkout: string) =>
      `Itinerary # 72812345678901\n\nThe Westin Seattle\n1900 5th Avenue, Seattle, WA, 98101 United States of America\n+1 (206) 728-1000\n\nCheck-in: ${checkin}\nCheck-out: ${checkout}\n\nReserved for Kevin Brooks\n`;
    const read = (text: string) => expedia.extract({ kind: 'text', text, date: new Date('2025-05-01T12:00:00Z') })[0];
    const unsure = read(itinerary('06/07/2025 (3:00 PM)', '06/09/2025 (12:00 PM)'));
    expect(unsure).not.toHaveProperty('checkinTime');
    expect(unsure).not.toHaveProperty('checkoutTime');
    expect(read(itinerary('Fri, Jun 20 (3:00 PM)', 'Mon, Jun 23 (12:00 PM)'))).toMatchObject({
      checkinTime: '2025-06-20T15:00:00',
      checkoutTime: '2025-06-23T12:00:00',
    });
  });

  it('leaves by the end of a span of check-out times, not its start', () => {
    const text =
      'Booking details\n\nHotel Alpenrose\nInnstraße 12, 6020 Innsbruck, Austria\n\nConfirmation number: 4012.345.678\n\nCheck-in\nThursday, 12 June 2025 (from 15:00 until 00:00)\n\nCheck-out\nSunday, 15 June 2025 (from 07:00 until 11:00)\n';
    const [stay] = bookingCom.extract({ kind: 'text', text, date: new Date('2025-05-01T12:00:00Z') });
    expect(stay).toMatchObject({ checkinTime: '2025-06-12T15:00:00', checkoutTime: '2025-06-15T11:00:00' });
  });
});
