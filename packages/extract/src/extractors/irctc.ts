import type { Reservation } from '../schema/reservation.js';
import { atTime, CLOCK, parseNamedDate } from './lib/dates.js';
import { parseAmount } from './lib/price.js';
import { type TrainLeg, trainReservation } from './lib/reservations.js';
import { capture, matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** "SHIVAJINAGAR - SVJR", "New Delhi (NDLS)" → the station name without its code. */
function stationName(value: string | undefined): string {
  return (value ?? '')
    .replace(/\s+-\s+[A-Z]{1,5}$/, '')
    .replace(/\s*\([A-Z]{1,5}\)$/, '')
    .trim();
}

/**
 * A labelled value of the QR code's text: `Train No.:12345,`, the label in any case and a space before its colon
 * taken as well (`TRAIN NO. :12345,`).
 */
function field(text: string, name: string): string | undefined {
  return capture(text, new RegExp(`^\\s*${name}[ \\t]*:\\s*(.*?)\\s*,?\\s*$`, 'im'));
}

/** A berth as the ticket gives it: "CNFB1/14UPPER", "CNF/B1/14/UPPER", "CNF/C7/57/NC", a waiting list's "WL/45". */
const STATUS = /(CNF|RAC|RLWL|GNWL|PQWL|WL|CAN)\/?(?:([A-Z]+\d+)\/(\w+))?/;

interface Berth {
  name: string;
  status: string;
  coach?: string;
  seat?: string;
}

function berth(name: string | undefined, status: string | undefined): Berth | undefined {
  const m = STATUS.exec(status ?? '');
  return name && m?.[1] ? { name: name.trim(), status: m[1], coach: m[2], seat: m[3] } : undefined;
}

/** One passenger's reservation of the journey: cancelled or confirmed by the berth's status, in its coach and seat. */
function seated(journey: Omit<TrainLeg, 'underName' | 'status'>, p: Berth): Reservation {
  return trainReservation({
    ...journey,
    underName: p.name,
    status: p.status === 'CAN' ? 'cancelled' : 'confirmed',
    coach: p.coach,
    seat: p.seat,
  });
}

/** The QR code's passengers: "Passenger Name:…" with its "Status:…" below, or numbered ("Passenger Name1:"). */
function qrPassengers(text: string): Berth[] {
  const numbered = matchAll(text, /^\s*Passenger Name(\d+)[ \t]*:\s*(.+?),?\s*$/gim).map((m) =>
    berth(m[2], field(text, `Status${m[1]}`)),
  );
  if (numbered.length > 0) return numbered.filter((b): b is Berth => b !== undefined);
  return matchAll(text, /Passenger Name[ \t]*:\s*(.+?),\s*[\s\S]*?Status[ \t]*:\s*(\S+)/gi)
    .map((m) => berth(m[1], m[2]))
    .filter((b): b is Berth => b !== undefined);
}

/** "08:15 02-Feb-2024", "8:15 AM 02-Feb-2024": a clock and its day. */
const SCHEDULED = new RegExp(String.raw`^(${CLOCK})\s+(\S+)$`);

/** The time and its day, as the QR code gives a scheduled departure or arrival. */
function scheduled(value: string | undefined, reference: Date | undefined): string | undefined {
  const m = SCHEDULED.exec(value ?? '');
  return m ? atTime(parseNamedDate(m[2] ?? '', reference), m[1]) : undefined;
}

/**
 * The departure's day and time (Scheduled Departure), else the journey's day alone: the departure may be printed
 * "N.A."; the arrival when given.
 */
function timesOf(
  text: string,
  reference: Date | undefined,
): { departureTime?: string; departureDay?: string; arrivalTime?: string } {
  const arrivalTime = scheduled(field(text, 'Scheduled Arrival'), reference);
  const departureTime = scheduled(field(text, 'Scheduled Departure'), reference);
  if (departureTime) return { departureTime, arrivalTime };
  return { departureDay: parseNamedDate(field(text, 'Date of Journey') ?? '', reference), arrivalTime };
}

/** The text of the ticket's QR code, or the booking SMS or mail that repeats it. */
function fromQrText(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const fare = parseAmount(capture(text, /Ticket Fare[ \t]*:\s*(?:Rs\.?)?\s*([\d.,]+)/i) ?? '');
  const fee = parseAmount(capture(text, /C Fee[ \t]*:\s*(?:Rs\.?)?\s*([\d.,]+)/i) ?? '');
  const total = fare === undefined ? undefined : Math.round((fare + (fee ?? 0)) * 100) / 100;
  const common = {
    reservationNumber: field(text, 'PNR No\\.'),
    price: total === undefined ? undefined : { price: total, priceCurrency: 'INR' },
    trainNumber: field(text, 'Train No\\.'),
    trainName: field(text, 'Train Name'),
    // Passengers board where the ticket says, which may differ from the journey's origin.
    departureStation: stationName(field(text, 'Boarding Station') ?? field(text, 'From')),
    arrivalStation: stationName(field(text, 'To')),
    ...timesOf(text, input.date),
    seatingType: field(text, 'Class'),
  };
  return qrPassengers(text).map((p) => seated(common, p));
}

/** "NEW DELHI (NDLS)": a station with its code, as the printed slip names the journey's ends. */
const SLIP_STATION = /([A-Z][A-Z .'-]*?)\s*\(([A-Z]{2,5})\)/g;
/** "1.  Anikait Makkar   24   Male   CNF/C7/57/NC   CNF/C7/57/NC": a passenger's row, the current status last. */
const SLIP_PASSENGER = /^\s*\d{1,2}\.\s+(\p{L}[\p{L} .'-]*?)\s{2,}\d{1,3}\s+\S+\s+\S+\s+(\S+)\s*$/gmu;

/**
 * The printed Electronic Reservation Slip (a PDF's text): the stations under "Booked From: … To:" (booked from,
 * boarding, to), "Departure* 07:40 6 Jan 2024" and "Arrival* …", the PNR, train and class under their headings.
 */
function fromSlip(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const lines = text.split('\n');
  const headed = (heading: RegExp) => {
    const at = lines.findIndex((l) => heading.test(l));
    return at < 0 ? undefined : lines.slice(at + 1).find((l) => l.trim());
  };
  const stations = [...(headed(/Booked From:/) ?? '').matchAll(SLIP_STATION)].map((m) => (m[1] ?? '').trim());
  const ids = /^\s*(\d{10})\s{2,}(\d{4,5})\s*\/\s*(.+?)\s{2,}(\S.*?)\s*$/.exec(headed(/^\s*PNR\s{2,}Train No/) ?? '');
  const departs = /Departure\*?\s+(\d{1,2}:\d{2})\s+(\d{1,2}\s+\p{L}{3,9}\s+\d{4})/u.exec(text);
  const arrives = /Arrival\*?\s+(\d{1,2}:\d{2})\s+(\d{1,2}\s+\p{L}{3,9}\s+\d{4})/u.exec(text);
  if (stations.length < 2 || !ids || !departs) return [];
  const common = {
    reservationNumber: ids[1],
    trainNumber: ids[2],
    trainName: ids[3]?.trim(),
    seatingType: ids[4],
    // The middle station is where the passengers board.
    departureStation: stations[stations.length - 2] ?? '',
    arrivalStation: stations[stations.length - 1] ?? '',
    departureTime: atTime(parseNamedDate(departs[2] ?? '', input.date), departs[1]),
    arrivalTime: arrives ? atTime(parseNamedDate(arrives[2] ?? '', input.date), arrives[1]) : undefined,
  };
  return matchAll(text, SLIP_PASSENGER)
    .map((m) => berth(m[1], m[2]))
    .filter((b): b is Berth => b !== undefined)
    .map((p) => seated(common, p));
}

/** The QR code's text, opening on its PNR (`PNR No.:`, `PNR NO. :`). */
const QR_TEXT = /^\s*PNR No\.[ \t]*:/im;

function extract(input: ExtractorInput): Reservation[] {
  return QR_TEXT.test(input.text) ? fromQrText(input) : fromSlip(input);
}

/** Indian Railways (IRCTC) e-tickets, read from the text of their QR code, the booking SMS/mail, or the printed slip. */
export const irctc: ProviderExtractor = {
  id: 'irctc',
  provider: 'IRCTC',
  classification: 'direct',
  runsFirst: true,
  filters: [
    { senderDomains: ['irctc.co.in'] },
    { content: /^PNR No\.[ \t]*:\s*\d{10}[\s\S]*Train No\.[ \t]*:/im },
    { content: /Electronic Reservation Slip[\s\S]*Train No\.\/Name/, contentHolds: ['Electronic Reservation Slip'] },
  ],
  extract,
};
