import type { ReactNode } from 'react';
import { Popover } from '../ui/popover';

export interface MapMarker {
  id: string;
  lon: number;
  lat: number;
  /** Who or what is there: the member's name; also the marker's accessible name. */
  title: string;
  /** More lines in the popover: place, dates, a link. */
  detail?: ReactNode;
  /** Highlighted markers are drawn on top in the accent colour. */
  isActive?: boolean;
}

/** A dot on the map at a position in percent of its box; a click opens the popover with the member's name. */
export function MapMarkerButton({ marker, left, top }: { marker: MapMarker; left: number; top: number }) {
  return (
    <Popover
      label={marker.title}
      side="top"
      align="center"
      trigger={
        <button
          type="button"
          className="world-map__marker"
          data-active={marker.isActive ? 'true' : undefined}
          style={{ left: `${left}%`, top: `${top}%` }}
          aria-label={marker.title}
          title={marker.title}
        />
      }
    >
      <div className="world-map__popover">
        <p className="world-map__popover-title">{marker.title}</p>
        {marker.detail ? <div className="world-map__popover-detail">{marker.detail}</div> : null}
      </div>
    </Popover>
  );
}
