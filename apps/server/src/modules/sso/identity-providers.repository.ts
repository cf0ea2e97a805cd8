import {
  CONSOLE_PATHS,
  endpointUrl,
  finishOidcSignInEndpoint,
  finishSamlSignInEndpoint,
  getSamlMetadataEndpoint,
  type IdentityProvider,
  startSingleSignOnEndpoint,
} from '@tripline/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { identityProviders, memberships, teams } from '../../db/schema.js';

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
export type NewIdentityProvider = Omit<typeof identityProviders.$inferInsert, 'id'>;

/** The addresses of this service that a provider is given. */
export function ssoUrls(appUrl: string, teamId: string) {
  return {
    redirectUri: `${appUrl}${finishOidcSignInEndpoint.path}`,
    acsUrl: `${appUrl}${finishSamlSignInEndpoint.path}`,
    metadataUrl: `${appUrl}${endpointUrl(getSamlMetadataEndpoint, { teamId })}`,
    signInUrl: `${appUrl}${endpointUrl(startSingleSignOnEndpoint, { teamId })}`,
  };
}

/** Where the browser goes when a single sign-on fails: the sign-in page, which shows the reason. */
export function signInPageWithError(message: string): string {
  return `${CONSOLE_PATHS.signIn}?sso_error=${encodeURIComponent(message)}`;
}

/** The answer shape of a provider: never its secret. */
export function toIdentityProvider(row: IdentityProviderRow, appUrl: string): IdentityProvider {
  const urls = ssoUrls(appUrl, row.teamId);
  return {
    id: row.id,
    protocol: row.protocol,
    issuer: row.issuer,
    client_id: row.clientId,
    entry_point: row.entryPoint,
    domains: row.domains,
    redirect_uri: urls.redirectUri,
    acs_url: urls.acsUrl,
    metadata_url: urls.metadataUrl,
    sign_in_url: urls.signInUrl,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export async function findTeamIdentityProvider(db: Db, teamId: string): Promise<IdentityProviderRow | null> {
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.teamId, teamId)).limit(1);
  return row ?? null;
}

/** The provider that claims an email domain, with its team (only active teams). */
export async function findIdentityProviderByDomain(db: Db, domain: string) {
  const [row] = await db
    .select({ provider: identityProviders, team: teams })
    .from(identityProviders)
    .innerJoin(teams, eq(teams.id, identityProviders.teamId))
    .where(
      and(
        sql`${identityProviders.domains} @> ${JSON.stringify([domain.toLowerCase()])}::jsonb`,
        eq(teams.status, 'Active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The domains of a list already claimed by another team's provider. */
export async function domainsClaimedElsewhere(db: Db, teamId: string, domains: string[]): Promise<string[]> {
  const rows = await db
    .select({ domains: identityProviders.domains })
    .from(identityProviders)
    .where(ne(identityProviders.teamId, teamId));
  const taken = new Set(rows.flatMap((row) => row.domains));
  return domains.filter((domain) => taken.has(domain));
}

/** Saves the team's provider (replacing an earlier one) and turns single sign-on on. */
export async function saveIdentityProvider(db: Db, values: NewIdentityProvider): Promise<IdentityProviderRow> {
  const now = new Date();
  const [row] = await db
    .insert(identityProviders)
    .values({ id: crypto.randomUUID(), ...values })
    .onConflictDoUpdate({
      target: identityProviders.teamId,
      set: {
        protocol: values.protocol,
        domains: values.domains,
        issuer: values.issuer,
        clientId: values.clientId ?? null,
        clientSecretEncrypted: values.clientSecretEncrypted ?? null,
        entryPoint: values.entryPoint ?? null,
        idpCert: values.idpCert ?? null,
        updatedAt: now,
      },
    })
    .returning();
  await db.update(teams).set({ ssoEnabled: true, updatedAt: now }).where(eq(teams.id, values.teamId));
  return row as IdentityProviderRow;
}

/** Removes the team's provider and turns single sign-on off; members keep their accounts. */
export async function deleteIdentityProvider(db: Db, teamId: string): Promise<void> {
  await db.delete(identityProviders).where(eq(identityProviders.teamId, teamId));
  await db.update(teams).set({ ssoEnabled: false, updatedAt: new Date() }).where(eq(teams.id, teamId));
}

/** Whether a user already holds a role on a team. */
export async function isMember(db: Db, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)))
    .limit(1);
  return Boolean(row);
}
