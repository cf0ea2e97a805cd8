import type { ReservationType } from '../schema/reservation.js';

/** A time property and the place whose zone it is written in, both relative to the reservation. */
export interface TimePlace {
  time: string;
  place: string;
  /** Take the zone of the entry before when this place gives none. */
  orPreviousZone?: boolean;
}

/** For each reservation type, which times belong to which places. */
export const TIME_PLACES: Record<ReservationType, readonly TimePlace[]> = {
  FlightReservation: [
    { time: 'reservationFor.departureTime', place: 'reservationFor.departureAirport' },
    { time: 'reservationFor.boardingTime', place: 'reservationFor.departureAirport' },
    { time: 'reservationFor.arrivalTime', place: 'reservationFor.arrivalAirport' },
  ],
  TrainReservation: [
    { time: 'reservationFor.departureTime', place: 'reservationFor.departureStation' },
    { time: 'reservationFor.arrivalTime', place: 'reservationFor.arrivalStation' },
  ],
  BusReservation: [
    { time: 'reservationFor.departureTime', place: 'reservationFor.departureBusStop' },
    { time: 'reservationFor.arrivalTime', place: 'reservationFor.arrivalBusStop' },
  ],
  BoatReservation: [
    { time: 'reservationFor.departureTime', place: 'reservationFor.departureBoatTerminal' },
    { time: 'reservationFor.arrivalTime', place: 'reservationFor.arrivalBoatTerminal' },
  ],
  LodgingReservation: [
    { time: 'checkinTime', place: 'reservationFor' },
    { time: 'checkoutTime', place: 'reservationFor' },
  ],
  RentalCarReservation: [
    { time: 'pickupTime', place: 'pickupLocation' },
    { time: 'dropoffTime', place: 'dropoffLocation' },
  ],
  TaxiReservation: [
    { time: 'pickupTime', place: 'pickupLocation' },
    // A ride stays in one zone: where the drop-off names no known place, the pickup's zone holds.
    { time: 'dropoffTime', place: 'dropoffLocation', orPreviousZone: true },
  ],
  FoodEstablishmentReservation: [
    { time: 'startTime', place: 'reservationFor' },
    { time: 'endTime', place: 'reservationFor' },
  ],
  EventReservation: [
    { time: 'reservationFor.startDate', place: 'reservationFor.location' },
    { time: 'reservationFor.endDate', place: 'reservationFor.location' },
    { time: 'reservationFor.doorTime', place: 'reservationFor.location' },
  ],
};

/** Times of non-reservation items (an Event read from a web page) and their places. */
export const THING_TIME_PLACES: Record<string, readonly TimePlace[]> = {
  Event: [
    { time: 'startDate', place: 'location' },
    { time: 'endDate', place: 'location' },
  ],
};
