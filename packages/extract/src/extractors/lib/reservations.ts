import { type JsonLdObject, type JsonLdValue, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { person } from './names.js';
import type { Price } from './price.js';

/** Whether a booking stands or was called off. */
export type BookingStatus = 'confirmed' | 'cancelled';

/** What every reservation can carry. */
export interface ReservationBase {
  reservationNumber?: string | undefined;
  /** A name written given-name first, or a ready Person. */
  underName?: string | JsonLdObject | undefined;
  status?: BookingStatus | undefined;
  price?: Price | undefined;
  ticketToken?: string | undefined;
  ticketNumber?: string | undefined;
}

/** A seat as a ticket prints it. */
export interface SeatInfo {
  coach?: string | undefined;
  seat?: string | undefined;
  /** Class or berth type ("2", "THIRD AC (3A)"). */
  seatingType?: string | undefined;
}

/** Removes keys whose value is undefined or an empty string, so the JSON only says what the document said. */
function compact(obj: Record<string, JsonLdValue | undefined>): JsonLdObject {
  const out: JsonLdObject = {};
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined || value === '') continue;
    out[key] = value;
  }
  return out;
}

function base(
  type: Reservation['@type'],
  r: ReservationBase,
  reservationFor: JsonLdObject,
  extra: Record<string, JsonLdValue | undefined> = {},
): Reservation {
  const underName = typeof r.underName === 'string' ? person(r.underName) : r.underName;
  const ticket =
    r.ticketToken || r.ticketNumber
      ? compact({ '@type': 'Ticket', ticketToken: r.ticketToken, ticketNumber: r.ticketNumber })
      : undefined;
  return {
    '@context': 'http://schema.org',
    ...compact({
      reservationNumber: r.reservationNumber,
      underName: underName ? { ...underName } : undefined,
      reservationStatus: r.status === 'cancelled' ? RESERVATION_STATUS.cancelled : RESERVATION_STATUS.confirmed,
      totalPrice: r.price?.price,
      priceCurrency: r.price?.priceCurrency,
      reservedTicket: ticket,
      ...extra,
    }),
    reservationFor,
    '@type': type,
  };
}

function withSeat(reservation: Reservation, seat: SeatInfo): Reservation {
  if (!seat.coach && !seat.seat && !seat.seatingType) return reservation;
  const ticketedSeat = compact({
    '@type': 'Seat',
    seatNumber: seat.seat,
    seatSection: seat.coach,
    seatingType: seat.seatingType,
  });
  const ticket = (reservation.reservedTicket as JsonLdObject | undefined) ?? { '@type': 'Ticket' };
  return { ...reservation, reservedTicket: { ...ticket, ticketedSeat } };
}

function dayOf(time: string | undefined): string | undefined {
  return time?.slice(0, 10);
}

/** How schema.org names the trip, its stops and their keys for each kind of ride. */
interface RideKind {
  trip: string;
  stop: string;
  number: string;
  name: string;
  departure: string;
  arrival: string;
}

const TRAIN: RideKind = {
  trip: 'TrainTrip',
  stop: 'TrainStation',
  number: 'trainNumber',
  name: 'trainName',
  departure: 'departureStation',
  arrival: 'arrivalStation',
};

const BUS: RideKind = {
  trip: 'BusTrip',
  stop: 'BusStation',
  number: 'busNumber',
  name: 'busName',
  departure: 'departureBusStop',
  arrival: 'arrivalBusStop',
};

