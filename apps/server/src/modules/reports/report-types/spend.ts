import { SPEND_DIVISOR } from '@tripline/contracts';
import { and, asc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { segments, travelers } from '../../../db/schema.js';
import { UNLISTED_SUB_TYPES } from '../../trips/segment-dto.js';
import { inRange, type ReportDefinition } from './report-definition.js';

/** Cents as units, two decimals (spec §9: amounts are divided by 100). */
export const centsToUnits = (cents: number | string | null) =>
  cents === null ? null : Math.round(Number(cents)) / SPEND_DIVISOR;

/** Spend per traveler and provider on one segment type; cancelled segments are left out. */
function spendReport(type: ReportDefinition['type'], segmentType: string): ReportDefinition {
  return {
    type,
    columns: [
      { key: 'traveler', header: 'Traveler' },
      { key: 'traveler_email', header: 'Traveler email' },
      { key: 'provider', header: 'Provider' },
      { key: 'bookings', header: 'Bookings' },
      { key: 'spend', header: 'Spend' },
      { key: 'currency', header: 'Currency' },
    ],
    async rows(db, scope) {
      const rows = await db
        .select({
          traveler: travelers.name,
          email: travelers.primaryEmail,
          provider: segments.provider,
          currency: segments.currency,
          bookings: sql<number>`count(*)`.mapWith(Number),
          cents: sql<number | null>`sum(${segments.priceCents})`,
        })
        .from(segments)
        .innerJoin(travelers, eq(travelers.id, segments.travelerId))
        .where(
          and(
            eq(segments.teamId, scope.teamId),
            eq(segments.type, segmentType),
            eq(segments.status, 'confirmed'),
            or(isNull(segments.subType), notInArray(segments.subType, [...UNLISTED_SUB_TYPES])),
            inRange(segments.startAt, scope),
          ),
        )
        .groupBy(travelers.id, travelers.name, travelers.primaryEmail, segments.provider, segments.currency)
        .orderBy(asc(sql`lower(coalesce(${travelers.name}, ${travelers.primaryEmail}))`), asc(segments.provider));
      return rows.map((row) => ({
        traveler: row.traveler ?? row.email,
        traveler_email: row.email,
        provider: row.provider,
        bookings: row.bookings,
        spend: centsToUnits(row.cents),
        currency: row.currency,
      }));
    },
  };
}

export const flightSpendReport = spendReport('flight_spend', 'air');
export const hotelSpendReport = spendReport('hotel_spend', 'hotel');
export const carSpendReport = spendReport('car_spend', 'car');
export const railSpendReport = spendReport('rail_spend', 'rail');
export const groundSpendReport = spendReport('ground_spend', 'transportation');
