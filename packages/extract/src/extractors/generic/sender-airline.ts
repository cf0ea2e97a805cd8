import { airlineByName, airlineName } from '../../refdata/airlines.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';

/** A name's letters and digits, lower-case, without spaces or signs: `Fly Dubai` and `flydubai` read alike. */
function squeezed(words: readonly string[]): string {
  return words.join('').toLowerCase();
}

/** Words many airlines' names share. */
const COMMON_WORD = /^(?:air|airlines?|airways|aero|aviation|fly|flights?|international|lines|the)$/i;

function wordsOf(name: string): string[] {
  return name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Whether the sender's name is the airline's as it calls itself: the airline's registered name, or the first words
 * of it (`Air India` for Air India Limited, `Condor` for Condor Flugdienst, `flydubai` for Fly Dubai).
 */
export function senderIsAirline(sender: string, iata: string): boolean {
  if (!/\p{L}{3}/u.test(sender) || sender.length > 40) return false;
  // A word in capitals (`AEGEAN`) is the airline's logo, not the name a reader writes; an acronym (`SAS`) is a name.
  if (!/\p{Ll}/u.test(sender) && /\p{Lu}{4}/u.test(sender)) return false;
  if (airlineByName(sender) === iata) return true;
  // `Air` or `Fly Airways` alone name no airline: one of the sender's words has to be the airline's own.
  if (wordsOf(sender).every((w) => COMMON_WORD.test(w))) return false;
  const registered = wordsOf(airlineName(iata) ?? '');
  const own = squeezed(wordsOf(sender));
  for (let k = 1; k <= registered.length; k++) if (squeezed(registered.slice(0, k)) === own) return true;
  return false;
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
