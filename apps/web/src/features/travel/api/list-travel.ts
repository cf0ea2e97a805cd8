import { listTravelEndpoint, SEGMENT_TYPES, type TravelListType, type TravelSort } from '@tripline/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';
import type { TravelQuery } from '../../../lib/list-defaults';
import { travelTypes } from '../../../lib/list-defaults';

/** The tabs of the travel page, in order; "all" lists segments of every type. */
export const TRAVEL_TABS = ['all', 'trip', ...SEGMENT_TYPES] as const satisfies readonly TravelListType[];

export const TRAVEL_TAB_LABELS: Record<TravelListType, string> = {
  all: 'All',
  trip: 'Trips',
  air: 'Air',
  hotel: 'Hotel',
  car: 'Car',
  rail: 'Rail',
  transportation: 'Transportation',
  restaurant: 'Restaurant',
  activity: 'Activity',
};

/**
 * Which listing the page's `type` (a comma list) asks for: one listing type names its own listing; several
 * segment types are the "all" listing filtered to them; none is "all".
 */
export function travelListing(type: string | undefined): { listing: TravelListType; type?: string } {
  const types = travelTypes(type);
  const [only] = types;
  if (types.length === 1 && only && (TRAVEL_TABS as readonly string[]).includes(only)) {
    return { listing: only as TravelListType };
  }
  const segmentTypes = types.filter((name) => (SEGMENT_TYPES as readonly string[]).includes(name));
  return segmentTypes.length ? { listing: 'all', type: segmentTypes.join(',') } : { listing: 'all' };
}

/**
 * The query of one page of a travel listing: the listing the query's `type` names, and its filters. The sort is
 * the page's own URL parameter, sent as it is: the server refuses one it does not know.
 */
export function travelQuery(teamId: string, query: TravelQuery, page: number) {
  const { listing, type } = travelListing(query.type);
  return endpointQuery(listTravelEndpoint, {
    params: { teamId, type: listing },
    query: { start_date: query.start_date, end_date: query.end_date, sort: query.sort as TravelSort, type, page },
  });
}
