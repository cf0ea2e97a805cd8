import type { BookingSource } from '../postprocess/classify-source.js';

export const SEGMENT_TYPES = ['air', 'hotel', 'car', 'rail', 'transportation', 'restaurant', 'activity'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];
export type SegmentSubType = 'CheckIn' | 'Overnight' | 'CheckOut';

/** A normalized travel segment (spec §3 Segment), one per leg, stay night boundary, rental, meal or event. */
export interface Segment {
  type: SegmentType;
  /** Hotels only: one CheckIn, an Overnight per night in between, one CheckOut. */
  subType?: SegmentSubType;
  /** Airline, hotel, rental company, operator or venue. */
  provider?: string;
  /** ISO 8601 with UTC offset when the zone is known, local otherwise. */
  startDateTime?: string;
  /** IANA zone of startDateTime. */
  startTimeZone?: string;
  endDateTime?: string;
  endTimeZone?: string;
  numberOfNights?: number;
  numberOfDays?: number;
  startName?: string;
  endName?: string;
  /** IATA code of an airport, when the place is one. */
  startCode?: string;
  endCode?: string;
  firstName?: string;
  lastName?: string;
  /**
   * From the mail, else the airport or station data, else the centre of the place's city (GeoNames, when the city
   * name, with its country, designates one city).
   */
  startLatitude?: number;
  startLongitude?: number;
  endLatitude?: number;
  endLongitude?: number;
  startCity?: string;
  /** The spec's spelling. */
  startStateProvence?: string;
  startCountry?: string;
  endCity?: string;
  endStateProvence?: string;
  endCountry?: string;
  confirmationNumber?: string;
  /** Total price in cents (hundredths of the currency unit). */
  priceCents?: number;
  currency?: string;
  status: 'confirmed' | 'cancelled';
  sourceClassification: BookingSource;
  /** Flight or train number with carrier (`LH 400`, `ICE 954`), seat and the like. */
  number?: string;
  seat?: string;
  /** Flights: the departure gate and terminal, when the mail or pass names them. */
  departureGate?: string;
  departureTerminal?: string;
}
