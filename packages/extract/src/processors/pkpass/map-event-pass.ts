import type { Diagnostic } from '../../engine/types.js';
import { addressFromLine } from '../../extractors/lib/fields.js';
import { parsePrice } from '../../extractors/lib/price.js';
import { findCity } from '../../refdata/cities.js';
import { countryCode } from '../../refdata/countries.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { FIELD_MEANINGS, type FieldMeaning, meansKey, meansLabel } from './field-labels.js';
import { addPassIdentity, passengerOf, reservationNumberOf, ticketOf } from './map-common.js';
import { atShownClock, parseClockTime, zonedTime } from './pass-times.js';
import {
  dayAndClock,
  fieldsMeaning,
  findField,
  findFieldTime,
  findMeaning,
  frontFieldTime,
  type Pass,
  type PassField,
  semanticText,
} from './read-pass.js';

const FRONT_SECTIONS = ['header', 'primary', 'secondary', 'auxiliary'] as const;

/** A field's key or label naming when an event or its admission ends: `end-time`, `Ende`, `Gültig bis`, `Fin`. */
const EVENT_END = /(?:^|[^\p{L}])(?:end|ends|ende|bis|until|fin|fine|einde|slut|koniec|konec)(?:[^\p{L}]|$)/iu;

/** The time of a field naming the end, when it comes after the start. */
function namedEnd(pass: Pass, start: string): string | undefined {
  const end = findFieldTime(pass, EVENT_END);
  return end && Date.parse(end) > Date.parse(start) ? end : undefined;
}

/**
 * The venue's postal address from a field labelled an address (`Address / Venue`, `Adresse`), written over lines
 * (`Hofbräuhaus München`, `Platzl 9`, `80331 München`, `Germany`). An address headed by another name than the
 * venue's is someone else's (the organiser's); one without a town and postal code is not read.
 */
function venueAddress(pass: Pass, venueName: string): JsonLdObject | undefined {
  // A field keyed as the event's address may hold the venue's name alone; the next one may hold the address.
  for (const field of fieldsMeaning(pass, 'address')) {
    const address = addressOfField(field, venueName);
    if (address) return address;
  }
  return undefined;
}

function addressOfField(field: PassField, venueName: string): JsonLdObject | undefined {
  const written = field.value.trim();
  // An address on one line (`PayPal India Development Center, Futura Tech Park, …, Chennai, Tamil Nadu 600119,
  // India`) is read as its comma-separated parts are lines.
  const lines = written
    .split(/\r?\n/.test(written) ? /\r?\n/ : /\s*,\s*/)
    .map((l) => l.trim())
    .filter(Boolean);
  const [first] = lines;
  if (!first) return undefined;
  if (first.toLowerCase() === venueName.trim().toLowerCase()) lines.shift();
  else if (!/\d/.test(first)) return undefined;
  if (lines.length < 2) return undefined;
  const parts = addressFromLine(lines.join(', '));
  if (!parts.postalCode || !parts.addressLocality) return undefined;
  const address: JsonLdObject = { '@type': 'PostalAddress' };
  if (parts.streetAddress) address.streetAddress = parts.streetAddress;
  address.postalCode = parts.postalCode;
  address.addressLocality = parts.addressLocality;
  if (parts.addressRegion) address.addressRegion = parts.addressRegion;
  const country = countryCode(parts.addressCountry);
  if (country) address.addressCountry = country;
  return address;
}

/**
 * What an admission ticket names as the place it admits to (`1-Day Admission Ticket Europa-Park`, `Tageskarte
 * Zoo Leipzig`, `Billet d'entrée Parc Astérix`), when the pass names that place again elsewhere (its terms): a
 * tariff after the same words (`Day ticket Adult`) is named nowhere else.
 */
const ADMISSION =
  /^(?:\d+[- ]?(?:day|days|tages?|jours?|d[ií]as?|giorni|dagen)[- ]?)?(?:admission[- ]ticket|entry[- ]ticket|day[- ]ticket|admission|eintrittskarte|tageskarte|tagesticket|eintritt|billet d'entrée|billet journée|entrée|entrada|billete de entrada|biglietto d'ingresso|biglietto giornaliero|ingresso|toegangsbewijs|toegangskaart|entreebewijs|dagkaart|dagticket)\s+(?:(?:to|for|für|zum|zur|pour|para|per|voor)\s+)?(\S.{1,39})$/iu;

function admittedPlace(pass: Pass, eventName: string): string | undefined {
  const place = ADMISSION.exec(eventName.replace(/\s+/g, ' ').trim())?.[1]?.trim();
  // A name, capitalised (the pattern ignores case for the words before it).
  if (!place || !/^\p{Lu}/u.test(place)) return undefined;
  const elsewhere = pass.fields.filter(
    (f) => f.value.replace(/\s+/g, ' ').trim() !== eventName.replace(/\s+/g, ' ').trim(),
  );
  return elsewhere.some((f) => f.value.includes(place)) ? place : undefined;
}

