import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { bookingHeader, type FieldReader, labelAlternatives, readField } from './booking-header.js';
import { clockTime, HALF_OF_DAY } from './dates.js';
import { addressFromLine, labelled } from './fields.js';
import { STAY_WORDS, stayEndTime, stayTime } from './hotel.js';
import { lodgingReservation } from './reservations.js';
import { capture } from './text.js';

/**
 * Reads the clock time of one end of a stay, given the whole text, that end's labelled day line and the labels
 * printed beside the clock's (see `labelled`).
 */
export type StayClockReader = (text: string, day: string, others?: string) => string | undefined;

/** A clock time printed on the day's line after a word ("Do, 22.10.2026 ab 15:00 Uhr": `clockAfter('ab|from')`). */
export function clockAfter(words: string): StayClockReader {
  const pattern = new RegExp(`(?:${words})\\s+(\\d{1,2}[:.]\\d{2}${HALF_OF_DAY})`, 'i');
  return (_text, day) => clockTime(capture(day, pattern) ?? '');
}

/** A clock time, "15:00", "15.00" or "3:00 PM". */
const STAY_CLOCK = new RegExp(`(\\d{1,2}[:.]\\d{2}${HALF_OF_DAY})`);

/** A clock time printed on a labelled line of its own ("Check-in: from 15:00": `clockLabelled('Check-in')`). */
export function clockLabelled(label: string): StayClockReader {
  return (text, _day, others) => clockTime(capture(labelled(text, label, others) ?? '', STAY_CLOCK) ?? '');
}

/** The labels German chains print beside their English ones ("Anreise|Arrival"), and their "ab"/"bis" clocks. */
export const GERMAN_STAY_LABELS = {
  arrival: 'Anreise|Arrival',
  departure: 'Abreise|Departure',
  address: 'Adresse|Address',
  telephone: 'Telefon|Phone',
  checkinClock: clockAfter('ab|from'),
  checkoutClock: clockAfter('bis|until'),
} satisfies Partial<LabelledStayFields>;

/** The `labelled` label patterns of a one-stay confirmation printed as "Label: value" lines. */
export interface LabelledStayFields {
  reservationNumber: string;
  /** What a real booking number looks like; anything else is not a booking. Without it any number is. */
  numberPattern?: RegExp;
  /** The hotel's label, or a reader of its own where the name is printed unlabelled. */
  hotel: FieldReader;
  arrival: string;
  departure: string;
  /** A stay whose days are not printed is still read (agencies print the days only where they have them). */
  daysOptional?: boolean;
  underName: string;
  total: string;
  address: string;
  telephone?: string;
  checkinClock?: StayClockReader;
  checkoutClock?: StayClockReader;
  /** The agency that sold the stay, for agency mails. */
  brokerName?: string;
}

/** Reads hotel confirmations that print every fact of the one stay on its own labelled line. */
export function labelledStayReader(fields: LabelledStayFields): (input: ExtractorInput) => Reservation[] {
  const others = labelAlternatives(
    [
      fields.reservationNumber,
      fields.arrival,
      fields.departure,
      fields.underName,
      fields.total,
      fields.hotel,
      fields.address,
      fields.telephone,
    ],
    STAY_WORDS,
  );
  return (input) => {
    const { text } = input;
    const header = bookingHeader(input, fields);
    const { reservationNumber } = header;
    const hotel = readField(text, fields.hotel, others);
    const arrival = labelled(text, fields.arrival, others);
    const departure = labelled(text, fields.departure, others);
    const numberFits = reservationNumber && (!fields.numberPattern || fields.numberPattern.test(reservationNumber));
    if (!numberFits || !hotel || (!fields.daysOptional && (!arrival || !departure))) return [];
    return [
      lodgingReservation({
        ...header,
        hotelName: hotel,
        address: addressFromLine(labelled(text, fields.address, others)),
        telephone: readField(text, fields.telephone, others),
        checkinTime: stayTime(arrival, arrival && fields.checkinClock?.(text, arrival, others), input.date),
        checkoutTime: stayEndTime(departure, departure && fields.checkoutClock?.(text, departure, others), input.date),
        brokerName: fields.brokerName,
      }),
    ];
  };
}
