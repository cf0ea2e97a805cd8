import { DateTime } from 'luxon';
import { parseWithFormat } from '../../engine/date-formats.js';
import { readFacts } from '../../extractors/generic/labelled-facts.js';
import { referenceOf } from '../../extractors/generic/read-labelled-booking.js';
import { addressFromLine } from '../../extractors/lib/fields.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { namesPlace } from './calendar-event-to-thing.js';
import { type CalendarEvent, renderEventTime } from './read-calendar.js';

/**
 * Airline calendar invitations describe a trip as labelled lines (`Flight number: LH 123`, `From: Frankfurt
 * International (FRA)`), in a departure block and an arrival block. Labels are matched in English.
 */
interface Labelled {
  trip: Map<string, string>;
  departure: Map<string, string>;
  arrival: Map<string, string>;
}

const LABELLED_LINE = /^([\p{L} /.-]{2,40}?)\s*:\s*(.*)$/u;

export function readLabelledDescription(description: string): Labelled {
  const result: Labelled = { trip: new Map(), departure: new Map(), arrival: new Map() };
  let section = result.trip;
  for (const rawLine of description.split(/\r?\n/)) {
    let line = rawLine.trim();
    if (/^departure\b/i.test(line)) {
      section = result.departure;
      line = line.replace(/^departure\s*-?\s*/i, '');
    } else if (/^arrival\b/i.test(line)) {
      section = result.arrival;
      line = line.replace(/^arrival\s*-?\s*/i, '');
    }
    const match = LABELLED_LINE.exec(line);
    if (match?.[1] && match[2]?.trim()) section.set(match[1].trim().toLowerCase(), match[2].trim());
  }
  return result;
}

function first(map: Map<string, string>, ...labels: string[]): string | undefined {
  for (const label of labels) {
    const value = map.get(label);
    if (value) return value;
  }
  return undefined;
}

/** `Frankfurt International (FRA)` → name and code. */
function place(value: string | undefined): { name?: string; code?: string } {
  if (!value) return {};
  const match = /^(.*?)\s*\(([A-Z]{3})\)\s*$/.exec(value);
  return match ? { name: match[1] ?? '', code: match[2] ?? '' } : { name: value };
}

/** A terminal is a short code; sentences ("Please see check-in area") are advice, not a terminal. */
function terminal(value: string | undefined): string | undefined {
  return value && value.length <= 5 && /^[\p{L}\p{N} -]+$/u.test(value) ? value : undefined;
}

function day(value: string | undefined): string | undefined {
  if (!value) return undefined;
  for (const format of ['dd MMM yyyy', 'd MMM yyyy', 'dd.MM.yyyy', 'yyyy-MM-dd', 'MM/dd/yyyy']) {
    const parsed = parseWithFormat(value.trim(), format, 'en');
    if (parsed.isValid) return parsed.toISODate() ?? undefined;
  }
  return undefined;
}

/** `from 15:00`, `3:00 PM` → `HH:MM`. */
function clock(value: string | undefined): string | undefined {
  const match = value ? /\b(\d{1,2})[:.](\d{2})\s*([ap]\.?m\.?)?/i.exec(value) : null;
  if (!match) return undefined;
  let hours = Number(match[1]);
  const meridiem = match[3]?.[0]?.toLowerCase();
  if (meridiem === 'p' && hours < 12) hours += 12;
  if (meridiem === 'a' && hours === 12) hours = 0;
  return hours < 24 ? `${String(hours).padStart(2, '0')}:${match[2]}` : undefined;
}

/** A hotel stay in labelled lines (`Hotel:`, `Check-in:`): the event spans the stay, DTEND being the day of departure. */
function lodgingReservation(event: CalendarEvent, labels: Map<string, string>): Reservation | undefined {
  const titled = titledStay(event);
  const name = first(labels, 'hotel', 'property', 'accommodation') ?? titled?.name;
  if (!name || !event.start) return undefined;
  const lodging: JsonLdObject = { '@type': 'LodgingBusiness', name };
  const address = first(labels, 'address') ?? (namesPlace(event.location) ? event.location : undefined);
  // "Unter den Linden 77, 10117 Berlin, Germany": street, town and country apart when the line reads as an address.
  const parts = address ? addressFromLine(address) : undefined;
  if (address) {
    lodging.address = parts?.addressLocality
      ? { '@type': 'PostalAddress', ...parts }
      : { '@type': 'PostalAddress', streetAddress: address };
  }
  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': 'LodgingReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: lodging,
  };
  const checkinClock = clock(first(labels, 'check-in', 'checkin', 'arrival'));
  const checkoutClock = clock(first(labels, 'check-out', 'checkout', 'departure'));
  const checkinDay = event.start.local.slice(0, 10);
  // An all-day DTEND is exclusive, and for a stay that day is the day of departure.
  const lastSecond = event.end ? DateTime.fromISO(event.end.local, { zone: 'utc' }) : undefined;
  const checkoutDay = event.allDay ? lastSecond?.plus({ seconds: 1 }).toISODate() : event.end?.local.slice(0, 10);
  reservation.checkinTime = checkinClock
    ? `${checkinDay}T${checkinClock}:00`
    : event.allDay
      ? checkinDay
      : renderEventTime(event.start);
  // An event that ends on the day it starts (a reminder at check-in) does not span the stay: it tells no check-out.
  if (checkoutDay && checkoutDay > checkinDay) {
    reservation.checkoutTime = checkoutClock
      ? `${checkoutDay}T${checkoutClock}:00`
      : event.allDay || !event.end
        ? checkoutDay
        : renderEventTime(event.end);
  }
  const reference =
    first(labels, 'booking reference', 'booking number', 'confirmation number', 'reservation number') ??
    titled?.reference;
  if (reference) reservation.reservationNumber = reference;
  return reservation;
}

