import { render, screen } from '@testing-library/react';
import type { Segment } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { SegmentCard } from './segment-card';

const stay: Segment = {
  id: 'seg-h1',
  trip_id: 'trip-1',
  traveler_id: 'tr-1',
  email_id: null,
  type: 'hotel',
  subType: 'CheckIn',
  status: 'confirmed',
  provider: 'Hotel Canal House Amsterdam',
  startDateTime: '2025-09-18T14:00:00+02:00',
  startTimeZone: 'Europe/Amsterdam',
  endDateTime: '2025-09-20T12:00:00+02:00',
  endTimeZone: 'Europe/Amsterdam',
  numberOfNights: 2,
  numberOfDays: null,
  startName: 'Hotel Canal House Amsterdam',
  endName: null,
  startCode: null,
  endCode: null,
  firstName: 'Anna',
  lastName: 'Berger',
  startLongitude: null,
  startLatitude: null,
  endLongitude: null,
  endLatitude: null,
  startCity: 'Amsterdam',
  startStateProvence: null,
  startCountry: 'NL',
  endCity: null,
  endStateProvence: null,
  endCountry: null,
  number: null,
  seat: null,
  confirmationNumber: '5123.987.654',
  priceCents: 41280,
  currency: 'EUR',
  country: 'NL',
  country_code: 'NL',
  start_datetime: '2025-09-18T12:00:00.000Z',
  end_datetime: '2025-09-20T10:00:00.000Z',
  source_classification: 'tmc',
  created: '2025-09-01T10:00:00.000Z',
  updated: '2025-09-01T10:00:00.000Z',
};

describe('SegmentCard', () => {
  it('shows a stay from 15:00 to 11:00 in the hotel zone, its price in euros and a managed badge', () => {
    render(<SegmentCard segment={stay} isHighlighted={false} />);
    const card = screen.getByRole('article', { name: 'Check-in · Hotel Canal House Amsterdam' });
    expect(card).toHaveTextContent('Check-in 15:00 UTC+02:00');
    expect(card).toHaveTextContent(/Check-out 11:00 UTC\+02:00 on Sat, 20 Sept? 2025/);
    expect(card).toHaveTextContent('2 nights');
    expect(card).toHaveTextContent('€412.80');
    expect(card).toHaveTextContent('managed');
    expect(card).toHaveAttribute('id', 'sseg-h1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks the highlighted segment and offers delete only when given the action', () => {
    render(<SegmentCard segment={{ ...stay, subType: 'CheckOut' }} isHighlighted onDelete={() => {}} />);
    const card = screen.getByRole('article', { name: 'Check-out · Hotel Canal House Amsterdam' });
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(card).toHaveTextContent('Check-out 11:00 UTC+02:00');
    expect(card).not.toHaveTextContent('€');
    expect(screen.getByRole('button', { name: 'Delete Check-out · Hotel Canal House Amsterdam' })).toBeInTheDocument();
  });
});
