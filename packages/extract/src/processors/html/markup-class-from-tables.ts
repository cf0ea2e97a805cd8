import type { Document } from 'domhandler';
import { MAX_ROWS, tablesOf } from '../../extractors/generic/column-tables.js';
import { factOfLabel } from '../../extractors/generic/labelled-facts.js';
import { isObject } from '../../postprocess/json-ld.js';
import type { JsonLdObject, JsonLdValue, Reservation } from '../../schema/reservation.js';

/** A class is a word or a few ("Smart", "2nd class", "Business Premier"), not a paragraph. */
const MAX_CLASS = 30;
/** Rides whose markup names them by a number a table's row may print. */
const NUMBERS: Record<string, string> = { TrainReservation: 'trainNumber', BusReservation: 'busNumber' };

function existingClass(r: Reservation): JsonLdValue | undefined {
  const ticket = r.reservedTicket;
  if (!isObject(ticket)) return undefined;
  return isObject(ticket.ticketedSeat) ? ticket.ticketedSeat.seatingType : undefined;
}

/**
 * The classes the page's tables print for one ride: in a row of values under a row of labels, one of whose cells
 * labels the class ("Ambiente", "Class"), the value in that column of a row that prints the ride's number.
 */
function classesOf(tables: readonly string[][][], number: string): Set<string> {
  const found = new Set<string>();
  for (const rows of tables) {
    for (let i = 0; i + 1 < rows.length; i++) {
      const header = rows[i] ?? [];
      const at = header.findIndex((cell) => cell.length <= 40 && factOfLabel(cell) === 'class');
      if (at < 0) continue;
      for (let j = i + 1; j < rows.length && j <= i + MAX_ROWS; j++) {
        const row = rows[j] ?? [];
        if (row.length !== header.length) break;
        const value = row[at] ?? '';
        if (!row.includes(number) || !value || value.length > MAX_CLASS || factOfLabel(value)) continue;
        found.add(value);
      }
    }
  }
  return found;
}

/**
 * Markup that names a train or a coach by its number but gives no class, while the page prints the ride in a table
 * whose columns its header labels (`Orari | N.Treno | Ambiente` over `06:15 > 07:46 | 8902 | Smart`): the ride's
 * class is the value in the class's column of the row printing its number, when the page prints it one class.
 */
export function completeClassFromTables(reservations: readonly Reservation[], dom: Document): void {
  const rides = reservations.filter((r) => {
    const key = NUMBERS[r['@type']];
    return key && isObject(r.reservationFor) && typeof r.reservationFor[key] === 'string' && !existingClass(r);
  });
  if (rides.length === 0) return;
  const tables = tablesOf(dom);
  for (const r of rides) {
    const trip = r.reservationFor as JsonLdObject;
    const number = String(trip[NUMBERS[r['@type']] ?? ''] ?? '').trim();
    if (!number) continue;
    const classes = classesOf(tables, number);
    if (classes.size !== 1) continue;
    const [seatingType] = [...classes];
    const ticket: JsonLdObject = isObject(r.reservedTicket) ? r.reservedTicket : { '@type': 'Ticket' };
    const seat: JsonLdObject = isObject(ticket.ticketedSeat) ? ticket.ticketedSeat : { '@type': 'Seat' };
    r.reservedTicket = { ...ticket, ticketedSeat: { ...seat, seatingType: seatingType ?? '' } };
  }
}
