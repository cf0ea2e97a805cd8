import { isManagedBooking } from '@tripline/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { segments, travelers } from '../../../db/schema.js';
import { inRange, type ReportDefinition } from './report-definition.js';
import { centsToUnits } from './spend.js';

/** Every segment starting in the range, with its traveler. */
export const allSegmentsReport: ReportDefinition = {
  type: 'all_segments',
  columns: [
    { key: 'traveler', header: 'Traveler' },
    { key: 'traveler_email', header: 'Traveler email' },
    { key: 'type', header: 'Type' },
    { key: 'sub_type', header: 'Sub type' },
    { key: 'provider', header: 'Provider' },
    { key: 'start', header: 'Start' },
    { key: 'end', header: 'End' },
    { key: 'from', header: 'From' },
    { key: 'to', header: 'To' },
    { key: 'number', header: 'Number' },
    { key: 'confirmation', header: 'Confirmation' },
    { key: 'price', header: 'Price' },
    { key: 'currency', header: 'Currency' },
    { key: 'booking_source', header: 'Booking source' },
    { key: 'status', header: 'Status' },
  ],
  async rows(db, scope) {
    const rows = await db
      .select({ segment: segments, traveler: { name: travelers.name, email: travelers.primaryEmail } })
      .from(segments)
      .innerJoin(travelers, eq(travelers.id, segments.travelerId))
      .where(and(eq(segments.teamId, scope.teamId), inRange(segments.startAt, scope)))
      .orderBy(asc(segments.startAt), asc(segments.id));
    return rows.map(({ segment: s, traveler }) => ({
      traveler: traveler.name ?? traveler.email,
      traveler_email: traveler.email,
      type: s.type,
      sub_type: s.subType,
      provider: s.provider,
      start: s.startDateTime,
      end: s.endDateTime,
      from: s.startCity ?? s.startName ?? s.startCode,
      to: s.endCity ?? s.endName ?? s.endCode,
      number: s.number,
      confirmation: s.confirmationNumber,
      price: centsToUnits(s.priceCents),
      currency: s.currency,
      booking_source: isManagedBooking(s.sourceClassification) ? 'managed' : 'unmanaged',
      status: s.status,
    }));
  },
};
