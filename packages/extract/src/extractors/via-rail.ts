import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Trip 1 - Friday, December 11, 2026", "From: Toronto Union 06:40", "Train: 51", "Car 4 Seat 7D".
const extract = labelledStopsReader({
  reservationNumber: 'Booking number|Numéro de réservation',
  underName: 'Passenger|Passager',
  total: 'Total',
  journeyStart: /^(?:Trip|Trajet)\s+\d+\b/,
  departure: 'From|De',
  arrival: 'To|À',
  train: 'Train',
  coach: /(?:Car|Voiture)\s+(\w+)/,
  seat: /(?:Seat|Siège)\s+(\w+)/,
});

/** VIA Rail Canada booking confirmations (English and French). */
export const viaRail: ProviderExtractor = {
  id: 'via-rail',
  provider: 'VIA Rail Canada',
  classification: 'direct',
  filters: [{ senderDomains: ['viarail.ca'] }],
  extract,
};
