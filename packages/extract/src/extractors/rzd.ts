import { DateTime } from 'luxon';
import { zoneForPlace } from '../refdata/airports.js';
import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, CLOCK, parseNamedDate, parseNumericDate } from './lib/dates.js';
import { trainReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// The mail says tickets were bought: "Вы приобрели билеты…", "You have purchased tickets…".
const PURCHASED = /Вы приобрели билеты|You have purchased tickets/;
// "07.10.2019 в 18:06(МСК)", "07.10.2019 at 18:06(MSK)": Russian Railways print every time in Moscow time. The day
// may be printed in ISO form ("2019-10-07") or with its month named ("7 Oct 2019") as well, the clock on 12 hours too.
const MOSCOW_TIME = new RegExp(
  String.raw`(\d{2}\.\d{2}\.\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2} \p{L}{3,12}\.? \d{4}) (?:в|at) (${CLOCK}) ?\((?:МСК|MSK)\)`,
  'u',
);
const MOSCOW_OFFSET = '+03:00';

function moscowTime(text: string | undefined): string | undefined {
  const m = MOSCOW_TIME.exec(text ?? '');
  if (!m?.[1]) return undefined;
  const local = atTime(parseNumericDate(m[1]) ?? parseNamedDate(m[1]), m[2]);
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

/**
 * A bullet of the trip's list, in the English part when the mail has one, else the Russian: "* Train No022ЧА"; its
 * label in capitals or small letters, with a space before its colon, as well.
 */
function bullet(text: string, english: string, russian: string): string | undefined {
  return (
    capture(text, new RegExp(`^\\* ${english}\\s*(.+)$`, 'im')) ??
    capture(text, new RegExp(`^\\* ${russian}\\s*(.+)$`, 'im'))
  );
}

/** Russian Railways' "your tickets" mail: one trip as a list of labelled bullets, in Russian and English. */
function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  if (!PURCHASED.test(text)) return [];
  const trainNumber = bullet(text, 'Train No\\.?', 'Поезд №');
  const departureStation = bullet(text, 'Departure station\\s*:', 'Станция отправления\\s*:');
  const arrivalStation = bullet(text, 'Arrival station\\s*:', 'Станция прибытия\\s*:');
  const departureTime = moscowTime(bullet(text, 'Departure time\\s*:', 'Время отправления\\s*:'));
  if (!trainNumber || !departureStation || !arrivalStation || !departureTime) return [];
  const day = departureDay(departureStation, departureTime);
  const reservation = trainReservation({
    ...bookingHeader(input, {}),
    trainNumber,
    departureStation,
    arrivalStation,
    departureTime,
    arrivalTime: moscowTime(bullet(text, 'Arrival time\\s*:', 'Время прибытия\\s*:')),
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
