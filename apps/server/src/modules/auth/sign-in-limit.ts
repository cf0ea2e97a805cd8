import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

/**
 * Sign-in limits within a window of 15 minutes (decision 043): 5 failures for one account from one client address,
 * or 20 from one address across accounts, then 429 until the window passes. An account failing from anywhere is
 * slowed down rather than locked: past 5 failures each further check waits 2^(n-5) seconds after the last one, at
 * most a minute, so an attack from many addresses cannot keep the real owner out for long.
 */
export const SIGN_IN_LIMITS = {
  perPair: 5,
  perAddress: 20,
  windowMinutes: 15,
  accountFreeFailures: 5,
  accountMaxDelaySeconds: 60,
} as const;

/** Any constant: it names the lock that makes counting and recording an attempt one step. */
const SIGN_IN_LOCK = 7_410_315;

const normalised = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${normalised(email)}`;
const pairKey = (email: string, ip: string) => `pair:${ip}|${normalised(email)}`;
const addressKey = (ip: string) => `ip:${ip}`;

function windowStart() {
  return new Date(Date.now() - SIGN_IN_LIMITS.windowMinutes * 60_000);
}

function tooMany(wait: string): AppError {
  return new AppError('rate_limited', `Too many sign-in attempts. Please try again in ${wait}.`);
}

/** Seconds an account must rest after its last failure, given its failures in the window. */
function accountDelaySeconds(failures: number): number {
  const over = failures - SIGN_IN_LIMITS.accountFreeFailures;
  return over < 0 ? 0 : Math.min(2 ** over, SIGN_IN_LIMITS.accountMaxDelaySeconds);
}

/** An attempt counted as a failure until its password proves right. */
export interface SignInAttempt {
  email: string;
  ip: string;
  ids: number[];
}

/**
 * Counts the recent failures and records this attempt as one more, in one step under a lock, so concurrent tries
 * never check more passwords than the limits allow; throws 429 when a limit is reached.
 */
export async function reserveSignInAttempt(db: Db, email: string, ip: string): Promise<SignInAttempt> {
  const keys = [accountKey(email), pairKey(email, ip), addressKey(ip)];
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK})`);
    await tx.delete(signInFailures).where(lt(signInFailures.at, windowStart()));
    const rows = await tx
      .select({
        key: signInFailures.key,
        failures: sql<number>`count(*)`.mapWith(Number),
        last: sql<string>`max(${signInFailures.at})`,
      })
      .from(signInFailures)
      .where(and(inArray(signInFailures.key, keys), gt(signInFailures.at, windowStart())))
      .groupBy(signInFailures.key);
    const row = (key: string) => rows.find((found) => found.key === key);
    const minutes = `${SIGN_IN_LIMITS.windowMinutes} minutes`;
    if ((row(pairKey(email, ip))?.failures ?? 0) >= SIGN_IN_LIMITS.perPair) throw tooMany(minutes);
    if ((row(addressKey(ip))?.failures ?? 0) >= SIGN_IN_LIMITS.perAddress) throw tooMany(minutes);
    const account = row(accountKey(email));
    if (account) {
      const restUntil = new Date(account.last).getTime() + accountDelaySeconds(account.failures) * 1000;
      const wait = Math.ceil((restUntil - Date.now()) / 1000);
      if (wait > 0) throw tooMany(wait === 1 ? '1 second' : `${wait} seconds`);
    }
    const inserted = await tx
      .insert(signInFailures)
      .values(keys.map((key) => ({ key })))
      .returning({ id: signInFailures.id });
    return { email, ip, ids: inserted.map((found) => found.id) };
  });
}

/** A right password: the attempt was no failure, and the account's and this address's earlier ones are forgiven. */
export async function forgiveSignInAttempt(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.id, attempt.ids));
  await db
    .delete(signInFailures)
    .where(inArray(signInFailures.key, [accountKey(attempt.email), pairKey(attempt.email, attempt.ip)]));
}
