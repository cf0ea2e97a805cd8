import type { Segment, SegmentType, TripOwner } from '@tripline/contracts';
import { countryCode } from '@tripline/extract';
import type { segments, travelers } from '../../db/schema.js';

export type SegmentRow = typeof segments.$inferSelect;
type TravelerRow = typeof travelers.$inferSelect;

/** A stay's CheckOut and Overnight rows are left out of flat lists and the map (spec §3). */
export const UNLISTED_SUB_TYPES = ['CheckOut', 'Overnight'] as const;

export function isListed(row: Pick<SegmentRow, 'subType' | 'status'>): boolean {
  return row.status === 'confirmed' && !(UNLISTED_SUB_TYPES as readonly (string | null)[]).includes(row.subType);
}

/** The answer shape of a segment: spec §3 Segment fields as written there, plus the list-row fields. */
export function toSegment(row: SegmentRow): Segment {
  const country = row.startCountry ?? row.endCountry;
  return {
    id: row.id,
    trip_id: row.tripId,
    traveler_id: row.travelerId,
    email_id: row.emailId,
    type: row.type as SegmentType,
    subType: row.subType as Segment['subType'],
    status: row.status,
    provider: row.provider,
    startDateTime: row.startDateTime,
    startTimeZone: row.startTimeZone,
    endDateTime: row.endDateTime,
    endTimeZone: row.endTimeZone,
    numberOfNights: row.numberOfNights,
    numberOfDays: row.numberOfDays,
    startName: row.startName,
    endName: row.endName,
    startCode: row.startCode,
    endCode: row.endCode,
    firstName: row.firstName,
    lastName: row.lastName,
    startLongitude: row.startLongitude,
    startLatitude: row.startLatitude,
    endLongitude: row.endLongitude,
    endLatitude: row.endLatitude,
    startCity: row.startCity,
    startStateProvence: row.startStateProvence,
    startCountry: row.startCountry,
    endCity: row.endCity,
    endStateProvence: row.endStateProvence,
    endCountry: row.endCountry,
    number: row.number,
    seat: row.seat,
    confirmationNumber: row.confirmationNumber,
    priceCents: row.priceCents,
    currency: row.currency,
    country,
    country_code: (country && countryCode(country)) ?? null,
    start_datetime: row.startAt.toISOString(),
    end_datetime: row.endAt.toISOString(),
    source_classification: row.sourceClassification as Segment['source_classification'],
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/** The traveler a trip belongs to: first and last name, else the name read from mail. */
export function toOwner(row: Pick<TravelerRow, 'id' | 'firstName' | 'lastName' | 'name' | 'primaryEmail'>): TripOwner {
  const joined = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return { id: row.id, name: joined || row.name || null, email: row.primaryEmail };
}

/** Where a segment takes its traveler: the far end of a journey, the place of a stay, meal or event. */
export function segmentPlace(row: SegmentRow): string | null {
  const journey = row.type === 'air' || row.type === 'rail' || row.type === 'transportation';
  return journey
    ? (row.endCity ?? row.endName ?? row.endCode ?? null)
    : (row.startCity ?? row.startName ?? row.endCity ?? null);
}

/** A one-line description of a segment: `LH 400 FRA → JFK`, a hotel's name. */
export function segmentTitle(row: SegmentRow): string {
  const from = row.startCode ?? row.startCity ?? row.startName;
  const to = row.endCode ?? row.endCity ?? row.endName;
  const route = from && to ? `${from} → ${to}` : null;
  const head = row.number ?? row.provider;
  const title = [head, route].filter(Boolean).join(' ');
  return title || row.startName || row.provider || row.type;
}
