import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

/** Failed sign-ins allowed within the window before further attempts are refused with 429. */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowMinutes: 15 } as const;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

function windowStart() {
  return new Date(Date.now() - SIGN_IN_LIMITS.windowMinutes * 60_000);
}

/** Throws 429 when the account or the client address has failed too often recently; returns the account's failures. */
export async function assertSignInAllowed(db: Db, email: string, ip: string): Promise<number> {
  const rows = await db
    .select({ key: signInFailures.key, failures: sql<number>`count(*)`.mapWith(Number) })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, [accountKey(email), addressKey(ip)]), gt(signInFailures.at, windowStart())))
    .groupBy(signInFailures.key);
  const count = (key: string) => rows.find((row) => row.key === key)?.failures ?? 0;
  if (count(accountKey(email)) >= SIGN_IN_LIMITS.perAccount || count(addressKey(ip)) >= SIGN_IN_LIMITS.perAddress) {
    throw new AppError(
      'rate_limited',
      `Too many sign-in attempts. Please try again in ${SIGN_IN_LIMITS.windowMinutes} minutes.`,
    );
  }
  return count(accountKey(email));
}

/** Records a failed sign-in against the account and the address, and drops records older than the window. */
export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(signInFailures).values([{ key: accountKey(email) }, { key: addressKey(ip) }]);
  await db.delete(signInFailures).where(lt(signInFailures.at, windowStart()));
}

/** A successful sign-in forgives the account's earlier failures. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, accountKey(email)));
}
