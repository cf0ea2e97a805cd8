import { matchGroup } from './lib/booking-header.js';
import { flightRowsReader } from './lib/flight-rows.js';
import type { ProviderExtractor } from './types.js';

// "MR JANIS BERZINS 657-2401122334 12C / 14A": name, ticket, then one seat per flight.
const PASSENGER = /^(?:MR|MRS|MS|MISS)\s+([A-Z][A-Z' -]+?)\s+(\d{3}-?\d{10})(?:\s+(.+))?$/m;

/** The seat of the flight at `index`, from the passenger line's list. */
function seatOf(text: string, index: number): string | undefined {
  const seats = (matchGroup(PASSENGER, 3)(text) ?? '').split(/\s*\/\s*/).map((s) => s.trim());
  return /^\d{1,2}[A-K]$/.test(seats[index] ?? '') ? seats[index] : undefined;
}

const extract = flightRowsReader({
  reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/i,
  underName: matchGroup(PASSENGER, 1),
  total: /^Total paid:?\s+(.+)$/im,
  ticketNumber: matchGroup(PASSENGER, 2),
  // One row of the itinerary table as the text conversion squeezes it:
  // "BT 651 02.10.2026 Riga (RIX) London Gatwick (LGW) 07:10 08:30 Basic"; or its cells a line each, where the page
  // lays the table out in blocks.
  row: /^(?<flight>BT\s?\d{1,4})\s+(?<day>\d{2}\.\d{2}\.\d{4})\s+(?<route>.+?\([A-Z]{3}\)\s*.+?\([A-Z]{3}\))\s+(?<departs>\d{1,2}:\d{2})\s+(?<arrives>\d{1,2}:\d{2})/gm,
  numericDays: true,
  airlineName: 'airBaltic',
  perRow: (text, index) => ({ seat: seatOf(text, index) }),
});

/** airBaltic booking confirmations (HTML itinerary table). */
export const airbaltic: ProviderExtractor = {
  id: 'airbaltic',
  provider: 'airBaltic',
  classification: 'direct',
  filters: [{ senderDomains: ['airbaltic.com', 'airbaltic.lv'] }],
  extract,
};
