import { readFacts } from '../../extractors/generic/labelled-facts.js';
import { referenceInSentence, referenceOf } from '../../extractors/generic/read-labelled-booking.js';
import { addressFromLine } from '../../extractors/lib/fields.js';
import { foodEstablishmentReservation } from '../../extractors/lib/reservations.js';
import type { Reservation } from '../../schema/reservation.js';
import { namesPlace } from './calendar-event-to-thing.js';
import { LODGING_WORD } from './labelled-description.js';
import { type CalendarEvent, renderEventTime } from './read-calendar.js';

/**
 * Restaurant booking tools put a table into the customer's calendar as one timed event titled by the booking and the
 * restaurant (`Reservation at Le Petit Bistro`, `Tischreservierung im Restaurant Zur Post (2 Personen)`, `Réservation
 * chez Septime`), the restaurant and its address in LOCATION, the party and a reference in the description.
 */
const TABLE_TITLE =
  /^\s*(?:(?:table|dinner|lunch|restaurant)\s+)?(?:reservation|booking|tischreservierung|reservierung|réservation|reserva|prenotazione|reservering)\s*(?::|at|for|im|in|bei|à|au|chez|en|a|al|presso|da|bij|in het)\s+(.{2,80}?)\s*(?:\(([^()]{1,40})\))?\s*$/iu;

/** The size of the party in words: `Party of 4`, `Table for 2`, `2 Personen`, `4 guests`, `3 couverts`. */
const PARTY =
  /(?<![\p{L}])(?:party of|table for|tisch für|table pour|mesa para|tavolo per)\s+(\d{1,2})(?!\d)|(?<![\d.,:])(\d{1,2})\s+(?:people|persons|guests|diners|personen|gäste|personnes|couverts|personas|comensales|persone|coperti|pessoas)(?![\p{L}])/iu;

/** The party the title's brackets, a labelled line or a sentence of the description gives. */
function partySize(bracket: string | undefined, description: string): number | undefined {
  const labelled = readFacts(description).find((f) => f.fact === 'partySize')?.value;
  for (const text of [bracket, labelled && /^\d{1,2}$/.test(labelled.trim()) ? `party of ${labelled}` : undefined]) {
    const m = text ? PARTY.exec(text) : null;
    if (m) return Number(m[1] ?? m[2]);
  }
  const m = PARTY.exec(description);
  return m ? Number(m[1] ?? m[2]) : undefined;
}

/** A meal is over within this many hours: an event that runs longer is a stay or a trip, not a table. */
const LONGEST_MEAL_HOURS = 12;

/** Whether an event runs longer than a meal, its start and end read as the wall clocks they are. */
function longerThanAMeal(event: CalendarEvent): boolean {
  if (!event.start || !event.end) return false;
  const hours = (Date.parse(`${event.end.local}Z`) - Date.parse(`${event.start.local}Z`)) / 3_600_000;
  return hours > LONGEST_MEAL_HOURS;
}

/**
 * A table booked at a restaurant: a timed event titled by a word for the booking and the restaurant's name, for a party
 * of a size it states. A title without a party (`Reservation at the Hilton`) books no table, nor does one naming a
 * place to stay (`Reservation at Hotel Adlon` for 2 guests) or an event running over days.
 */
export function tableReservation(event: CalendarEvent): Reservation | undefined {
  const title = TABLE_TITLE.exec(event.summary?.replace(/\s+/g, ' ') ?? '');
  const name = title?.[1]?.trim();
  if (!name || event.allDay || !event.start || LODGING_WORD.test(name) || longerThanAMeal(event)) return undefined;
  const description = event.description ?? '';
  const party = partySize(title?.[2], description);
  if (!party) return undefined;
  const location = namesPlace(event.location) ? event.location.replace(/\s+/g, ' ').trim() : undefined;
  // LOCATION opening with the restaurant's name gives its address after it.
  const rest = location?.toLowerCase().startsWith(`${name.toLowerCase()},`)
    ? location.slice(name.length + 1)
    : location;
  const address = rest ? addressFromLine(rest.trim()) : undefined;
  const reservation = foodEstablishmentReservation({
    restaurantName: name,
    address: address?.addressLocality ? address : undefined,
    partySize: party,
    reservationNumber: referenceOf(readFacts(description)) ?? referenceInSentence(description),
  });
  // The event's start, in the zone the calendar gives it.
  reservation.startTime = renderEventTime(event.start);
  return reservation;
}
