import type { TravelerTrip } from '@tripline/contracts';
import { Plane } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { routePath } from '../../../lib/route-paths';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'medium' });

/** A person's trips, newest first, each linking to its trip page. */
export function PersonTrips({ teamId, trips }: { teamId: string; trips: TravelerTrip[] }) {
  return (
    <section className="card" aria-labelledby="person-trips">
      <h2 className="section-title" id="person-trips">
        Trips
      </h2>
      {trips.length ? (
        <DataTable
          label="Trips"
          rows={trips}
          rowKey={(trip) => trip.id}
          columns={[
            {
              header: 'Dates',
              cell: (trip) => (
                <Link to={routePath('org.trips.show', { teamId, tripId: trip.id })}>
                  {day(trip.start)} – {day(trip.end)}
                </Link>
              ),
            },
            { header: 'Destinations', cell: (trip) => trip.destinations.join(', ') || '—' },
            { header: 'Segments', cell: (trip) => trip.segment_count },
          ]}
        />
      ) : (
        <EmptyState icon={<Plane size={24} aria-hidden />} title="No trips yet">
          <p>Bookings sent from their addresses become trips here.</p>
        </EmptyState>
      )}
    </section>
  );
}
