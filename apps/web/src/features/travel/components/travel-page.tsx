import type { TravelListType } from '@tripline/contracts';
import { Luggage } from 'lucide-react';
import { Pager } from '../../../components/lists/pager';
import '../../../components/lists/data-views.css';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListQuery } from '../../../hooks/use-list-query';
import { travelListQuery } from '../../../lib/list-defaults';
import { formatDay } from '../../../lib/segment-times';
import '../../../components/trips/trips.css';
import { TravelMap } from '../../../components/map/travel-map';
import { withFilters } from '../../../lib/list-query';
import { TRAVEL_TAB_LABELS, travelListing } from '../api/list-travel';
import { useTravelListing } from '../hooks/use-travel-listing';
import { TravelFilters } from './travel-filters';
import { TravelTable } from './travel-table';

/** org.travel.index: who travels when and where, as a list and a map; today by default. */
export function TravelPage() {
  const access = useTeamAccess();
  const { query, setQuery } = useListQuery('travel');
  const page = Number(query.get('page') ?? '1') || 1;
  const { query: asked, fallback } = travelListQuery(query);
  const travel = useTravelListing(access.id, asked, fallback, page);

  const meta = travel.data?.meta;
  // The server's meta says which days it listed, including its default when only a type was chosen.
  const shown = meta
    ? { start_date: meta.start_date, end_date: meta.end_date ?? undefined, sort: meta.sort }
    : { start_date: asked.start_date, end_date: asked.end_date, sort: asked.sort };
  const listing = travelListing(query.get('type') ?? undefined);
  const tab: TravelListType | undefined = listing.type ? undefined : listing.listing;
  const items = travel.data?.data ?? [];
  const range = shown.end_date
    ? shown.end_date === shown.start_date
      ? formatDay(shown.start_date ?? '')
      : `${formatDay(shown.start_date ?? '')} to ${formatDay(shown.end_date)}`
    : `From ${formatDay(shown.start_date ?? '')} on`;

  const apply = (changes: Record<string, string | undefined>) => setQuery(withFilters(query, changes));

  return (
    <div className="page">
      <PageHeader
        title="Travel"
        description={`${range} · ${tab ? TRAVEL_TAB_LABELS[tab] : listing.type?.replaceAll(',', ', ')} · ${travel.data?.meta.total ?? '…'} found`}
      />
      <TravelFilters tab={tab} shown={shown} onChange={apply} />
      {travel.data?.usedFallback && items.length ? (
        <Alert>Nobody travels today. Showing travel from today on.</Alert>
      ) : null}
      <div className="travel-layout" aria-busy={travel.isFetching}>
        {travel.isPending ? (
          <p role="status" className="page-header__description">
            Loading travel…
          </p>
        ) : items.length ? (
          <>
            <TravelMap teamId={access.id} items={items} label="Travel map" />
            <TravelTable teamId={access.id} items={items} />
            {travel.data ? (
              <Pager
                meta={travel.data.meta}
                onPage={(next) => {
                  const changed = new URLSearchParams(query);
                  changed.set('page', String(next));
                  setQuery(changed);
                }}
              />
            ) : null}
          </>
        ) : (
          <EmptyState icon={<Luggage size={28} aria-hidden />} title="No travel found">
            <p>Nobody in your team travels in these dates. Try another range or type.</p>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
