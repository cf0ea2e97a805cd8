import type { FlightStatusUpdate } from '@tripline/contracts';
import { describeFlightStatus } from '../../lib/flight-status-display';

/** A flight's latest status as the airline mailed it: a badge and what changed (new time, terminal, gate). */
export function FlightStatusNote({ update }: { update: FlightStatusUpdate }) {
  const view = describeFlightStatus(update);
  return (
    <p className="flight-status" data-flight-status={update.status}>
      <span className={`badge badge--${view.tone}`}>{view.label}</span>
      {view.details.map((detail) => (
        <span key={detail}>{detail}</span>
      ))}
    </p>
  );
}
