import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema.js';
import { countAndRecord, LIMIT_WINDOW_MINUTES, tooManyRequests } from './request-limit.js';

/**
 * Sign-in limits within a window of 15 minutes (decision 043): 5 failures for one account from one client address,
 * or 20 from one address across accounts, then 429 until the window passes. An account failing from anywhere is
 * slowed down rather than locked: past 5 failures each further check waits 2^(n-5) seconds after the last one, at
 * most a minute, so an attack from many addresses cannot keep the real owner out for long.
 */
export const SIGN_IN_LIMITS = {
  perPair: 5,
  perAddress: 20,
  windowMinutes: LIMIT_WINDOW_MINUTES,
  accountFreeFailures: 5,
  accountMaxDelaySeconds: 60,
} as const;

const normalised = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${normalised(email)}`;
const pairKey = (email: string, ip: string) => `pair:${ip}|${normalised(email)}`;
const addressKey = (ip: string) => `ip:${ip}`;

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
  const ids = await countAndRecord(db, keys, (recent) => {
    const minutes = `${LIMIT_WINDOW_MINUTES} minutes`;
    if (recent(pairKey(email, ip)).count >= SIGN_IN_LIMITS.perPair) throw tooManyRequests('sign-in attempts', minutes);
    if (recent(addressKey(ip)).count >= SIGN_IN_LIMITS.perAddress) throw tooManyRequests('sign-in attempts', minutes);
    const account = recent(accountKey(email));
    if (!account.last) return;
    const restUntil = account.last.getTime() + accountDelaySeconds(account.count) * 1000;
    const wait = Math.ceil((restUntil - Date.now()) / 1000);
    if (wait > 0) throw tooManyRequests('sign-in attempts', wait === 1 ? '1 second' : `${wait} seconds`);
  });
  return { email, ip, ids };
}

/** A right password: the attempt was no failure, and the account's and this address's earlier ones are forgiven. */
export async function forgiveSignInAttempt(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.id, attempt.ids));
  await db
    .delete(signInFailures)
    .where(inArray(signInFailures.key, [accountKey(attempt.email), pairKey(attempt.email, attempt.ip)]));
}
