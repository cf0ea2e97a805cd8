import { findAirport } from '../../refdata/airports.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { CLOCK, localDate, localDateTime, parseClock, resolveYear } from '../lib/dates.js';
import { type AirportRef, flightReservation, trainReservation } from '../lib/reservations.js';
import { legTimes } from '../lib/rows.js';

/**
 * Ticket text messages written in Chinese, as railways, airlines and the agencies selling their tickets word them.
 * A train: `订单EC12345678,王先生您已购1月24日D2245次14车13F号南京南19:11开` (the day, the train, the coach and its seats,
 * the station and the clock of departure; no arrival). A flight: `10月04日 CZ6665航班，海口(HAK)08:30-杭州(HGH)11:05`
 * (the day, the flight, each end with its airport's code and clock). A newer train message adds the class after the
 * seat and the station it goes to after the departure (`6车1D号（二等座）昆明南站16:00开，普洱站。`). A ticketing message
 * (`已出票`) names each passenger with their ticket and the flights with their airports' names and terminals
 * (`上海浦东T1-奥克兰I`). A message gives no year: its day is the first one after the message's own date. The railway's
 * payment notice by e-mail writes one line per ticket, with its year (`1.张三，2026年09月25日16:00开，昆明南站-普洱站，
 * C315次列车，6车1D号，二等座，…`). Nothing is read without the order's number.
 */

/** `订单EC12345678`, `订单号：C1234567890123`, `订单号码 EQ12345678`. */
const ORDER = /订单(?:号码?)?[:：]?\s*([A-Z]{0,2}\d[A-Z0-9]{5,})/u;

/** A seat (`13F号`) or a berth (`31号下铺`). */
const SEAT = String.raw`\d{1,3}[A-F]?号(?:[上中下]铺)?`;

/** A class or berth as the railway names it: `二等座`, `一等座`, `商务座`, `硬卧`, `软卧`, `硬座`, `无座`. */
const CLASS = '[一二三]等座|商务座|特等座|[硬软]卧|硬座|动卧|无座';

/**
 * `1月24日D2245次14车13F号、4C号南京南19:11开`: day, train, coach, seats, the class in brackets when the message
 * names it, station, clock; then, in the newer wording, the station the train goes to (`开，普洱站。`).
 */
const TRAIN_TICKET = new RegExp(
  String.raw`(\d{1,2})月(\d{1,2})日\s*([GDCZTKYSL]?\d{1,5})次\s*(\d{1,2})车(${SEAT}(?:、${SEAT})*)` +
    String.raw`(?:[（(](${CLASS})[）)])?[，,]?\s*(\p{Script=Han}{2,8}?)站?\s*(${CLOCK})开` +
    String.raw`(?:[，,](\p{Script=Han}{2,8}?)站[。，,])?`,
  'gu',
);

/**
 * One ticket of the payment notice: `1.张三，2026年09月25日16:00开，昆明南站-普洱站，C315次列车，6车1D号，二等座，`
 * (a coach without a seat is `3车无座`): passenger, day, clock, stations, train, coach, seat, class.
 */
const NOTICE_TICKET = new RegExp(
  String.raw`\d{1,2}\.(\p{Script=Han}{2,5})，(\d{4})年(\d{1,2})月(\d{1,2})日(${CLOCK})开，` +
    String.raw`(\p{Script=Han}{2,8}?)站?-(\p{Script=Han}{2,8}?)站?，([GDCZTKYSL]?\d{1,5})次列车，` +
    String.raw`(\d{1,2})车(?:(\d{1,3}[A-F]?)号(?:[上中下]铺)?|无座)，(${CLASS})，`,
  'gu',
);

/** The buyer's honorific: the name before it is the traveller's when it is whole (`张三先生`), not a surname alone. */
const HONORIFIC = /(?:先生|女士)$/u;

/** `10月04日 CZ6665航班，海口(HAK)08:30-杭州(HGH)11:05`. */
const FLIGHT_TICKET = new RegExp(
  String.raw`(\d{1,2})月(\d{1,2})日\s*([A-Z][A-Z0-9]|[A-Z0-9][A-Z])(\d{1,4})航班[，,]\s*(\p{Script=Han}{1,8})[(（]([A-Z]{3})[)）]\s*(${CLOCK})\s*[-—至到]\s*(\p{Script=Han}{1,8})[(（]([A-Z]{3})[)）]\s*(${CLOCK})`,
  'gu',
);

/** The buyer the message greets (`王先生您已购`, `张三先生，您已购`), the traveller when there is one seat. */
const BUYER = /(\p{Script=Han}{1,3}(?:先生|女士))[，,]?您已[购签]/u;

/** `张三先生` is 张三; `王先生` stays as written, a surname being no one's name. */
function greeted(buyer: string): string {
  const name = buyer.replace(HONORIFIC, '');
  return name.length >= 2 ? name : buyer;
}

/** The one passenger of a flight and their ticket: `乘机人李明，票号1234567890123`. */
const FLYER = /乘机人[:：]?\s*(\p{Script=Han}{2,4})[，,]\s*票号[:：]?\s*(\d{3}-?\d{10})/u;

/** The day a message's month and day name, in the first year that puts it after the message's date. */
function dayOf(month: string | undefined, day: string | undefined, reference: Date | undefined): string | undefined {
  const [m, d] = [Number(month), Number(day)];
  return localDate(resolveYear(m, d, reference), m, d);
}

