import type { TravelItem } from '@tripline/contracts';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { SegmentIcon } from '../../../components/trips/segment-icon';
import { formatDay, formatLocalTime, localTime, segmentTimes } from '../../../lib/segment-times';
import { itemBooking, itemMember, itemPath } from '../../../lib/travel-items';

/** When an item starts or ends: a segment in its own zone as the trip page shows it, a trip by its UTC day. */
function when(item: TravelItem, edge: 'start' | 'end') {
  const segment = item.segment;
  const local = segment
    ? segmentTimes(segment)[edge]
    : localTime(edge === 'start' ? item.start_datetime : item.end_datetime, 'UTC');
  if (!local) return '—';
  return (
    <span className="travel-title__text">
      <span>{formatDay(local.day)}</span>
      {segment && local.time ? <span className="muted">{formatLocalTime(local)}</span> : null}
    </span>
  );
}

function place(item: TravelItem): string {
  if (item.trip) return item.trip.destinations.join(', ') || '—';
  const segment = item.segment;
  if (!segment) return '—';
  return (
    [segment.startCity ?? segment.startName, segment.country_code ?? segment.country].filter(Boolean).join(', ') || '—'
  );
}

/** The travel list: who, what, where and when, with the booking source of each segment. */
export function TravelTable({ teamId, items }: { teamId: string; items: readonly TravelItem[] }) {
  return (
    <DataTable
      label="Travel"
      rows={items}
      rowKey={(item) => `${item.type}:${item.id}`}
      columns={[
        {
          header: 'Traveler',
          cell: (item) => (
            <span className="travel-title__text">
              <span>{itemMember(item)}</span>
              <span className="muted">{item.included[0]?.attributes.email}</span>
            </span>
          ),
        },
        {
          header: 'Booking',
          cell: (item) => (
            <span className="travel-title">
              <SegmentIcon type={item.type} />
              <span className="travel-title__text">
                <Link to={itemPath(teamId, item)}>{item.title}</Link>
                {item.segment?.provider ? <span className="muted">{item.segment.provider}</span> : null}
                {item.trip ? (
                  <span className="muted">
                    {item.trip.segment_count} {item.trip.segment_count === 1 ? 'segment' : 'segments'}
                  </span>
                ) : null}
              </span>
            </span>
          ),
        },
        { header: 'Where', cell: place },
        { header: 'Starts', cell: (item) => when(item, 'start') },
        { header: 'Ends', cell: (item) => when(item, 'end') },
        {
          header: 'Source',
          cell: (item) => {
            const booking = itemBooking(item);
            if (!booking) {
              return item.trip ? (
                <span className="type-list">
                  {item.trip.segment_types.map((type) => (
                    <SegmentIcon key={type} type={type} size={13} />
                  ))}
                </span>
              ) : null;
            }
            return <span className={`badge badge--${booking === 'managed' ? 'good' : 'muted'}`}>{booking}</span>;
          },
        },
      ]}
    />
  );
}
