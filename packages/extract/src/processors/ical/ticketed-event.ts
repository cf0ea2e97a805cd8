import { readFacts } from '../../extractors/generic/labelled-facts.js';
import { RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { calendarEventToThing } from './calendar-event-to-thing.js';
import type { CalendarEvent } from './read-calendar.js';
import { namesJourney } from './summary-journey.js';

/**
 * A calendar invitation becomes an EventReservation only when it is an admission someone holds a ticket for: it
 * comes from a ticketing service (by its organizer, its link or the mail's sender), or its description names an
 * order or ticket with its number. Meetings, talks and reminders stay plain events (see decision 053).
 */
const TICKETING_DOMAINS = [
  'eventbrite',
  'ticketmaster',
  'eventim',
  'pretix.eu',
  'tito.io',
  'ti.to',
  'dice.fm',
  'seetickets',
  'reservix',
  'ticketswap',
  'skiddle',
  'billetto',
  'weezevent',
  'fnacspectacles',
  'ticketone',
  'entradas.com',
  'stubhub',
  'axs.com',
  'universe.com',
  'tickettailor',
  'ticketcorner',
  'oeticket',
  'livenation',
  'lu.ma',
];

/**
 * An order or ticket named with its number: `Order #458812`, `Bestellnummer: 2024-88812`, `Ticket number AB12345`,
 * `Codice prenotazione: 998877`, `Localizador: 5544-XYZ`, and the office after a slash (`Order number: 12-34567/LON`).
 * The spaces and dashes after the word and the spaces around a colon are taken as far as they go (a number starts
 * with a letter or digit), so a description of long runs of spaces is read in time along its length.
 */
const ORDER_REFERENCE =
  /\b(?:order|booking|ticket|bestell|buchungs|auftrags|commande|billet|pedido|entrada|localizador|ordine|biglietto|prenotazion|bestelling|zamówienie)\w*[\s-]*(?![\s-])(?:number|no\.?|nr\.?|nummer|numéro|número|numero|code|id|#)?\s*(?!\s)[:#]?\s*(?!\s)([A-Z0-9][A-Z0-9-]{4,19}(?:\/[A-Z0-9]{2,6})?)\b/i;

function hostOf(text: string | undefined): string {
  return (text ?? '').toLowerCase();
}

function fromTicketing(event: CalendarEvent, sender: string | undefined): boolean {
  const places = [event.organizer, event.url, sender].map(hostOf).join(' ');
  return TICKETING_DOMAINS.some((domain) => places.includes(domain));
}

/** The order or ticket number an admission's description gives, when it gives one with a digit in it. */
function orderReference(event: CalendarEvent): string | undefined {
  const match = ORDER_REFERENCE.exec(event.description ?? '');
  const value = match?.[1];
  return value && /\d/.test(value) ? value : undefined;
}

/** An invitation to a ticketed event as an EventReservation; undefined for any other calendar event. */
export function ticketedEvent(event: CalendarEvent, sender: string | undefined): Reservation | undefined {
  // A flight or train the journey readers could not place is no admission for its booking number.
  if (namesJourney(event.summary)) return undefined;
  // … nor one the description labels (`Zug: RE 5`, `Flight: LH 400`) under a title of no vehicle (`Bahnfahrt`).
  if (readFacts(event.description ?? '').some((f) => f.fact === 'train' || f.fact === 'flight')) return undefined;
  const reference = orderReference(event);
  if (!reference && !fromTicketing(event, sender)) return undefined;
  const thing = calendarEventToThing(event);
  if (!thing) return undefined;
  const { '@context': _context, description: _description, ...eventFields } = thing;
  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': 'EventReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: eventFields,
  };
  if (reference) reservation.reservationNumber = reference;
  return reservation;
}