/** A train's or bus's trip: its number and name, the stops at both ends, the times, then what else the kind says. */
function rideTrip(
  kind: RideKind,
  [number, name]: [string | undefined, string | undefined],
  [departure, arrival]: [string, string],
  times: { departureTime?: string | undefined; arrivalTime?: string | undefined; departureDay?: string | undefined },
  extra: Record<string, JsonLdValue | undefined> = {},
): JsonLdObject {
  return compact({
    '@type': kind.trip,
    [kind.number]: number,
    [kind.name]: name,
    // An end the document does not name (a ticket message giving the departure alone) is left out.
    [kind.departure]: departure ? { '@type': kind.stop, name: departure } : undefined,
    [kind.arrival]: arrival ? { '@type': kind.stop, name: arrival } : undefined,
    departureTime: times.departureTime,
    arrivalTime: times.arrivalTime,
    departureDay: times.departureDay ?? dayOf(times.departureTime),
    ...extra,
  });
}

/** One train ride. Times are local ISO without offset. */
export interface TrainLeg extends ReservationBase, SeatInfo {
  trainNumber?: string | undefined;
  trainName?: string | undefined;
  departureStation: string;
  arrivalStation: string;
  departureTime?: string | undefined;
  arrivalTime?: string | undefined;
  departureDay?: string | undefined;
  departurePlatform?: string | undefined;
  arrivalPlatform?: string | undefined;
  /** The railway that runs the train, where the document names it apart from the seller. */
  operator?: string | undefined;
}

/** A platform printed in brackets after a station's name: `London Euston (Platform 12)`, `Köln Hbf (Gleis 5)`. */
const BRACKETED_PLATFORM =
  /\s*\((?:Platform|Plat\.|Gleis|Voie|Binario|Andén|Spoor|Perron|Spor|Kolej)\s+(\w{1,4})\)\s*$/i;

/** A station's name without the platform a company prints in brackets after it, and that platform. */
function stationAndPlatform(printed: string): { station: string; platform?: string } {
  const m = BRACKETED_PLATFORM.exec(printed);
  return m?.[1] ? { station: printed.slice(0, m.index), platform: m[1] } : { station: printed };
}

/** A schema.org TrainReservation for one leg. */
export function trainReservation(leg: TrainLeg): Reservation {
  const from = stationAndPlatform(leg.departureStation);
  const to = stationAndPlatform(leg.arrivalStation);
  const trip = rideTrip(TRAIN, [leg.trainNumber, leg.trainName], [from.station, to.station], leg, {
    departurePlatform: leg.departurePlatform ?? from.platform,
    arrivalPlatform: leg.arrivalPlatform ?? to.platform,
    provider: leg.operator ? { '@type': 'Organization', name: leg.operator } : undefined,
  });
  return withSeat(base('TrainReservation', leg, trip), leg);
}

/** One bus ride. */
export interface BusLeg extends ReservationBase, SeatInfo {
  busNumber?: string | undefined;
  busName?: string | undefined;
  departureBusStop: string;
  arrivalBusStop: string;
  departureTime?: string | undefined;
  arrivalTime?: string | undefined;
}

/** A schema.org BusReservation for one leg. */
export function busReservation(leg: BusLeg): Reservation {
  // Only the times: a bus's day is always its departure's, whatever else the leg object carries.
  const times = { departureTime: leg.departureTime, arrivalTime: leg.arrivalTime };
  const trip = rideTrip(BUS, [leg.busNumber, leg.busName], [leg.departureBusStop, leg.arrivalBusStop], times);
  return withSeat(base('BusReservation', leg, trip), leg);
}

/** One ferry crossing. */
export interface BoatLeg extends ReservationBase {
  /** The ship's or the route's name, as the operator prints it. */
  name?: string | undefined;
  departureTerminal: string;
  arrivalTerminal: string;
  departureTime?: string | undefined;
  arrivalTime?: string | undefined;
}

/** A schema.org BoatReservation for one crossing. */
export function boatReservation(leg: BoatLeg): Reservation {
  const trip = compact({
    '@type': 'BoatTrip',
    name: leg.name,
    departureBoatTerminal: { '@type': 'BoatTerminal', name: leg.departureTerminal },
    arrivalBoatTerminal: { '@type': 'BoatTerminal', name: leg.arrivalTerminal },
    departureTime: leg.departureTime,
    arrivalTime: leg.arrivalTime,
  });
  return base('BoatReservation', leg, trip);
}

