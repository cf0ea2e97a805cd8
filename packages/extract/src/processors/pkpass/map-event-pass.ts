import type { Diagnostic } from '../../engine/types.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { addPassIdentity, passengerOf, reservationNumberOf, ticketOf } from './map-common.js';
import { parseClockTime, zonedTime } from './pass-times.js';
import {
  dayAndClock,
  findField,
  findFieldTime,
  findMeaning,
  frontFieldTime,
  type Pass,
  semanticText,
} from './read-pass.js';

const FRONT_SECTIONS = ['header', 'primary', 'secondary', 'auxiliary'] as const;

function venueOf(pass: Pass): JsonLdObject | undefined {
  const name =
    semanticText(pass, 'venueName') ??
    findField(pass, /venue|location|ort|lieu|stadium|arena/i, FRONT_SECTIONS)?.value ??
    findMeaning(pass, 'venue', FRONT_SECTIONS)?.value;
  if (!name) return undefined;
  const place: JsonLdObject = { '@type': 'Place', name };
  const location = pass.semantics.venueLocation;
  if (location && typeof location === 'object' && !Array.isArray(location)) {
    const { latitude, longitude } = location;
    if (typeof latitude === 'number' && typeof longitude === 'number') {
      place.geo = { '@type': 'GeoCoordinates', latitude, longitude };
    }
  }
  // Without the venue's tag, the one place the pass becomes relevant at is the venue; of several, none is.
  const [only, ...others] = pass.locations;
  if (!place.geo && only && others.length === 0) {
    place.geo = { '@type': 'GeoCoordinates', latitude: only.latitude, longitude: only.longitude };
  }
  return place;
}

/** An event ticket: the event's name, start, venue and the ticket's barcode. */
export function mapEventPass(pass: Pass, diagnostics: Diagnostic[]): Reservation[] {
  const primary = pass.fields.find((f) => f.section === 'primary' && /[\p{L}]/u.test(f.value));
  const name =
    semanticText(pass, 'eventName') ??
    primary?.value ??
    findMeaning(pass, 'eventName', FRONT_SECTIONS)?.value ??
    pass.description;
  const startIso = semanticText(pass, 'eventStartDate');
  const zone = semanticText(pass, 'venueTimeZone') ?? semanticText(pass, 'eventTimeZone');
  const start = startIso
    ? zonedTime(startIso, zone)
    : (findFieldTime(pass, /start|date|begin|doors|beginn|einlass|début/i) ??
      pass.relevantDate ??
      frontFieldTime(pass) ??
      dayAndClock(pass, parseClockTime));
  if (!name || !start) {
    diagnostics.push({ level: 'info', code: 'pkpass-no-event', message: 'Event ticket without an event name or date' });
    return [];
  }
  const event: JsonLdObject = { '@type': 'Event', name: name.trim(), startDate: start };
  const endIso = semanticText(pass, 'eventEndDate');
  const end = endIso ? zonedTime(endIso, zone) : undefined;
  if (end) event.endDate = end;
  const venue = venueOf(pass);
  if (venue) event.location = venue;
  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': 'EventReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: event,
  };
  const number = semanticText(pass, 'confirmationNumber') ?? reservationNumberOf(pass);
  if (number) reservation.reservationNumber = number.trim();
  const attendee = passengerOf(pass);
  // A field keyed `name` may hold the event's name rather than the holder's.
  if (attendee && attendee.name !== event.name) reservation.underName = attendee;
  const ticket = ticketOf(pass);
  if (ticket) reservation.reservedTicket = ticket;
  addPassIdentity(reservation, pass);
  return [reservation];
}
