import type { GlobalRole, TeamRole, TeamType } from '@tripline/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    timezone: text('timezone'),
    globalRole: text('global_role').$type<GlobalRole>(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const teams = pgTable(
  'teams',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<TeamType>().notNull(),
    name: text('name').notNull(),
    region: text('region'),
    ssoEnabled: boolean('sso_enabled').notNull().default(false),
    onboard: boolean('onboard').notNull().default(false),
    status: text('status').$type<'Active' | 'Deleted'>().notNull().default('Active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('teams_type_status_name_idx').on(t.type, t.status, t.name)],
);

export const memberships = pgTable(
  'memberships',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/** Server-side sessions; the cookie carries a random token, only its keyed hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time tokens mailed to users: email verification and password reset. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'email-verification' | 'password-reset'>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_team_idx').on(t.teamId)],
);

/** Failed sign-ins, kept in the database so the limit holds across server instances. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_at_idx').on(t.key, t.at)],
);
export * from './schema-identity.js';
export * from './schema-integrations.js';

/** An inbound address of a team: mail to `<local_part>@INBOUND_DOMAIN` is ingested for it. */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    localPart: text('local_part').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mailboxes_local_part_key').on(sql`lower(${t.localPart})`),
    index('mailboxes_team_idx').on(t.teamId),
  ],
);

export type EmailStatus = 'received' | 'filtered' | 'parsed' | 'failed';

/** One received message; its raw bytes live in the blob store under `blob_key`. */
export const emails = pgTable(
  'emails',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    mailboxId: text('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    via: text('via').$type<'smtp' | 'http' | 'imap'>().notNull(),
    /** Where a large original is kept in the blob store; null when it is kept in email_originals (decision 036). */
    blobKey: text('blob_key'),
    sizeBytes: integer('size_bytes').notNull(),
    envelopeFrom: text('envelope_from'),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    subject: text('subject'),
    messageId: text('message_id'),
    status: text('status').$type<EmailStatus>().notNull().default('received'),
    statusReason: text('status_reason'),
    /** What the extraction engine returned: reservations, segments, diagnostics. */
    result: jsonb('result'),
    parseCount: integer('parse_count').notNull().default(0),
    /**
     * The email waits to be parsed while `received` (decision 036): a parse takes it by setting this lease, and
     * another may take it again once it has run out (a parse cut off by a crash, or a retry after a failure).
     */
    parseLeaseUntil: timestamp('parse_lease_until', { withTimezone: true }),
    /** Parses begun since it was last received or asked to be parsed again. */
    parseAttempts: integer('parse_attempts').notNull().default(0),
    /**
     * An organisation's email: indexes of the segments of `result` whose traveler could not be told, waiting for
     * someone to assign them; null when there are none.
     */
    unassignedSegments: jsonb('unassigned_segments').$type<number[]>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    parsedAt: timestamp('parsed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('emails_team_created_idx').on(t.teamId, t.createdAt),
    index('emails_status_created_idx').on(t.status, t.createdAt),
    index('emails_mailbox_idx').on(t.mailboxId),
    // The parse queue: emails waiting for a parse, oldest first.
    index('emails_waiting_idx').on(t.receivedAt).where(sql`status = 'received'`),
    // Emails with segments waiting for a traveler, per team.
    index('emails_unassigned_idx').on(t.teamId, t.createdAt).where(sql`unassigned_segments is not null`),
  ],
);

/** Raw bytes, a Buffer from either driver. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The original of an email small enough to keep beside its row (decision 036): stored in the statement that
 * stores the row, so accepting it costs no file of its own. Larger originals are in the blob store (emails.blob_key).
 */
export const emailOriginals = pgTable('email_originals', {
  emailId: text('email_id')
    .primaryKey()
    .references(() => emails.id, { onDelete: 'cascade' }),
  raw: bytea('raw').notNull(),
});

/** The timeline of an email: received, filtered, parse started, parsed, failed, trip updates. */
export const emailEvents = pgTable(
  'email_events',
  {
    id: text('id').primaryKey(),
    emailId: text('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('email_events_email_created_idx').on(t.emailId, t.createdAt)],
);

/** A person of an organisation whose bookings become trips. */
export const travelers = pgTable(
  'travelers',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    employeeId: text('employee_id'),
    department: text('department'),
    primaryEmail: text('primary_email').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('travelers_team_email_key').on(t.teamId, sql`lower(${t.primaryEmail})`),
    index('travelers_team_created_idx').on(t.teamId, t.createdAt),
  ],
);

/** Further addresses a traveler sends or forwards bookings from. */
export const travelerEmailAddresses = pgTable(
  'traveler_email_addresses',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    travelerId: text('traveler_id')
      .notNull()
      .references(() => travelers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('traveler_email_addresses_team_email_key').on(t.teamId, sql`lower(${t.email})`),
    index('traveler_email_addresses_traveler_idx').on(t.travelerId),
  ],
);

/** Segments of one traveler close in time. */
export const trips = pgTable(
  'trips',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    travelerId: text('traveler_id')
      .notNull()
      .references(() => travelers.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /**
     * What the trip's listed segments are, kept by triggers on segments (migration 0015): each type (`air`), each
     * type with its side (`air:managed`, `hotel:unmanaged`) and each side (`*:managed`). A trips list filtered by
     * type or booking source tests this instead of looking through every trip's segments.
     */
    listedKinds: text('listed_kinds').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trips_traveler_start_idx').on(t.travelerId, t.startAt),
    // With the kinds, a trips list filtered by type or booking source counts its matches from the index alone.
    index('trips_team_start_kinds_idx').on(t.teamId, t.startAt, t.listedKinds),
    index('trips_team_start_end_idx').on(t.teamId, t.startAt, t.endAt),
    // The team's longest trip, read from the index's end: how far back a trip under way today may have started.
    index('trips_team_duration_idx').on(t.teamId, sql`(end_at - start_at)`),
  ],
);

/** One leg, night, rental, meal or event of a trip (spec §3 Segment). */
export const segments = pgTable(
  'segments',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    travelerId: text('traveler_id')
      .notNull()
      .references(() => travelers.id, { onDelete: 'cascade' }),
    emailId: text('email_id').references(() => emails.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    subType: text('sub_type'),
    provider: text('provider'),
    startDateTime: text('start_date_time'),
    startTimeZone: text('start_time_zone'),
    endDateTime: text('end_date_time'),
    endTimeZone: text('end_time_zone'),
    /** Instants of the start and end, for ordering and grouping into trips. */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    numberOfNights: integer('number_of_nights'),
    numberOfDays: integer('number_of_days'),
    startName: text('start_name'),
    endName: text('end_name'),
    startCode: text('start_code'),
    endCode: text('end_code'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    endLatitude: doublePrecision('end_latitude'),
    endLongitude: doublePrecision('end_longitude'),
    startCity: text('start_city'),
    startStateProvence: text('start_state_provence'),
    startCountry: text('start_country'),
    endCity: text('end_city'),
    endStateProvence: text('end_state_provence'),
    endCountry: text('end_country'),
    number: text('number'),
    seat: text('seat'),
    confirmationNumber: text('confirmation_number'),
    priceCents: integer('price_cents'),
    currency: text('currency'),
    sourceClassification: text('source_classification').notNull(),
    status: text('status').$type<'confirmed' | 'cancelled'>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('segments_traveler_dedupe_key').on(t.travelerId, t.dedupeKey),
    index('segments_trip_start_idx').on(t.tripId, t.startAt),
    index('segments_team_start_idx').on(t.teamId, t.startAt),
    index('segments_team_type_start_idx').on(t.teamId, t.type, t.startAt),
    index('segments_traveler_start_idx').on(t.travelerId, t.startAt),
    index('segments_email_idx').on(t.emailId),
    // Listed segments only (confirmed, no CheckOut or Overnight, as lists show them): a list of one type reads
    // its page in start order without visiting the others.
    index('segments_listed_team_type_start_idx')
      .on(t.teamId, t.type, t.startAt)
      .where(sql`status = 'confirmed' and (sub_type is null or sub_type not in ('CheckOut', 'Overnight'))`),
  ],
);
export * from './schema-chart-rollups.js';
export * from './schema-data-explorer.js';
export * from './schema-flight-status.js';
export * from './schema-reports.js';
export * from './schema-travelers.js';