/** An airport as a confirmation names it: a code, a name, or both. */
export interface AirportRef {
  iataCode?: string | undefined;
  name?: string | undefined;
}

/** One flight. */
export interface FlightLeg extends ReservationBase, SeatInfo {
  airlineIata?: string | undefined;
  airlineName?: string | undefined;
  flightNumber?: string | undefined;
  departureAirport: AirportRef;
  arrivalAirport: AirportRef;
  departureTime?: string | undefined;
  arrivalTime?: string | undefined;
  departureDay?: string | undefined;
  departureTerminal?: string | undefined;
  arrivalTerminal?: string | undefined;
  departureGate?: string | undefined;
  boardingTime?: string | undefined;
}

/**
 * An airport as schema.org wants it. A name holding a colon or a digit is left out: it is the run of a line before the
 * airport's code ("Depart: Friday, December 18, 2026 Chicago O'Hare"), not the airport's name.
 */
function airport(ref: AirportRef): JsonLdObject {
  const name = ref.name !== undefined && /[:\d]/.test(ref.name) ? undefined : ref.name;
  return compact({ '@type': 'Airport', iataCode: ref.iataCode, name });
}

/** An aircraft seat: a row number and a letter ("14C", "032K"). */
const FLIGHT_SEAT = /^\d{1,3}[A-Z]$/;

/**
 * A schema.org FlightReservation for one flight; the flight number carries no airline prefix. A seat that is no row
 * and letter is left out: a label's value read from the wrong line ("Seat selection opens online", "reservieren: ab
 * 10 EUR") is no seat.
 */
export function flightReservation(leg: FlightLeg): Reservation {
  const flight = compact({
    '@type': 'Flight',
    airline:
      leg.airlineIata || leg.airlineName
        ? compact({ '@type': 'Airline', iataCode: leg.airlineIata, name: leg.airlineName })
        : undefined,
    flightNumber: leg.flightNumber,
    departureAirport: airport(leg.departureAirport),
    arrivalAirport: airport(leg.arrivalAirport),
    departureTime: leg.departureTime,
    arrivalTime: leg.arrivalTime,
    departureDay: leg.departureDay ?? dayOf(leg.departureTime),
    departureTerminal: leg.departureTerminal,
    arrivalTerminal: leg.arrivalTerminal,
    departureGate: leg.departureGate,
    boardingTime: leg.boardingTime,
  });
  const reservation = base('FlightReservation', leg, flight);
  const seat = leg.seat !== undefined && FLIGHT_SEAT.test(leg.seat) ? leg.seat : undefined;
  return withSeat(reservation, { seat, seatingType: leg.seatingType });
}

/** A postal address as schema.org wants it. */
export interface Address {
  streetAddress?: string | undefined;
  addressLocality?: string | undefined;
  postalCode?: string | undefined;
  addressRegion?: string | undefined;
  addressCountry?: string | undefined;
}

function postalAddress(address: Address | undefined): JsonLdObject | undefined {
  if (!address) return undefined;
  return compact({ '@type': 'PostalAddress', ...address });
}

/** A place of a schema.org type by its name, with its postal address and phone where known. */
function namedPlace(type: string, name: string, address?: Address, telephone?: string): JsonLdObject {
  return compact({ '@type': type, name, address: postalAddress(address), telephone });
}

/** A hotel or rental stay. */
export interface Stay extends ReservationBase {
  hotelName: string;
  address?: Address | undefined;
  telephone?: string | undefined;
  checkinTime?: string | undefined;
  checkoutTime?: string | undefined;
  numberOfRooms?: number | undefined;
  /** Who sold the stay, when not the hotel itself (Booking.com, Expedia). */
  brokerName?: string | undefined;
}