/**
 * A place written as its name and town (`Vector Campus, Karlsruhe`) in a field without a label, the town a known
 * one: on a pass that labels nothing, what the field is for shows in its value alone (its key may say otherwise).
 * A name of one word before the comma could be a family name (`Doe, Sydney`) and is not taken.
 */
function unlabelledPlace(pass: Pass): { name: string; town: string } | undefined {
  for (const field of pass.fields) {
    if (field.section === 'back' || field.label.trim()) continue;
    const m = /^([^,\d]{2,60}),\s*([^,\d]{2,40})$/.exec(field.value.trim());
    const name = m?.[1]?.trim();
    const town = m?.[2]?.trim();
    if (name && town && name.split(/\s+/).length >= 2 && findCity(town)) return { name, town };
  }
  return undefined;
}

/**
 * A site shown under the issuer's own name (`Cinema-Arthouse Osnabrück` over `OpenAir Schloss`): a venue's pass
 * labels where at its house the event is with the house's name, which ends with the town it stands in when that is
 * a known one. A value that is a day, a clock or a number is not a place.
 */
function siteOfIssuer(pass: Pass, eventName: string): { name: string; town?: string } | undefined {
  const issuer = pass.organizationName?.replace(/\s+/g, ' ').trim();
  if (!issuer) return undefined;
  const field = pass.fields.find(
    (f) =>
      f.section !== 'back' &&
      f.label.replace(/\s+/g, ' ').trim().toLowerCase() === issuer.toLowerCase() &&
      !f.time &&
      !f.day,
  );
  const name = field?.value.replace(/\s+/g, ' ').trim();
  if (!name || name.length > 60 || !/^\p{L}/u.test(name) || /\d/.test(name) || name === eventName) return undefined;
  const words = issuer.split(/[\s,]+/);
  // The town's one or two words, after at least one of the house's own.
  const town = [2, 1].map((n) => (words.length > n ? words.slice(-n).join(' ') : '')).find((t) => findCity(t));
  return town ? { name, town } : { name };
}

