import { describe, expect, it } from 'vitest';
import { readCalendar } from './read-calendar.js';
import { tableReservation } from './table-event.js';

function eventOf(...lines: string[]) {
  const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:1@test']
    .concat('DTSTAMP:20240101T000000Z', lines, 'END:VEVENT', 'END:VCALENDAR', '')
    .join('\r\n');
  const read = readCalendar(text, 10);
  if (!read.ok || !read.events[0]) throw new Error('unreadable');
  return read.events[0];
}

describe('tableReservation', () => {
  it('books a table titled by the booking and the restaurant, for the party the description states', () => {
    const reservation = tableReservation(
      eventOf(
        'SUMMARY:Reservation at Le Petit Bistro',
        'LOCATION:Le Petit Bistro\\, 120 W 56th St\\, New York\\, NY 10019',
        'DESCRIPTION:Party of 4\\nConfirmation #: 112233',
        'DTSTART;TZID=America/New_York:20240712T193000',
        'DTEND;TZID=America/New_York:20240712T213000',
      ),
    );
    expect(reservation).toEqual(
      expect.objectContaining({
        '@type': 'FoodEstablishmentReservation',
        reservationNumber: '112233',
        partySize: 4,
        startTime: { '@type': 'QDateTime', '@value': '2024-07-12T19:30:00-04:00', timezone: 'America/New_York' },
      }),
    );
    expect(reservation?.reservationFor).toEqual(
      expect.objectContaining({
        name: 'Le Petit Bistro',
        address: expect.objectContaining({ streetAddress: '120 W 56th St', addressLocality: 'New York' }),
      }),
    );
  });

  it('reads the party in the brackets of a German title', () => {
    const reservation = tableReservation(
      eventOf(
        'SUMMARY:Tischreservierung im Restaurant Zur Post (2 Personen)',
        'DESCRIPTION:Reservierungsnummer: 7788',
        'DTSTART;TZID=Europe/Berlin:20240713T190000',
      ),
    );
    expect(reservation).toEqual(expect.objectContaining({ reservationNumber: '7788', partySize: 2 }));
    expect(reservation?.reservationFor).toEqual(expect.objectContaining({ name: 'Restaurant Zur Post' }));
  });

  it('books no table for a reservation that states no party, nor for an all-day event', () => {
    expect(
      tableReservation(
        eventOf('SUMMARY:Reservation at the Hilton', 'DESCRIPTION:Confirmation: 55512', 'DTSTART:20240712T150000Z'),
      ),
    ).toBeUndefined();
    expect(
      tableReservation(
        eventOf('SUMMARY:Reservation at Le Petit Bistro', 'DESCRIPTION:Party of 4', 'DTSTART;VALUE=DATE:20240712'),
      ),
    ).toBeUndefined();
  });

  it('books no table at a place to stay for its guests, nor for an event running over days', () => {
    expect(
      tableReservation(
        eventOf(
          'SUMMARY:Reservation at Hotel Adlon Kempinski',
          'DESCRIPTION:2 guests',
          'DTSTART;TZID=Europe/Berlin:20240703T150000',
          'DTEND;TZID=Europe/Berlin:20240703T160000',
        ),
      ),
    ).toBeUndefined();
    expect(
      tableReservation(
        eventOf(
          'SUMMARY:Reservation at Sunny Corner',
          'DESCRIPTION:2 guests',
          'DTSTART;TZID=Europe/Berlin:20240703T150000',
          'DTEND;TZID=Europe/Berlin:20240706T110000',
        ),
      ),
    ).toBeUndefined();
    // A late dinner past midnight is still one.
    expect(
      tableReservation(
        eventOf(
          'SUMMARY:Reservation at Sunny Corner',
          'DESCRIPTION:Party of 2',
          'DTSTART;TZID=Europe/Berlin:20240703T220000',
          'DTEND;TZID=Europe/Berlin:20240704T003000',
        ),
      ),
    ).toEqual(expect.objectContaining({ partySize: 2 }));
  });
});
