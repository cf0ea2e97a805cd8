import type { FlightStatusUpdate } from '@tripline/contracts';
import { formatLocalTime, localTime } from './segment-times';

export type FlightStatusTone = 'good' | 'bad' | 'warn' | 'info';

/** What a flight's latest update says, in words: a label, its tone and the facts that changed. */
export interface FlightStatusView {
  label: string;
  tone: FlightStatusTone;
  details: string[];
}

/** "45 min", "2 h", "1 h 10 min". */
function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** How far the update moved the departure, in whole minutes (later is positive); undefined when it did not. */
export function departureShiftMinutes(update: FlightStatusUpdate): number | undefined {
  if (!update.previous_departure_at || !update.departure_at) return undefined;
  const shift = Math.round((Date.parse(update.departure_at) - Date.parse(update.previous_departure_at)) / 60_000);
  return Number.isFinite(shift) && shift !== 0 ? shift : undefined;
}

/** Describes a flight's latest update: delayed or moved (by how much, to when), cancelled, the gate and terminal. */
export function describeFlightStatus(update: FlightStatusUpdate): FlightStatusView {
  const shift = departureShiftMinutes(update);
  const details: string[] = [];
  if (update.status !== 'cancelled') {
    if (shift !== undefined) {
      const departs = formatLocalTime(localTime(update.departureDateTime));
      details.push(`${formatMinutes(Math.abs(shift))} ${shift > 0 ? 'later' : 'earlier'}, departs ${departs}`);
    }
    if (update.terminal) details.push(`Terminal ${update.terminal}`);
    if (update.gate) details.push(`Gate ${update.gate}`);
  }
  switch (update.status) {
    case 'delayed':
      return { label: 'Delayed', tone: 'warn', details };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'bad', details };
    case 'scheduled':
      return {
        label: shift === undefined ? 'On time' : 'New time',
        tone: shift === undefined ? 'good' : 'info',
        details,
      };
    case 'departed':
      return { label: 'Departed', tone: 'info', details };
    case 'landed':
      return { label: 'Landed', tone: 'good', details };
    case 'diverted':
      return { label: 'Diverted', tone: 'bad', details };
  }
}
