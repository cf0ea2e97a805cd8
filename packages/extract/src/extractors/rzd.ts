import { DateTime } from 'luxon';
import { zoneForPlace } from '../refdata/airports.js';
import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { localDateTime } from './lib/dates.js';
import { trainReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// The mail says tickets were bought: "Вы приобрели билеты…", "You have purchased tickets…".
const PURCHASED = /Вы приобрели билеты|You have purchased tickets/;
// "07.10.2019 в 18:06(МСК)", "07.10.2019 at 18:06(MSK)": Russian Railways print every time in Moscow time.
const MOSCOW_TIME = /(\d{2})\.(\d{2})\.(\d{4}) (?:в|at) (\d{1,2}):(\d{2}) ?\((?:МСК|MSK)\)/;
const MOSCOW_OFFSET = '+03:00';

function moscowTime(text: string | undefined): string | undefined {
  const m = MOSCOW_TIME.exec(text ?? '');
  if (!m) return undefined;
  const local = localDateTime(Number(m[3]), Number(m[2]), Number(m[1]), Number(m[4]), Number(m[5]));
  return local ? `${local}${MOSCOW_OFFSET}` : undefined;
}

/**
 * The local day of a departure printed in Moscow time: in the zone of the station's town where the airport data knows
 * it ("APATITY 1" → Apatity), else Moscow's day where that is the day all over Russia (Kaliningrad is an hour behind
 * Moscow, Kamchatka nine ahead: from 01:00 to 14:59 Moscow time every zone has the same day), else none.
 */
function departureDay(station: string, moscow: string): string | undefined {
  const town = station
    .replace(/\s+\d+$/, '')
    .toLowerCase()
    .replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase());
  const zone = zoneForPlace('RU', town);
  const time = DateTime.fromISO(moscow, { setZone: true });
  if (zone) return time.setZone(zone).toISODate() ?? undefined;
  return time.hour >= 1 && time.hour < 15 ? moscow.slice(0, 10) : undefined;
}

/** A bullet of the trip's list, in the English part when the mail has one, else the Russian: "* Train No022ЧА". */
function bullet(text: string, english: string, russian: string): string | undefined {
  return (
    capture(text, new RegExp(`^\\* ${english}\\s*(.+)$`, 'm')) ??
    capture(text, new RegExp(`^\\* ${russian}\\s*(.+)$`, 'm'))
  );
}

/** Russian Railways' "your tickets" mail: one trip as a list of labelled bullets, in Russian and English. */
function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  if (!PURCHASED.test(text)) return [];
  const trainNumber = bullet(text, 'Train No\\.?', 'Поезд №');
  const departureStation = bullet(text, 'Departure station:', 'Станция отправления:');
  const arrivalStation = bullet(text, 'Arrival station:', 'Станция прибытия:');
  const departureTime = moscowTime(bullet(text, 'Departure time:', 'Время отправления:'));
  if (!trainNumber || !departureStation || !arrivalStation || !departureTime) return [];
  const day = departureDay(departureStation, departureTime);
  const reservation = trainReservation({
    ...bookingHeader(input, {}),
    trainNumber,
    departureStation,
    arrivalStation,
    departureTime,
    arrivalTime: moscowTime(bullet(text, 'Arrival time:', 'Время прибытия:')),
    departureDay: day,
    coach: bullet(text, 'Carriage No\\.?', 'Вагон №'),
    seat: bullet(text, 'Seat\\(s\\)\\/Berth\\(s\\) No\\(s\\)\\.?', 'Место\\(а\\) №'),
  });
  // Without a local day, none is better than Moscow's.
  const trip = reservation.reservationFor;
  if (!day && trip && typeof trip === 'object' && !Array.isArray(trip)) delete trip.departureDay;
  return [reservation];
}

/** Russian Railways (РЖД) ticket mails. */
export const rzd: ProviderExtractor = {
  id: 'rzd',
  provider: 'Russian Railways',
  classification: 'direct',
  filters: [{ senderDomains: ['rzd.ru'] }],
  extract,
};