/** Words that name a place to stay in a title (`Hotel Adlon`, `Stay at Sunny Loft`, `Apartment in Alfama`). */
export const LODGING_WORD =
  /(?<![\p{L}])(?:hotel|hôtel|hotell|hostel|hostal|albergo|pension|gasthof|gasthaus|inn|resort|lodge|motel|apartments?|apartment|appartement|loft|suites?|b&b|bed and breakfast|guesthouse|guest house|villa|chalet|cottage|stay|aufenthalt|séjour|estancia|soggiorno|verblijf)(?![\p{L}])/iu;
/**
 * Words before a stay's name in a title: `Stay at`, `Aufenthalt im`, `Séjour à`, and the word for a hotel after an
 * article (`Séjour à l'hôtel ibis`, `Stay at the hotel Adlon`), a common noun there and no part of the name.
 */
const STAY_PREFIX =
  /^\s*(?:stay|hotel stay|aufenthalt|séjour|estancia|soggiorno|verblijf)\s*(?::|at|in|im|in der|à|au|en|a|al|in het|bij)?\s+(?:(?:l['’]\s?|the\s+|dem\s+|el\s+|il\s+|het\s+)(?:hôtel|hotel|albergo|hostal)\s+)?/iu;

/**
 * A stay an event names in its title (`Hotel Adlon Kempinski Berlin`, `Stay at Sunny Loft in Alfama`) with its booking
 * reference labelled in the description, in any language of the labels: the event covers one night at least.
 */
function titledStay(event: CalendarEvent): { name: string; reference: string } | undefined {
  const title = event.summary?.replace(/\s+/g, ' ').trim();
  if (!title || title.length > 100 || !LODGING_WORD.test(title) || !event.start || !event.end) return undefined;
  if (event.end.local.slice(0, 10) <= event.start.local.slice(0, 10)) return undefined;
  const reference = referenceOf(readFacts(event.description ?? ''));
  const name = title.replace(STAY_PREFIX, '').trim();
  return reference && name ? { name, reference } : undefined;
}

/** A flight, train or hotel stay described by labelled lines, timed by the event's own start and end. */
export function labelledReservation(event: CalendarEvent): Reservation | undefined {
  const { trip, departure, arrival } = readLabelledDescription(event.description ?? '');
  const stay = lodgingReservation(event, trip);
  if (stay) return stay;
  const from = place(first(departure, 'from', 'departure airport', 'departure station'));
  const to = place(first(arrival, 'at', 'to', 'arrival airport', 'arrival station'));
  const flightNumber = first(trip, 'flight number', 'flight');
  const trainNumber = first(trip, 'train', 'train number');
  if (!from.name || !to.name || (!flightNumber && !trainNumber)) return undefined;
  const operator = first(trip, 'operated by', 'operator', 'airline');
  const departureDay = day(first(departure, 'date')) ?? event.start?.local.slice(0, 10);
  const reservationFor: JsonLdObject = {};
  const flight = flightNumber ? /^([A-Z0-9]{2})\s*(\d{1,4}[A-Z]?)$/.exec(flightNumber) : null;
  if (flight) {
    const airport = (p: typeof from) => ({
      '@type': 'Airport',
      ...(p.code ? { iataCode: p.code } : {}),
      name: p.name ?? '',
    });
    Object.assign(reservationFor, {
      '@type': 'Flight',
      flightNumber: flight[2] ?? '',
      airline: { '@type': 'Airline', iataCode: flight[1] ?? '', ...(operator ? { name: operator } : {}) },
      departureAirport: airport(from),
      arrivalAirport: airport(to),
    });
    const departureTerminal = terminal(departure.get('terminal'));
    const arrivalTerminal = terminal(arrival.get('terminal'));
    if (departureTerminal) reservationFor.departureTerminal = departureTerminal;
    if (arrivalTerminal) reservationFor.arrivalTerminal = arrivalTerminal;
  } else if (trainNumber) {
    const station = (p: typeof from) => ({
      '@type': 'TrainStation',
      name: p.name ?? '',
      ...(p.code ? { identifier: `iata:${p.code}` } : {}),
    });
    Object.assign(reservationFor, {
      '@type': 'TrainTrip',
      trainNumber: trainNumber.replace(/\s+/g, ' '),
      departureStation: station(from),
      arrivalStation: station(to),
      ...(operator ? { provider: { '@type': 'Organization', name: operator } } : {}),
    });
  } else {
    return undefined;
  }
  if (departureDay) reservationFor.departureDay = departureDay;
  // The event's DTSTART/DTEND fix the instants; the description's clock times are not reliable across senders.
  if (event.start) reservationFor.departureTime = renderEventTime(event.start);
  if (event.end) reservationFor.arrivalTime = renderEventTime(event.end);
  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': flight ? 'FlightReservation' : 'TrainReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor,
  };
  const reference = first(trip, 'booking reference', 'booking code', 'reservation code', 'confirmation number', 'pnr');
  if (reference) reservation.reservationNumber = reference;
  return reservation;
}
