import { z } from 'zod';
import { BOOKING_SOURCE_CLASSIFICATIONS, SEGMENT_SUB_TYPES, SEGMENT_TYPES } from '../../constants.js';

export const SEGMENT_STATUSES = ['confirmed', 'cancelled'] as const;
export type SegmentStatus = (typeof SEGMENT_STATUSES)[number];

/**
 * A segment (spec §3 Segment, camelCase as the spec writes it) with the segment-list-row fields (snake_case:
 * country, country_code, start_datetime, end_datetime, source_classification) and the trip that holds it.
 *
 * `startDateTime`/`endDateTime` are ISO 8601 as the booking wrote them (with a UTC offset when the zone is
 * known, local otherwise); `start_datetime`/`end_datetime` are the same moments as UTC instants.
 */
export const segmentSchema = z.object({
  id: z.string(),
  trip_id: z.string(),
  traveler_id: z.string(),
  email_id: z.string().nullable(),
  type: z.enum(SEGMENT_TYPES),
  subType: z.enum(SEGMENT_SUB_TYPES).nullable(),
  status: z.enum(SEGMENT_STATUSES),
  provider: z.string().nullable(),
  startDateTime: z.string().nullable(),
  startTimeZone: z.string().nullable(),
  endDateTime: z.string().nullable(),
  endTimeZone: z.string().nullable(),
  numberOfNights: z.number().int().nullable(),
  numberOfDays: z.number().int().nullable(),
  startName: z.string().nullable(),
  endName: z.string().nullable(),
  /** IATA code of the airport, when the place is one. */
  startCode: z.string().nullable(),
  endCode: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  startLongitude: z.number().nullable(),
  startLatitude: z.number().nullable(),
  endLongitude: z.number().nullable(),
  endLatitude: z.number().nullable(),
  startCity: z.string().nullable(),
  /** The spec's spelling. */
  startStateProvence: z.string().nullable(),
  startCountry: z.string().nullable(),
  endCity: z.string().nullable(),
  endStateProvence: z.string().nullable(),
  endCountry: z.string().nullable(),
  /** Flight or train number with carrier (`LH 400`). */
  number: z.string().nullable(),
  seat: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  /** Cents of `currency`. */
  priceCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  // Segment list row (spec §3).
  /** Country name or code where the segment starts, as the booking gave it. */
  country: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code when the start country is one, else null. */
  country_code: z.string().nullable(),
  start_datetime: z.string(),
  end_datetime: z.string(),
  /** tmc means managed (booked through a travel management company), anything else unmanaged. */
  source_classification: z.enum(BOOKING_SOURCE_CLASSIFICATIONS),
  created: z.string(),
  updated: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;
