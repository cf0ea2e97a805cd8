import { findAirport } from '../../refdata/airports.js';
import type { Reservation } from '../../schema/reservation.js';
import { localDate, resolveYear } from '../lib/dates.js';
import { flightReservation, trainReservation } from '../lib/reservations.js';
import { legTimes } from '../lib/rows.js';

/**
 * Ticket text messages written in Chinese, as railways, airlines and the agencies selling their tickets word them.
 * A train: `订单EC12345678,王先生您已购1月24日D2245次14车13F号南京南19:11开` (the day, the train, the coach and its seats,
 * the station and the clock of departure; no arrival). A flight: `10月04日 CZ6665航班，海口(HAK)08:30-杭州(HGH)11:05`
 * (the day, the flight, each end with its airport's code and clock). A message gives no year: its day is the first
 * one after the message's own date. Nothing is read without the order's number.
 */

/** `订单EC12345678`, `订单号：C1234567890123`. */
const ORDER = /订单号?[:：]?\s*([A-Z]{0,2}\d[A-Z0-9]{5,})/u;

/** A seat (`13F号`) or a berth (`31号下铺`). */
const SEAT = String.raw`\d{1,3}[A-F]?号(?:[上中下]铺)?`;

/** `1月24日D2245次14车13F号、4C号南京南19:11开`: day, train, coach, seats, station, clock. */
const TRAIN_TICKET = new RegExp(
  String.raw`(\d{1,2})月(\d{1,2})日\s*([GDCZTKYSL]?\d{1,5})次\s*(\d{1,2})车(${SEAT}(?:、${SEAT})*)\s*(\p{Script=Han}{2,8}?)站?\s*(\d{1,2}:\d{2})开`,
  'gu',
);

/** `10月04日 CZ6665航班，海口(HAK)08:30-杭州(HGH)11:05`. */
const FLIGHT_TICKET =
  /(\d{1,2})月(\d{1,2})日\s*([A-Z][A-Z0-9]|[A-Z0-9][A-Z])(\d{1,4})航班[，,]\s*(\p{Script=Han}{1,8})[(（]([A-Z]{3})[)）]\s*(\d{1,2}:\d{2})\s*[-—至到]\s*(\p{Script=Han}{1,8})[(（]([A-Z]{3})[)）]\s*(\d{1,2}:\d{2})/gu;

/** The buyer the message greets (`王先生您已购`), the traveller when there is one seat. */
const BUYER = /(\p{Script=Han}{1,3}(?:先生|女士))您已[购签]/u;

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
    const [departureTime] = legTimes(day, m[7], undefined);
    const seats = (m[5] ?? '').split('、').map((s) => s.replace(/号.*$/u, ''));
    const buyer = seats.length === 1 ? BUYER.exec(text)?.[1] : undefined;
    for (const seat of seats) {
      out.push(
        trainReservation({
          reservationNumber: order,
          status: 'confirmed',
          underName: buyer ? { '@type': 'Person', name: buyer } : undefined,
          trainNumber: m[3],
          departureStation: m[6] ?? '',
          arrivalStation: '',
          departureTime,
          coach: m[4],
          seat,
        }),
      );
    }
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

/** The trains and flights of a ticket message in Chinese, one reservation per seat; none without an order. */
export function chineseTicketMessages(text: string, reference: Date | undefined): Reservation[] {
  if (!/\p{Script=Han}/u.test(text)) return [];
  const order = ORDER.exec(text)?.[1];
  if (!order) return [];
  return [...trainTickets(text, order, reference), ...flightTickets(text, order, reference)];
}
