import { isAirlineTitle, withoutAirlineTitle } from '../../extractors/lib/names.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import type { BcbpLeg, BcbpPass } from './parse-bcbp.js';
import { type CalendarDay, formatCalendarDay, resolveFlightDays } from './resolve-pass-dates.js';

/** How the ticket token names the barcode symbology (schema.org `ticketToken` prefix). */
export type TicketTokenFormat = 'aztecCode' | 'qrCode' | 'pdf417' | 'dataMatrix' | 'barcode128';

export interface BcbpMappingOptions {
  /** Resolves the day-of-year dates of the pass: when it was received or when the pass says it is relevant. */
  reference?: CalendarDay;
  tokenFormat?: TicketTokenFormat;
}

/** The start of a title after a second slash where the name fills the field (`…/SUBHOMOY/M`). */
const CUT_TITLE = /^(?:M|MI|MIS|MST|D|P|PR|PRO)$/;
/** A pass's name field holds 20 characters. */
const NAME_FIELD = 20;

/** `LAST/FIRST MR` (or `LAST/FIRST/MR`) as a schema.org Person; a name without a slash is all family name. */
export function personFromBcbpName(name: string): JsonLdObject {
  const [family = '', ...rest] = name.split('/');
  const title = rest.length > 1 ? (rest[rest.length - 1] ?? '').trim() : '';
  // A title after a second slash (`SMITH/JOHN/MR`), whole or cut short.
  if (isAirlineTitle(title) || (name.length >= NAME_FIELD && CUT_TITLE.test(title))) rest.pop();
  const given = withoutAirlineTitle(rest.join(' ').trim());
  const person: JsonLdObject = { '@type': 'Person', familyName: family.trim() };
  if (given) person.givenName = given;
  return person;
}

/** `0834` → `834`, `0123A` → `123A`. */
export function stripLeadingZeros(value: string): string {
  const match = /^0*(\d+)(.*)$/.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : value.trim();
}

function buildTicket(pass: BcbpPass, leg: BcbpLeg, tokenFormat: TicketTokenFormat): JsonLdObject {
  const ticket: JsonLdObject = { '@type': 'Ticket', ticketToken: `${tokenFormat}:${pass.raw}` };
  const conditional = leg.conditional;
  // Scrubbed or placeholder numbers (`xxxxxxxxxx`) are no ticket number.
  if (conditional && /^\d+$/.test(conditional.documentNumber)) {
    ticket.ticketNumber = conditional.airlineNumericCode
      ? `${conditional.airlineNumericCode} ${conditional.documentNumber}`
      : conditional.documentNumber;
  }
  return ticket;
}

function buildFlight(leg: BcbpLeg, day: CalendarDay | undefined): JsonLdObject {
  const flight: JsonLdObject = {
    '@type': 'Flight',
    ...(leg.flightNumber ? { flightNumber: stripLeadingZeros(leg.flightNumber) } : {}),
    airline: { '@type': 'Airline', iataCode: leg.operatingCarrier },
    departureAirport: { '@type': 'Airport', iataCode: leg.fromAirport },
    arrivalAirport: { '@type': 'Airport', iataCode: leg.toAirport },
  };
  if (day) flight.departureDay = formatCalendarDay(day);
  return flight;
}

/**
 * A frequent-flyer programme is an airline's: two characters (`LH`, `U2`) or three letters. Anything else (`AB1`) is
 * an item pushed out of place by one the airline wrote short, and the number beside it is no more to be trusted.
 */
function isProgramAirline(designator: string): boolean {
  return designator === '' || /^(?:[A-Z0-9]{2}|[A-Z]{3})$/.test(designator);
}

/** One FlightReservation per leg of a decoded boarding pass. */
export function bcbpToReservations(pass: BcbpPass, options: BcbpMappingOptions = {}): Reservation[] {
  const days = resolveFlightDays(pass, options.reference);
  const tokenFormat = options.tokenFormat ?? 'aztecCode';
  return pass.legs.map((leg, index) => {
    const reservation: Reservation = {
      '@context': 'http://schema.org',
      '@type': 'FlightReservation',
      reservationStatus: RESERVATION_STATUS.confirmed,
      reservationFor: buildFlight(leg, days[index]),
      reservedTicket: buildTicket(pass, leg, tokenFormat),
    };
    if (pass.passengerName) reservation.underName = personFromBcbpName(pass.passengerName);
    if (leg.pnr) reservation.reservationNumber = leg.pnr;
    const seat = stripLeadingZeros(leg.seat);
    if (seat) reservation.airplaneSeat = seat;
    const sequence = stripLeadingZeros(leg.checkInSequence);
    if (sequence) reservation.passengerSequenceNumber = sequence;
    const conditional = leg.conditional;
    if (conditional?.frequentFlyerNumber && pass.passengerName && isProgramAirline(conditional.frequentFlyerAirline)) {
      reservation.programMembershipUsed = {
        '@type': 'ProgramMembership',
        membershipNumber: conditional.frequentFlyerNumber,
        programName: conditional.frequentFlyerAirline || leg.operatingCarrier,
        member: personFromBcbpName(pass.passengerName),
      };
    }
    return reservation;
  });
}
