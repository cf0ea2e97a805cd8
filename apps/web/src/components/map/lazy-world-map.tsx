import { type ComponentProps, lazy, Suspense } from 'react';
import type { WorldMap } from './world-map';
import './world-map.css';

const LoadedWorldMap = lazy(() => import('./world-map').then((module) => ({ default: module.WorldMap })));

/** The world map, fetched with its projection code only when a page first draws one. */
export function LazyWorldMap(props: ComponentProps<typeof WorldMap>) {
  return (
    <Suspense
      fallback={
        <div className={`world-map world-map--loading${props.compact ? ' world-map--compact' : ''}`} role="status">
          Loading the map…
        </div>
      }
    >
      <LoadedWorldMap {...props} />
    </Suspense>
  );
}
