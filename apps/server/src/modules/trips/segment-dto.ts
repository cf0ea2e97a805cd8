import type { Segment, SegmentType, TripOwner } from '@tripline/contracts';
import { countryCode } from '@tripline/extract';
import { jsonValuesOf, type ReadRow, selectList } from '../../db/read-columns.js';
import { segments, travelers, trips } from '../../db/schema.js';

/** A segment as the API reads it (SEGMENT_COLUMNS): instants as ISO 8601 UTC text. */
export type SegmentRow = Omit<ReadRow<typeof segments>, 'teamId' | 'dedupeKey'>;
/** The select list of a SegmentRow from `segments s`. */
export const SEGMENT_COLUMNS = selectList(segments, 's', { omit: ['teamId', 'dedupeKey'] });

type PlaceFields =
  | 'type'
  | 'startCity'
  | 'startName'
  | 'endCity'
  | 'endName'
  | 'endCode'
  | 'startLatitude'
  | 'startLongitude'
  | 'endLatitude'
  | 'endLongitude';
const SUMMARY_FIELDS = [
  'tripId',
  'subType',
  'status',
  'type',
  'startCity',
  'startName',
  'endCity',
  'endName',
  'endCode',
  'startLatitude',
  'startLongitude',
  'endLatitude',
  'endLongitude',
] as const satisfies readonly (keyof SegmentRow)[];
/** What a trip summary and a trip's place on the map are made of (SUMMARY_COLUMNS). */
export type SummarySegmentRow = Pick<SegmentRow, (typeof SUMMARY_FIELDS)[number]>;
/** A SummarySegmentRow of `segments s` as a JSON array of values, for a trip's segments gathered with it. */
export const SUMMARY_VALUES = jsonValuesOf(segments, 's', { only: SUMMARY_FIELDS });

/** A trip as the API reads it (TRIP_COLUMNS). */
export type TripRow = Omit<ReadRow<typeof trips>, 'teamId' | 'listedKinds'>;
/** The select list of a TripRow from `trips t` (its kinds only filter, they are never shown). */
export const TRIP_COLUMNS = selectList(trips, 't', { omit: ['teamId', 'listedKinds'] });

type OwnerFields = 'id' | 'firstName' | 'lastName' | 'name' | 'primaryEmail';
const OWNER_FIELDS: readonly OwnerFields[] = ['id', 'firstName', 'lastName', 'name', 'primaryEmail'];
/** A traveler's fields a trip's owner is made of, read under the prefix `owner_` (OWNER_COLUMNS). */
export type OwnerColumns = { [K in OwnerFields as `owner_${K}`]: ReadRow<typeof travelers>[K] };
/** The select list of OwnerColumns from `travelers o`. */
export const OWNER_COLUMNS = selectList(travelers, 'o', { only: OWNER_FIELDS, prefix: 'owner_' });

/** A stay's CheckOut and Overnight rows are left out of flat lists and the map (spec §3). */
export const UNLISTED_SUB_TYPES = ['CheckOut', 'Overnight'] as const;

/** The condition lists show a segment under (`alias`): confirmed, not a stay's CheckOut or Overnight. */
export function listedCondition(alias: string): string {
  return `${alias}.status = 'confirmed' and (${alias}.sub_type is null or ${alias}.sub_type not in (${UNLISTED_SUB_TYPES.map((t) => `'${t}'`).join(', ')}))`;
}

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
    start_datetime: row.startAt,
    end_datetime: row.endAt,
    source_classification: row.sourceClassification as Segment['source_classification'],
    created: row.createdAt,
    updated: row.updatedAt,
  };
}

/** The traveler a trip belongs to (read with OWNER_COLUMNS): first and last name, else the name read from mail. */
export function ownerOf(row: OwnerColumns): TripOwner {
  const joined = [row.owner_firstName, row.owner_lastName].filter(Boolean).join(' ');
  return { id: row.owner_id, name: joined || row.owner_name || null, email: row.owner_primaryEmail };
}

/** Where a segment takes its traveler: the far end of a journey, the place of a stay, meal or event. */
export function segmentPlace(row: Pick<SegmentRow, PlaceFields>): string | null {
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
