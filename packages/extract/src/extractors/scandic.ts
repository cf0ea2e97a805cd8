import type { Reservation } from '../schema/reservation.js';
import { addressWithSpacedPostcode } from './lib/addresses.js';
import { bookingHeader } from './lib/booking-header.js';
import { labelled } from './lib/fields.js';
import { stayTime } from './lib/hotel.js';
import { lodgingReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /^Booking number:?\s+(\d{6,10})\s*$/im,
    underName: 'Guest',
    total: 'Total price',
  });
  const { reservationNumber } = header;
  const checkin = labelled(text, 'Check-in');
  const checkout = labelled(text, 'Check-out');
  if (!reservationNumber || !checkin || !checkout) return [];
  // The hotel's name heads its block; the address and phone follow on lines of their own.
  const lines = text.split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) => /^Scandic\s+\S/.test(l) && !/Friends/.test(l));
  const [address, phone] = lines.slice(at + 1).filter(Boolean);
  return [
    lodgingReservation({
      ...header,
      hotelName: at >= 0 ? (lines[at] ?? 'Scandic') : 'Scandic',
      address: at >= 0 ? addressWithSpacedPostcode(address) : undefined,
      telephone: at >= 0 && /^\+?[\d ()-]{6,}$/.test(phone ?? '') ? phone : undefined,
      checkinTime: stayTime(
        checkin.replace(/,?\s*from.*$/i, ''),
        capture(checkin, /from\s+(\d{1,2}:\d{2})/i),
        input.date,
      ),
      checkoutTime: stayTime(
        checkout.replace(/,?\s*by.*$/i, ''),
        capture(checkout, /by\s+(\d{1,2}:\d{2})/i),
        input.date,
      ),
    }),
  ];
}

/** Scandic Hotels booking confirmations. */
export const scandic: ProviderExtractor = {
  id: 'scandic',
  provider: 'Scandic Hotels',
  classification: 'direct',
  filters: [
    {
      senderDomains: [
        'scandichotels.com',
        'scandichotels.se',
        'scandichotels.no',
        'scandichotels.dk',
        'scandichotels.fi',
        'scandichotels.de',
      ],
    },
  ],
  extract,
};
