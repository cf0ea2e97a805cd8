import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams, users } from './schema.js';

/**
 * Addresses handed out by the data explorer: a random token opens one team's export until it expires.
 * Only the token's keyed hash is stored, so a copy of the database opens no export.
 */
export const dataExplorerLinks = pgTable(
  'data_explorer_links',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'excel' | 'gsheet'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_explorer_links_team_idx').on(t.teamId)],
);
