import { queryOptions } from '@tanstack/react-query';
import {
  type ListTravelResponse,
  listTravelEndpoints,
  SEGMENT_TYPES,
  type TravelListType,
  type TravelSort,
} from '@tripline/contracts';
import { callEndpoint, endpointKey } from '../../../lib/endpoint-client';
import type { TravelQuery } from '../../../lib/list-defaults';
import { travelTypes } from '../../../lib/list-defaults';
import { loadTravelWithFallback } from './travel-with-fallback';

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

type PageQuery = TravelQuery & { page?: number };

/** The listing a query asks for and the query string it sends there. */
function travelRequest(query: PageQuery) {
  const { listing, type } = travelListing(query.type);
  return {
    endpoint: listTravelEndpoints[listing],
    // The sort is the page's own parameter, sent as it is: the server refuses one it does not know.
    query: {
      start_date: query.start_date,
      end_date: query.end_date,
      sort: query.sort as TravelSort,
      type,
      page: query.page,
    },
  };
}

/** One page of a travel listing with the items' travelers. */
export function listTravel(teamId: string, query: PageQuery): Promise<ListTravelResponse> {
  const request = travelRequest(query);
  return callEndpoint(request.endpoint, { params: { teamId }, query: request.query }, { cancelable: true });
}

/**
 * The query of one page of the travel page: the asked listing, and the fallback when the default day is empty.
 * Keyed under the listing's endpoint, so invalidating the team's listings drops it.
 */
export function travelPageQuery(teamId: string, asked: TravelQuery, fallback: TravelQuery | undefined, page: number) {
  const { endpoint, query } = travelRequest({ ...asked, page });
  return queryOptions({
    queryKey: [...endpointKey(endpoint, { teamId }, query), { fallback: fallback ?? null }],
    queryFn: () => loadTravelWithFallback((q) => listTravel(teamId, { ...q, page }), asked, fallback),
  });
}
