import type { TripSummary } from '@tripline/contracts';
import { Link } from 'react-router';
import { SegmentIcon } from '../../../components/trips/segment-icon';
import { Avatar } from '../../../components/ui/avatar';
import { routePath } from '../../../lib/route-paths';
import { formatDay } from '../../../lib/segment-times';
import { ownerName } from '../../../lib/travel-items';

/** Trips with their travelers: who, where to, when, and the kinds of booking they hold. */
export function DashboardTripList({
  teamId,
  trips,
  empty,
}: {
  teamId: string;
  trips: readonly TripSummary[];
  empty: string;
}) {
  if (!trips.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="traveler-list">
      {trips.map((trip) => {
        const name = ownerName(trip.owner, trip.owner.id);
        const start = formatDay(trip.start.slice(0, 10));
        const end = formatDay(trip.end.slice(0, 10));
        return (
          <li key={trip.id} className="traveler-list__item">
            <Avatar name={name} email={trip.owner.email} />
            <span className="traveler-list__text">
              <Link to={routePath('org.trips.show', { teamId, tripId: trip.id })}>{name}</Link>
              <span className="muted">
                {trip.destinations.join(', ') || 'Destination unknown'} · {start === end ? start : `${start} – ${end}`}
              </span>
            </span>
            <span className="type-list">
              {trip.segment_types.map((type) => (
                <SegmentIcon key={type} type={type} size={13} />
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
