import type { ReportStatus, ReportType } from '@tripline/contracts';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams, users } from './schema.js';

/** A report a team asked for; its files live in the blob store once generated. Ids are numbers (spec §5). */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<ReportType>().notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').$type<ReportStatus>().notNull().default('Processing'),
    rows: integer('rows'),
    error: text('error'),
    csvKey: text('csv_key'),
    xlsxKey: text('xlsx_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('reports_team_created_idx').on(t.teamId, t.createdAt)],
);
