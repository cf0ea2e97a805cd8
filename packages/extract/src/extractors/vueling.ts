import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: 'Código de reserva|Booking code|Codi de reserva',
  underName: 'Pasajeros|Passengers',
  total: 'Precio total|Total price',
  flightStart: /^(?:Vuelo de (?:ida|vuelta)|Outbound flight|Return flight)\s*$/i,
  flight: (block) => {
    const route = airportRoute(block);
    const service = block.split('\n').find((l) => /^VY\s?\d{1,4}\s*$/.test(l.trim()));
    if (!route || !service) return undefined;
    return {
      ...flightDesignator(service),
      departureAirport: route[0],
      arrivalAirport: route[1],
      departureTime: parseDateTime(labelled(block, 'Salida|Departure') ?? ''),
      arrivalTime: parseDateTime(labelled(block, 'Llegada|Arrival') ?? ''),
    };
  },
});

/** Vueling booking confirmations (Spanish and English). */
export const vueling: ProviderExtractor = {
  id: 'vueling',
  provider: 'Vueling',
  classification: 'direct',
  filters: [{ senderDomains: ['vueling.com'] }],
  extract,
};
