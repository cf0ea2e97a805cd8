import { airlineByName, isAirlineCalled } from '../../refdata/airlines.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';

/**
 * Whether the sender's name is the airline's as it calls itself (see `isAirlineCalled`): never a long line, nor a
 * name in capitals (`AEGEAN`, the airline's logo rather than the name a reader writes), though an acronym the data
 * set gives the airline (`TAP`) is its name.
 */
export function senderIsAirline(sender: string, iata: string): boolean {
  if (!/\p{L}{3}/u.test(sender) || sender.length > 40) return false;
  if (!/\p{Ll}/u.test(sender)) {
    if (/\p{Lu}{4}/u.test(sender)) return false;
    // Capitals the data set lists as the airline's (`TAP`, `LOT`), not initials that merely fit (`ANA`).
    return airlineByName(sender) === iata;
  }
  return isAirlineCalled(sender, iata);
}

/**
 * A flight whose airline is named by no word beside its number takes the name the mail's sender gives itself
 * (`From: Volotea <…>`) when that name is its airline's: the traveller knows the airline by that name.
 */
export function withSenderAirlineName(reservations: Reservation[], sender: string | undefined): Reservation[] {
  const name = sender?.trim();
  if (!name) return reservations;
  for (const r of reservations) {
    if (r['@type'] !== 'FlightReservation') continue;
    const airline = (r.reservationFor as JsonLdObject | undefined)?.airline as JsonLdObject | undefined;
    const iata = airline?.iataCode;
    if (!airline || typeof iata !== 'string' || airline.name || !senderIsAirline(name, iata)) continue;
    airline.name = name;
  }
  return reservations;
}
