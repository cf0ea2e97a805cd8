import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema.js';

/** A new client id: public, so only unique. */
export function newClientId(): string {
  return `cli_${randomBytes(12).toString('hex')}`;
}

/** A new client secret of 32 random bytes. */
export function newClientSecret(): string {
  return `sec_${randomBytes(32).toString('base64url')}`;
}

/** The stored digest of a client secret. */
export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Splits an HTTP Basic header into client id and secret; null when it is not one. */
export function parseBasicAuthorization(header: string | undefined): { clientId: string; secret: string } | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** Checks HTTP Basic client credentials (client id, client secret) against the team's applications. */
export async function authenticateClient(
  db: Db,
  authorizationHeader: string | undefined,
): Promise<{ teamId: string; applicationId: string } | null> {
  const credentials = parseBasicAuthorization(authorizationHeader);
  if (!credentials || credentials.clientId.length > 200) return null;
  const [row] = await db
    .select({ id: applications.id, teamId: applications.teamId, secretHash: applications.secretHash })
    .from(applications)
    .where(eq(applications.clientId, credentials.clientId))
    .limit(1);
  // Hash even when the client is unknown, so the answer takes as long either way.
  const given = Buffer.from(hashClientSecret(credentials.secret), 'hex');
  const stored = Buffer.from(row?.secretHash ?? hashClientSecret(randomBytes(16).toString('hex')), 'hex');
  if (!row || !timingSafeEqual(given, stored)) return null;
  return { teamId: row.teamId, applicationId: row.id };
}
