import { type FlightStatusUpdate, isManagedBooking, type Segment } from '@tripline/contracts';
import { Trash2 } from 'lucide-react';
import { FlightStatusNote } from '../../../components/trips/flight-status-note';
import { SEGMENT_TYPE_LABELS, SegmentIcon } from '../../../components/trips/segment-icon';
import { formatDay, formatLocalTime, segmentTimes } from '../../../lib/segment-times';
import { formatPrice, segmentTitle } from '../api/segment-display';

function label(segment: Segment, edge: 'start' | 'end'): string {
  if (segment.type === 'hotel')
    return edge === 'start' ? (segment.subType === 'CheckOut' ? 'Check-out' : 'Check-in') : 'Check-out';
  if (segment.type === 'car') return edge === 'start' ? 'Pick-up' : 'Return';
  return edge === 'start' ? 'Departs' : 'Arrives';
}

/** One segment of a trip: what, when in its own zone, the booking facts, and a delete button for those allowed. */
export function SegmentCard({
  segment,
  isHighlighted,
  flightStatus,
  onDelete,
}: {
  segment: Segment;
  isHighlighted: boolean;
  /** A flight's latest status update, when the airline mailed one. */
  flightStatus?: FlightStatusUpdate;
  /** Given only when the user may delete segments. */
  onDelete?: (segment: Segment) => void;
}) {
  const times = segmentTimes(segment);
  const sameDay = times.start && times.end && times.start.day === times.end.day;
  const price = segment.subType === 'CheckOut' ? undefined : formatPrice(segment.priceCents, segment.currency);
  const places = [segment.startName, segment.endName].filter(Boolean);
  const managed = isManagedBooking(segment.source_classification);
  return (
    <article
      id={`s${segment.id}`}
      className="segment-card"
      data-highlighted={isHighlighted ? 'true' : undefined}
      data-status={segment.status}
      aria-label={segmentTitle(segment)}
      aria-current={isHighlighted ? 'true' : undefined}
    >
      <SegmentIcon type={segment.type} />
      <div>
        <p className="segment-card__title">{segmentTitle(segment)}</p>
        <p className="segment-card__times">
          {times.start ? (
            <span>
              {label(segment, 'start')} <strong>{formatLocalTime(times.start)}</strong>
            </span>
          ) : null}
          {times.end && segment.subType !== 'CheckOut' ? (
            <span>
              {label(segment, 'end')} <strong>{formatLocalTime(times.end)}</strong>
              {sameDay ? null : ` on ${formatDay(times.end.day)}`}
            </span>
          ) : null}
        </p>
        <p className="segment-card__facts">
          <span>{SEGMENT_TYPE_LABELS[segment.type]}</span>
          {segment.provider && segment.type !== 'hotel' ? <span>{segment.provider}</span> : null}
          {places.length && segment.type !== 'hotel' ? <span>{places.join(' → ')}</span> : null}
          {segment.numberOfNights && segment.subType !== 'CheckOut' ? (
            <span>
              {segment.numberOfNights} {segment.numberOfNights === 1 ? 'night' : 'nights'}
            </span>
          ) : null}
          {segment.seat ? <span>Seat {segment.seat}</span> : null}
          {segment.confirmationNumber ? <span>Confirmation {segment.confirmationNumber}</span> : null}
        </p>
        {flightStatus ? <FlightStatusNote update={flightStatus} /> : null}
      </div>
      <div className="segment-card__side">
        {price ? <span className="segment-card__price">{price}</span> : null}
        <span className={`badge badge--${managed ? 'good' : 'muted'}`}>{managed ? 'managed' : 'unmanaged'}</span>
        {segment.status === 'cancelled' && flightStatus?.status !== 'cancelled' ? (
          <span className="badge badge--bad">cancelled</span>
        ) : null}
        {onDelete ? (
          <button
            type="button"
            className="icon-button"
            aria-label={`Delete ${segmentTitle(segment)}`}
            onClick={() => onDelete(segment)}
          >
            <Trash2 size={16} aria-hidden />
          </button>
        ) : null}
      </div>
    </article>
  );
}
