import type { Segment } from '@tripline/extract';

/**
 * The key that makes a booking arriving twice, or changed, land on the same segment row (decision 011).
 * With a confirmation number a flight or train is known by its number, a stay boundary by its kind,
 * a rental by the confirmation alone; without one, by provider and start.
 */
export function segmentDedupeKey(segment: Segment, startDay: string): string {
  const confirmation = segment.confirmationNumber?.trim().toUpperCase();
  if (!confirmation) {
    return [
      '-',
      segment.type,
      segment.subType ?? '',
      segment.provider?.toLowerCase() ?? '',
      segment.number ?? '',
      startDay,
    ].join('|');
  }
  const number = segment.number?.replace(/\s+/g, '').toUpperCase();
  if (number) return [confirmation, segment.type, number, segment.subType === 'Overnight' ? startDay : ''].join('|');
  if (segment.subType === 'CheckIn' || segment.subType === 'CheckOut')
    return [confirmation, segment.type, segment.subType].join('|');
  if (segment.type === 'car') return [confirmation, segment.type].join('|');
  return [confirmation, segment.type, segment.subType ?? '', startDay].join('|');
}
