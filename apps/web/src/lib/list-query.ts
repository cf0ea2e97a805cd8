import { DEFAULT_LIST_SORT, isoDaySchema, UNREMEMBERED_QUERY_KEYS } from '@tripline/contracts';
import { z } from 'zod';

const STORAGE_PREFIX = 'tripline:list-query:';

/** Lists whose default sort is created:desc (spec §2). */
export const CREATED_DESC_LISTS = ['emails', 'apps', 'people'] as const;

/** The sort a list starts with when the query names none. */
export function defaultSortFor(list: string): string | undefined {
  return (CREATED_DESC_LISTS as readonly string[]).includes(list) ? DEFAULT_LIST_SORT : undefined;
}

/** The query minus the keys that never outlive a visit (next, previous, page, tracking). */
export function rememberableQuery(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(query);
  for (const key of UNREMEMBERED_QUERY_KEYS) kept.delete(key);
  return kept;
}

/** Saves a list's last query in session storage, keyed by its route. */
export function rememberListQuery(routeKey: string, query: URLSearchParams, storage: Storage = sessionStorage): void {
  const kept = rememberableQuery(query).toString();
  if (kept) storage.setItem(STORAGE_PREFIX + routeKey, kept);
  else storage.removeItem(STORAGE_PREFIX + routeKey);
}

/** The query to restore when the user comes back to a list with an empty query, if one was kept. */
export function restorableListQuery(
  routeKey: string,
  current: URLSearchParams,
  storage: Storage = sessionStorage,
): URLSearchParams | undefined {
  if (current.toString() !== '') return undefined;
  const saved = storage.getItem(STORAGE_PREFIX + routeKey);
  return saved ? new URLSearchParams(saved) : undefined;
}

/** Forgets every remembered list query (after team deletion or sign-out). */
export function forgetListQueries(storage: Storage = sessionStorage): void {
  for (let index = storage.length - 1; index >= 0; index -= 1) {
    const key = storage.key(index);
    if (key?.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
  }
}

export interface ListFilter {
  key: string;
  value?: string | readonly string[] | null;
  /** A persistent filter always applies, even without a value. */
  persistent?: boolean;
}

/** Applied filters are those with a value or marked persistent. */
export function appliedFilters<T extends ListFilter>(filters: readonly T[]): T[] {
  return filters.filter((filter) => {
    if (filter.persistent) return true;
    const { value } = filter;
    if (Array.isArray(value)) return value.length > 0;
    return typeof value === 'string' && value.trim() !== '';
  });
}

/** A filter date range: `YYYY-MM-DD` or `YYYY-MM-DD,YYYY-MM-DD` (the end is optional and not before the start). */
export const dateRangeFilterSchema = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()))
  .pipe(z.tuple([isoDaySchema]).or(z.tuple([isoDaySchema, isoDaySchema])))
  .refine(([start, end]) => end === undefined || end >= start, 'The end date cannot be before the start date')
  .transform(([start, end]) => ({ start, end }));

export type DateRangeFilter = z.infer<typeof dateRangeFilterSchema>;

/** Parses a date range filter, or undefined when it is not one. */
export function parseDateRange(text: string): DateRangeFilter | undefined {
  const parsed = dateRangeFilterSchema.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

/** A list's query with filters set (an empty value removes one), back on the first page. */
export function withFilters(query: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}
