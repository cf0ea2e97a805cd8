import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { bookingHeader } from './booking-header.js';
import { parseDateTime } from './dates.js';
import { boatReservation } from './reservations.js';
import { sailingRows } from './rows.js';
import { capture } from './text.js';

/** Where a ferry line prints its booking number; the number is the pattern's first group. */
export interface SailingTableFields {
  reservationNumber: RegExp;
}

/** Reads ferry confirmations that list each crossing as a row of a sailing table (`sailingRows`). */
export function sailingTableReader(fields: SailingTableFields): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const { text } = input;
    const { reservationNumber, underName, price, status } = bookingHeader(input, {
      reservationNumber: (t) => capture(t, fields.reservationNumber),
      underName: 'Lead passenger',
      total: (t) => capture(t, /^Total:?\s+(.+)$/m),
    });
    if (!reservationNumber) return [];
    return sailingRows(text).map((row) =>
      boatReservation({
        reservationNumber,
        underName,
        price,
        status,
        name: row.ship,
        departureTerminal: row.from,
        arrivalTerminal: row.to,
        departureTime: parseDateTime(row.departure),
        arrivalTime: parseDateTime(row.arrival),
      }),
    );
  };
}
