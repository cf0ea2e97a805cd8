import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { segments } from '../../../db/schema.js';
import { inRange, type ReportDefinition } from './report-definition.js';
import { centsToUnits } from './spend.js';

/** Segment types that go from one place to another. */
const MOVING_TYPES = ['air', 'rail', 'transportation'];

/** City pairs travelled in the range, with how often, by how many travelers and at what spend. */
export const originDestinationReport: ReportDefinition = {
  type: 'origin_destination',
  columns: [
    { key: 'origin', header: 'Origin' },
    { key: 'destination', header: 'Destination' },
    { key: 'mode', header: 'Mode' },
    { key: 'segments', header: 'Segments' },
    { key: 'travelers', header: 'Travelers' },
    { key: 'spend', header: 'Spend' },
    { key: 'currency', header: 'Currency' },
  ],
  async rows(db, scope) {
    const origin = sql<string>`coalesce(${segments.startCity}, ${segments.startName}, ${segments.startCode})`;
    const destination = sql<string>`coalesce(${segments.endCity}, ${segments.endName}, ${segments.endCode})`;
    const count = sql<number>`count(*)`.mapWith(Number);
    const rows = await db
      .select({
        origin,
        destination,
        mode: segments.type,
        segments: count,
        travelers: sql<number>`count(distinct ${segments.travelerId})`.mapWith(Number),
        cents: sql<number | null>`sum(${segments.priceCents})`,
        currency: segments.currency,
      })
      .from(segments)
      .where(
        and(
          eq(segments.teamId, scope.teamId),
          eq(segments.status, 'confirmed'),
          inArray(segments.type, MOVING_TYPES),
          isNotNull(origin),
          isNotNull(destination),
          inRange(segments.startAt, scope),
        ),
      )
      .groupBy(origin, destination, segments.type, segments.currency)
      .orderBy(desc(count), asc(origin), asc(destination));
    return rows.map(({ cents, ...row }) => ({ ...row, spend: centsToUnits(cents) }));
  },
};
