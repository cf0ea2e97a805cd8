import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import { processIcal } from './index.js';

function calendar(...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN'];
  for (const [i, event] of events.entries()) {
    lines.push('BEGIN:VEVENT', `UID:${i}@test`, 'DTSTAMP:20240101T000000Z', ...event, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

async function run(text: string) {
  return processIcal({ kind: 'ics', text }, {}, DEFAULT_LIMITS);
}

describe('a stay put into the calendar as a check-in and a check-out event', () => {
  it('is one stay from the check-in to the check-out, and no events beside it', async () => {
    const { reservations, things } = await run(
      calendar(
        [
          'SUMMARY:Check-in: Hotel Bayerischer Hof',
          'LOCATION:Promenadeplatz 2-6\\, 80333 München',
          'DESCRIPTION:Reservierungsnummer: 44556677',
          'DTSTART;TZID=Europe/Berlin:20240801T150000',
          'DTEND;TZID=Europe/Berlin:20240801T160000',
        ],
        [
          'SUMMARY:Check-out: Hotel Bayerischer Hof',
          'DTSTART;TZID=Europe/Berlin:20240803T110000',
          'DTEND;TZID=Europe/Berlin:20240803T113000',
        ],
      ),
    );
    expect(things).toEqual([]);
    expect(reservations).toEqual([
      expect.objectContaining({
        '@type': 'LodgingReservation',
        reservationNumber: '44556677',
        checkinTime: { '@type': 'QDateTime', '@value': '2024-08-01T15:00:00+02:00', timezone: 'Europe/Berlin' },
        checkoutTime: { '@type': 'QDateTime', '@value': '2024-08-03T11:00:00+02:00', timezone: 'Europe/Berlin' },
        reservationFor: expect.objectContaining({ name: 'Hotel Bayerischer Hof' }),
      }),
    ]);
  });

  it('leaves a flight check-in and a check-in without its check-out as events', async () => {
    const { reservations, things } = await run(
      calendar(
        ['SUMMARY:Check-in: LH 400', 'DTSTART:20240801T080000Z'],
        ['SUMMARY:Check-out: LH 400', 'DTSTART:20240803T080000Z'],
        ['SUMMARY:Check-in: Hotel Adlon', 'DESCRIPTION:Confirmation: 12345', 'DTSTART:20240801T130000Z'],
      ),
    );
    expect(reservations).toEqual([]);
    expect(things).toHaveLength(3);
  });
});
