import { useMatches } from 'react-router';

/** The current route's title from the route table, so the page heading and the document title agree. */
export function useRouteTitle(fallback: string): string {
  return (useMatches().at(-1)?.handle as { title?: string } | undefined)?.title ?? fallback;
}
