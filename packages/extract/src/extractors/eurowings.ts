import { CLOCK, parseNumericDate } from './lib/dates.js';
import { printedTerminal } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const DEPARTURE = new RegExp(String.raw`(?:Departure|Abflug):\s+(${CLOCK})\s+(.+)`);
const ARRIVAL = new RegExp(String.raw`(?:Arrival|Ankunft):\s+(${CLOCK})\s+(.+)`);

/** "Cologne/Bonn, Terminal 1": the airport's name, without the terminal some confirmations print after it. */
function airport(printed: string | undefined): { name: string | undefined } {
  return { name: printed?.replace(/,?\s*Terminal\s+\w+\s*$/, '').trim() };
}

const extract = flightBlocksReader({
  // The confirmation is printed in English or in German, the code labelled as a reservation or a booking code; older
  // ones put advice in brackets after the label and the code, between stars, on the line below ("Individueller
  // Buchungscode (beim Check-In angeben)" / "** K4TR9M **").
  reservationNumber:
    /(?:[Rr]eservation code|[Bb]ooking code|[Rr]eservierungscode|[Bb]uchungscode)(?:\s*\([^)\n]*\))?(?::\s*\**|\s*\*\*)\s*([A-Z0-9]{5,8})\b/,
  underName: /^\s*1\. (?:Passenger|Passagier|Reisender|Fluggast):\s*(.+)$/m,
  passengers: /^\s*\d+\. (?:Passenger|Passagier|Reisender|Fluggast):\s*(.+)$/gm,
  // The day may follow its weekday ("Flight: Sat, 22.06.2019").
  flightStart: /^\s*(?:Flight|Flug):\s+(?:\p{L}{2,3}\.?,?\s+)?\d/u,
  flight: (block) => {
    const head =
      /(?:Flight|Flug):\s+(?:\p{L}{2,3}\.?,?\s+)?([\d.]+)\s*\|\s*(?:(?:Flugnummer|Flight number):?\s*)?([A-Z0-9]{2})\s*(\d{1,4})/u.exec(
        block,
      );
    const dep = DEPARTURE.exec(block);
    const arr = ARRIVAL.exec(block);
    if (!head || !dep || !arr) return undefined;
    const day = parseNumericDate(head[1] ?? '');
    // Times are local; an arrival "before" the departure lands the next day.
    return {
      airlineIata: head[2],
      airlineName: capture(block, /(?:operated by|durchgeführt von)\s+(.+)/),
      flightNumber: head[3],
      ...legOnDay(day, [dep[1], airport(dep[2])], [arr[1], airport(arr[2])]),
      departureTerminal: printedTerminal(dep[2] ?? ''),
      arrivalTerminal: printedTerminal(arr[2] ?? ''),
    };
  },
});

/** Eurowings (and former Germanwings) booking confirmations in text form. */
export const eurowings: ProviderExtractor = {
  id: 'eurowings',
  provider: 'Eurowings',
  classification: 'direct',
  runsFirst: true,
  filters: [{ senderDomains: ['eurowings.com', 'germanwings.com'] }],
  extract,
};
