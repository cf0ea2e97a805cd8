import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import type { ProviderExtractor } from './types.js';

const AIRPORT_LINE = /^(.+?\([A-Z]{3}\))(?:,?\s*Terminal\s+(\S+))?\s*$/gm;

const extract = flightBlocksReader({
  reservationNumber: 'Booking code|Buchungscode',
  underName: (text) => labelled(text, 'Passengers|Reisende')?.replace(/\s*\(.*\)$/, ''),
  total: 'Total price|Gesamtpreis',
  ticketNumber: 'Ticket number|Ticketnummer',
  flightStart: /^(?:Outbound|Return|Onward|Hin|Rück|Weiter)\w*\s*flug|^(?:Outbound|Return|Onward) flight/i,
  flight: (block, input) => {
    const day = parseNamedDate(block, input.date);
    const designator = flightDesignator(block.split('\n').find((l) => /^[A-Z0-9]{2} \d{1,4}$/.test(l.trim())));
    const [dep, arr] = [...block.matchAll(AIRPORT_LINE)];
    const departureTime = atTime(day, labelled(block, 'Departure|Abflug'));
    const arrivalText = labelled(block, 'Arrival|Ankunft') ?? '';
    const arrivalSameDay = atTime(day, arrivalText);
    const shift = Number(/\(\+(\d) (?:day|Tag)/.exec(arrivalText)?.[1] ?? 0);
    if (!dep || !arr || !designator.flightNumber) return undefined;
    return {
      ...designator,
      airlineName: labelled(block, 'Operated by|Durchgeführt von'),
      departureAirport: airportRef(dep[1]),
      arrivalAirport: airportRef(arr[1]),
      departureTerminal: dep[2],
      arrivalTerminal: arr[2],
      departureTime,
      arrivalTime: arrivalSameDay && shift ? plusDays(arrivalSameDay, shift) : arrivalSameDay,
      seat: labelled(block, 'Seat|Sitzplatz'),
    };
  },
});

/** Lufthansa booking confirmations (English and German). */
export const lufthansa: ProviderExtractor = {
  id: 'lufthansa',
  provider: 'Lufthansa',
  classification: 'direct',
  filters: [{ senderDomains: ['booking-lufthansa.com', 'lufthansa.com', 'lufthansa-group.com'] }],
  extract,
};
