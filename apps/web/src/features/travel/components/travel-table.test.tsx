import { render, screen, within } from '@testing-library/react';
import type { Segment, TravelItem } from '@tripline/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TravelTable } from './travel-table';

// A stay booked with the hotel's own times (14:00 in, 12:00 out): the list shows the house times, as the trip page does.
const stay = {
  id: 'seg-h1',
  trip_id: 'trip-1',
  type: 'hotel',
  subType: 'CheckIn',
  provider: 'Hotel Canal House Amsterdam',
  startDateTime: '2025-09-18T14:00:00+02:00',
  startTimeZone: 'Europe/Amsterdam',
  endDateTime: '2025-09-20T12:00:00+02:00',
  endTimeZone: 'Europe/Amsterdam',
  startCity: 'Amsterdam',
  country_code: 'NL',
  source_classification: 'tmc',
} as unknown as Segment;

const item: TravelItem = {
  id: 'seg-h1',
  type: 'hotel',
  trip_id: 'trip-1',
  lon: 4.89,
  lat: 52.37,
  start_datetime: '2025-09-18T12:00:00.000Z',
  end_datetime: '2025-09-20T10:00:00.000Z',
  title: 'Hotel Canal House Amsterdam',
  segment: stay,
  trip: null,
  included: [{ type: 'member', id: 'tr-1', attributes: { name: 'Anna Berger', email: 'anna@example.org' } }],
};

describe('TravelTable', () => {
  it('shows a stay from 15:00 to 11:00 in the hotel zone, whatever times the booking gave', () => {
    render(
      <MemoryRouter>
        <TravelTable teamId="t1" items={[item]} />
      </MemoryRouter>,
    );
    const row = screen.getByRole('row', { name: /Hotel Canal House Amsterdam/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('15:00 UTC+02:00');
    expect(cells[4]).toHaveTextContent('11:00 UTC+02:00');
    expect(row).not.toHaveTextContent('14:00');
    expect(row).not.toHaveTextContent('12:00');
  });
});
