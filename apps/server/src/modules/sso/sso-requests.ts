import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type IdentityProtocol, ssoRequests } from '../../db/schema.js';

/** A sign-in must come back from the provider within this time. */
export const SSO_REQUEST_TTL_MS = 10 * 60 * 1000;

type SsoRequestRow = typeof ssoRequests.$inferSelect;

/** Remembers a sign-in in flight under its id (the OIDC state or the SAML request id). */
export async function saveSsoRequest(
  db: Db,
  values: {
    id: string;
    teamId: string;
    protocol: IdentityProtocol;
    nonce?: string;
    codeVerifier?: string;
    value?: string;
  },
): Promise<void> {
  const now = Date.now();
  await db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, new Date(now)));
  await db.insert(ssoRequests).values({ ...values, expiresAt: new Date(now + SSO_REQUEST_TTL_MS) });
}

/** Takes a sign-in in flight: it answers once, and only before it expires. */
export async function consumeSsoRequest(db: Db, id: string, protocol: IdentityProtocol): Promise<SsoRequestRow | null> {
  const [row] = await db
    .delete(ssoRequests)
    .where(and(eq(ssoRequests.id, id), eq(ssoRequests.protocol, protocol), gt(ssoRequests.expiresAt, new Date())))
    .returning();
  return row ?? null;
}

/**
 * node-saml's request-id cache kept in the database, scoped to one team: a response is accepted only in reply
 * to a request this service sent for that team, on whichever instance the provider posts back to.
 */
export function samlRequestCache(db: Db, teamId: string): CacheProvider {
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      await saveSsoRequest(db, { id: key, teamId, protocol: 'saml', value });
      return { value, createdAt: Date.now() };
    },
    async getAsync(key: string): Promise<string | null> {
      const [row] = await db
        .select({ value: ssoRequests.value })
        .from(ssoRequests)
        .where(
          and(
            eq(ssoRequests.id, key),
            eq(ssoRequests.teamId, teamId),
            eq(ssoRequests.protocol, 'saml'),
            gt(ssoRequests.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row?.value ?? null;
    },
    async removeAsync(key: string | null): Promise<string | null> {
      if (!key) return null;
      const [row] = await db
        .delete(ssoRequests)
        .where(and(eq(ssoRequests.id, key), eq(ssoRequests.teamId, teamId)))
        .returning({ value: ssoRequests.value });
      return row?.value ?? null;
    },
  };
}
