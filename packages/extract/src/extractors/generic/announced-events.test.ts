import { describe, expect, it } from 'vitest';
import { announcedEvents } from './announced-events.js';

const sent = new Date('2022-11-10T08:00:00Z');

describe('announcedEvents', () => {
  it('reads the event a reminder announces in a sentence, with its start and venue', () => {
    const text = [
      'Please note that the event "Harbour Lights Lecture" will start on 2 Dec 2022, 18:30 (UTC).',
      'It will take place at Town Hall (Room 4).',
      '',
      'Agenda for Harbour Lights Lecture',
      '- [18:30 - 19:00] Welcome',
    ].join('\n');
    expect(announcedEvents(text, sent)).toEqual([
      {
        '@context': 'http://schema.org',
        '@type': 'Event',
        name: 'Harbour Lights Lecture',
        startDate: '2022-12-02T18:30:00Z',
        location: { '@type': 'Place', name: 'Town Hall (Room 4)' },
      },
    ]);
  });

  it('keeps a start given without its zone local, and an event without a venue without one', () => {
    const [event] = announcedEvents('Note that the event “Board Games” starts on 5 Dec 2022, 19:00.', sent);
    expect(event).toMatchObject({ name: 'Board Games', startDate: '2022-12-05T19:00:00' });
    expect(event?.location).toBeUndefined();
  });

  it('reads nothing of a start without a clock, or of an event not announced by name', () => {
    expect(announcedEvents('Please note that the event "Board Games" will start on 5 Dec 2022.', sent)).toEqual([]);
    expect(announcedEvents('Our next event will start on 5 Dec 2022, 19:00.', sent)).toEqual([]);
  });
});
