import { decodeText } from '../../engine/decode-text.js';
import type { DocumentProcessor, DocumentResult } from '../../engine/types.js';
import { referenceInSentence } from '../../extractors/generic/read-labelled-booking.js';
import { RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { calendarEventToThing } from './calendar-event-to-thing.js';
import { itineraryReservations } from './itinerary-description.js';
import { labelledReservation } from './labelled-description.js';
import { type CalendarEvent, readCalendar } from './read-calendar.js';
import { rentalReservation } from './rental-event.js';
import { joinStayEvents } from './stay-events.js';
import { journeyKey, summaryJourney } from './summary-journey.js';
import { tableReservation } from './table-event.js';
import { taggedReservations } from './tagged-description.js';
import { ticketedEvent } from './ticketed-event.js';
import { unfoldedBytes } from './unfolded-bytes.js';

export type { CalendarEvent, EventTime } from './read-calendar.js';
export { readCalendar, renderEventTime } from './read-calendar.js';
export { unfoldedBytes } from './unfolded-bytes.js';

/** More events than this in one attachment is a published calendar, not a booking; the rest are skipped. */
const MAX_EVENTS = 200;

/**
 * The reservations one calendar event describes (a journey, a stay, a car rental, a table, a ticketed admission, or
 * none), and
 * whether it is an event of a trip organiser's feed.
 */
function eventReservations(
  event: CalendarEvent,
  sender: string | undefined,
): { reservations: Reservation[]; tagged: boolean } {
  const tagged = taggedReservations(event);
  if (tagged?.reservations) return { reservations: tagged.reservations, tagged: true };
  const legs = itineraryReservations(event);
  const found = legs.length
    ? legs
    : [
        labelledReservation(event) ??
          summaryJourney(event) ??
          rentalReservation(event) ??
          tableReservation(event) ??
          ticketedEvent(event, sender),
      ];
  return { reservations: found.filter((r): r is Reservation => r !== undefined), tagged: tagged !== undefined };
}

/** The flight (`KL1887`) or train (`ICE1005`) a reservation books, as `journeyKey` names it in a title. */
function bookedKey(reservation: Reservation): string {
  const trip = reservation.reservationFor;
  if (!trip || typeof trip !== 'object' || Array.isArray(trip)) return '';
  const airline = trip.airline;
  const code = airline && typeof airline === 'object' && !Array.isArray(airline) ? airline.iataCode : undefined;
  if (typeof code === 'string' && typeof trip.flightNumber === 'string') return `${code}${Number(trip.flightNumber)}`;
  return typeof trip.trainNumber === 'string' ? trip.trainNumber.replace(/\s+/g, '').toUpperCase() : '';
}

/**
 * Reads an iCalendar file or attachment (`doc.text`, or its bytes): events that describe a journey (an itinerary's
 * legs, a flight or train in labelled lines, named in the title or told in sentences), a car rental or a ticketed
 * admission become reservations;
 * other events are kept as schema.org Events in `things`.
 */
export const processIcal: DocumentProcessor = (doc, context) => {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [], things: [] };
  // An attachment comes as its bytes, a file as its text.
  const calendar = readCalendar(doc.text ?? (doc.bytes ? decodeText(unfoldedBytes(doc.bytes)) : ''), MAX_EVENTS);
  if (!calendar.ok) {
    result.diagnostics.push({
      level: 'error',
      code: 'ics-unreadable',
      message: `Not a readable calendar: ${calendar.error}`,
    });
    return result;
  }
  if (calendar.skipped > 0) {
    result.diagnostics.push({
      level: 'warning',
      code: 'ics-events-skipped',
      message: `${calendar.skipped} calendar event(s) left unread (unreadable, or more than ${MAX_EVENTS})`,
    });
  }
  let failed = 0;
  const read: { event: CalendarEvent; reservations: Reservation[] }[] = [];
  // A trip organiser's feed: its other events (a trip's span, directions) are its own notes, not events to attend.
  let feed = false;
  for (const event of joinStayEvents(calendar.events)) {
    try {
      const { reservations, tagged } = eventReservations(event, context.from);
      read.push({ event, reservations });
      feed ||= tagged;
    } catch {
      // One odd event must not cost the others; counted and reported below.
      failed++;
    }
  }
  // A journey told without its booking's code takes the code its mail's subject names: "Buchungsbestätigung Deutsche
  // Bahn (Auftrag: 600000000000)".
  const subjectReference = context.subject ? referenceInSentence(context.subject) : undefined;
  for (const reservation of subjectReference ? read.flatMap((r) => r.reservations) : []) {
    reservation.reservationNumber ??= subjectReference;
  }
  const booked = new Set(read.flatMap((r) => r.reservations.map(bookedKey)).filter(Boolean));
  // The same booking from two events (a stay's check-in and check-out) is one.
  const seen = new Set<string>();
  for (const { event, reservations } of read) {
    for (const reservation of reservations) {
      if (event.cancelled) reservation.reservationStatus = RESERVATION_STATUS.cancelled;
      const key = JSON.stringify(reservation);
      if (seen.has(key)) continue;
      seen.add(key);
      result.reservations.push(reservation);
    }
    if (reservations.length > 0 || feed) continue;
    // A reminder of a journey the calendar books (check-in opening for KL1887) belongs to that booking.
    const key = journeyKey(event.summary);
    if (key && booked.has(key)) continue;
    const thing = calendarEventToThing(event);
    if (thing && event.cancelled) thing.eventStatus = 'http://schema.org/EventCancelled';
    if (thing) result.things?.push(thing);
  }
  if (failed > 0) {
    result.diagnostics.push({
      level: 'warning',
      code: 'ics-event-unreadable',
      message: `${failed} event(s) could not be read`,
    });
  }
  if (calendar.events.length === 0) {
    result.diagnostics.push({ level: 'info', code: 'ics-empty', message: 'The calendar holds no events' });
  }
  return result;
};
