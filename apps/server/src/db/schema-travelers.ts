import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams, users } from './schema.js';

export type TravelerImportStatus = 'Queued' | 'Processing' | 'Processed' | 'Failed';
export type TravelerImportFormat = 'csv' | 'xlsx';
/** Which column (by position) feeds which traveler field. */
export type TravelerImportMapping = Partial<
  Record<'email' | 'first_name' | 'last_name' | 'full_name' | 'employee_id' | 'department' | 'extra_emails', number>
>;
export interface TravelerImportRowError {
  row: number;
  reason: string;
}

/** An uploaded file of travelers: its parts in the blob store, the confirmed mapping, progress and results. */
export const travelerImports = pgTable(
  'traveler_imports',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    format: text('format').$type<TravelerImportFormat>().notNull(),
    /** How many parts were uploaded; part n is kept under `traveler-imports/<id>/<n>`. */
    partCount: integer('part_count').notNull().default(0),
    byteSize: integer('byte_size').notNull().default(0),
    status: text('status').$type<TravelerImportStatus>().notNull().default('Queued'),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<TravelerImportMapping>(),
    rowsTotal: integer('rows_total'),
    rowsDone: integer('rows_done').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The first rows that could not be imported, with their reasons (capped). */
    rowErrors: jsonb('row_errors').$type<TravelerImportRowError[]>().notNull().default([]),
    failureReason: text('failure_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('traveler_imports_team_created_idx').on(t.teamId, t.createdAt)],
);
