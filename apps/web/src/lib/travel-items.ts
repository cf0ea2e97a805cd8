import { isManagedBooking, type TravelItem, type TripOwner } from '@tripline/contracts';
import { routePath } from './route-paths';

/** A traveler's name for display: their name, else their address (spec §3 display-name fallback). */
export function ownerName(owner: Pick<TripOwner, 'name' | 'email'> | undefined, id = ''): string {
  return owner?.name?.trim() || owner?.email || `Person ${id}`.trim();
}

/** The member a travel item belongs to, from its `included` list. */
export function itemMember(item: TravelItem): string {
  const member = item.included.find((included) => included.type === 'member');
  return ownerName(member?.attributes, member?.id);
}

/** Where a row leads: a trip to its page, a segment through segments/:type/:id to its place in the trip. */
export function itemPath(teamId: string, item: TravelItem): string {
  if (item.type === 'trip') return routePath('org.trips.show', { teamId, tripId: item.id });
  return routePath('org.segments.show', { teamId, segmentType: item.type, segmentId: item.id });
}

/** Managed or unmanaged for a segment item; trips hold both kinds, so they have none. */
export function itemBooking(item: TravelItem): 'managed' | 'unmanaged' | undefined {
  if (!item.segment) return undefined;
  return isManagedBooking(item.segment.source_classification) ? 'managed' : 'unmanaged';
}

/** The items that can be placed on a map. */
export function placedItems(items: readonly TravelItem[]): (TravelItem & { lon: number; lat: number })[] {
  return items.filter(
    (item): item is TravelItem & { lon: number; lat: number } => item.lon !== null && item.lat !== null,
  );
}
