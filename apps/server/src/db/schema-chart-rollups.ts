import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { teams } from './schema.js';

// The organisation charts' rollups (decision record 033). Triggers on segments keep them (they live in the
// migration that makes these tables), so every writer of segments keeps them right; nothing else writes here.
// Rows whose counts fall to zero are kept: they are bounded by their keys and count nothing.

/** Days as a PostgreSQL datemultirange, read and written as its text form. */
const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

const team = () =>
  text('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

/** The sums of counted segments per UTC start day and every key a chart groups or filters by. */
export const chartDayTotals = pgTable(
  'chart_day_totals',
  {
    teamId: team(),
    day: date('day').notNull(),
    type: text('type').notNull(),
    /** The segment's source_classification (tmc is managed). */
    source: text('source').notNull(),
    /** '' for segments without a currency. */
    currency: text('currency').notNull(),
    /** The advance-purchase window (PURCHASE_WINDOWS). */
    purchase: text('purchase').notNull(),
    segments: integer('segments').notNull(),
    priced: integer('priced').notNull(),
    spend: bigint('spend', { mode: 'number' }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    nights: bigint('nights', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.day, t.type, t.source, t.currency, t.purchase] })],
);

/** The days a traveler has counted segments on, per type and over all types (type_key '*'), managed or not. */
export const chartTravelerDays = pgTable(
  'chart_traveler_days',
  {
    teamId: team(),
    typeKey: text('type_key').notNull(),
    travelerId: text('traveler_id').notNull(),
    tmcDays: dateMultirange('tmc_days').notNull(),
    directDays: dateMultirange('direct_days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.typeKey, t.travelerId] }),
    index('chart_traveler_days_traveler_idx').on(t.teamId, t.travelerId),
  ],
);

/** Distinct travelers per day, week and month (`period` is its first day), per type key and side. */
export const chartPeriodTravelers = pgTable(
  'chart_period_travelers',
  {
    teamId: team(),
    periodInterval: text('period_interval').notNull(),
    typeKey: text('type_key').notNull(),
    period: date('period').notNull(),
    tmc: boolean('tmc').notNull(),
    travelers: integer('travelers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.periodInterval, t.typeKey, t.period, t.tmc] })],
);

/** The days a trip has counted segments on, like chartTravelerDays, with the first and last of them. */
export const chartTripDays = pgTable(
  'chart_trip_days',
  {
    teamId: team(),
    typeKey: text('type_key').notNull(),
    tripId: text('trip_id').notNull(),
    tmcDays: dateMultirange('tmc_days').notNull(),
    directDays: dateMultirange('direct_days').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.typeKey, t.tripId] }),
    index('chart_trip_days_trip_idx').on(t.teamId, t.tripId),
    index('chart_trip_days_first_idx').on(t.teamId, t.typeKey, t.firstDay),
    index('chart_trip_days_length_idx').on(t.teamId, sql`(${t.lastDay} - ${t.firstDay})`),
  ],
);

/** Per day, the trips whose first counted day it is: over all sides ('all'), managed ('tmc') or not ('direct'). */
export const chartTripFirsts = pgTable(
  'chart_trip_firsts',
  {
    teamId: team(),
    typeKey: text('type_key').notNull(),
    side: text('side').notNull(),
    day: date('day').notNull(),
    trips: integer('trips').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.typeKey, t.side, t.day] })],
);
