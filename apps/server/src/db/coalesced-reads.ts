import { coalescing } from '../lib/coalesce.js';
import type { Database } from './client.js';

type Query = Database['query'];

/**
 * The database with its reads coalesced: a query asked again (the same text and values) while it is still running
 * is answered by that run instead of running twice. For reads whose callers only read the rows they get (charts:
 * the dashboard asks its charts together, and every chart of a range counts the same travelers and trips), so
 * many requests arriving together cost one computation; an answer is never older than the run it shares.
 */
export function withCoalescedReads(database: Database): Database {
  const coalesce = (run: Query): Query => {
    const shared = coalescing<unknown[]>();
    return <T>(text: string, params: unknown[] = []) =>
      shared(`${text}\u0000${JSON.stringify(params)}`, () => run(text, params)) as Promise<T[]>;
  };
  return { ...database, query: coalesce(database.query), prepared: coalesce(database.prepared) };
}