function trainTickets(text: string, order: string, reference: Date | undefined): Reservation[] {
  const out: Reservation[] = [];
  for (const m of text.matchAll(TRAIN_TICKET)) {
    const day = dayOf(m[1], m[2], reference);
    if (!day) continue;
    const [departureTime] = legTimes(day, m[8], undefined);
    const seats = (m[5] ?? '').split('、').map((s) => s.replace(/号.*$/u, ''));
    const buyer = seats.length === 1 ? BUYER.exec(text)?.[1] : undefined;
    for (const seat of seats) {
      out.push(
        trainReservation({
          reservationNumber: order,
          status: 'confirmed',
          underName: buyer ? { '@type': 'Person', name: greeted(buyer) } : undefined,
          trainNumber: m[3],
          departureStation: m[7] ?? '',
          arrivalStation: m[9] ?? '',
          departureTime,
          coach: m[4],
          seat,
          seatingType: m[6],
        }),
      );
    }
  }
  return out;
}

/** The tickets of the railway's payment notice, one reservation per ticket line, each for its passenger. */
function noticeTickets(text: string, order: string): Reservation[] {
  if (!text.includes('次列车')) return [];
  const out: Reservation[] = [];
  for (const m of text.matchAll(NOTICE_TICKET)) {
    const day = localDate(Number(m[2]), Number(m[3]), Number(m[4]));
    if (!day) continue;
    const [departureTime] = legTimes(day, m[5], undefined);
    out.push(
      trainReservation({
        reservationNumber: order,
        status: 'confirmed',
        underName: { '@type': 'Person', name: m[1] ?? '' },
        trainNumber: m[8],
        departureStation: m[6] ?? '',
        arrivalStation: m[7] ?? '',
        departureTime,
        coach: m[9],
        seat: m[10],
        seatingType: m[11],
      }),
    );
  }
  return out;
}

function flightTickets(text: string, order: string, reference: Date | undefined): Reservation[] {
  const out: Reservation[] = [];
  const flyer = FLYER.exec(text);
  for (const m of text.matchAll(FLIGHT_TICKET)) {
    const day = dayOf(m[1], m[2], reference);
    // Both ends' codes must be airports: a code in brackets could be anything else.
    if (!day || !findAirport(m[6]) || !findAirport(m[9])) continue;
    const [departureTime, arrivalTime] = legTimes(day, m[7], m[10]);
    out.push(
      flightReservation({
        reservationNumber: order,
        status: 'confirmed',
        underName: flyer ? { '@type': 'Person', name: flyer[1] ?? '' } : undefined,
        ticketNumber: flyer?.[2],
        airlineIata: m[3],
        flightNumber: m[4],
        departureAirport: { iataCode: m[6], name: m[5] },
        arrivalAirport: { iataCode: m[9], name: m[8] },
        departureTime,
        arrivalTime,
      }),
    );
  }
  return out;
}

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
const BRACKETED_LEG = new RegExp(
  String.raw`(\p{Script=Han}{2,8})\s+([A-Z0-9]{2})\s?(\d{1,4})\s+(\S+?)-(\S+?)\s+(\d{1,2})月(\d{1,2})日(${CLOCK})-(\d{1,2})月(\d{1,2})日(${CLOCK})`,
  'gu',
);

/** The shorter form: `订单1234567890已出票 张伟 北京首都T3-杭州萧山T1，07月23日21:10-23:30，中国国航CA1714，票号：999-…`. */
const SHORT_FORM = new RegExp(
  String.raw`订单(\d{6,})已出票\s+(\p{Script=Han}{2,4})\s+(\S+?)-(\S+?)，(\d{1,2})月(\d{1,2})日(${CLOCK})-(${CLOCK})，(\p{Script=Han}{2,8})([A-Z0-9]{2})(\d{1,4})，票号[:：]\s*(\d{3}-?\d{10})`,
  'u',
);

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

/** A clock's hours and minutes, `0:05`, or on twelve hours `9:00 AM`. */
function clock(text: string): [number, number] {
  const read = parseClock(text);
  return [read?.hour ?? 0, read?.minute ?? 0];
}

/**
 * A ticketing message (`已出票`, tickets issued) as Chinese agencies word it: the order number, each passenger with
 * their ticket, and the flights, in brackets (`『东方航空 MU779 上海浦东T1-奥克兰I 4月29日0:05-4月29日17:15 …』`) or in
 * the shorter one-flight form. One reservation per passenger and flight.
 */
export function ticketedFlights(text: string, reference: Date | undefined): Reservation[] {
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
    return reservationsOf(short[1] ?? '', [leg], [{ name: short[2] ?? '', ticket: short[12] ?? '' }], reference);
  }
  const order = /订单(\d{6,})/.exec(text)?.[1];
  const legs = bracketedLegs(text);
  const passengers = [...text.matchAll(PASSENGER)].map((m) => ({ name: m[1] ?? '', ticket: m[2] ?? '' }));
  if (!order || legs.length === 0 || passengers.length === 0) return [];
  return reservationsOf(order, legs, passengers, reference);
}

/** The trains and flights of a ticket message in Chinese, one reservation per seat; none without an order. */
export function chineseTicketMessages(text: string, reference: Date | undefined): Reservation[] {
  if (!/\p{Script=Han}/u.test(text)) return [];
  const order = ORDER.exec(text)?.[1];
  if (!order) return [];
  return [
    ...noticeTickets(text, order),
    ...trainTickets(text, order, reference),
    ...flightTickets(text, order, reference),
    ...ticketedFlights(text, reference),
  ];
}
