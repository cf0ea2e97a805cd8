import type { PaginationMeta } from '@tripline/contracts';

/** Previous and next page buttons with "Page 2 of 5". */
export function Pager({ meta, onPage }: { meta: PaginationMeta; onPage: (page: number) => void }) {
  if (meta.last_page <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={meta.previous === null}
        onClick={() => meta.previous !== null && onPage(meta.previous)}
      >
        Previous
      </button>
      <span>
        Page {meta.page} of {meta.last_page}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={meta.next === null}
        onClick={() => meta.next !== null && onPage(meta.next)}
      >
        Next
      </button>
    </nav>
  );
}
