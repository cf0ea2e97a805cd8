import { useQuery } from '@tanstack/react-query';
import { getDashboardEndpoint } from '@tripline/contracts';
import { Link } from 'react-router';
import '../../../components/lists/data-views.css';
import { TravelMap } from '../../../components/map/travel-map';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { PageHeader } from '../../../components/ui/page-header';
import { endpointQuery } from '../../../lib/endpoint-client';
import { formatNumber } from '../../../lib/format';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { formatDay } from '../../../lib/segment-times';
import '../../../components/trips/trips.css';
import { routePath } from '../../../lib/route-paths';
import { splitDashboardTrips } from '../api/split-dashboard-trips';
import { DashboardCharts } from './dashboard-charts';
import { DashboardTripList } from './dashboard-trip-list';
import { FlightStatusPanel } from './flight-status-panel';

const COUNT_LABELS = {
  travelers_today: 'Travelers today',
  trips_today: 'Trips today',
  flights_today: 'Flights today',
  segments_today: 'Bookings today',
  trips_upcoming: 'Trips this week',
} as const;

/** org.dashboard.index: who travels today and in the coming week, how many, and where they are. */
export function OrgDashboardPage() {
  const access = useTeamAccess();
  const dashboard = useQuery({
    ...endpointQuery(getDashboardEndpoint, { params: { teamId: access.id } }),
    select: (answer) => answer.data,
    throwOnError: raisesResourceNotification,
  });
  const data = dashboard.data;
  const { underWay, comingUp } = splitDashboardTrips(data?.trips ?? [], data?.start_date ?? '');

  return (
    <div className="page">
      <PageHeader
        title="Dashboard"
        description={
          data ? `Today, ${formatDay(data.start_date)}, and the days up to ${formatDay(data.end_date)}` : undefined
        }
        actions={
          <Link className="button button--secondary" to={routePath('org.travel.index', { teamId: access.id })}>
            All travel
          </Link>
        }
      />
      {data ? (
        <>
          <div className="metric-grid">
            {(Object.keys(COUNT_LABELS) as (keyof typeof COUNT_LABELS)[]).map((key) => (
              <section key={key} className="card metric" aria-label={COUNT_LABELS[key]}>
                <p className="metric__label">{COUNT_LABELS[key]}</p>
                <p className="metric__value">{formatNumber(data.counts[key])}</p>
              </section>
            ))}
          </div>
          <div className="dashboard-grid">
            <div className="section-stack">
              <section className="card" aria-label="Traveling today">
                <h2 className="card__title">Traveling today</h2>
                <DashboardTripList teamId={access.id} trips={underWay} empty="Nobody is traveling today." />
              </section>
              <section className="card" aria-label="Coming up">
                <h2 className="card__title">Coming up</h2>
                <DashboardTripList teamId={access.id} trips={comingUp} empty="No trips start in the coming days." />
              </section>
              {/* The status list asks for browse-trips, which not every dashboard reader holds. */}
              {access.can('browse-trips') ? (
                <FlightStatusPanel teamId={access.id} startDate={data.start_date} endDate={data.end_date} />
              ) : null}
            </div>
            <section className="card" aria-label="Where they are today">
              <h2 className="card__title">Where they are today</h2>
              <TravelMap teamId={access.id} items={data.map} label="Today's travel map" compact />
            </section>
          </div>
          <DashboardCharts teamId={access.id} />
        </>
      ) : (
        <p role="status" className="page-header__description">
          Loading the dashboard…
        </p>
      )}
    </div>
  );
}
