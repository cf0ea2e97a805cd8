import { addressFromLine } from '../../extractors/lib/fields.js';
import { dayAfter } from '../../postprocess/date-time.js';
import { airlineName } from '../../refdata/airlines.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import type { CalendarEvent } from './read-calendar.js';

/**
 * Trip organisers' calendar feeds put each booking in an event whose description opens the booking with its kind in
 * brackets, then its facts separated by semicolons and lines, each led by a word:
 *   `[Lodging] Embassy Suites Airport; primary guest Jane Roe; conf #R1000001`
 *   `250 Gateway Blvd, South San Francisco, CA, 94080; tel 1.650.589.3400`
 *   `arrive 10/11/2011; depart 10/13/2011; rooms: 1`
 * A stay is given twice (its check-in and its check-out event), a car hire too (pick-up and drop-off): both read the
 * same. Directions and a trip's own span are the organiser's notes, no booking.
 */
const TAG_LINE = /^\[([A-Z][A-Za-z]+(?: [A-Za-z]+)?)\]\s*(.*)$/;

/** What a tagged event is: a booking's kind, or a note of the organiser's. */
export type BookingTag = 'flight' | 'lodging' | 'car' | 'note';

const TAGS: Record<string, BookingTag> = {
  flight: 'flight',
  air: 'flight',
  lodging: 'lodging',
  hotel: 'lodging',
  'car rental': 'car',
  car: 'car',
  directions: 'note',
  note: 'note',
  map: 'note',
};

interface Tagged {
  tag: BookingTag;
  facts: string[];
}

/** The tagged block of a description: the tag line and the lines under it up to an empty line or a link line. */
function taggedBlock(description: string | undefined): Tagged | undefined {
  if (!description?.includes('[')) return undefined;
  const lines = description.split(/\r?\n/).map((l) => l.trim());
  const start = lines.findIndex((l) => TAG_LINE.test(l));
  if (start < 0) return undefined;
  const [, word = '', first = ''] = TAG_LINE.exec(lines[start] ?? '') ?? [];
  const tag = TAGS[word.toLowerCase()];
  if (!tag) return undefined;
  const block = [first];
  for (const line of lines.slice(start + 1)) {
    if (!line || /^(?:booked on|view\b|https?:)/i.test(line)) break;
    block.push(line);
  }
  const facts = block
    .join(';')
    .split(';')
    .map((f) => f.trim())
    .filter(Boolean);
  return { tag, facts };
}

