import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateOrDateTime, plusDays } from './lib/dates.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { type Address, lodgingReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** A UK-style line ends in a postcode rather than a country: keep only a country that has no digits. */
function address(line: string | undefined): Address {
  const parsed = addressFromLine(line);
  const country = parsed.addressCountry && /\d/.test(line?.split(',').pop() ?? '') ? undefined : parsed.addressCountry;
  return { ...parsed, addressCountry: country };
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, { reservationNumber: 'Booking reference', underName: 'Name', total: 'Total' });
  const { reservationNumber } = header;
  const property = labelled(text, 'Property');
  const arrival = parseDateOrDateTime(labelled(text, 'Arrival') ?? '', input.date);
  const nights = Number(labelled(text, 'Nights'));
  if (!reservationNumber || !/^\d{3}-\d{6,10}$/.test(reservationNumber) || !property || !arrival || !nights) return [];
  return [
    lodgingReservation({
      ...header,
      hotelName: property,
      address: address(labelled(text, 'Address')),
      // The mail gives the arrival day and the number of nights; the property sets the hours.
      checkinTime: arrival,
      checkoutTime: plusDays(arrival.slice(0, 10), nights),
      brokerName: 'Hostelworld',
    }),
  ];
}

/** Hostelworld booking confirmations. */
export const hostelworld: ProviderExtractor = {
  id: 'hostelworld',
  provider: 'Hostelworld',
  classification: 'ota',
  filters: [{ senderDomains: ['hostelworld.com'] }],
  extract,
};
