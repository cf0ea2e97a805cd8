import type { JsonLdObject, JsonLdValue } from '../schema/reservation.js';

/** The key fields of one element, flattened as the corpus manifest names them (its `essentials`). */
export type Essentials = Record<string, string>;

function isObject(value: JsonLdValue | undefined): value is JsonLdObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function at(obj: JsonLdValue | undefined, path: string): JsonLdValue | undefined {
  let current = obj;
  for (const key of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

function text(value: JsonLdValue | undefined): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (isObject(value) && typeof value.name === 'string' && value.name.trim() !== '') return value.name;
  if (isObject(value) && (typeof value.givenName === 'string' || typeof value.familyName === 'string')) {
    return [value.givenName, value.familyName].filter((v) => typeof v === 'string' && v.trim()).join(' ') || undefined;
  }
  return undefined;
}

/** A place's name: a string, or the `name` of an object. */
function nameOf(value: JsonLdValue | undefined): string | undefined {
  return text(value);
}

type Add = (key: string, value: string | undefined) => void;

function addTime(add: Add, key: string, value: JsonLdValue | undefined): void {
  if (isObject(value) && typeof value['@value'] === 'string') {
    add(key, value['@value']);
    if (typeof value.timezone === 'string') add(`${key}Zone`, value.timezone);
    return;
  }
  add(key, text(value));
}

function status(value: JsonLdValue | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value
    .split(/[/#]/)
    .pop()
    ?.replace(/^Reservation/, '');
}

function seat(r: JsonLdObject): JsonLdObject | undefined {
  const s = at(r, 'reservedTicket.ticketedSeat');
  return isObject(s) ? s : undefined;
}

/**
 * The fields the manifest leaves out: price, a rental car's company, car and ends, a table's time and party, the
 * times of other trips. Reservations only.
 */
function addDetails(add: Add, type: string, item: JsonLdObject, trip: JsonLdValue | undefined): void {
  if (!type.endsWith('Reservation')) return;
  add('totalPrice', text(item.totalPrice));
  add('priceCurrency', text(item.priceCurrency));
  switch (type) {
    case 'FlightReservation':
    case 'TrainReservation':
    case 'BusReservation':
    case 'LodgingReservation':
    case 'EventReservation':
      return;
    case 'RentalCarReservation':
      add('rentalCompany', nameOf(at(trip, 'rentalCompany')));
      add('carModel', nameOf(trip));
      add('pickupLocation', nameOf(item.pickupLocation));
      add('dropoffLocation', nameOf(item.dropoffLocation));
      addTime(add, 'pickupTime', item.pickupTime);
      addTime(add, 'dropoffTime', item.dropoffTime);
      return;
    case 'FoodEstablishmentReservation':
      add('restaurantName', nameOf(trip));
      addTime(add, 'startTime', item.startTime);
      add('partySize', text(item.partySize));
      return;
    default:
      addTime(add, 'departureTime', at(trip, 'departureTime'));
      addTime(add, 'arrivalTime', at(trip, 'arrivalTime'));
  }
}

function flatten(item: JsonLdObject, detailed: boolean): Essentials {
  const type = typeof item['@type'] === 'string' ? item['@type'] : 'Thing';
  const out: Essentials = { type };
  const add: Add = (key, value) => {
    if (value !== undefined && value !== '') out[key] = value;
  };
  const common = () => {
    add('reservationNumber', text(item.reservationNumber));
    add('underName', nameOf(item.underName));
    add('reservationStatus', status(item.reservationStatus));
  };
  const trip = at(item, 'reservationFor');
  switch (type) {
    case 'FlightReservation': {
      common();
      add('airlineIata', text(at(trip, 'airline.iataCode')));
      add('airlineName', text(at(trip, 'airline.name')));
      add('flightNumber', text(at(trip, 'flightNumber')));
      add('departureAirportIata', text(at(trip, 'departureAirport.iataCode')));
      add('departureAirportName', text(at(trip, 'departureAirport.name')));
      add('arrivalAirportIata', text(at(trip, 'arrivalAirport.iataCode')));
      add('arrivalAirportName', text(at(trip, 'arrivalAirport.name')));
      add('departureDay', text(at(trip, 'departureDay')));
      addTime(add, 'departureTime', at(trip, 'departureTime'));
      addTime(add, 'arrivalTime', at(trip, 'arrivalTime'));
      addTime(add, 'boardingTime', at(trip, 'boardingTime'));
      add('departureTerminal', text(at(trip, 'departureTerminal')));
      add('arrivalTerminal', text(at(trip, 'arrivalTerminal')));
      add('departureGate', text(at(trip, 'departureGate')));
      add('seat', text(seat(item)?.seatNumber) ?? text(item.airplaneSeat));
      break;
    }
    case 'TrainReservation': {
      common();
      add('trainNumber', text(at(trip, 'trainNumber')));
      add('trainName', text(at(trip, 'trainName')));
      add('provider', nameOf(at(trip, 'provider')));
      add('departureStation', nameOf(at(trip, 'departureStation')));
      add('arrivalStation', nameOf(at(trip, 'arrivalStation')));
      add('departureDay', text(at(trip, 'departureDay')));
      addTime(add, 'departureTime', at(trip, 'departureTime'));
      addTime(add, 'arrivalTime', at(trip, 'arrivalTime'));
      add('departurePlatform', text(at(trip, 'departurePlatform')));
      add('arrivalPlatform', text(at(trip, 'arrivalPlatform')));
      add('coach', text(seat(item)?.seatSection));
      add('seat', text(seat(item)?.seatNumber));
      add('class', text(seat(item)?.seatingType));
      break;
    }
    case 'BusReservation': {
      common();
      add('busNumber', text(at(trip, 'busNumber')));
      add('busName', text(at(trip, 'busName')));
      add('departureBusStop', nameOf(at(trip, 'departureBusStop')));
      add('arrivalBusStop', nameOf(at(trip, 'arrivalBusStop')));
      add('departureDay', text(at(trip, 'departureDay')));
      addTime(add, 'departureTime', at(trip, 'departureTime'));
      addTime(add, 'arrivalTime', at(trip, 'arrivalTime'));
      add('seat', text(seat(item)?.seatNumber));
      break;
    }
    case 'LodgingReservation': {
      common();
      add('hotelName', nameOf(trip));
      add('hotelCity', text(at(trip, 'address.addressLocality')));
      addTime(add, 'checkinTime', item.checkinTime);
      addTime(add, 'checkoutTime', item.checkoutTime);
      break;
    }
    case 'EventReservation': {
      common();
      add('eventName', text(at(trip, 'name')));
      add('venue', nameOf(at(trip, 'location')));
      add('venueCity', text(at(trip, 'location.address.addressLocality')));
      addTime(add, 'startDate', at(trip, 'startDate'));
      addTime(add, 'endDate', at(trip, 'endDate'));
      break;
    }
    case 'Event': {
      add('eventName', text(item.name));
      add('venue', nameOf(at(item, 'location')));
      add('venueCity', text(at(item, 'location.address.addressLocality')));
      addTime(add, 'startDate', item.startDate);
      addTime(add, 'endDate', item.endDate);
      break;
    }
    case 'Product':
    case 'Organization':
      break;
    default: {
      if (type.endsWith('Reservation')) {
        common();
        add('name', nameOf(trip));
        break;
      }
      add('name', text(item.name));
      add('city', text(at(item, 'address.addressLocality')));
    }
  }
  if (detailed) addDetails(add, type, item, trip);
  return out;
}

/** Derives the essentials of one element by the rule the corpus manifest follows (what the corpus score compares). */
export function deriveEssentials(item: JsonLdObject): Essentials {
  return flatten(item, false);
}

/**
 * The manifest's essentials and the fields it leaves out (price, rental-car and restaurant facts): what the
 * extractor tests hold the project's samples to.
 */
export function deriveDetailedEssentials(item: JsonLdObject): Essentials {
  return flatten(item, true);
}
