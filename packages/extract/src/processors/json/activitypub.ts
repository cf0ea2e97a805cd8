import { isObject } from '../../postprocess/json-ld.js';
import type { JsonLdObject, JsonLdValue } from '../../schema/reservation.js';

function isActivityStreams(value: Record<string, unknown>): boolean {
  const ctx = value['@context'];
  const list = Array.isArray(ctx) ? ctx : [ctx];
  return list.some((c) => typeof c === 'string' && c.includes('w3.org/ns/activitystreams'));
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function convertPlace(location: Record<string, unknown>): JsonLdObject {
  const place: JsonLdObject = { '@type': 'Place' };
  const name = text(location.name);
  if (name) place.name = name;
  // Some servers write the address as one line.
  const line = text(location.address);
  if (line) place.address = { '@type': 'PostalAddress', streetAddress: line };
  if (isObject(location.address)) {
    const address: JsonLdObject = { '@type': 'PostalAddress' };
    for (const key of ['streetAddress', 'postalCode', 'addressLocality', 'addressRegion', 'addressCountry']) {
      const v = text(location.address[key]);
      if (v) address[key] = v;
    }
    place.address = address;
  }
  if (typeof location.latitude === 'number' && typeof location.longitude === 'number') {
    place.geo = { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude };
  }
  return place;
}

function isEvent(value: Record<string, unknown>): boolean {
  return value.type === 'Event' || (Array.isArray(value.type) && value.type.includes('Event'));
}

/**
 * An ActivityPub (ActivityStreams) Event, as Mobilizon, Gancio and similar servers publish, → a schema.org Event;
 * an activity that carries one (`Create`, `Update`, `Announce` with the event as its object) gives its event.
 */
export function convertActivityPubEvent(value: unknown): JsonLdObject | undefined {
  if (!isObject(value) || !isActivityStreams(value)) return undefined;
  const carried = value.object;
  if (!isEvent(value) && isObject(carried) && isEvent(carried)) {
    return convertActivityPubEvent({ '@context': value['@context'], ...carried });
  }
  if (!isEvent(value)) return undefined;
  const event: JsonLdObject = { '@context': 'http://schema.org', '@type': 'Event' };
  const name = text(value.name);
  if (name) event.name = name;
  const start = text(value.startTime);
  const end = text(value.endTime);
  if (start) event.startDate = start;
  if (end) event.endDate = end;
  const url = text(value.url);
  if (url) event.url = url;
  const location = Array.isArray(value.location) ? value.location.find(isObject) : value.location;
  if (isObject(location)) event.location = convertPlace(location) as JsonLdValue;
  return event;
}
