import { referenceInSentence } from '../../extractors/generic/read-labelled-booking.js';
import { rentalBrandsIn } from '../../extractors/generic/rental-brands.js';
import { addressFromLine } from '../../extractors/lib/fields.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { namesPlace } from './calendar-event-to-thing.js';
import { type CalendarEvent, renderEventTime } from './read-calendar.js';

/**
 * Car rental companies put a rental into the customer's calendar as one event (`Sixt : détails de votre réservation`):
 * it runs from pick-up to return, its LOCATION is the branch with its address (`Sixt Genève Aéroport secteur France,
 * AP de Genève Cointrin Sect(F), 01210 Ferney-Voltaire, FR`), and its description may say where the car goes back
 * (`Retour prévu : Ferney-Voltaire AP de Genève Cointrin Sect(F), le 24.06.2019 à 18:30 heures`).
 */

/** A word of a booking or of a hired vehicle, in the languages rental companies write their calendar entries in. */
const RENTAL_WORD =
  /(?<![\p{L}])(?:reservation|réservation|reservierung|reserva|reserve|prenotazione|reservering|booking|buchung|rental|hire|location|mietwagen|anmietung|alquiler|noleggio|huurauto|vehicle|véhicule|fahrzeug|vehículo|veicolo|voertuig|car|voiture|coche)(?![\p{L}])/iu;

/** Where the car goes back, as a labelled clause: `Retour prévu : <place>,`, `Return: <place>`, `Rückgabe: <place>`. */
const RETURN_PLACE =
  /(?<![\p{L}])(?:retour(?: prévu)?|return(?: location)?|drop[\s-]?off(?: location)?|rückgabe(?:ort)?|devolución|riconsegna|inleveren)\s*:\s*([^,\n]{3,80}?)\s*(?:,|\n|$)/iu;

/** The car booked, as a labelled line: `Car: VW Golf or similar`, `Fahrzeug: BMW 1er`, `Véhicule : Peugeot 208`. */
const CAR_LINE =
  /(?:^|\n)\s*(?:car|vehicle|car model|véhicule|fahrzeug|vehículo|veicolo|voertuig)\s*:\s*([^\n]*\p{L}[^\n]*?)\s*(?=\n|$)/iu;

/** `Branch, street, postcode town, country`: the branch's name, and the rest as its address when it reads as one. */
function branch(location: string): JsonLdObject {
  const comma = location.indexOf(',');
  if (comma < 0) return { '@type': 'Place', name: location };
  const name = location.slice(0, comma).trim();
  const address = addressFromLine(location.slice(comma + 1).trim());
  return address?.addressLocality
    ? { '@type': 'Place', name, address: { '@type': 'PostalAddress', ...address } }
    : { '@type': 'Place', name };
}

/**
 * A car rental an event describes: one rental company named in its title or description, a word of the booking or
 * the car, a timed span from pick-up to return and the branch in its LOCATION. A meeting at a rental company's office
 * speaks of no booking; a reminder with no span or no place is not the rental.
 */
export function rentalReservation(event: CalendarEvent): Reservation | undefined {
  const { start, end } = event;
  if (event.allDay || !start || !end || !namesPlace(event.location)) return undefined;
  const text = `${event.summary ?? ''}\n${event.description ?? ''}`;
  if (!RENTAL_WORD.test(text)) return undefined;
  const brands = rentalBrandsIn(text);
  const [company] = brands;
  if (brands.size !== 1 || !company) return undefined;
  const location = event.location.replace(/\s+/g, ' ').trim();
  const car = CAR_LINE.exec(event.description ?? '')?.[1]?.trim();
  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': 'RentalCarReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: {
      '@type': 'RentalCar',
      ...(car && car.length <= 60 ? { name: car } : {}),
      rentalCompany: { '@type': 'Organization', name: company },
    },
    pickupTime: renderEventTime(start),
    dropoffTime: renderEventTime(end),
    pickupLocation: branch(location),
  };
  const back = RETURN_PLACE.exec(event.description ?? '')?.[1]?.trim();
  if (back) reservation.dropoffLocation = { '@type': 'Place', name: back };
  const reference = referenceInSentence(event.description ?? '');
  if (reference) reservation.reservationNumber = reference;
  return reservation;
}
