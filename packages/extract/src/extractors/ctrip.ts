import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { localDateTime, resolveYear } from './lib/dates.js';
import { type AirportRef, flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** One passenger of an SMS: a name (`张伟`, `ZHANG/WEI`) and the ticket issued to them. */
interface Passenger {
  name: string;
  ticket: string;
}

/** One flight of an SMS, its day and clocks as written. */
interface Leg {
  airline: string;
  iata: string;
  number: string;
  from: string;
  to: string;
  departure: { month: number; day: number; clock: string };
  arrival: { month?: number; day?: number; clock: string };
}

/** `北京首都T3` is the airport `北京首都` and its terminal `T3`; `奥克兰I` its terminal `I`. */
function airportAndTerminal(written: string): { airport: AirportRef; terminal?: string } {
  const m = /^(\p{Script=Han}.*?\p{Script=Han})([A-Z]\d?)$/u.exec(written.trim());
  return m ? { airport: { name: m[1] }, terminal: m[2] } : { airport: { name: written.trim() } };
}

/**
 * A passenger as the SMS writes them: family and given name apart in Latin letters (named given name first too, so
 * that two passengers of one order stay two), a name whole in Chinese.
 */
function person(name: string): JsonLdObject {
  const latin = /^([A-Z]+)\/([A-Z]+)$/.exec(name);
  if (!latin) return { '@type': 'Person', name };
  const [family, given] = [latin[1] ?? '', latin[2] ?? ''];
  return { '@type': 'Person', familyName: family, givenName: given, name: `${given} ${family}` };
}

const HAN_NAME = String.raw`\p{Script=Han}{2,4}`;
const PASSENGER = new RegExp(`(${HAN_NAME}|[A-Z]+/[A-Z]+)，票号[:：]?\\s*(\\d{3}-?\\d{10})`, 'gu');

/**
 * Flights written `东方航空 MU779 上海浦东T1-奥克兰I 4月29日0:05-4月29日17:15`, in the brackets of a ticketing SMS
 * (`（1）` numbering them when there are several).
 */
const BRACKETED_LEG =
  /(\p{Script=Han}{2,8})\s+([A-Z0-9]{2})\s?(\d{1,4})\s+(\S+?)-(\S+?)\s+(\d{1,2})月(\d{1,2})日(\d{1,2}:\d{2})-(\d{1,2})月(\d{1,2})日(\d{1,2}:\d{2})/gu;

/** The shorter form: `订单1234567890已出票 张伟 北京首都T3-杭州萧山T1，07月23日21:10-23:30，中国国航CA1714，票号：999-…`. */
const SHORT_FORM =
  /订单(\d{6,})已出票\s+(\p{Script=Han}{2,4})\s+(\S+?)-(\S+?)，(\d{1,2})月(\d{1,2})日(\d{1,2}:\d{2})-(\d{1,2}:\d{2})，(\p{Script=Han}{2,8})([A-Z0-9]{2})(\d{1,4})，票号[:：]\s*(\d{3}-?\d{10})/u;

function bracketedLegs(text: string): Leg[] {
  return [...text.matchAll(BRACKETED_LEG)].map((m) => ({
    airline: m[1] ?? '',
    iata: m[2] ?? '',
    number: m[3] ?? '',
    from: m[4] ?? '',
    to: m[5] ?? '',
    departure: { month: Number(m[6]), day: Number(m[7]), clock: m[8] ?? '' },
    arrival: { month: Number(m[9]), day: Number(m[10]), clock: m[11] ?? '' },
  }));
}

function reservationsOf(order: string, legs: Leg[], passengers: Passenger[], reference: Date | undefined) {
  const out: Reservation[] = [];
  for (const leg of legs) {
    const depYear = resolveYear(leg.departure.month, leg.departure.day, reference);
    const departureTime = localDateTime(depYear, leg.departure.month, leg.departure.day, ...clock(leg.departure.clock));
    let arrivalTime: string | undefined;
    if (leg.arrival.month && leg.arrival.day) {
      // An arrival in January of a flight leaving in December lands in the next year.
      const arrYear = leg.arrival.month < leg.departure.month ? depYear + 1 : depYear;
      arrivalTime = localDateTime(arrYear, leg.arrival.month, leg.arrival.day, ...clock(leg.arrival.clock));
    } else {
      const day = departureTime?.slice(0, 10);
      arrivalTime = legTimes(day, leg.departure.clock, leg.arrival.clock)[1];
    }
    const from = airportAndTerminal(leg.from);
    const to = airportAndTerminal(leg.to);
    for (const p of passengers) {
      out.push(
        flightReservation({
          reservationNumber: order,
          status: 'confirmed',
          underName: person(p.name),
          ticketNumber: p.ticket,
          airlineIata: leg.iata,
          airlineName: leg.airline,
          flightNumber: leg.number,
          departureAirport: from.airport,
          arrivalAirport: to.airport,
          departureTerminal: from.terminal,
          arrivalTerminal: to.terminal,
          departureTime,
          arrivalTime,
        }),
      );
    }
  }
  return out;
}

function clock(text: string): [number, number] {
  const [h, m] = text.split(':').map(Number);
  return [h ?? 0, m ?? 0];
}

/**
 * Ctrip's ticketing SMS (`已出票`, signed `【携程网】` or `【携程】`): the order number, each passenger with their
 * ticket, and the flights, in brackets or in the shorter one-flight form. One reservation per passenger and flight.
 */
function extract(input: ExtractorInput): Reservation[] {
  const text = input.text;
  if (!/已出票/.test(text)) return [];
  const short = SHORT_FORM.exec(text);
  if (short) {
    const leg: Leg = {
      airline: short[9] ?? '',
      iata: short[10] ?? '',
      number: short[11] ?? '',
      from: short[3] ?? '',
      to: short[4] ?? '',
      departure: { month: Number(short[5]), day: Number(short[6]), clock: short[7] ?? '' },
      arrival: { clock: short[8] ?? '' },
    };
    return reservationsOf(short[1] ?? '', [leg], [{ name: short[2] ?? '', ticket: short[12] ?? '' }], input.date);
  }
  const order = /订单(\d{6,})/.exec(text)?.[1];
  const legs = bracketedLegs(text);
  const passengers = [...text.matchAll(PASSENGER)].map((m) => ({ name: m[1] ?? '', ticket: m[2] ?? '' }));
  if (!order || legs.length === 0 || passengers.length === 0) return [];
  return reservationsOf(order, legs, passengers, input.date);
}

/** Ctrip (携程) ticketing text messages. */
export const ctrip: ProviderExtractor = {
  id: 'ctrip',
  provider: 'Ctrip',
  classification: 'ota',
  filters: [{ content: /【携程网?】/ }],
  extract,
};
