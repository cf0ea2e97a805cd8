import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const teamId = () =>
  text('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

export type WebhookStatus = 'active' | 'disabled' | 'failing';

/** A team's webhook endpoint; the signing secret is stored encrypted (AES-256-GCM). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    teamId: teamId(),
    url: text('url').notNull(),
    description: text('description'),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    status: text('status').$type<WebhookStatus>().notNull().default('active'),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** Since when every delivery has failed; cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhooks_team_idx').on(t.teamId)],
);

export type DeliveryState = 'pending' | 'succeeded' | 'failed';

/** One event to deliver to one webhook; its id is the stable `webhook-id` across retries. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    teamId: teamId(),
    emailId: text('email_id'),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A pending delivery's next attempt is due then (decision 036): now for a new one, later for a retry. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken by a delivery run until then; another may take it once it has run out (a run cut off by a crash). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_webhook_event_key').on(t.webhookId, t.eventId),
    index('webhook_deliveries_email_idx').on(t.emailId, t.eventId),
    // The delivery queue: pending deliveries by when they are due.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`state = 'pending'`),
  ],
);

/** Every HTTP attempt of a delivery, kept for the console's callback list. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);

/** An API client of a team: a client id and a client secret stored encrypted, so key readers can see it again. */
export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    teamId: teamId(),
    name: text('name').notNull(),
    description: text('description'),
    clientId: text('client_id').notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** SHA-256 of the secret, so client credentials are checked without the encryption key. */
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('applications_client_id_key').on(t.clientId), index('applications_team_idx').on(t.teamId)],
);

export type FilterDomainKind = 'allow' | 'block';

/** A team's own sender domains, allowed or blocked on top of the shared rulesets. */
export const filterTeamDomains = pgTable(
  'filter_team_domains',
  {
    teamId: teamId(),
    domain: text('domain').notNull(),
    kind: text('kind').$type<FilterDomainKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('filter_team_domains_key').on(t.teamId, sql`lower(${t.domain})`)],
);

/** The filter download history: each download records the filter set it gave; the latest 10 are kept. */
export const filterDownloads = pgTable(
  'filter_downloads',
  {
    id: text('id').primaryKey(),
    teamId: teamId(),
    userId: text('user_id'),
    filters: jsonb('filters').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('filter_downloads_team_idx').on(t.teamId, t.createdAt)],
);
