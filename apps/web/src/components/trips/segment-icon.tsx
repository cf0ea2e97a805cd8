import type { SegmentType } from '@tripline/contracts';
import {
  BedDouble,
  Briefcase,
  Bus,
  Car,
  type LucideIcon,
  Plane,
  Ticket,
  TrainFront,
  UtensilsCrossed,
} from 'lucide-react';

const ICONS: Record<SegmentType | 'trip', LucideIcon> = {
  air: Plane,
  hotel: BedDouble,
  car: Car,
  rail: TrainFront,
  transportation: Bus,
  restaurant: UtensilsCrossed,
  activity: Ticket,
  trip: Briefcase,
};

export const SEGMENT_TYPE_LABELS: Record<SegmentType | 'trip', string> = {
  air: 'Flight',
  hotel: 'Hotel',
  car: 'Car rental',
  rail: 'Train',
  transportation: 'Transfer',
  restaurant: 'Restaurant',
  activity: 'Activity',
  trip: 'Trip',
};

/** The icon of a segment type, in a tinted disc, named for screen readers. */
export function SegmentIcon({ type, size = 16 }: { type: SegmentType | 'trip'; size?: number }) {
  const Icon = ICONS[type];
  return (
    <span className={`segment-icon segment-icon--${type}`} role="img" aria-label={SEGMENT_TYPE_LABELS[type]}>
      <Icon size={size} aria-hidden />
    </span>
  );
}
