import { decodeText } from '../../engine/decode-text.js';
import type { DocumentProcessor, DocumentResult } from '../../engine/types.js';
import { RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { calendarEventToThing } from './calendar-event-to-thing.js';
import { itineraryReservations } from './itinerary-description.js';
import { labelledReservation } from './labelled-description.js';
import { type CalendarEvent, readCalendar } from './read-calendar.js';
import { summaryJourney } from './summary-journey.js';
import { ticketedEvent } from './ticketed-event.js';

export type { CalendarEvent, EventTime } from './read-calendar.js';
export { readCalendar, renderEventTime } from './read-calendar.js';

/** More events than this in one attachment is a published calendar, not a booking; the rest are skipped. */
const MAX_EVENTS = 200;

/** The reservations one calendar event describes: a journey, a stay, a ticketed admission, or none. */
function eventReservations(event: CalendarEvent, sender: string | undefined): Reservation[] {
  const legs = itineraryReservations(event);
  if (legs.length) return legs;
  const found = labelledReservation(event) ?? summaryJourney(event) ?? ticketedEvent(event, sender);
  return found ? [found] : [];
}

/**
 * Reads an iCalendar file or attachment (`doc.text`, or its bytes): events that describe a journey (an itinerary's
 * legs, a flight or train in labelled lines or named in the title) or a ticketed admission become reservations;
 * other events are kept as schema.org Events in `things`.
 */
export const processIcal: DocumentProcessor = (doc, context) => {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [], things: [] };
  // An attachment comes as its bytes, a file as its text.
  const calendar = readCalendar(doc.text ?? (doc.bytes ? decodeText(doc.bytes) : ''), MAX_EVENTS);
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
  for (const event of calendar.events) {
    try {
      const reservations = eventReservations(event, context.from);
      for (const reservation of reservations) {
        if (event.cancelled) reservation.reservationStatus = RESERVATION_STATUS.cancelled;
        result.reservations.push(reservation);
      }
      if (reservations.length === 0) {
        const thing = calendarEventToThing(event);
        if (thing && event.cancelled) thing.eventStatus = 'http://schema.org/EventCancelled';
        if (thing) result.things?.push(thing);
      }
    } catch {
      // One odd event must not cost the others; counted and reported below.
      failed++;
    }
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
