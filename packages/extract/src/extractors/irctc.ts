import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { parseAmount } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { capture, matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** "SHIVAJINAGAR - SVJR" → the station name without its code. */
function stationName(value: string | undefined): string {
  return (value ?? '').replace(/\s+-\s+[A-Z]{1,5}$/, '').trim();
}

function field(text: string, name: string): string | undefined {
  return capture(text, new RegExp(`^\\s*${name}:\\s*(.*?)\\s*,?\\s*$`, 'm'));
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = field(text, 'PNR No\\.');
  const departure = field(text, 'Scheduled Departure');
  const departureTime = departure
    ? atTime(parseNamedDate(departure.replace(/^\S+\s+/, ''), input.date), departure.split(' ')[0])
    : undefined;
  const fare = parseAmount(capture(text, /Ticket Fare:\s*Rs\.?\s*([\d.,]+)/) ?? '');
  const fee = parseAmount(capture(text, /C Fee:\s*Rs\.?\s*([\d.,]+)/) ?? '');
  const total = fare === undefined ? undefined : Math.round((fare + (fee ?? 0)) * 100) / 100;
  const passengers = matchAll(
    text,
    // "CNFB1/14UPPER", "CNF/B1/14/UPPER", or a waiting list's "WL/45" without a coach or a seat.
    /Passenger Name:\s*(.+?),\s*[\s\S]*?Status:\s*(CNF|RAC|RLWL|GNWL|PQWL|WL|CAN)\/?(?:([A-Z]+\d+)\/(\w+))?/g,
  );
  return passengers.map((p) =>
    trainReservation({
      reservationNumber,
      underName: p[1],
      status: p[2] === 'CAN' ? 'cancelled' : 'confirmed',
      price: total === undefined ? undefined : { price: total, priceCurrency: 'INR' },
      trainNumber: field(text, 'Train No\\.'),
      trainName: field(text, 'Train Name'),
      // Passengers board where the ticket says, which may differ from the journey's origin.
      departureStation: stationName(field(text, 'Boarding Station') ?? field(text, 'From')),
      arrivalStation: stationName(field(text, 'To')),
      departureTime,
      coach: p[3],
      seat: p[4],
      seatingType: field(text, 'Class'),
    }),
  );
}

/** Indian Railways (IRCTC) e-tickets, read from the text of their QR code or the booking SMS/mail. */
export const irctc: ProviderExtractor = {
  id: 'irctc',
  provider: 'IRCTC',
  classification: 'direct',
  runsFirst: true,
  filters: [{ senderDomains: ['irctc.co.in'] }, { content: /^PNR No\.:\s*\d{10}[\s\S]*Train No\.:/m }],
  extract,
};
