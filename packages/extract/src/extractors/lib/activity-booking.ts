import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, bookingHeader } from './booking-header.js';
import { parseDateTime } from './dates.js';
import { addressFromLine, labelled } from './fields.js';
import { hotelBlockAfter } from './hotel.js';
import { eventReservation } from './reservations.js';

/** The headline the activity's title follows. */
const HEADLINE = /^\s*Your booking (?:is|has been) (?:confirmed|cancell?ed)/i;

/** How a tours-and-activities marketplace prints a booking: headline, title, Date and Time, a meeting point. */
export interface ActivityBookingFormat extends BookingHeaderFields {
  meetingPointLabel: string;
  /** How many people the booking is for. */
  seats(text: string): number | undefined;
}

/** An extract function reading one activity from confirmations printed the way `format` describes. */
export function activityBookingReader(format: ActivityBookingFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const { text } = input;
    const header = bookingHeader(input, format);
    const others = `Date|Time|${format.meetingPointLabel}`;
    const activity = hotelBlockAfter(text, HEADLINE, others).name;
    if (!header.reservationNumber || !activity) return [];
    const meetingPoint = labelled(text, format.meetingPointLabel, others);
    return [
      eventReservation({
        ...header,
        eventName: activity,
        startDate: parseDateTime(
          `${labelled(text, 'Date', others) ?? ''} ${labelled(text, 'Time', others) ?? ''}`,
          input.date,
        ),
        venueName: meetingPoint,
        address: addressFromLine(meetingPoint),
        numSeats: format.seats(text),
      }),
    ];
  };
}
