import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** Sets the tab title from the deepest matched route that has one. */
export function useDocumentTitle(): string | undefined {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} · Tripline` : 'Tripline';
  }, [title?.title]);
  return title?.title;
}
