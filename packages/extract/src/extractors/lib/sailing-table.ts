import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { bookingHeader } from './booking-header.js';
import { parseDateTime } from './dates.js';
import { boatReservation } from './reservations.js';
import { sailingRows } from './rows.js';

/** Where a ferry line prints its booking number; the number is the pattern's first group. */
export interface SailingTableFields {
  reservationNumber: RegExp;
}

/** Reads ferry confirmations that list each crossing as a row of a sailing table (`sailingRows`). */
export function sailingTableReader(fields: SailingTableFields): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const { text } = input;
    const header = bookingHeader(input, {
      reservationNumber: fields.reservationNumber,
      underName: 'Lead passenger',
      total: /^Total:?\s+(.+)$/m,
    });
    if (!header.reservationNumber) return [];
    return sailingRows(text).map((row) =>
      boatReservation({
        ...header,
        name: row.ship,
        departureTerminal: row.from,
        arrivalTerminal: row.to,
        departureTime: parseDateTime(row.departure),
        arrivalTime: parseDateTime(row.arrival),
      }),
    );
  };
}
