import { useQueries } from '@tanstack/react-query';
import type { FlightStatusUpdate, Segment } from '@tripline/contracts';
import { flightStatusQuery } from '../../../lib/api/flight-status-requests';

/**
 * The latest status of each flight of a trip, by segment id, asked again every minute while the page is open.
 * A flight whose status cannot be read shows none: the trip itself is still right.
 */
export function useFlightStatuses(teamId: string, segments: Segment[]): Map<string, FlightStatusUpdate> {
  const flights = segments.filter((segment) => segment.type === 'air');
  const results = useQueries({
    queries: flights.map((flight) => flightStatusQuery(teamId, flight.id)),
  });
  const statuses = new Map<string, FlightStatusUpdate>();
  results.forEach((result, index) => {
    const flight = flights[index];
    if (flight && result.data) statuses.set(flight.id, result.data);
  });
  return statuses;
}