/** The value of the fact led by `word` (`primary guest Jane Roe` → `Jane Roe`). */
function led(facts: readonly string[], word: RegExp): string | undefined {
  const pattern = new RegExp(`^${word.source}\\s*:?\\s+(.+)$`, 'i');
  for (const fact of facts) {
    const match = pattern.exec(fact);
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}

/** A fact led by one of the words the feed uses, as opposed to a bare value (a name, an address, a car's class). */
const LED =
  /^(?:primary (?:guest|driver|traveler|traveller)|conf(?:irmation)?\s*#|tel|phone|arrive|depart|rooms?:?|pickup|pick-up|dropoff|drop-off|seats?\(s\)|seats?)\b/i;

/** The one confirmation code (`conf #R1000001`); several codes (`QTR4NP, WMV3KC`) do not say whose is which. */
function confirmation(facts: readonly string[]): string | undefined {
  for (const fact of facts) {
    const code = /^conf(?:irmation)?\s*#\s*(.+)$/i.exec(fact)?.[1]?.trim();
    if (code) return /^[A-Z0-9-]{4,20}$/i.test(code) ? code : undefined;
  }
  return undefined;
}

/** `10/11/2011`: the month first, as these feeds print it, unless the first number cannot be a month. */
function day(value: string | undefined): string | undefined {
  const match = value ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim()) : null;
  if (!match) return undefined;
  let [month, date] = [Number(match[1]), Number(match[2])];
  if (month > 12) [month, date] = [date, month];
  if (month < 1 || month > 12 || date < 1 || date > 31) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** `10:25am`, `6:49 PM` → `HH:MM:00`. */
function clock(value: string | undefined): string | undefined {
  const match = value ? /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(value.trim()) : null;
  if (!match) return undefined;
  let hours = Number(match[1]);
  if (hours < 1 || hours > 12) return undefined;
  if (/p/i.test(match[3] ?? '') && hours < 12) hours += 12;
  if (/a/i.test(match[3] ?? '') && hours === 12) hours = 0;
  return `${String(hours).padStart(2, '0')}:${match[2]}:00`;
}

/** `10/11/2011 10:25am` → a local date-time. */
function moment(value: string | undefined): string | undefined {
  const match = value ? /^(\S+)\s+(\S+(?:\s*[ap]m)?)/i.exec(value) : null;
  const date = day(match?.[1]);
  const time = clock(match?.[2]);
  return date && time ? `${date}T${time}` : undefined;
}

function person(name: string | undefined): JsonLdObject | undefined {
  return name ? { '@type': 'Person', name } : undefined;
}

/** The first bare fact that reads as a street address with its town (`250 Gateway Blvd, South San Francisco, CA, 94080`). */
function addressOf(facts: readonly string[]): ReturnType<typeof addressFromLine> | undefined {
  const line = facts.find((f) => !LED.test(f) && /^\d/.test(f) && f.includes(','));
  const parts = line ? addressFromLine(line) : undefined;
  return parts?.addressLocality && parts.streetAddress ? parts : undefined;
}

function withCommon(reservation: Reservation, facts: readonly string[], guestWord: RegExp): Reservation {
  const code = confirmation(facts);
  if (code) reservation.reservationNumber = code;
  const guest = person(led(facts, guestWord));
  if (guest) reservation.underName = guest;
  return reservation;
}

function lodging(facts: readonly string[]): Reservation | undefined {
  const name = facts[0]?.replace(/\s*:$/, '');
  const checkin = day(led(facts, /arrive/));
  const checkout = day(led(facts, /depart/));
  if (!name || LED.test(name) || !checkin || !checkout) return undefined;
  const business: JsonLdObject = { '@type': 'LodgingBusiness', name };
  const parts = addressOf(facts.slice(1));
  if (parts) business.address = { '@type': 'PostalAddress', ...parts };
  const telephone = led(facts, /(?:tel|phone)/);
  if (telephone) business.telephone = telephone;
  return withCommon(
    {
      '@context': 'http://schema.org',
      '@type': 'LodgingReservation',
      reservationStatus: RESERVATION_STATUS.confirmed,
      reservationFor: business,
      checkinTime: checkin,
      checkoutTime: checkout,
    },
    facts,
    /primary guest/,
  );
}

function car(facts: readonly string[]): Reservation | undefined {
  const [company, branch] = facts;
  const pickupTime = moment(led(facts, /pick-?up/));
  const dropoffTime = moment(led(facts, /drop-?off/));
  if (!company || LED.test(company) || !pickupTime || !dropoffTime) return undefined;
  const place: JsonLdObject | undefined = branch && !LED.test(branch) ? { '@type': 'Place', name: branch } : undefined;
  const parts = addressOf(facts.slice(2));
  if (place && parts) place.address = { '@type': 'PostalAddress', ...parts };
  // The car's class stands alone after the times (`Economy`, `Intermediate SUV`).
  const pickupAt = facts.findIndex((f) => /^pick-?up\b/i.test(f));
  const carClass = facts.slice(pickupAt + 1).find((f) => !LED.test(f) && /^[\p{L} -]{3,40}$/u.test(f));
  return withCommon(
    {
      '@context': 'http://schema.org',
      '@type': 'RentalCarReservation',
      reservationStatus: RESERVATION_STATUS.confirmed,
      reservationFor: {
        '@type': 'RentalCar',
        ...(carClass ? { name: carClass } : {}),
        rentalCompany: { '@type': 'Organization', name: company },
      },
      ...(place ? { pickupLocation: place, dropoffLocation: structuredClone(place) } : {}),
      pickupTime,
      dropoffTime,
    },
    facts,
    /primary driver/,
  );
}

/** `10/11/2011 US Airways(US) #403 dep PHX 7:45am MST arr SFO 9:55am PDT`. */
const FLIGHT_LINE =
  /^(\d{1,2}\/\d{1,2}\/\d{4})\s+(.+?)\s*\(([A-Z0-9]{2})\)\s*#\s*(\d{1,4})\s+dep\s+([A-Z]{3})\s+(\d{1,2}:\d{2}\s*[ap]m)\b.*?\barr\s+([A-Z]{3})\s+(\d{1,2}:\d{2}\s*[ap]m)\b/i;

function flight(facts: readonly string[]): Reservation | undefined {
  const match = FLIGHT_LINE.exec(facts[0] ?? '');
  const date = day(match?.[1]);
  const departs = clock(match?.[6]);
  const arrives = clock(match?.[8]);
  if (!match || !date || !departs || !arrives) return undefined;
  const [, , printedAirline = '', iata = '', number = '', from = '', , to = ''] = match;
  // Arriving by the clock before leaving: the next day.
  const arrivalDay = arrives < departs ? (dayAfter(date) ?? date) : date;
  const name = printedAirline.trim() || airlineName(iata);
  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': 'FlightReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: {
      '@type': 'Flight',
      airline: { '@type': 'Airline', iataCode: iata, ...(name ? { name } : {}) },
      flightNumber: number,
      departureAirport: { '@type': 'Airport', iataCode: from },
      arrivalAirport: { '@type': 'Airport', iataCode: to },
      departureDay: date,
      departureTime: `${date}T${departs}`,
      arrivalTime: `${arrivalDay}T${arrives}`,
    },
  };
  const seat = led(facts, /seats?(?:\(s\))?/)?.split(/[\s,]+/)[0];
  if (seat && /^\d{1,3}[A-Z]$/.test(seat)) {
    reservation.reservedTicket = { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber: seat } };
  }
  // The traveller stands alone after the flight line, a name of two words or more, their ticket's number after it.
  const traveller = facts
    .slice(1)
    .map((f) => f.replace(/\s+ticket\s*#\s*[\d-]+$/i, ''))
    .find((f) => !LED.test(f) && /^\p{Lu}[\p{L}'.-]+(?:\s+\p{Lu}[\p{L}'.-]+)+$/u.test(f));
  if (traveller) reservation.underName = { '@type': 'Person', name: traveller };
  const code = confirmation(facts);
  if (code) reservation.reservationNumber = code;
  return reservation;
}

/**
 * A trip organiser's event: its tag (a booking or a note of the feed), and the booking it describes, an empty list for
 * a note; `reservations` is undefined for a booking this reader cannot read whole. Undefined when the event carries no
 * tag.
 */
export function taggedReservations(
  event: CalendarEvent,
): { tag: BookingTag; reservations: Reservation[] | undefined } | undefined {
  const block = taggedBlock(event.description);
  if (!block) return undefined;
  const read =
    block.tag === 'lodging'
      ? lodging(block.facts)
      : block.tag === 'car'
        ? car(block.facts)
        : block.tag === 'flight'
          ? flight(block.facts)
          : undefined;
  // A note books nothing; a booking printed otherwise is left to the other readers.
  return { tag: block.tag, reservations: read ? [read] : block.tag === 'note' ? [] : undefined };
}
