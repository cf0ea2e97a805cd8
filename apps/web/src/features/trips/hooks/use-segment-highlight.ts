import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The segment id a `#s<segmentId>` hash names, if any. */
export function highlightedSegmentId(hash: string): string | undefined {
  const match = /^#s(.+)$/.exec(hash);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Reads `#s<segmentId>` and, once the segments are on the page, scrolls that segment into view. */
export function useSegmentHighlight(isReady: boolean): string | undefined {
  const { hash } = useLocation();
  const id = highlightedSegmentId(hash);
  useEffect(() => {
    if (!isReady || !id) return;
    document.getElementById(`s${id}`)?.scrollIntoView({ block: 'center' });
  }, [isReady, id]);
  return id;
}
