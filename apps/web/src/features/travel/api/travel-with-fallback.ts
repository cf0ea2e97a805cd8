import type { TravelQuery } from '../../../lib/list-defaults';

export interface TravelAnswer<T> {
  data: T[];
  /** The query that gave this answer: the fallback's when the default came back empty. */
  query: TravelQuery;
  usedFallback: boolean;
}

/**
 * Loads a travel list; when the default "today" query finds nothing it asks once more with only the start date, so
 * an empty day shows what comes next (spec §2). A query the user chose is never widened.
 */
export async function loadTravelWithFallback<T, R extends { data: T[] }>(
  load: (query: TravelQuery) => Promise<R>,
  query: TravelQuery,
  fallback: TravelQuery | undefined,
): Promise<R & TravelAnswer<T>> {
  const first = await load(query);
  if (first.data.length > 0 || !fallback) return { ...first, query, usedFallback: false };
  const second = await load(fallback);
  return { ...second, query: fallback, usedFallback: true };
}
