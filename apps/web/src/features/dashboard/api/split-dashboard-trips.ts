import type { TripSummary } from '@tripline/contracts';

/** The dashboard's trips as "traveling today" (under way on the UTC day) and "coming up" (starting later). */
export function splitDashboardTrips(trips: readonly TripSummary[], today: string) {
  const underWay: TripSummary[] = [];
  const comingUp: TripSummary[] = [];
  for (const trip of trips) {
    if (trip.start.slice(0, 10) <= today) underWay.push(trip);
    else comingUp.push(trip);
  }
  return { underWay, comingUp };
}
