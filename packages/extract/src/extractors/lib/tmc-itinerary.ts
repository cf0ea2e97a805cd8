import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { bookingHeader } from './booking-header.js';
import { readSegments } from './segments.js';
import { travellerName } from './traveller-name.js';

/** How a travel-management company prints its itinerary of AIR, HOTEL, CAR and RAIL segments. */
export interface TmcItineraryFormat {
  /** The heading that starts each segment; its first capture names the segment's kind. */
  segmentHeading: RegExp;
  travellerLabel: string;
  /** The label of the agency's trip locator, used for segments without a confirmation of their own. */
  tripLocatorLabel: string;
}

/** An extract function reading every segment of itineraries printed the way `format` describes. */
export function tmcItineraryReader(format: TmcItineraryFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const header = bookingHeader(input, {
      reservationNumber: format.tripLocatorLabel,
      underName: format.travellerLabel,
    });
    // Every itinerary names the agency's booking; newsletters print segment-like headings without one.
    if (!header.reservationNumber) return [];
    return readSegments(input.text, format.segmentHeading, {
      underName: travellerName(header.underName),
      tripLocator: header.reservationNumber,
      reference: input.date,
      status: header.status,
    });
  };
}
