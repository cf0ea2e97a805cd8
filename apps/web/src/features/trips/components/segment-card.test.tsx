import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSegment } from '../../../test/fixtures';
import { SegmentCard } from './segment-card';

const stay = makeSegment();

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
