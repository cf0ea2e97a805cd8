import { describe, expect, it } from 'vitest';
import { getyourguide } from '../getyourguide.js';

const sent = new Date('2025-10-01T10:00:00Z');

/** A GetYourGuide confirmation as plain text, the activity's title under the headline as given. */
function booking(title: string): string {
  return `Your booking is confirmed!\n\n${title}Date: Thursday, October 23, 2025\nTime: 9:30 AM\nParticipants: 2 x Adult (Age 18-99)\n\nBooking reference: GYGX7K4M2QP\nLead traveler: Tom Becker\n\nMeeting point\nPiazza del Risorgimento 1, 00192 Rome, Italy\n`;
}

describe('an activity printed under its headline', () => {
  it('reads the title under the headline', () => {
    const [activity] = getyourguide.extract({ kind: 'text', text: booking('Vatican Museums Tour\n\n'), date: sent });
    expect(activity?.reservationFor).toMatchObject({ name: 'Vatican Museums Tour', startDate: '2025-10-23T09:30:00' });
  });

  it('takes no title from the day line when none is printed', () => {
    expect(getyourguide.extract({ kind: 'text', text: booking(''), date: sent })).toEqual([]);
  });
});
