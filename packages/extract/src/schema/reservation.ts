/**
 * schema.org JSON-LD as the engine produces it. Kept loose on purpose: senders emit every variant, and
 * the post-processing stages normalise what they find. Times are ISO 8601 strings, local (no offset)
 * until post-processing makes them zone-aware.
 */
export type JsonLdValue = string | number | boolean | null | JsonLdObject | JsonLdValue[];
export interface JsonLdObject {
  '@type'?: string;
  '@context'?: string;
  [key: string]: JsonLdValue | undefined;
}

export const RESERVATION_TYPES = [
  'FlightReservation',
  'LodgingReservation',
  'RentalCarReservation',
  'TrainReservation',
  'BusReservation',
  'BoatReservation',
  'TaxiReservation',
  'FoodEstablishmentReservation',
  'EventReservation',
] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** A schema.org reservation: `@type` is one of RESERVATION_TYPES. */
export interface Reservation extends JsonLdObject {
  '@type': ReservationType;
}

export const RESERVATION_STATUS = {
  confirmed: 'http://schema.org/ReservationConfirmed',
  cancelled: 'http://schema.org/ReservationCancelled',
  pending: 'http://schema.org/ReservationPending',
  hold: 'http://schema.org/ReservationHold',
} as const;
