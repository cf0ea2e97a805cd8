import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FlightStatusNote } from '../../../components/trips/flight-status-note';
import { flightStatusesQuery } from '../../../lib/api/flight-status-requests';
import { routePath } from '../../../lib/route-paths';
import { formatDay, localTime } from '../../../lib/segment-times';

/**
 * The dashboard's flights whose airline mailed a change (delay, new time, gate or terminal, cancellation) between
 * its first and last day, asked again every minute while the dashboard is open.
 */
export function FlightStatusPanel({
  teamId,
  startDate,
  endDate,
}: {
  teamId: string;
  startDate: string;
  endDate: string;
}) {
  const statuses = useQuery(flightStatusesQuery(teamId, { startDate, endDate }));
  return (
    <section className="card" aria-label="Flight status">
      <h2 className="card__title">Flight status</h2>
      {statuses.isError && !statuses.data ? (
        <p className="muted">The flight status could not be loaded; it is asked again in a minute.</p>
      ) : !statuses.data ? (
        <p className="muted" role="status">
          Loading the flight status…
        </p>
      ) : statuses.data.length === 0 ? (
        <p className="muted">No delays, gate changes or cancellations on these days.</p>
      ) : (
        <ul className="traveler-list">
          {statuses.data.map((update) => {
            const flight = [update.number, [update.startCode, update.endCode].filter(Boolean).join(' → ')]
              .filter(Boolean)
              .join(' ');
            const day = localTime(update.departureDateTime)?.day;
            return (
              <li key={update.Segment_id} className="traveler-list__item">
                <span className="traveler-list__text">
                  <Link
                    to={`${routePath('org.trips.show', { teamId, tripId: update.trip_id })}#s${encodeURIComponent(update.Segment_id)}`}
                  >
                    {flight || 'Flight'}
                  </Link>
                  {day ? <span className="muted">{formatDay(day)}</span> : null}
                  <FlightStatusNote update={update} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
