import type { DocumentProcessor, DocumentResult } from '../../engine/types.js';
import type { Reservation } from '../../schema/reservation.js';
import { bcbpToReservations } from './bcbp-to-reservations.js';
import { parseBcbp } from './parse-bcbp.js';
import { completeFromPrintedPass, printedFlightDay } from './printed-pass.js';
import { calendarDayOf } from './resolve-pass-dates.js';

export type { BcbpMappingOptions, TicketTokenFormat } from './bcbp-to-reservations.js';
export { bcbpToReservations, personFromBcbpName, stripLeadingZeros } from './bcbp-to-reservations.js';
export { looksLikeBcbp, looksLikeFixedWidthBcbp } from './looks-like-bcbp.js';
export type { BcbpLeg, BcbpLegConditional, BcbpParseResult, BcbpPass, BcbpUniqueConditional } from './parse-bcbp.js';
export { parseBcbp } from './parse-bcbp.js';
export type { CalendarDay } from './resolve-pass-dates.js';
export { calendarDayOf, formatCalendarDay } from './resolve-pass-dates.js';

function hasDay(reservation: Reservation, pnr: string | undefined, result: DocumentResult): boolean {
  const flight = reservation.reservationFor as { departureDay?: unknown } | undefined;
  if (flight?.departureDay) return true;
  result.diagnostics.push({
    level: 'warning',
    code: 'bcbp-leg-undated',
    message: `Boarding pass: the flight of ${pnr || 'a leg'} has no readable day of the year; left out`,
  });
  return false;
}

/** Reads an IATA bar-coded boarding pass string (`doc.text`) into one FlightReservation per leg. */
export const processBcbp: DocumentProcessor = (doc, context) => {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [] };
  const written = (doc.text ?? '').replace(/^\s+/, '').replace(/[\r\n]+$/, '');
  // A pass a scanner gave in small letters (`m1smith/john…`) is read as the capitals the barcode holds.
  const text = /[A-Z]/.test(written) ? written : written.toUpperCase();
  const parsed = parseBcbp(text);
  if (!parsed.ok) {
    result.diagnostics.push({
      level: 'error',
      code: 'bcbp-invalid',
      message: `Not a readable boarding pass: ${parsed.error}`,
    });
    return result;
  }
  for (const warning of parsed.warnings) {
    result.diagnostics.push({ level: 'warning', code: 'bcbp-truncated', message: `Boarding pass: ${warning}` });
  }
  // Without a day of receipt, a page that prints the flight's day with its year places the pass's day of the year.
  const reference =
    context.date && !Number.isNaN(context.date.getTime())
      ? calendarDayOf(context.date)
      : context.printedPage && parsed.pass.legs.length === 1
        ? printedFlightDay(context.printedPage, parsed.pass.legs[0]?.dayOfFlight)
        : undefined;
  if (!reference) {
    result.diagnostics.push({
      level: 'info',
      code: 'bcbp-date-unresolved',
      message: 'Boarding pass gives only the day of the year and no date of receipt is known: flight dates left out',
    });
  }
  const mapped = bcbpToReservations(parsed.pass, reference ? { reference } : {});
  // With a day to reckon from, a leg that still has no day wrote none that can be read: nothing places its flight.
  const reservations =
    reference && !context.printedPage ? mapped.filter((r, i) => hasDay(r, parsed.pass.legs[i]?.pnr, result)) : mapped;
  // A pass read from a page (a PDF's) is completed from what the page prints around it.
  const [only] = reservations;
  if (context.printedPage && only && reservations.length === 1) {
    completeFromPrintedPass(only, context.printedPage, parsed.pass.passengerName);
  }
  result.reservations.push(...reservations);
  return result;
};
