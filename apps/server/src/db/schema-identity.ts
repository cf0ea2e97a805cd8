import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mailboxes, teams } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const teamId = () =>
  text('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

export type ImapIntegrationStatus = 'active' | 'failing' | 'disabled';

/** An IMAP folder polled for booking mail, which is ingested into one of the team's mailboxes. */
export const imapIntegrations = pgTable(
  'imap_integrations',
  {
    id: text('id').primaryKey(),
    teamId: teamId(),
    mailboxId: text('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    tls: boolean('tls').notNull(),
    username: text('username').notNull(),
    /** Sealed with the secret box (AES-256-GCM). */
    passwordEncrypted: text('password_encrypted').notNull(),
    folder: text('folder').notNull().default('INBOX'),
    /** The folder's UIDVALIDITY when lastUid was read; a change means every UID was renumbered. */
    uidValidity: text('uid_validity'),
    /** The highest UID stored; only messages above it are fetched. */
    lastUid: integer('last_uid').notNull().default(0),
    status: text('status').$type<ImapIntegrationStatus>().notNull().default('active'),
    lastError: text('last_error'),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    /** The scheduled poll chain this integration answers to; jobs of an older chain stop. */
    pollChain: text('poll_chain'),
    /** While set in the future, one poll holds the folder; another instance or a manual poll waits its turn. */
    pollingUntil: timestamp('polling_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('imap_integrations_team_idx').on(t.teamId)],
);

export type IdentityProtocol = 'oidc' | 'saml';

/** A team's single sign-on identity provider (one per team); the OIDC client secret is sealed. */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: text('id').primaryKey(),
    teamId: teamId(),
    protocol: text('protocol').$type<IdentityProtocol>().notNull(),
    /** Email domains whose users sign in through this provider (lower case). */
    domains: jsonb('domains').$type<string[]>().notNull(),
    /** OIDC: the issuer URL. SAML: the entity id this service presents (the assertion's audience). */
    issuer: text('issuer').notNull(),
    clientId: text('client_id'),
    clientSecretEncrypted: text('client_secret_encrypted'),
    entryPoint: text('entry_point'),
    idpCert: text('idp_cert'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('identity_providers_team_key').on(t.teamId)],
);

/** A sign-in in flight: the OIDC state with its nonce and PKCE verifier, or a SAML request id. */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    id: text('id').primaryKey(),
    teamId: teamId(),
    protocol: text('protocol').$type<IdentityProtocol>().notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    /** SAML: what node-saml's request cache keeps for the id. */
    value: text('value'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sso_requests_expires_idx').on(t.expiresAt)],
);
