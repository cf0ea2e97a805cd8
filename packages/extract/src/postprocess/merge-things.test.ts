import { describe, expect, it } from 'vitest';
import { postprocess } from './index.js';

describe('events described more than once', () => {
  it('keeps one event for a meeting an invitation carries inline and again as an attachment', () => {
    const inline = {
      '@type': 'Event',
      name: 'Quarterly review',
      startDate: { '@type': 'QDateTime', '@value': '2027-05-12T14:00:00+02:00', timezone: 'Europe/Berlin' },
      endDate: { '@type': 'QDateTime', '@value': '2027-05-12T15:00:00+02:00', timezone: 'Europe/Berlin' },
    };
    const attached = {
      '@type': 'Event',
      name: 'Quarterly  review',
      startDate: '2027-05-12T12:00:00Z',
      endDate: '2027-05-12T13:00:00Z',
      location: { '@type': 'Place', name: 'Room 4.12' },
    };
    const { things } = postprocess([], [inline, attached]);
    expect(things).toHaveLength(1);
    expect(things[0]?.startDate).toEqual(inline.startDate);
    expect(things[0]?.location).toEqual({ '@type': 'Place', name: 'Room 4.12' });
  });

  it('keeps two events of one name at different times, and two events at one time with different names', () => {
    const event = (name: string, start: string) => ({ '@type': 'Event', name, startDate: start });
    const { things } = postprocess(
      [],
      [
        event('Team lunch', '2027-05-12T12:00:00+02:00'),
        event('Team lunch', '2027-05-19T12:00:00+02:00'),
        event('Board meeting', '2027-05-12T12:00:00+02:00'),
      ],
    );
    expect(things.map((t) => [t.name, t.startDate])).toEqual([
      ['Team lunch', '2027-05-12T12:00:00+02:00'],
      ['Team lunch', '2027-05-19T12:00:00+02:00'],
      ['Board meeting', '2027-05-12T12:00:00+02:00'],
    ]);
  });
});
