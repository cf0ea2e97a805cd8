import { LODGING_WORD } from './labelled-description.js';
import type { CalendarEvent } from './read-calendar.js';

/** A title marking a stay's first day: `Check-in: Hotel Bayerischer Hof`, `Anreise – Hotel Adlon`. */
const CHECK_IN = /^\s*(?:check[\s-]?in|anreise|arrivée|llegada|arrivo|aankomst)\s*[:–—-]\s*(.{3,100}?)\s*$/iu;
/** A title marking its last: `Check-out: Hotel Bayerischer Hof`, `Abreise – Hotel Adlon`. */
const CHECK_OUT = /^\s*(?:check[\s-]?out|abreise|départ|salida|partenza|vertrek)\s*[:–—-]\s*(.{3,100}?)\s*$/iu;

/**
 * Hotels and booking sites may put a stay into the calendar as two events, one at check-in and one at check-out, each
 * titled by the place to stay. Such a pair is read as one event spanning the stay, from the check-in's start to the
 * check-out's, titled by the place and told by the check-in's description and LOCATION; every other event is kept as
 * it is. A title that names no place to stay (`Check-in: LH 400`) pairs with nothing.
 */
export function joinStayEvents(events: readonly CalendarEvent[]): CalendarEvent[] {
  const joined = new Map<CalendarEvent, CalendarEvent>();
  const used = new Set<CalendarEvent>();
  for (const checkIn of events) {
    const name = CHECK_IN.exec(checkIn.summary ?? '')?.[1];
    if (!name || !LODGING_WORD.test(name) || !checkIn.start || checkIn.allDay) continue;
    const checkOut = events.find(
      (e) =>
        !used.has(e) &&
        e.start !== undefined &&
        CHECK_OUT.exec(e.summary ?? '')?.[1]?.toLowerCase() === name.toLowerCase() &&
        e.start.local.slice(0, 10) > (checkIn.start?.local.slice(0, 10) ?? ''),
    );
    if (!checkOut?.start) continue;
    used.add(checkOut);
    joined.set(checkIn, {
      ...checkIn,
      summary: name,
      end: checkOut.start,
      description: checkIn.description ?? checkOut.description,
    });
  }
  return events.filter((e) => !used.has(e)).map((e) => joined.get(e) ?? e);
}
