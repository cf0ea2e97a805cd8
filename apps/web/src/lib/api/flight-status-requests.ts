import {
  type FlightStatusUpdate,
  getFlightStatusResponseSchema,
  type ListFlightStatusesQuery,
  listFlightStatusesResponseSchema,
  TRIP_API_PATHS,
} from '@tripline/contracts';
import { apiRequest } from '../api-client';

/**
 * How often an open page asks again: airline mails move a flight at any time, and a minute is soon enough for
 * someone watching a departure without asking the server more than once a minute per page. TanStack Query
 * pauses the interval while the tab is hidden.
 */
export const FLIGHT_STATUS_POLL_MS = 60_000;

/** GET {base}/segments/air/status: the latest update of each flight departing in the range; a 204 is none. */
export async function listFlightStatuses(
  teamId: string,
  query: ListFlightStatusesQuery,
): Promise<FlightStatusUpdate[]> {
  const answer = await apiRequest('GET', TRIP_API_PATHS.flightStatuses(teamId), {
    query,
    cancelable: true,
    schema: listFlightStatusesResponseSchema.optional(),
  });
  return answer?.data ?? [];
}

/** GET {base}/segments/air/:id/status: the flight's latest update, or null when the airline changed nothing. */
export async function getFlightStatus(teamId: string, segmentId: string): Promise<FlightStatusUpdate | null> {
  const answer = await apiRequest('GET', TRIP_API_PATHS.flightStatus(teamId, segmentId), {
    schema: getFlightStatusResponseSchema,
  });
  return answer.data.latest;
}
