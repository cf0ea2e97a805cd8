import { readLabelledBooking } from '../read-labelled-booking.js';

/**
 * The flights the general readers find in a text, each as one row: reference, passenger, designator, airports,
 * departure and arrival.
 */
export function flightRows(text: string, date: Date): string[][] {
  return readLabelledBooking({ kind: 'text', text, date }).map((r) => {
    const f = r.reservationFor as Record<string, Record<string, string> | string>;
    const [from, to] = [f.departureAirport, f.arrivalAirport] as Record<string, string>[];
    return [
      String(r.reservationNumber),
      String((r.underName as Record<string, string> | undefined)?.name),
      `${(f.airline as Record<string, string>).iataCode} ${f.flightNumber}`,
      `${from?.iataCode}-${to?.iataCode}`,
      String(f.departureTime),
      String(f.arrivalTime),
    ];
  });
}
