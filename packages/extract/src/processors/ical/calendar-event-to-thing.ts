import type { JsonLdObject } from '../../schema/reservation.js';
import { type CalendarEvent, renderEventTime } from './read-calendar.js';

/**
 * `C Base (Rungestraße 20, Berlin, Germany)` → the venue's name and its address (street, locality, country);
 * a location without that shape is the venue's name as a whole.
 */
export function placeFromLocation(location: string): JsonLdObject {
  const match = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(location.trim());
  const parts = match?.[2]?.split(',').map((p) => p.trim()) ?? [];
  if (!match?.[1] || parts.length < 2) return { '@type': 'Place', name: location.trim() };
  const address: JsonLdObject = { '@type': 'PostalAddress' };
  const country = parts.length >= 3 ? parts.pop() : undefined;
  const locality = parts.pop();
  if (parts.length) address.streetAddress = parts.join(', ');
  if (locality) address.addressLocality = locality;
  if (country) address.addressCountry = country;
  return { '@type': 'Place', name: match[1], address };
}

/** A calendar event that books nothing, as a schema.org Event. */
export function calendarEventToThing(event: CalendarEvent): JsonLdObject | undefined {
  if (!event.summary || !event.start) return undefined;
  const thing: JsonLdObject = {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: event.summary.trim(),
    startDate: renderEventTime(event.start),
  };
  if (event.end) thing.endDate = renderEventTime(event.end);
  if (event.description) thing.description = event.description;
  if (event.url) thing.url = event.url;
  if (event.location || event.geo) {
    const place = event.location ? placeFromLocation(event.location) : { '@type': 'Place' };
    if (event.geo) place.geo = { '@type': 'GeoCoordinates', ...event.geo };
    thing.location = place;
  }
  return thing;
}
