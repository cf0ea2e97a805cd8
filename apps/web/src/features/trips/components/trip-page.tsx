import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteSegmentEndpoint, deleteTripEndpoint, getTripEndpoint, type Segment } from '@tripline/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import '../../../components/lists/data-views.css';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PageHeader } from '../../../components/ui/page-header';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { formatDay } from '../../../lib/segment-times';
import { ownerName } from '../../../lib/travel-items';
import { groupSegmentsByDate, isListedSegment, isShownOnTripPage } from '../api/group-segments';
import { invalidateTravelLists } from '../api/invalidate-travel-lists';
import { segmentTitle } from '../api/segment-display';
import { useFlightStatuses } from '../hooks/use-flight-statuses';
import { useSegmentHighlight } from '../hooks/use-segment-highlight';
import { SegmentCard } from './segment-card';
import { TripMap } from './trip-map';
import '../../../components/trips/trips.css';
import { routePath } from '../../../lib/route-paths';

type Pending = { kind: 'trip' } | { kind: 'segment'; segment: Segment };

/** org.trips.show: a traveler's trip day by day in local times, its map, and deleting for those allowed. */
export function TripPage() {
  const access = useTeamAccess();
  const { tripId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>();
  const [isDeleting, setDeleting] = useState(false);
  const trip = useQuery({
    ...endpointQuery(getTripEndpoint, { params: { teamId: access.id, id: tripId } }),
    select: (answer) => answer.data,
    throwOnError: raisesResourceNotification,
  });
  const highlighted = useSegmentHighlight(trip.isSuccess);
  const flightStatuses = useFlightStatuses(access.id, trip.data?.segments ?? []);

  const canDelete = access.can('delete-trips');
  const travelPath = routePath('org.travel.index', { teamId: access.id });

  const onConfirm = async () => {
    if (!pending || isDeleting) return;
    setDeleting(true);
    try {
      if (pending.kind === 'trip') {
        await callEndpoint(deleteTripEndpoint, { params: { teamId: access.id, id: tripId } });
        notifications.notify({ type: 'success', message: 'Trip deleted' });
        await invalidateTravelLists(queryClient, access.id);
        await navigate(travelPath);
      } else {
        const { data: deleted } = await callEndpoint(deleteSegmentEndpoint, {
          params: { teamId: access.id, type: pending.segment.type, id: pending.segment.id },
        });
        notifications.notify({ type: 'success', message: `${segmentTitle(pending.segment)} deleted` });
        await invalidateTravelLists(queryClient, access.id);
        if (deleted.trip_deleted) await navigate(travelPath);
        else await trip.refetch();
      }
      setPending(undefined);
    } catch {
      notifyGenericError();
    } finally {
      setDeleting(false);
    }
  };

  if (!trip.data) {
    return (
      <div className="page">
        <PageHeader title="Trip" />
        <p role="status" className="page-header__description">
          Loading the trip…
        </p>
      </div>
    );
  }
  const data = trip.data;
  const traveler = ownerName(data.owner, data.owner.id);
  const groups = groupSegmentsByDate(data.segments.filter(isShownOnTripPage));
  // The count is of the trip's confirmed segments (a stay counts once); the cancelled ones the page also shows are
  // counted apart, the same way.
  const cancelled = data.segments.filter((s) => s.status === 'cancelled' && isListedSegment(s)).length;
  const start = formatDay(data.start.slice(0, 10));
  const end = formatDay(data.end.slice(0, 10));

  return (
    <div className="page">
      <PageHeader
        title="Trip"
        eyebrow={traveler}
        description={
          <>
            {data.owner.email} · {start === end ? start : `${start} to ${end}`} · {data.segment_count}{' '}
            {data.segment_count === 1 ? 'segment' : 'segments'}
            {cancelled > 0 ? ` · ${cancelled} cancelled` : null}
          </>
        }
        actions={
          canDelete ? (
            <button type="button" className="button button--secondary" onClick={() => setPending({ kind: 'trip' })}>
              <Trash2 size={16} aria-hidden /> Delete trip
            </button>
          ) : null
        }
      />
      <div className="trip-layout">
        <div className="section-stack">
          {groups.map((group) => (
            <section
              key={group.day || 'undated'}
              className="day-group"
              aria-label={group.day ? formatDay(group.day) : 'Undated'}
            >
              <h2 className="day-group__title">{group.day ? formatDay(group.day) : 'Undated'}</h2>
              {group.segments.map((segment) => (
                <SegmentCard
                  key={segment.id}
                  segment={segment}
                  isHighlighted={segment.id === highlighted}
                  flightStatus={flightStatuses.get(segment.id)}
                  onDelete={canDelete ? (chosen) => setPending({ kind: 'segment', segment: chosen }) : undefined}
                />
              ))}
            </section>
          ))}
        </div>
        <div className="trip-layout__map">
          <TripMap trip={data} highlightedId={highlighted} />
        </div>
      </div>
      <ConfirmModal
        open={Boolean(pending)}
        onOpenChange={(open) => !open && !isDeleting && setPending(undefined)}
        title={pending?.kind === 'trip' ? 'Delete this trip?' : 'Delete this segment?'}
        description={
          pending?.kind === 'segment'
            ? `${segmentTitle(pending.segment)} is removed from ${traveler}'s trip. This cannot be undone.`
            : `${traveler}'s trip and all its segments are removed. This cannot be undone.`
        }
        confirmLabel={pending?.kind === 'trip' ? 'Delete trip' : 'Delete segment'}
        onConfirm={onConfirm}
      />
    </div>
  );
}
