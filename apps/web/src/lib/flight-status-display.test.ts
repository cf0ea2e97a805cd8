import type { FlightStatusUpdate } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { describeFlightStatus } from './flight-status-display';

/** An update as GET {base}/segments/air/:id/status answers it for Ryanair's moved return flight. */
function update(changes: Partial<FlightStatusUpdate>): FlightStatusUpdate {
  return {
    id: 'st-1',
    Segment_id: 'seg-1',
    trip_id: 'trip-1',
    status: 'scheduled',
    number: 'FR 1239',
    startCode: 'STN',
    endCode: 'DUB',
    departureDateTime: '2025-03-16T22:40:00+00:00',
    arrivalDateTime: '2025-03-16T23:55:00+00:00',
    departure_at: '2025-03-16T22:40:00.000Z',
    arrival_at: '2025-03-16T23:55:00.000Z',
    previous_departure_at: null,
    gate: null,
    terminal: null,
    source_email_id: 'mail-2',
    updated_at: '2025-03-10T08:00:00.000Z',
    ...changes,
  };
}

describe('describeFlightStatus', () => {
  it('tells a delay by how much and the new departure in the airport’s own time', () => {
    const view = describeFlightStatus(update({ status: 'delayed', previous_departure_at: '2025-03-16T21:55:00.000Z' }));
    expect(view).toEqual({ label: 'Delayed', tone: 'warn', details: ['45 min later, departs 22:40 UTC+00:00'] });
  });

  it('tells an earlier departure as a new time, in hours and minutes', () => {
    const view = describeFlightStatus(
      update({
        departureDateTime: '2025-03-16T20:30:00+00:00',
        departure_at: '2025-03-16T20:30:00.000Z',
        previous_departure_at: '2025-03-16T21:55:00.000Z',
      }),
    );
    expect(view.label).toBe('New time');
    expect(view.details).toEqual(['1 h 25 min earlier, departs 20:30 UTC+00:00']);
  });

  it('names the terminal and gate of an update that moved nothing', () => {
    expect(describeFlightStatus(update({ gate: 'B12', terminal: '2' }))).toEqual({
      label: 'On time',
      tone: 'good',
      details: ['Terminal 2', 'Gate B12'],
    });
  });

  it('says cancelled and nothing about gates of a flight that will not fly', () => {
    expect(describeFlightStatus(update({ status: 'cancelled', gate: 'B12' }))).toEqual({
      label: 'Cancelled',
      tone: 'bad',
      details: [],
    });
  });
});
