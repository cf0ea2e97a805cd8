import { labelled } from './lib/fields.js';
import { restaurantBookingReader } from './lib/restaurant-booking.js';
import type { ProviderExtractor } from './types.js';

// The restaurant's name and address follow the headline ("Your booking is confirmed!").
const extract = restaurantBookingReader({
  reservationNumber: 'Booking reference|Numéro de réservation|Codice prenotazione',
  underName: 'Name|Nom|Nome',
  headline: /booking is confirmed|réservation est confirmée|prenotazione è confermata/i,
  day: 'Date',
  time: 'Time|Heure|Ora',
  partySize: (text) => /\d+/.exec(labelled(text, 'Number of people|Nombre de personnes|Numero di persone') ?? '')?.[0],
});

/** TheFork (LaFourchette, ElTenedor) table booking confirmations. */
export const thefork: ProviderExtractor = {
  id: 'thefork',
  provider: 'TheFork',
  classification: 'ota',
  filters: [{ senderDomains: ['thefork.com', 'thefork.co.uk', 'thefork.it', 'lafourchette.com', 'eltenedor.es'] }],
  extract,
};
