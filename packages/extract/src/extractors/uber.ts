import type { Reservation } from '../schema/reservation.js';
import { parseNamedDate } from './lib/dates.js';
import { parsePrice } from './lib/price.js';
import { bookedRide, clockAddressStops, rideReservation } from './lib/ride.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** A ride booked ahead with Uber Reserve: labelled pickup time, pickup and drop-off. */
function reservedRide(input: ExtractorInput): Reservation[] {
  return bookedRide(input, {
    provider: 'Uber',
    pickupTime: 'Pickup time',
    pickup: 'Pickup',
    dropoff: 'Drop-off|Dropoff',
    header: {
      reservationNumber: 'Reservation ID',
      underName: /ride is reserved,\s*([^\n,!.]+)/i,
      total: 'Estimated fare|Fare',
    },
  });
}

function tripReceipt(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const [pickup, dropoff] = clockAddressStops(text);
  // The day under the total's line, or under its amount where the page lays its table out in blocks, or standing
  // alone at the receipt's top (`11 May 2026 17:24`).
  const day =
    parseNamedDate(capture(text, /^Total\b[^\n]*\n+([^\n]+)/im) ?? '', input.date) ??
    parseNamedDate(capture(text, /^Total\n[^\n]+\n+([^\n]+)/im) ?? '', input.date) ??
    parseNamedDate(capture(text, /^\s*([^\n]{6,30})\n(?:\s*\n)*\s*Thanks for riding/im) ?? '', input.date);
  if (!pickup || !day) return [];
  return [
    rideReservation({
      provider: 'Uber',
      day,
      pickup,
      dropoff,
      underName: capture(text, /Thanks for riding,\s*([^\n,!.]+)/i),
      price: parsePrice(capture(text, /^Total\b\s*([^\n]+)/im) ?? ''),
    }),
  ];
}

function extract(input: ExtractorInput): Reservation[] {
  return /Pickup time/i.test(input.text) ? reservedRide(input) : tripReceipt(input);
}

/** Uber trip receipts and Uber Reserve ride confirmations. */
export const uber: ProviderExtractor = {
  id: 'uber',
  provider: 'Uber',
  classification: 'direct',
  filters: [{ senderDomains: ['uber.com'], content: /Thanks for riding|ride is reserved|Pickup time/i }],
  extract,
};
