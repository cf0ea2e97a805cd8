import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Ida: Sex, 11/12/2026", "Partida: Lisboa - Santa Apolónia 09:00", "Comboio: AP 131", "Carruagem 3 Lugar 62".
const extract = labelledStopsReader({
  reservationNumber: 'Código da viagem|Trip code',
  underName: 'Passageiro|Passenger',
  total: 'Total',
  journeyStart: /^(?:Ida|Volta|Outward|Return):/,
  departure: 'Partida|Departure',
  arrival: 'Chegada|Arrival',
  train: 'Comboio|Train',
  coach: /(?:Carruagem|Coach)\s+(\w+)/,
  seat: /(?:Lugar|Seat)\s+(\w+)/,
});

/** CP (Comboios de Portugal) ticket purchase confirmations. */
export const comboiosDePortugal: ProviderExtractor = {
  id: 'comboios-de-portugal',
  provider: 'CP - Comboios de Portugal',
  classification: 'direct',
  filters: [{ senderDomains: ['cp.pt'] }],
  extract,
};
