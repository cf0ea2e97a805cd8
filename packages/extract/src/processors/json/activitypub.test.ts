import { describe, expect, it } from 'vitest';
import { convertActivityPubEvent } from './activitypub.js';

const CONTEXT = ['https://www.w3.org/ns/activitystreams', { toot: 'http://joinmastodon.org/ns#' }];

describe('convertActivityPubEvent', () => {
  it('gives the event a Create activity carries, with a place whose address is one line', () => {
    const event = convertActivityPubEvent({
      '@context': CONTEXT,
      type: 'Create',
      actor: 'https://events.example/@club',
      object: {
        type: 'Event',
        name: 'Repair Café',
        startTime: '2025-03-08T14:00:00+01:00',
        endTime: '2025-03-08T17:00:00+01:00',
        location: [{ type: 'Place', name: 'Stadtteilzentrum', address: 'Hauptstraße 5, 8010 Graz' }],
      },
    });
    expect(event).toEqual({
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: 'Repair Café',
      startDate: '2025-03-08T14:00:00+01:00',
      endDate: '2025-03-08T17:00:00+01:00',
      location: {
        '@type': 'Place',
        name: 'Stadtteilzentrum',
        address: { '@type': 'PostalAddress', streetAddress: 'Hauptstraße 5, 8010 Graz' },
      },
    });
  });

  it('gives nothing for an activity without an event, or an event outside ActivityStreams', () => {
    expect(convertActivityPubEvent({ '@context': CONTEXT, type: 'Create', object: { type: 'Note' } })).toBeUndefined();
    expect(convertActivityPubEvent({ type: 'Event', name: 'x', startTime: '2025-03-08T14:00:00Z' })).toBeUndefined();
  });
});
