import { z } from 'zod';
import { isoDaySchema } from '../../api.js';
import { SEGMENT_TYPES } from '../../constants.js';

/** The charts of the organisation dashboard (spec §7): GET {base}/charts/<name>. */
export const CHART_NAMES = [
  'travel',
  'spend',
  'bookings',
  'segment-bookings',
  'hotel-nights',
  'segment-costs',
  'segment-sources',
  'segment-purchase',
] as const;
export type ChartName = (typeof CHART_NAMES)[number];

export const CHART_INTERVALS = ['day', 'week', 'month'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

/** Managed is booked through a travel management company (tmc); unmanaged is everything else. */
export const BOOKING_SOURCES = ['managed', 'unmanaged'] as const;

/** Advance-purchase windows of the segment-purchase chart: days between booking and departure. */
export const PURCHASE_WINDOWS = ['0-2', '3-6', '7-13', '14-20', '21+'] as const;

const segmentTypeList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(SEGMENT_TYPES)).max(SEGMENT_TYPES.length));

/** The filter params every chart takes; without dates the last 30 days up to today (UTC). */
export const chartQuerySchema = z.object({
  start_date: isoDaySchema.optional(),
  end_date: isoDaySchema.optional(),
  type: segmentTypeList.optional(),
  interval: z.enum(CHART_INTERVALS).optional(),
  booking_source: z.enum(BOOKING_SOURCES).optional(),
  /** A traveler id of the team. */
  traveler: z.string().min(1).max(100).optional(),
});
export type ChartQuery = z.input<typeof chartQuerySchema>;

/** One value per side: `tmc` is managed, `direct` everything booked otherwise (ota or direct). */
const sidesSchema = z.object({ direct: z.number(), tmc: z.number() });

/**
 * Chart data (spec §3). Amounts are cents of `currency` (the console divides by SPEND_DIVISOR).
 * `points` holds the chart's measure per interval; breakdown charts add `groups` (by segment type,
 * booking source classification or advance-purchase window).
 */
export const chartDataSchema = z.object({
  chart: z.enum(CHART_NAMES),
  interval: z.enum(CHART_INTERVALS),
  start_date: z.string(),
  end_date: z.string(),
  /** What `points`, `groups` and `totals` count: segments, travelers, cents or nights. */
  measure: z.enum(['segments', 'travelers', 'cents', 'nights']),
  points: z.array(sidesSchema.extend({ period: z.string() })),
  groups: z.array(sidesSchema.extend({ key: z.string() })),
  totals: sidesSchema,
  unique: z.object({ travelers: z.number().int(), trips: z.number().int(), segments: z.number().int() }),
  /** The currency money figures are in: the one most priced segments of the selection use. */
  currency: z.string().nullable(),
  /** Priced segments in other currencies, left out of the money figures and summed here per currency. */
  other_currencies: z.array(z.object({ currency: z.string(), spend: z.number(), segments: z.number().int() })),
  computed_spend: z.number(),
  /** Spend per unit: per night for hotels, per day for cars, per segment otherwise; null without priced units. */
  computed_ppu: z.number().nullable(),
  /** Managed minus unmanaged average price per unit; null unless both sides have priced units. */
  avg_diff: z.number().nullable(),
});
export type ChartData = z.infer<typeof chartDataSchema>;
export const chartResponseSchema = z.object({ data: chartDataSchema });
export type ChartResponse = z.infer<typeof chartResponseSchema>;
