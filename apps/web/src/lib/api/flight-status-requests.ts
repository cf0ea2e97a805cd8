import { queryOptions } from '@tanstack/react-query';
import { getFlightStatusEndpoint, type ListFlightStatusesQuery, listFlightStatusesEndpoint } from '@tripline/contracts';
import { callEndpoint, endpointKey, endpointQuery } from '../endpoint-client';

/**
 * How often an open page asks again: airline mails move a flight at any time, and a minute is soon enough for
 * someone watching a departure without asking the server more than once a minute per page. TanStack Query
 * pauses the interval while the tab is hidden.
 */
export const FLIGHT_STATUS_POLL_MS = 60_000;

/**
 * The latest update of each flight departing in the range, asked again every minute. A 204 (no flight in the range
 * has one) is the empty list: it is turned into one in the fetch itself, since a query's data may not be undefined.
 */
export function flightStatusesQuery(teamId: string, query: ListFlightStatusesQuery) {
  const input = { params: { teamId }, query };
  return queryOptions({
    queryKey: endpointKey(listFlightStatusesEndpoint, input.params, query),
    queryFn: async ({ signal }) => (await callEndpoint(listFlightStatusesEndpoint, input, { signal }))?.data ?? [],
    refetchInterval: FLIGHT_STATUS_POLL_MS,
  });
}

/** The flight's latest update, or null when the airline changed nothing; asked again every minute. */
export function flightStatusQuery(teamId: string, segmentId: string) {
  return queryOptions({
    ...endpointQuery(getFlightStatusEndpoint, { params: { teamId, id: segmentId } }),
    select: (answer) => answer.data.latest,
    refetchInterval: FLIGHT_STATUS_POLL_MS,
  });
}
