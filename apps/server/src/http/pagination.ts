import type { ListQuery, PaginationMeta } from '@tripline/contracts';

/** The meta block of a list answer. */
export function paginationMeta(total: number, page: number, perPage: number): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    total,
    page,
    per_page: perPage,
    last_page: lastPage,
    next: page < lastPage ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, lastPage) : null,
  };
}

/** Limit and offset of a list query; `paginate=false` means every row (meta then describes one page). */
export function pageWindow(query: ListQuery): { limit: number | undefined; offset: number } {
  if (query.paginate === 'false') return { limit: undefined, offset: 0 };
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** Meta for a list that may have been fetched whole. */
export function listMeta(query: ListQuery, total: number): PaginationMeta {
  if (query.paginate === 'false') return paginationMeta(total, 1, Math.max(total, 1));
  return paginationMeta(total, query.page, query.per_page);
}

/** Splits `field:dir`, keeping only fields the list allows. */
export function parseSort<F extends string>(
  sort: string | undefined,
  allowed: readonly F[],
  fallback: { field: F; direction: 'asc' | 'desc' },
): { field: F; direction: 'asc' | 'desc' } {
  if (!sort) return fallback;
  const [field, direction] = sort.split(':') as [string, 'asc' | 'desc'];
  return (allowed as readonly string[]).includes(field) ? { field: field as F, direction } : fallback;
}
