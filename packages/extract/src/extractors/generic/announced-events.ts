import type { JsonLdObject } from '../../schema/reservation.js';
import { readWhen } from './date-time.js';

/**
 * An event a sentence announces with its name in quotes and its start (`Please note that the event "Baking with Cats"
 * will start on 11 Nov 2022, 13:37 (UTC).`), as an event manager reminds those taking part. The start must give a day
 * and a clock; `(UTC)` after it makes it an instant.
 */
const ANNOUNCED =
  /\bthe event\s+["“]([^"”\n]{2,100})["”]\s+(?:will start|will begin|starts|begins)\s+on\s+([^\n]{4,60}?)(?:\s*\((UTC|GMT)\))?\s*\./i;

/** Where the announcement says the event takes place: `It will take place at Home (Bed).` */
const TAKES_PLACE = /\bit will take place (?:at|in)\s+([^.\n]{2,80}?)\s*\.(?:\s|$)/i;

/**
 * The events a text announces in a sentence (a reminder of an event, not a booking): schema.org Events with their
 * name, start and venue. None when the sentence gives no clock for the start.
 */
export function announcedEvents(text: string, reference?: Date): JsonLdObject[] {
  const announced = ANNOUNCED.exec(text.length > 20_000 ? text.slice(0, 20_000) : text);
  const name = announced?.[1]?.trim();
  const when = announced?.[2] ? readWhen(announced[2], reference) : undefined;
  if (!announced || !name || !when?.dateTime || when.rest !== '') return [];
  const venue = TAKES_PLACE.exec(text.slice(announced.index))?.[1]?.trim();
  return [
    {
      '@context': 'http://schema.org',
      '@type': 'Event',
      name,
      startDate: announced[3] ? `${when.dateTime}Z` : when.dateTime,
      ...(venue ? { location: { '@type': 'Place', name: venue } } : {}),
    },
  ];
}