/** A schema.org LodgingReservation. */
export function lodgingReservation(stay: Stay): Reservation {
  const hotel = namedPlace('LodgingBusiness', stay.hotelName, stay.address, stay.telephone);
  return base('LodgingReservation', stay, hotel, {
    checkinTime: stay.checkinTime,
    checkoutTime: stay.checkoutTime,
    numberOfRooms: stay.numberOfRooms,
    broker: stay.brokerName ? { '@type': 'Organization', name: stay.brokerName } : undefined,
  });
}

/** A place where a car is picked up or returned. */
export interface RentalPlace {
  name: string;
  address?: Address | undefined;
}

/** A car hire. */
export interface CarHire extends ReservationBase {
  /** The company that hands the car over; a confirmation that names none leaves it out. */
  rentalCompany?: string | undefined;
  carModel?: string | undefined;
  pickupLocation: RentalPlace;
  dropoffLocation?: RentalPlace | undefined;
  pickupTime?: string | undefined;
  dropoffTime?: string | undefined;
}

function place(p: RentalPlace): JsonLdObject {
  return namedPlace('Place', p.name, p.address);
}

/** A schema.org RentalCarReservation. */
export function rentalCarReservation(hire: CarHire): Reservation {
  const car = compact({
    '@type': 'RentalCar',
    name: hire.carModel,
    rentalCompany: hire.rentalCompany ? { '@type': 'Organization', name: hire.rentalCompany } : undefined,
  });
  return base('RentalCarReservation', hire, car, {
    pickupLocation: place(hire.pickupLocation),
    dropoffLocation: place(hire.dropoffLocation ?? hire.pickupLocation),
    pickupTime: hire.pickupTime,
    dropoffTime: hire.dropoffTime,
  });
}

/** A ride with a taxi or ride-hailing service. */
export interface TaxiRide extends ReservationBase {
  /** The service ("Uber", "Bolt"). */
  provider: string;
  pickupLocation: RentalPlace;
  dropoffLocation?: RentalPlace | undefined;
  pickupTime?: string | undefined;
  dropoffTime?: string | undefined;
}

/** A schema.org TaxiReservation; the drop-off (not in schema.org's Taxi) says where the ride ends. */
export function taxiReservation(ride: TaxiRide): Reservation {
  const service = { '@type': 'Organization', name: ride.provider };
  return base(
    'TaxiReservation',
    ride,
    { '@type': 'Taxi', name: ride.provider, provider: service },
    {
      provider: service,
      pickupLocation: place(ride.pickupLocation),
      dropoffLocation: ride.dropoffLocation ? place(ride.dropoffLocation) : undefined,
      pickupTime: ride.pickupTime,
      dropoffTime: ride.dropoffTime,
    },
  );
}

/** A table booking. */
export interface TableBooking extends ReservationBase {
  restaurantName: string;
  address?: Address | undefined;
  telephone?: string | undefined;
  startTime?: string | undefined;
  partySize?: number | undefined;
}

/** A schema.org FoodEstablishmentReservation. */
export function foodEstablishmentReservation(booking: TableBooking): Reservation {
  const restaurant = namedPlace('FoodEstablishment', booking.restaurantName, booking.address, booking.telephone);
  return base('FoodEstablishmentReservation', booking, restaurant, {
    startTime: booking.startTime,
    partySize: booking.partySize,
  });
}

/** A ticket for an event, tour or activity. */
export interface EventBooking extends ReservationBase {
  eventName: string;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** When the doors open, where the ticket says. */
  doorTime?: string | undefined;
  venueName?: string | undefined;
  address?: Address | undefined;
  numSeats?: number | undefined;
}

/** A schema.org EventReservation. */
export function eventReservation(booking: EventBooking): Reservation {
  const location = booking.venueName ? namedPlace('Place', booking.venueName, booking.address) : undefined;
  const event = compact({
    '@type': 'Event',
    name: booking.eventName,
    startDate: booking.startDate,
    endDate: booking.endDate,
    doorTime: booking.doorTime,
    location,
  });
  return base('EventReservation', booking, event, { numSeats: booking.numSeats });
}