/** A place's name and its town after a comma (`Paradiso, Amsterdam`), when the town is one the gazetteer knows. */
function townClosing(value: string): { name: string; town: string } | undefined {
  const m = /^(.*\S)\s*,\s*(\p{Lu}[\p{L} .'-]{1,40})$/u.exec(value.trim());
  return m?.[1] && m[2] && !/\d/.test(m[2]) && findCity(m[2]) ? { name: m[1], town: m[2] } : undefined;
}

function venueOf(pass: Pass, eventName: string): JsonLdObject | undefined {
  const written = semanticText(pass, 'venueName') ? undefined : unlabelledPlace(pass);
  const labelled =
    findField(pass, /venue|location|ort|lieu|stadium|arena/i, FRONT_SECTIONS)?.value ??
    findMeaning(pass, 'venue', FRONT_SECTIONS)?.value;
  const site = semanticText(pass, 'venueName') || written || labelled ? undefined : siteOfIssuer(pass, eventName);
  // "Paradiso, Amsterdam": a venue's field that ends in a town the gazetteer knows names the venue, then its town.
  const labelledTown = labelled ? townClosing(labelled) : undefined;
  const name =
    semanticText(pass, 'venueName') ??
    written?.name ??
    labelledTown?.name ??
    labelled ??
    site?.name ??
    admittedPlace(pass, eventName);
  if (!name) return undefined;
  const place: JsonLdObject = { '@type': 'Place', name };
  const town = written?.town ?? labelledTown?.town ?? site?.town;
  const address = venueAddress(pass, name) ?? (town ? { '@type': 'PostalAddress', addressLocality: town } : undefined);
  if (address) place.address = address;
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

/**
 * A pass of the generic style that is an admission all the same: a front field names the event (its key or label
 * says so: `event`, `Exhibition`, `Veranstaltung`) and another shows the day and clock it starts at. A membership or
 * a travel card names no event and shows no start.
 */
export function isAdmissionPass(pass: Pass): boolean {
  const front = pass.fields.filter((f) => f.section !== 'back');
  const timed = front.some(
    (f) =>
      f.time !== undefined && !FIELD_MEANINGS.notTravelDay.test(f.key) && !FIELD_MEANINGS.notTravelDay.test(f.label),
  );
  return timed && findMeaning(pass, 'eventName', FRONT_SECTIONS) !== undefined;
}

/** A field's key or label naming when the doors open: `Doors`, `Einlass`, `Ouverture des portes`, `Apertura`. */
const DOORS = /doors|einlass|ouverture|apertura|deuren/i;

/** Whether the doors open before the start, on its day and at most six hours ahead. */
function opensBefore(doors: string, start: string): boolean {
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/;
  if (zoned.test(doors) !== zoned.test(start) || doors.slice(0, 10) !== start.slice(0, 10)) return false;
  const lead =
    (Date.parse(zoned.test(start) ? start : `${start}Z`) - Date.parse(zoned.test(doors) ? doors : `${doors}Z`)) /
    3_600_000;
  return lead > 0 && lead <= 6;
}

/** What a field's key or label may say it holds that is no event's name: where, who, which seat, when. */
const NOT_THE_NAME: readonly FieldMeaning[] = ['venue', 'address', 'holder', 'seat', 'day', 'clock'];

/** Whether a field's key or label says it holds something other than the event's name (`Venue: The O2 Arena`). */
function holdsOtherThanName(field: PassField): boolean {
  return NOT_THE_NAME.some((meaning) => meansKey(field.key, meaning) || meansLabel(field.label, meaning));
}

/** An event ticket: the event's name, start, venue and the ticket's barcode. */
export function mapEventPass(pass: Pass, diagnostics: Diagnostic[]): Reservation[] {
  // The primary field names the event, unless its key or label says it holds the venue, the holder, a seat or a time.
  const primary = pass.fields.find(
    (f) => f.section === 'primary' && /[\p{L}]/u.test(f.value) && !holdsOtherThanName(f),
  );
  const name =
    semanticText(pass, 'eventName') ??
    primary?.value ??
    findMeaning(pass, 'eventName', FRONT_SECTIONS)?.value ??
    pass.description;
  const startIso = semanticText(pass, 'eventStartDate');
  const zone = semanticText(pass, 'venueTimeZone') ?? semanticText(pass, 'eventTimeZone');
  const shown = dayAndClock(pass, parseClockTime);
  // A day shown without a clock, the relevant date's own, is the event's day: the relevant date's clock is when the
  // pass comes up, which the pass does not give as the start (a park's day ticket surfaces at 07:00). Of another
  // day (a birth date in front), the relevant date is the surer.
  const shownDay =
    shown && /^\d{4}-\d{2}-\d{2}$/.test(shown) && (!pass.relevantDate || pass.relevantDate.startsWith(shown))
      ? shown
      : undefined;
  // The show's start before its doors' opening (`Doors 19:00`, `Show 20:30`): the doors are the start only alone.
  const doors = findFieldTime(pass, DOORS);
  const found = startIso
    ? zonedTime(startIso, zone)
    : (findFieldTime(pass, /start|date|begin|beginn|début|^show/i) ??
      doors ??
      shownDay ??
      pass.relevantDate ??
      frontFieldTime(pass) ??
      shown);
  // A start kept in UTC is given in the offset of the clock the front shows (`09:30` over `20 Dec 2025`).
  const front = pass.fields.filter((f) => f.section !== 'back').flatMap((f) => [f.label, f.value]);
  const start = typeof found === 'string' ? atShownClock(found, front) : found;
  if (!name || !start) {
    diagnostics.push({ level: 'info', code: 'pkpass-no-event', message: 'Event ticket without an event name or date' });
    return [];
  }
  // The name as it reads: a pass's double spaces (`Ticket  Europa-Park`) are layout, not part of it.
  const event: JsonLdObject = { '@type': 'Event', name: name.replace(/\s+/g, ' ').trim(), startDate: start };
  const endIso = semanticText(pass, 'eventEndDate');
  // A span of days shown (`11.07.2025 - 12.07.2025`) ends on its last.
  const end = endIso
    ? zonedTime(endIso, zone)
    : start === shownDay
      ? pass.fields.find((f) => f.day === shownDay && f.endDay)?.endDay
      : typeof start === 'string'
        ? namedEnd(pass, start)
        : undefined;
  if (end) event.endDate = end;
  if (doors && typeof start === 'string' && doors !== start && opensBefore(doors, start)) event.doorTime = doors;
  const venue = venueOf(pass, event.name as string);
  if (venue) event.location = venue;
  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': 'EventReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: event,
  };
  const number = semanticText(pass, 'confirmationNumber') ?? reservationNumberOf(pass);
  if (number) reservation.reservationNumber = number.trim();
  const price = parsePrice(findMeaning(pass, 'price')?.value ?? '');
  if (price) {
    reservation.totalPrice = price.price;
    reservation.priceCurrency = price.priceCurrency;
  }
  const attendee = passengerOf(pass);
  // A field keyed `name` may hold the event's name rather than the holder's.
  if (attendee && attendee.name !== event.name) reservation.underName = attendee;
  const ticket = ticketOf(pass) ?? { '@type': 'Ticket' };
  // The ticket's kind: its admission level, else its tariff (`Adults (12+)`).
  const kind = semanticText(pass, 'admissionLevel') ?? findMeaning(pass, 'tariff', FRONT_SECTIONS)?.value;
  if (kind?.trim()) ticket.name = kind.trim();
  if (Object.keys(ticket).length > 1) reservation.reservedTicket = ticket;
  addPassIdentity(reservation, pass);
  return [reservation];
}
