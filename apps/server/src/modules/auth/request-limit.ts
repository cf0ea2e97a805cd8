import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

/** Every limit counts within the same window; older records are swept when a limit is checked. */
export const LIMIT_WINDOW_MINUTES = 15;

/** Any constant: it names the lock that makes counting and recording one step across requests and instances. */
const LIMIT_LOCK = 7_410_315;

export function limitWindowStart(): Date {
  return new Date(Date.now() - LIMIT_WINDOW_MINUTES * 60_000);
}

export function tooManyRequests(what: string, wait: string): AppError {
  return new AppError('rate_limited', `Too many ${what}. Please try again in ${wait}.`);
}

/** Recent records by key: how many, and the latest. */
export type RecentCounts = (key: string) => { count: number; last: Date | null };

/**
 * Counts the recent records of `keys`, lets `check` refuse, then records one more for each key, all in one step
 * under a lock, so concurrent requests never pass a limit. The records live in `sign_in_failures`, keyed by kind.
 */
export async function countAndRecord(db: Db, keys: string[], check: (recent: RecentCounts) => void): Promise<number[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${LIMIT_LOCK})`);
    await tx.delete(signInFailures).where(lt(signInFailures.at, limitWindowStart()));
    const rows = await tx
      .select({
        key: signInFailures.key,
        count: sql<number>`count(*)`.mapWith(Number),
        last: sql<string>`max(${signInFailures.at})`,
      })
      .from(signInFailures)
      .where(and(inArray(signInFailures.key, keys), gt(signInFailures.at, limitWindowStart())))
      .groupBy(signInFailures.key);
    check((key) => {
      const row = rows.find((found) => found.key === key);
      return { count: row?.count ?? 0, last: row ? new Date(row.last) : null };
    });
    const inserted = await tx
      .insert(signInFailures)
      .values(keys.map((key) => ({ key })))
      .returning({ id: signInFailures.id });
    return inserted.map((found) => found.id);
  });
}

/** Records one request against each limit, or throws 429 when one of them is reached. */
export async function takeRequestSlot(db: Db, what: string, limits: { key: string; max: number }[]): Promise<void> {
  await countAndRecord(
    db,
    limits.map((limit) => limit.key),
    (recent) => {
      if (limits.some((limit) => recent(limit.key).count >= limit.max)) {
        throw tooManyRequests(what, `${LIMIT_WINDOW_MINUTES} minutes`);
      }
    },
  );
}
