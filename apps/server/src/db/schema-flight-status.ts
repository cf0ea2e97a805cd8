import type { FlightStatus } from '@tripline/contracts';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { emails, segments, teams } from './schema.js';

/** What airline mails said about a flight: one row per update of an air segment (status, new times, gate). */
export const flightStatuses = pgTable(
  'flight_statuses',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    segmentId: text('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    status: text('status').$type<FlightStatus>().notNull(),
    /** Departure and arrival as the mail wrote them, and as instants. */
    departureDateTime: text('departure_date_time'),
    arrivalDateTime: text('arrival_date_time'),
    departureAt: timestamp('departure_at', { withTimezone: true }),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    /** The departure before this update, when it moved. */
    previousDepartureAt: timestamp('previous_departure_at', { withTimezone: true }),
    gate: text('gate'),
    terminal: text('terminal'),
    sourceEmailId: text('source_email_id').references(() => emails.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flight_statuses_segment_updated_idx').on(t.segmentId, t.updatedAt)],
);
