import type { Reservation } from '../schema/reservation.js';
import { addressWithSpacedPostcode } from './lib/addresses.js';
import { bookingHeader } from './lib/booking-header.js';
import { CLOCK } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { stayTime } from './lib/hotel.js';
import { lodgingReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Check-in Fri 16 Oct 2026, from 15:00", "Check-out Sun 18 Oct 2026, by 12:00": the clocks of check-in and out.
const FROM_CLOCK = new RegExp(String.raw`from\s+(${CLOCK})`, 'i');
const BY_CLOCK = new RegExp(String.raw`by\s+(${CLOCK})`, 'i');

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
      checkinTime: stayTime(checkin.replace(/,?\s*from.*$/i, ''), capture(checkin, FROM_CLOCK), input.date),
      checkoutTime: stayTime(checkout.replace(/,?\s*by.*$/i, ''), capture(checkout, BY_CLOCK), input.date),
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
