import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { labelled } from './fields.js';
import { readSegments } from './segments.js';
import { isCancellation } from './text.js';
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
    const { text } = input;
    // Every itinerary names the agency's booking; newsletters print segment-like headings without one.
    const tripLocator = labelled(text, format.tripLocatorLabel);
    if (!tripLocator) return [];
    return readSegments(text, format.segmentHeading, {
      underName: travellerName(labelled(text, format.travellerLabel)),
      tripLocator,
      reference: input.date,
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
    });
  };
}
