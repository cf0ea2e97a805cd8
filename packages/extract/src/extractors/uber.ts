import type { Reservation } from '../schema/reservation.js';
import { parseDateTime, parseNamedDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { clockAddressStops, rideReservation } from './lib/ride.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** A ride booked ahead with Uber Reserve: labelled pickup time, pickup and drop-off. */
function reservedRide(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const pickupAt = parseDateTime(labelled(text, 'Pickup time') ?? '', input.date);
  const pickup = labelled(text, 'Pickup');
  if (!pickupAt || !pickup) return [];
  const dropoff = labelled(text, 'Drop-off|Dropoff');
  return [
    rideReservation({
      provider: 'Uber',
      day: pickupAt.slice(0, 10),
      pickup: { clock: pickupAt.slice(11, 16), address: pickup },
      dropoff: dropoff ? { address: dropoff } : undefined,
      reservationNumber: labelled(text, 'Reservation ID'),
      underName: capture(text, /ride is reserved,\s*([^\n,!.]+)/i),
      price: parsePrice(labelled(text, 'Estimated fare|Fare') ?? ''),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
    }),
  ];
}

/** A trip receipt: the day under the total, then a clock line and an address line for each end. */
function tripReceipt(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const [pickup, dropoff] = clockAddressStops(text);
  const day = parseNamedDate(capture(text, /^Total\b[^\n]*\n+([^\n]+)/im) ?? '', input.date);
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
