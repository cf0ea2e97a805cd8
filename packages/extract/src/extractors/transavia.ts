import { CLOCK, parseNamedDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { airportsInLine, legOnDay } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "Mevrouw Sanne de Vries Stoel 21A / 19F": salutation, name, then one seat per flight; the seats may stand on the
// next line, where the page lays its table out in blocks.
const PASSENGER = /^(?:Mevrouw|Meneer|Mrs?|Ms|Madame|Monsieur)\s+(.+?)(?:\s+(?:Stoel|Seat|Siège)\s+(.+))?$/im;

const DEPARTS = new RegExp(String.raw`(?:Vertrek|Departure|Départ)\s+(${CLOCK})`, 'i');
const ARRIVES = new RegExp(String.raw`(?:Aankomst|Arrival|Arrivée)\s+(${CLOCK})`, 'i');

/** The passenger line under its heading: name and seats. */
function passengerLine(text: string): RegExpExecArray | null {
  return PASSENGER.exec(
    capture(text, /^(?:Passagiers|Passengers|Passagers)\s*\n+([^\n]+(?:\n(?:Stoel|Seat|Siège)\s[^\n]+)?)/im) ?? '',
  );
}

const extract = flightBlocksReader({
  reservationNumber: /(?:Boekingsnummer|Booking number|Numéro de réservation):?\s+([A-Z0-9]{6})\b/i,
  underName: (text) => passengerLine(text)?.[1],
  total: /^(?:Totaalbedrag|Total amount|Montant total):?\s+(.+)$/im,
  numberRequired: true,
  airlineName: 'Transavia',
  // A leg: its heading, "vr 18 sep 2026 Vluchtnummer HV 5131", "Vertrek 06:45 Aankomst 08:55", both airports.
  flightStart: /^(?:Heenvlucht|Terugvlucht|Outbound flight|Return flight|Vol aller|Vol retour)\s*$/i,
  flight: (block, input, i) => {
    const designator = capture(block, /\b((?:HV|TO)\s?\d{1,4})\b/);
    const day = parseNamedDate(block.replace(/\b(?:HV|TO)\s?\d+/g, ''), input.date);
    const dep = capture(block, DEPARTS);
    const arr = capture(block, ARRIVES);
    // Both airports on one line, or on two lines one after the other where the page lays its table out in blocks.
    const lines = block.split('\n');
    const codes = (l: string | undefined) => (l?.match(/\([A-Z]{3}\)/g) ?? []).length;
    const at = lines.findIndex((l, k) => codes(l) === 2 || (codes(l) === 1 && codes(lines[k + 1]) === 1));
    const [from, to] = airportsInLine(
      at < 0 ? '' : codes(lines[at]) === 2 ? (lines[at] ?? '') : lines.slice(at, at + 2).join(' '),
    );
    if (!designator || !day || !from || !to) return undefined;
    const seats = (passengerLine(input.text)?.[2] ?? '').split(/\s*\/\s*/);
    return {
      ...flightDesignator(designator),
      ...legOnDay(day, [dep, from], [arr, to]),
      seat: /^\d{1,2}[A-K]$/.test(seats[i]?.trim() ?? '') ? seats[i]?.trim() : undefined,
    };
  },
});

/** Transavia booking confirmations (Dutch, English and French mails). */
export const transavia: ProviderExtractor = {
  id: 'transavia',
  provider: 'Transavia',
  classification: 'direct',
  filters: [{ senderDomains: ['transavia.com', 'transavia.nl', 'transavia.fr'] }],
  extract,
};
